import { screen, waitFor } from '@testing-library/react';
import type { User } from '../../../src/shared/contract';
import { installFakeApi, type FakeRoute } from '../support/fake-api';
import { DEMO_USER, renderApp, savedSession } from '../support/render-app';

const TOKEN = 'x'.repeat(43);
const SIGNED_IN = { token: TOKEN, user: DEMO_USER, rememberMe: true };

beforeEach(() => window.sessionStorage.clear());
afterEach(() => jest.restoreAllMocks());

/** The server: the profile, and searches that find nothing (the search flow is not under test here). */
function server(user: User = DEMO_USER, routes: Record<string, FakeRoute> = {}) {
  return installFakeApi({
    'GET /': { body: { user } },
    'GET /search': { body: { articles: [], brands: [], onStock: 0, total: 0 } },
    'GET /replacements': { body: { replacements: [], originalBrand: null } },
    ...routes,
  });
}

/** The search page is the one with the header's search form. */
const searchPage = () => screen.findByRole('search');

describe('routes and guards (docs/behaviour.md, Pages and addresses)', () => {
  it('sends / to /login without a token', async () => {
    const api = server();
    const app = await renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
    expect(app.pathname()).toBe('/login');
    expect(api.calls('GET /')).toHaveLength(0);
  });

  it.each(['/product/750', '/product/all/onstock', '/product/750/filter/Wago,Pilz/onstock'])('sends %s to /login without a token', async (path) => {
    server();
    const app = await renderApp(path);
    await waitFor(() => expect(app.pathname()).toBe('/login'));
  });

  it('sends a user without a customer back to /login, says why, clears the token and ends it on the server', async () => {
    const noCustomer = { ...DEMO_USER, customer: null };
    const api = server(noCustomer, { 'POST /logout': { status: 204 } });
    const app = await renderApp('/', savedSession({ ...SIGNED_IN, user: noCustomer }));
    expect(await screen.findByText('This account is not linked to a customer yet. Please contact us.')).toBeInTheDocument();
    await waitFor(() => expect(app.pathname()).toBe('/login'));
    expect(app.store.getState().session.token).toBeNull();
    expect(app.storage.saved().token).toBeNull();
    expect(screen.queryByRole('search')).not.toBeInTheDocument();
    // docs/behaviour.md, Session: a token the page drops is ended on the server too.
    await waitFor(() => expect(api.calls('POST /logout').map((request) => request.headers.get('authorization'))).toEqual([`Bearer ${TOKEN}`]));
  });

  it('sends any other path to /', async () => {
    server();
    const app = await renderApp('/nothing/here', savedSession(SIGNED_IN));
    expect(await searchPage()).toBeInTheDocument();
    expect(app.pathname()).toBe('/');
  });

  it.each([
    '/',
    '/product/750',
    '/product/all/onstock',
    '/product/750/onstock',
    '/product/750/filter/Wago,Pilz',
    '/product/750/filter/Wago,Pilz/onstock',
  ])('renders the search page at %s when signed in', async (path) => {
    server();
    const app = await renderApp(path, savedSession(SIGNED_IN));
    expect(await searchPage()).toBeInTheDocument();
    expect(app.pathname()).toBe(path);
    expect(screen.queryByRole('heading', { name: 'Sign In' })).not.toBeInTheDocument();
  });

  it('sends a signed-in customer from /login to /', async () => {
    server();
    const app = await renderApp('/login', savedSession(SIGNED_IN));
    expect(await searchPage()).toBeInTheDocument();
    expect(app.pathname()).toBe('/');
  });
});

describe('the saved session on load (docs/behaviour.md, Session)', () => {
  it('forgets a sign-in without remember-me on a new visit', async () => {
    const api = server();
    const app = await renderApp('/', savedSession({ ...SIGNED_IN, rememberMe: false }));
    await waitFor(() => expect(app.pathname()).toBe('/login'));
    expect(app.store.getState().session).toMatchObject({ token: null, user: null });
    expect(api.calls('GET /')).toHaveLength(0);
    await waitFor(() => expect(app.storage.saved().token).toBeNull());
  });

  it('keeps a sign-in without remember-me on a reload in the same browser session', async () => {
    window.sessionStorage.setItem('pricetool.pageSession', '1');
    server();
    const app = await renderApp('/', savedSession({ ...SIGNED_IN, rememberMe: false }));
    expect(await searchPage()).toBeInTheDocument();
    expect(app.store.getState().session.token).toBe(TOKEN);
  });

  it('fetches the profile with the saved token', async () => {
    const api = server({ ...DEMO_USER, username: 'Renamed User' });
    const app = await renderApp('/', savedSession(SIGNED_IN));
    await waitFor(() => expect(app.store.getState().session.user?.username).toBe('Renamed User'));
    expect(api.calls('GET /')).toHaveLength(1);
    expect(app.pathname()).toBe('/');
  });

  it('clears the token when the profile fails (500)', async () => {
    server(DEMO_USER, { 'GET /': { status: 500, body: { error: 'server_error', message: 'Boom.' } } });
    const app = await renderApp('/', savedSession(SIGNED_IN));
    await waitFor(() => expect(app.store.getState().session.token).toBeNull());
    await waitFor(() => expect(app.pathname()).toBe('/login'));
  });

  it('signs out to /login on a 401 from the profile, expiring the session cookie', async () => {
    document.cookie = 'session_id=abc; Path=/';
    server(DEMO_USER, { 'GET /': { status: 401, body: { error: 'unauthorized', message: 'Please sign in.' } } });
    const app = await renderApp('/product/750', savedSession(SIGNED_IN));
    await waitFor(() => expect(app.pathname()).toBe('/login'));
    expect(app.store.getState().session.token).toBeNull();
    expect(document.cookie).not.toContain('session_id');
    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
  });
});

describe('the router\'s default error page', () => {
  it('reads "Unexpected Application Error!" when a route fails to render', async () => {
    const { createMemoryRouter, RouterProvider } = await import('react-router');
    const { render, screen } = await import('@testing-library/react');
    const Broken = () => {
      throw new Error('render failed');
    };
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
    render(<RouterProvider router={createMemoryRouter([{ path: '/', element: <Broken /> }])} />);
    expect(await screen.findByText('Unexpected Application Error!')).toBeInTheDocument();
    consoleError.mockRestore();
    // The app's routes leave that page in place: none brings its own error element.
    const { routes } = await import('../../../src/client/app/router');
    const all = (list: typeof routes): typeof routes => list.flatMap((route) => [route, ...all(route.children ?? [])]);
    expect(all(routes).some((route) => route.errorElement || route.ErrorBoundary)).toBe(false);
  });
});
