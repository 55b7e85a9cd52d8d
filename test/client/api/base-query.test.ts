import { api } from '../../../src/client/api/api';
import { authCleared, loginSucceeded, unauthorizedReceived, type SessionState } from '../../../src/client/features/session/session-slice';
import { installFakeApi } from '../support/fake-api';
import { DEMO_USER } from '../support/render-app';
import { createTestStore } from '../support/test-store';
import { DEMO } from '../../support/demo-users';

const TOKEN = 'x'.repeat(43);
const UNAUTHORIZED = { status: 401, body: { error: 'unauthorized', message: 'Please sign in.' } };

afterEach(() => jest.restoreAllMocks());

function storeWith(session: Partial<SessionState>) {
  return createTestStore({ session });
}

describe('every call (docs/api.md, Every call)', () => {
  it('carries the bearer token, the store\'s language and the session cookie', async () => {
    const server = installFakeApi({ 'GET /': { body: { user: DEMO_USER } } });
    const { store } = storeWith({ token: TOKEN, user: DEMO_USER, language: 'DE' });
    await store.dispatch(api.endpoints.profile.initiate());
    const [request] = server.calls('GET /');
    expect(request.headers.get('authorization')).toBe(`Bearer ${TOKEN}`);
    expect(request.headers.get('x-selected-language')).toBe('DE');
    expect(request.credentials).toBe('include');
  });

  it('carries no authorization header when signed out, but still the language', async () => {
    const server = installFakeApi({ 'POST /login': { body: { token: TOKEN, user: DEMO_USER } } });
    const { store } = storeWith({ language: 'ES' });
    await store.dispatch(api.endpoints.login.initiate({ useremail: DEMO.muster.email, passwordhash: 'h' }));
    const [request] = server.calls('POST /login');
    expect(request.headers.has('authorization')).toBe(false);
    expect(request.headers.get('x-selected-language')).toBe('ES');
    expect(request.credentials).toBe('include');
  });
});

describe('a 401 (docs/behaviour.md, Session)', () => {
  it('on an authenticated call is reported as session/unauthorizedReceived', async () => {
    installFakeApi({ 'POST /brands': UNAUTHORIZED });
    const { store, actionTypes } = storeWith({ token: TOKEN, user: DEMO_USER });
    await store.dispatch(api.endpoints.brands.initiate());
    expect(unauthorizedReceived.type).toBe('session/unauthorizedReceived');
    expect(actionTypes().filter((type) => type === unauthorizedReceived.type)).toHaveLength(1);
  });

  it('on /login is a refused sign-in, not a sign-out', async () => {
    installFakeApi({ 'POST /login': UNAUTHORIZED });
    const { store, actionTypes } = storeWith({ token: TOKEN, user: DEMO_USER });
    await store.dispatch(api.endpoints.login.initiate({ useremail: DEMO.muster.email, passwordhash: 'h' }));
    expect(actionTypes()).not.toContain(unauthorizedReceived.type);
  });

  it('without a token is not reported', async () => {
    installFakeApi({ 'GET /': UNAUTHORIZED });
    const { store, actionTypes } = storeWith({});
    await store.dispatch(api.endpoints.profile.initiate());
    expect(actionTypes()).not.toContain(unauthorizedReceived.type);
  });

  it('answering a session no longer in force is not reported: it ended, or another customer signed in since', async () => {
    const { store, actionTypes } = storeWith({ token: TOKEN, user: DEMO_USER });
    installFakeApi({
      'POST /brands': () => {
        store.dispatch(loginSucceeded({ token: 'y'.repeat(43), user: { ...DEMO_USER, id: 2 }, remember: true }));
        return UNAUTHORIZED;
      },
      'GET /': () => {
        store.dispatch(authCleared());
        return UNAUTHORIZED;
      },
    });
    await store.dispatch(api.endpoints.brands.initiate());
    store.dispatch(loginSucceeded({ token: TOKEN, user: DEMO_USER, remember: true }));
    await store.dispatch(api.endpoints.profile.initiate());
    expect(actionTypes()).not.toContain(unauthorizedReceived.type);
  });

  it('is the only status reported (a 500 is not)', async () => {
    installFakeApi({ 'GET /': { status: 500, body: { error: 'server_error', message: 'Boom.' } } });
    const { store, actionTypes } = storeWith({ token: TOKEN, user: DEMO_USER });
    await store.dispatch(api.endpoints.profile.initiate());
    expect(actionTypes()).not.toContain(unauthorizedReceived.type);
  });
});
