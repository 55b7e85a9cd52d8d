import type { Persistor } from 'redux-persist';
import { api } from '../../../src/client/api/api';
import { PERSISTED_SESSION_FIELDS, PERSIST_KEY } from '../../../src/client/app/persistence';
import { savedSessionFlushed } from '../../../src/client/features/session/saved-session';
import { createAppStore } from '../../../src/client/app/store';
import { DEFAULT_FLAGS } from '../../../src/client/config/constants';
import { queryChanged } from '../../../src/client/features/search/search-slice';
import { authCleared, brandDataLoaded, brandsLoaded, languageSelected, loginStarted, loginSucceeded, totalArticlesLoaded } from '../../../src/client/features/session/session-slice';
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
