/**
 * A session that runs out (a 401) on the whole app, real store and sagas against a fake server:
 * the customer is told so in their language, and signing in again returns to the same search;
 * a Logout is not an expired session.
 */
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from 'i18next';
import { installFakeApi, type FakeRoute } from '../../support/fake-api';
import { DEMO_USER, renderApp, savedSession } from '../../support/render-app';
import { DEMO } from '../../../support/demo-users';

// The whole app in jsdom, with a sign-in's 750 ms and a search's 1.5 s: slow on a busy machine.
jest.setTimeout(40_000);

const TOKEN = 'x'.repeat(43);
const UNAUTHORIZED = { status: 401, body: { error: 'unauthorized', message: 'Please sign in.' } };
const NOTHING_FOUND = { body: { articles: [], brands: [], onStock: 0, total: 0 } };
const LOADED = { timeout: 5000 };
const ENDED_EN = 'Your session has ended. You are not authorized. Please log in.';
const ENDED_DE = 'Ihre Sitzung ist abgelaufen. Sie sind nicht angemeldet. Bitte melden Sie sich an.';

beforeEach(() => window.sessionStorage.clear());
afterEach(async () => {
  jest.restoreAllMocks();
  await act(async () => { await i18n.changeLanguage('en'); });
});

/** The server: the profile; sign-in, brands and logout answer; searches as given. */
function server(search: FakeRoute) {
  return installFakeApi({
    'GET /': { body: { user: DEMO_USER } },
    'POST /login': { body: { token: 'y'.repeat(43), user: DEMO_USER } },
    'POST /brands': { body: { brands: ['Wago'] } },
    'POST /logout': { status: 204 },
    'GET /search': search,
    'GET /replacements': { body: { replacements: [], originalBrand: null } },
  });
}

async function signInAgain(app: Awaited<ReturnType<typeof renderApp>>, to: string) {
  // Pasted, not typed key by key: typing into antd's inputs takes seconds in jsdom.
  await userEvent.click(await screen.findByLabelText('E-mail address'));
  await userEvent.paste(DEMO.muster.email);
  await userEvent.click(screen.getByLabelText('Password'));
  await userEvent.paste(DEMO.password);
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
  await waitFor(() => expect(app.pathname()).toBe(to), { timeout: 5000 });
}

describe('a session that runs out', () => {
  it('says so on the sign-in page, and signing in returns to the same search', async () => {
    const api = server(UNAUTHORIZED);
    const app = await renderApp('/product/750/onstock', savedSession({ token: TOKEN, user: DEMO_USER, rememberMe: true }));
    await waitFor(() => expect(app.pathname()).toBe('/login'), LOADED);
    expect(await screen.findByText(ENDED_EN)).toBeInTheDocument();
    expect(screen.getAllByText(ENDED_EN)).toHaveLength(1);

    api.route('GET /search', NOTHING_FOUND);
    await signInAgain(app, '/product/750/onstock');
    await waitFor(() => expect(api.calls('GET /search').at(-1)?.query.get('q')).toBe('750'));
    expect(api.calls('GET /search').at(-1)?.query.get('onstock')).toBe('true');
  });

  it('says so in the customer\'s language', async () => {
    server(UNAUTHORIZED);
    const app = await renderApp('/product/750', savedSession({ token: TOKEN, user: DEMO_USER, rememberMe: true, language: 'DE' }));
    await waitFor(() => expect(app.pathname()).toBe('/login'), LOADED);
    expect(await screen.findByText(ENDED_DE)).toBeInTheDocument();
  });

  it('keeps the address when the sign-in page is reloaded', async () => {
    const api = server(UNAUTHORIZED);
    const storage = savedSession({ token: TOKEN, user: DEMO_USER, rememberMe: true });
    const first = await renderApp('/product/750', storage);
    await waitFor(() => expect(first.pathname()).toBe('/login'), LOADED);
    first.unmount();

    api.route('GET /search', NOTHING_FOUND);
    const reloaded = await renderApp('/login', storage);
    await signInAgain(reloaded, '/product/750');
  });
});

describe('a Logout', () => {
  it('is no expired session: no such message, the address kept earlier is forgotten, the next sign-in opens the start page', async () => {
    const api = server(UNAUTHORIZED);
    const expired = await renderApp('/product/750', savedSession({ token: TOKEN, user: DEMO_USER, rememberMe: true }));
    await waitFor(() => expect(expired.pathname()).toBe('/login'), LOADED);
    expect(window.sessionStorage.getItem('pricetool.returnAddress')).not.toBeNull();
    expired.unmount();

    // Signed in again elsewhere (another tab's sign-in, say); the customer now logs out.
    api.route('GET /search', NOTHING_FOUND);
    const app = await renderApp('/', savedSession({ token: TOKEN, user: DEMO_USER, rememberMe: true }));
    await userEvent.click(await screen.findByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(app.pathname()).toBe('/login'), LOADED);
    await screen.findByRole('heading', { name: 'Sign In' });
    expect(screen.queryByText(ENDED_EN)).toBeNull();
    expect(window.sessionStorage.getItem('pricetool.returnAddress')).toBeNull();
    await signInAgain(app, '/');
  });
});
