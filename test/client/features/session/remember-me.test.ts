/**
 * "Remember me" off (docs/behaviour.md, Session), on a real store with its sagas against a fake
 * server: the sign-in is kept in this tab's sessionStorage, so a reload keeps it and a closed
 * browser forgets it; a token the page drops without the server having refused it is ended on
 * the server first. localStorage and the tab's sessionStorage are in memory here.
 */
import { waitFor } from '@testing-library/react';
import { PERSIST_KEY, splitSessionStorage } from '../../../../src/client/app/persistence';
import { createAppStore } from '../../../../src/client/app/store';
import { markBrowserSession } from '../../../../src/client/features/session/browser-session';
import type { SessionState } from '../../../../src/client/features/session/session-slice';
import { installFakeApi } from '../../support/fake-api';
import { DEMO_USER, MemoryStorage, savedSession } from '../../support/render-app';

const TOKEN = 'o'.repeat(43);
const WITHOUT_REMEMBER_ME: Partial<SessionState> = { language: 'FR', token: TOKEN, user: DEMO_USER, rememberMe: false, pricetool_brands: ['ABB'] };

beforeEach(() => window.sessionStorage.clear());
afterEach(() => {
  jest.restoreAllMocks();
  window.sessionStorage.clear();
});

function server() {
  return installFakeApi({ 'GET /': { body: { user: DEMO_USER } }, 'POST /logout': { status: 204 }, 'POST /brands': { body: { brands: [] } } });
}

function open(lasting: MemoryStorage, tab: MemoryStorage) {
  return createAppStore({ storage: splitSessionStorage(lasting, tab), recorder: null });
}

describe('a sign-in without remember-me', () => {
  it('found by a new visit in localStorage (kept there by an older version) is ended on the server with its token, then forgotten', async () => {
    const api = server();
    const lasting = savedSession(WITHOUT_REMEMBER_ME);
    const { store } = open(lasting, new MemoryStorage());

    await waitFor(() => expect(api.calls('POST /logout')).toHaveLength(1));
    expect(api.calls('POST /logout')[0].headers.get('authorization')).toBe(`Bearer ${TOKEN}`);
    expect(api.calls('GET /')).toHaveLength(0);
    expect(store.getState().session).toMatchObject({ token: null, user: null });
    const saved = lasting.items.get(`persist:${PERSIST_KEY}`) as string;
    expect(saved).not.toContain(TOKEN);
    expect(saved).not.toContain('Demo User');
    expect(lasting.saved().language).toBe('FR');
  });

  it('is kept by a reload in the same tab, checked with the server, and stays out of localStorage', async () => {
    const api = server();
    markBrowserSession();
    const lasting = savedSession({ language: 'FR' });
    const tab = savedSession({ ...WITHOUT_REMEMBER_ME, language: undefined });
    const { store } = open(lasting, tab);

    await waitFor(() => expect(api.calls('GET /')).toHaveLength(1));
    expect(api.calls('POST /logout')).toHaveLength(0);
    expect(store.getState().session).toMatchObject({ token: TOKEN, user: DEMO_USER, language: 'FR' });
    await waitFor(() => expect(tab.saved().token).toBe(TOKEN));
    expect(lasting.items.get(`persist:${PERSIST_KEY}`)).not.toContain(TOKEN);
  });

  it('that an older version kept in localStorage moves to the tab on a reload of a tab it was signed in in', async () => {
    server();
    markBrowserSession();
    const lasting = savedSession(WITHOUT_REMEMBER_ME);
    const tab = new MemoryStorage();
    const { store } = open(lasting, tab);

    await waitFor(() => expect(tab.saved().token).toBe(TOKEN));
    expect(store.getState().session.token).toBe(TOKEN);
    expect(lasting.items.get(`persist:${PERSIST_KEY}`)).not.toContain(TOKEN);
  });

  it('is gone once the browser was closed: a new visit starts signed out and sends nothing', async () => {
    const api = server();
    const { store, persistor } = open(savedSession({ language: 'FR' }), new MemoryStorage());
    await waitFor(() => expect(persistor.getState().bootstrapped).toBe(true));
    expect(store.getState().session).toMatchObject({ token: null, language: 'FR' });
    expect(api.requests.filter((request) => request.path === '/' || request.path === '/logout')).toHaveLength(0);
  });
});

describe('a remembered sign-in', () => {
  it('is kept across a closed browser and checked with the server, never ended by the page', async () => {
    const api = server();
    const { store } = open(savedSession({ ...WITHOUT_REMEMBER_ME, rememberMe: true }), new MemoryStorage());
    await waitFor(() => expect(api.calls('GET /')).toHaveLength(1));
    expect(api.calls('POST /logout')).toHaveLength(0);
    expect(store.getState().session.token).toBe(TOKEN);
  });
});

describe('the page\'s own storage', () => {
  it('is localStorage and this tab\'s sessionStorage, split by remember-me', async () => {
    window.localStorage.clear();
    server();
    const { store, persistor } = createAppStore({ recorder: null, runSagas: false });
    await waitFor(() => expect(persistor.getState().bootstrapped).toBe(true));
    store.dispatch({ type: 'session/loginSucceeded', payload: { token: TOKEN, user: DEMO_USER, remember: false } });
    await persistor.flush();
    expect(window.sessionStorage.getItem(`persist:${PERSIST_KEY}`)).toContain(TOKEN);
    expect(window.localStorage.getItem(`persist:${PERSIST_KEY}`)).not.toContain(TOKEN);
    window.localStorage.clear();
  });
});
