/**
 * The services createAppStore makes (navigation, toasts, the support log's recorder) reach the
 * sagas through their saga context and the components through App's React context: no module
 * holds them.
 */
import { act, waitFor } from '@testing-library/react';
import { createNavigator } from '../../../src/client/app/navigation';
import { createAppStore } from '../../../src/client/app/store';
import { loginSubmitted, loginSucceeded, unauthorizedReceived } from '../../../src/client/features/session/session-slice';
import { installFakeApi } from '../support/fake-api';
import { DEMO_USER, MemoryStorage, renderApp } from '../support/render-app';
import { DEMO } from '../../support/demo-users';

afterEach(() => jest.restoreAllMocks());

const TOKEN = 's'.repeat(43);

/** A navigator following a router that only records where it was sent. */
function recordingNavigator(start = '/login') {
  const visited = [start];
  const navigator = createNavigator();
  navigator.follow({
    navigate: (to) => { visited.push(to); },
    get state() { return { location: { pathname: visited[visited.length - 1] } }; },
  });
  return { navigator, visited };
}

describe("the sagas' context", () => {
  it("moves the page with the store's navigator after a sign-in", async () => {
    installFakeApi({
      'POST /login': { body: { token: TOKEN, user: DEMO_USER } },
      'POST /brands': { body: { brands: ['ABB'] } },
      'GET /health': { body: { status: 'ok', articles: 1, catalogueVersion: 'test' } },
    });
    const { navigator, visited } = recordingNavigator();
    const { store } = createAppStore({ storage: new MemoryStorage(), recorder: null, navigator });
    store.dispatch(loginSubmitted({ email: DEMO.muster.email, password: DEMO.password, remember: true }));
    await waitFor(() => expect(visited).toEqual(['/login', '/']));
    expect(store.getState().session.token).toBe(TOKEN);
  });

  it("raises a saga's toast through the store's toasts, and asks the store's navigator where the page is", async () => {
    const { navigator } = recordingNavigator('/product/750');
    const app = createAppStore({ storage: new MemoryStorage(), recorder: null, navigator });
    const showToast = jest.spyOn(app.toasts, 'showToast');
    const currentPathname = jest.spyOn(navigator, 'currentPathname');
    app.store.dispatch(loginSucceeded({ token: TOKEN, user: DEMO_USER, remember: true }));
    app.store.dispatch(unauthorizedReceived());
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('error', 'login.sessionEnded'));
    expect(currentPathname).toHaveBeenCalled();
  });

  it('gives two stores their own services', () => {
    const first = createAppStore({ storage: new MemoryStorage(), runSagas: false, recorder: null });
    const second = createAppStore({ storage: new MemoryStorage(), runSagas: false, recorder: null });
    expect(first.toasts).not.toBe(second.toasts);
    expect(first.navigator).not.toBe(second.navigator);
  });
});

describe('createNavigator', () => {
  it("moves the browser's history until a router is followed, and again once it is let go", () => {
    const { navigator, visited } = recordingNavigator('/a');
    navigator.navigateTo('/b');
    expect(visited).toEqual(['/a', '/b']);
    expect(navigator.currentPathname()).toBe('/b');

    const plain = createNavigator();
    const release = plain.follow({ navigate: () => undefined, state: { location: { pathname: '/router' } } });
    expect(plain.currentPathname()).toBe('/router');
    release();
    plain.navigateTo('/from-history');
    expect(window.location.pathname).toBe('/from-history');
    expect(plain.currentPathname()).toBe('/from-history');
  });
});

describe('App', () => {
  it("lends its router to the sagas' navigator while it is mounted", async () => {
    installFakeApi();
    const app = await renderApp('/login');
    await waitFor(() => expect(app.pathname()).toBe('/login'));
    expect(app.navigator.currentPathname()).toBe('/login');
    await act(async () => { app.navigator.navigateTo('/support/replay'); });
    expect(app.pathname()).toBe('/support/replay');
    app.unmount();
    expect(app.navigator.currentPathname()).toBe(window.location.pathname);
  });
});
