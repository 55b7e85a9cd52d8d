import type { Persistor } from 'redux-persist';
import { api } from '../../../src/client/api/api';
import { PERSISTED_SESSION_FIELDS, PERSIST_KEY, splitSessionStorage } from '../../../src/client/app/persistence';
import { savedSessionFlushed } from '../../../src/client/features/session/saved-session';
import { createAppStore } from '../../../src/client/app/store';
import { DEFAULT_FLAGS } from '../../../src/client/config/constants';
import { queryChanged } from '../../../src/client/features/search/search-slice';
import { appReset } from '../../../src/client/features/session/app-reset';
import {
  authCleared, brandDataLoaded, brandsLoaded, languageSelected, loginStarted, loginSucceeded, totalArticlesLoaded,
} from '../../../src/client/features/session/session-slice';
import { DEMO_BRAND_DATA } from '../support/demo-brand-data';
import { DEMO_USER, MemoryStorage } from '../support/render-app';

/** Writes start once the stored state has been read back (rehydrated). */
function bootstrapped(persistor: Persistor): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if (persistor.getState().bootstrapped) {
        unsubscribe();
        resolve();
      }
    };
    const unsubscribe = persistor.subscribe(check);
    check();
  });
}

describe('persistence (docs/behaviour.md, Session)', () => {
  it('persists exactly the session state fields', () => {
    expect([...PERSISTED_SESSION_FIELDS].sort()).toEqual(
      ['language', 'token', 'user', 'rememberMe', 'loginAttempts', 'pricetool_brands', 'total_articles', 'brandData'].sort(),
    );
  });

  it('writes those session fields, and never the search state or the API cache', async () => {
    const storage = new MemoryStorage();
    const { store, persistor } = createAppStore({ storage, runSagas: false });
    await bootstrapped(persistor);

    store.dispatch(languageSelected('DE'));
    store.dispatch(loginStarted());
    store.dispatch(loginSucceeded({ token: 't'.repeat(43), user: DEMO_USER, remember: true }));
    store.dispatch(brandsLoaded(['ABB', 'Siemens']));
    store.dispatch(totalArticlesLoaded(820000));
    store.dispatch(brandDataLoaded(DEMO_BRAND_DATA));
    store.dispatch(queryChanged('750-1400'));
    await store.dispatch(api.util.upsertQueryData('flags', undefined, { ...DEFAULT_FLAGS, beta: true }));
    expect(store.getState().search.searchQuery).toBe('750-1400');
    expect(Object.keys(store.getState().api.queries)).not.toHaveLength(0);
    await persistor.flush();

    expect([...storage.items.keys()]).toEqual([`persist:${PERSIST_KEY}`]);
    const saved = storage.saved();
    expect(Object.keys(saved).sort()).toEqual([...PERSISTED_SESSION_FIELDS, '_persist'].sort());
    expect(saved).toMatchObject({
      language: 'DE',
      token: 't'.repeat(43),
      user: DEMO_USER,
      rememberMe: true,
      loginAttempts: 0,
      pricetool_brands: ['ABB', 'Siemens'],
      total_articles: 820000,
      brandData: DEMO_BRAND_DATA,
    });
    const raw = storage.items.get(`persist:${PERSIST_KEY}`) as string;
    expect(raw).not.toContain('750-1400');
    expect(raw).not.toContain('searchQuery');
    expect(raw).not.toContain('brandsLoading');
    expect(raw).not.toContain('loggingIn');
    expect(raw).not.toContain('queries');
  });

  it('writes a cleared session at once when savedSessionFlushed is put, not some timer ticks later', async () => {
    const storage = new MemoryStorage();
    const { store, persistor } = createAppStore({ storage, runSagas: false, recorder: null });
    await bootstrapped(persistor);
    store.dispatch(loginSucceeded({ token: 't'.repeat(43), user: DEMO_USER, remember: true }));
    store.dispatch(brandDataLoaded(DEMO_BRAND_DATA));
    await persistor.flush();

    store.dispatch(authCleared());
    expect(storage.saved().token).toBe('t'.repeat(43));
    store.dispatch(savedSessionFlushed());
    expect(storage.saved()).toMatchObject({ token: null, user: null, brandData: null });
  });

  it.each([
    ['the page is left', () => window.dispatchEvent(new Event('pagehide'))],
    ['the page is hidden', () => {
      jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
      document.dispatchEvent(new Event('visibilitychange'));
    }],
  ])('writes a change still waiting at once when %s, so a reload straight after signing in keeps the sign-in', async (_, leave) => {
    const storage = new MemoryStorage();
    const { store, persistor } = createAppStore({ storage, runSagas: false, recorder: null });
    await bootstrapped(persistor);
    store.dispatch(loginSucceeded({ token: 't'.repeat(43), user: DEMO_USER, remember: true }));
    expect(storage.saved().token).not.toBe('t'.repeat(43));
    leave();
    expect(storage.saved()).toMatchObject({ token: 't'.repeat(43), user: DEMO_USER });
    jest.restoreAllMocks();
  });

  it('brings the saved session back on a reload, with the brand list no longer loading and the brand data held', async () => {
    const storage = new MemoryStorage();
    const first = createAppStore({ storage, runSagas: false });
    await bootstrapped(first.persistor);
    first.store.dispatch(loginSucceeded({ token: 't'.repeat(43), user: DEMO_USER, remember: false }));
    first.store.dispatch(brandsLoaded(['ABB']));
    first.store.dispatch(brandDataLoaded(DEMO_BRAND_DATA));
    await first.persistor.flush();

    const reloaded = createAppStore({ storage, runSagas: false });
    await bootstrapped(reloaded.persistor);
    expect(reloaded.store.getState().session).toMatchObject({
      token: 't'.repeat(43), user: DEMO_USER, rememberMe: false, pricetool_brands: ['ABB'], brandsLoading: false, loggingIn: false,
      brandData: DEMO_BRAND_DATA,
    });
  });
});

/** localStorage and this tab's sessionStorage, in memory; a new `tab` is a closed and reopened browser. */
function browser() {
  const lasting = new MemoryStorage();
  let tab = new MemoryStorage();
  return {
    lasting,
    tab: () => tab,
    storage: () => splitSessionStorage(lasting, tab),
    closeAndReopen() {
      tab = new MemoryStorage();
    },
  };
}

async function signedIn(remember: boolean, where = browser()) {
  const { store, persistor } = createAppStore({ storage: where.storage(), runSagas: false, recorder: null });
  await bootstrapped(persistor);
  store.dispatch(languageSelected('DE'));
  store.dispatch(loginSucceeded({ token: 't'.repeat(43), user: DEMO_USER, remember }));
  store.dispatch(brandsLoaded(['ABB']));
  store.dispatch(brandDataLoaded(DEMO_BRAND_DATA));
  store.dispatch(totalArticlesLoaded(820000));
  await persistor.flush();
  return { where, store, persistor };
}

async function reopened(where: ReturnType<typeof browser>) {
  const { store, persistor } = createAppStore({ storage: where.storage(), runSagas: false, recorder: null });
  await bootstrapped(persistor);
  return store.getState().session;
}

describe('where the session is kept (docs/behaviour.md, Session: "Remember me")', () => {
  it('keeps a remembered sign-in whole in localStorage, nothing in the tab', async () => {
    const { where } = await signedIn(true);
    expect(where.lasting.saved()).toMatchObject({ language: 'DE', token: 't'.repeat(43), user: DEMO_USER, rememberMe: true, brandData: DEMO_BRAND_DATA });
    expect(where.tab().items.size).toBe(0);
  });

  it('keeps a sign-in without remember-me in the tab\'s sessionStorage; localStorage holds the language only', async () => {
    const { where } = await signedIn(false);
    expect(Object.keys(where.lasting.saved()).sort()).toEqual(['_persist', 'language']);
    expect(where.lasting.saved().language).toBe('DE');
    const raw = where.lasting.items.get(`persist:${PERSIST_KEY}`) as string;
    for (const customer of ['t'.repeat(43), 'Demo User', 'ABB', 'Muster']) expect(raw).not.toContain(customer);
    expect(where.tab().saved()).toMatchObject({ token: 't'.repeat(43), user: DEMO_USER, rememberMe: false, pricetool_brands: ['ABB'], total_articles: 820000 });
    expect(where.tab().saved()).not.toHaveProperty('language');
  });

  it('brings a sign-in without remember-me back on a reload, with the language', async () => {
    const { where } = await signedIn(false);
    expect(await reopened(where)).toMatchObject({ token: 't'.repeat(43), user: DEMO_USER, rememberMe: false, language: 'DE', brandData: DEMO_BRAND_DATA });
  });

  it('has nothing of it after the browser was closed, but the language', async () => {
    const { where } = await signedIn(false);
    where.closeAndReopen();
    expect(await reopened(where)).toMatchObject({ token: null, user: null, pricetool_brands: [], brandData: null, language: 'DE' });
  });

  it('keeps a remembered sign-in after the browser was closed', async () => {
    const { where } = await signedIn(true);
    where.closeAndReopen();
    expect(await reopened(where)).toMatchObject({ token: 't'.repeat(43), user: DEMO_USER, language: 'DE' });
  });

  it('leaves no token in either storage once signed out, remembered or not', async () => {
    for (const remember of [true, false]) {
      const { where, store } = await signedIn(remember);
      store.dispatch(authCleared());
      store.dispatch(savedSessionFlushed());
      expect(where.lasting.items.get(`persist:${PERSIST_KEY}`)).not.toContain('t'.repeat(43));
      expect(where.tab().items.get(`persist:${PERSIST_KEY}`) ?? '').not.toContain('t'.repeat(43));
      store.dispatch(appReset());
      store.dispatch(savedSessionFlushed());
      expect(where.lasting.saved()).toMatchObject({ token: null, user: null });
      expect(where.tab().items.size).toBe(0);
    }
  });

  it('moves a sign-in to the tab when the next one is not remembered, and back', async () => {
    const where = browser();
    const first = await signedIn(true, where);
    first.store.dispatch(appReset());
    first.store.dispatch(loginSucceeded({ token: 'u'.repeat(43), user: DEMO_USER, remember: false }));
    first.store.dispatch(savedSessionFlushed());
    expect(where.lasting.items.get(`persist:${PERSIST_KEY}`)).not.toContain('u'.repeat(43));
    expect(where.tab().saved().token).toBe('u'.repeat(43));
    first.store.dispatch(appReset());
    first.store.dispatch(loginSucceeded({ token: 'v'.repeat(43), user: DEMO_USER, remember: true }));
    first.store.dispatch(savedSessionFlushed());
    expect(where.lasting.saved().token).toBe('v'.repeat(43));
    expect(where.tab().items.size).toBe(0);
  });

  it('reads a sign-in an older version kept whole in localStorage as it was (the session saga decides on it)', async () => {
    const where = browser();
    const old = { language: 'FR', token: 'o'.repeat(43), user: DEMO_USER, rememberMe: false, _persist: { version: 1, rehydrated: true } };
    where.lasting.items.set(`persist:${PERSIST_KEY}`, JSON.stringify(Object.fromEntries(Object.entries(old).map(([k, v]) => [k, JSON.stringify(v)]))));
    expect(await reopened(where)).toMatchObject({ token: 'o'.repeat(43), rememberMe: false, language: 'FR' });
  });
});
