import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from 'i18next';
import { SEARCH_BOX_WIDTH_CH, SEARCH_GLOW_MS } from '../../../../src/client/config/constants';
import { SearchBox } from '../../../../src/client/features/header/SearchBox';
import { Header } from '../../../../src/client/features/header/Header';
import { LanguageMenu } from '../../../../src/client/features/header/LanguageMenu';
import {
  initialSearchState, queryChanged, searchFocusRequested, searchReset, searchSubmitted,
} from '../../../../src/client/features/search/search-slice';
import { installFakeApi, type FakeRoute } from '../../support/fake-api';
import { DEMO_USER, renderApp, savedSession } from '../../support/render-app';
import { loadTranslations } from '../../support/test-i18n';
import { createTestStore, renderWithStore, type TestState } from '../../support/test-store';

const TOKEN = 'x'.repeat(43);
const FR = loadTranslations('fr').header as Record<string, string>;

afterEach(async () => {
  jest.restoreAllMocks();
  window.sessionStorage.clear();
  await act(async () => { await i18n.changeLanguage('en'); });
});

/** The search page of a signed-in customer, with the server answering GET / with the user. */
async function signedIn(path = '/', routes: Record<string, FakeRoute> = {}) {
  const api = installFakeApi({ 'GET /': { body: { user: DEMO_USER } }, 'POST /logout': { body: {} }, ...routes });
  const app = await renderApp(path, savedSession({ token: TOKEN, user: DEMO_USER, rememberMe: true }));
  await screen.findByRole('search');
  return { ...app, api };
}

const searchInput = () => screen.getByRole('combobox', { name: 'Search by article number or brand' });
const submitButton = () => screen.getByRole('button', { name: 'Search' });

/** The search box alone, on a small store with this state (the search flow is not under test). */
function renderSearchBox(state: TestState = {}) {
  const test = createTestStore(state);
  renderWithStore(<SearchBox />, test.store);
  return test;
}

describe('the header (docs/behaviour.md, Header)', () => {
  it('shows the product title as a button back to the start page', async () => {
    await signedIn();
    const title = screen.getByRole('button', { name: 'pricetool: back to the start page' });
    expect(title).toHaveTextContent('pricetool');
  });

  it('clicking the title clears the search and goes to /', async () => {
    const { store, actionTypes } = createTestStore({ session: { token: TOKEN, user: DEMO_USER }, search: { searchQuery: '750', searchQuerySnap: '750' } });
    const view = renderWithStore(<Header />, store, '/product/750/onstock');
    await userEvent.click(screen.getByRole('button', { name: 'pricetool: back to the start page' }));
    expect(actionTypes()).toContain(searchReset.type);
    expect(view.pathname()).toBe('/');
    expect(store.getState().search).toEqual(initialSearchState);
    expect(searchInput()).toHaveValue('');
  });

  it('shows "username (customer name)" when the user icon is hovered', async () => {
    await signedIn();
    await userEvent.hover(screen.getByRole('button', { name: 'Demo User (Muster Automation GmbH)' }));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Demo User (Muster Automation GmbH)');
  });

  it('offers EN, DE, FR and ES with the active one pressed', async () => {
    await signedIn();
    const languages = within(screen.getByRole('group', { name: 'Language' })).getAllByRole('button');
    expect(languages.map((button) => button.textContent)).toEqual(['EN', 'DE', 'FR', 'ES']);
    expect(languages.map((button) => button.getAttribute('aria-pressed'))).toEqual(['true', 'false', 'false', 'false']);
  });

  it('switches the header to French with FR and stores the language', async () => {
    const app = await signedIn();
    await userEvent.click(screen.getByRole('button', { name: 'FR' }));
    expect(await screen.findByRole('button', { name: FR.logout })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: FR.searchLabel })).toHaveAttribute('placeholder', FR.searchFormPlaceholder);
    expect(screen.getByRole('button', { name: 'FR' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'EN' })).toHaveAttribute('aria-pressed', 'false');
    expect(app.store.getState().session.language).toBe('FR');
  });
});

describe('the header on narrow screens', () => {
  it('offers the language as a menu showing the active one, which chooses the language', async () => {
    const { store } = createTestStore();
    renderWithStore(<LanguageMenu />, store);
    const menuButton = screen.getByRole('button', { name: 'Language: English' });
    expect(menuButton).toHaveTextContent('EN');
    await userEvent.click(menuButton);
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['EN English', 'DE German', 'FR French', 'ES Spanish']);
    expect(items[0]).toHaveClass('ant-dropdown-menu-item-selected');
    await userEvent.click(items[1]);
    expect(store.getState().session.language).toBe('DE');
    expect(screen.getByRole('button', { name: 'Language: German' })).toHaveTextContent('DE');
  });

  it(`gives the stylesheet the search box widths: ${Object.values(SEARCH_BOX_WIDTH_CH).join(', ')} characters`, () => {
    const { store } = createTestStore({ session: { token: TOKEN, user: DEMO_USER } });
    renderWithStore(<Header />, store);
    const header = document.querySelector('.app-header') as HTMLElement;
    expect(header.style.getPropertyValue('--search-box-small')).toBe(`${SEARCH_BOX_WIDTH_CH.small}ch`);
    expect(header.style.getPropertyValue('--search-box-medium')).toBe(`${SEARCH_BOX_WIDTH_CH.medium}ch`);
    expect(header.style.getPropertyValue('--search-box-large')).toBe(`${SEARCH_BOX_WIDTH_CH.large}ch`);
  });
});

describe('the search box (docs/behaviour.md, Header)', () => {
  it('asks for an article number or brand, and follows what is typed', async () => {
    const app = await signedIn();
    expect(searchInput()).toHaveAttribute('placeholder', 'Article number or brand');
    await userEvent.type(searchInput(), '750-1400');
    expect(searchInput()).toHaveValue('750-1400');
    expect(app.store.getState().search.searchQuery).toBe('750-1400');
  });

  it('enables the submit button only once something other than blanks is typed', async () => {
    await signedIn();
    expect(submitButton()).toBeDisabled();
    await userEvent.type(searchInput(), '   ');
    expect(submitButton()).toBeDisabled();
    await userEvent.type(searchInput(), 'abb');
    expect(submitButton()).toBeEnabled();
  });

  it('keeps the button disabled for the query that was just run', () => {
    renderSearchBox({ search: { searchQuery: 'ABB ', searchQuerySnap: 'abb' } });
    expect(submitButton()).toBeDisabled();
  });

  it('is blank while loading, with the query and "is loading …" as its placeholder', () => {
    renderSearchBox({ search: { searchQuery: '750-1400', isLoadingResults: true } });
    expect(searchInput()).toHaveValue('');
    expect(searchInput()).toHaveAttribute('placeholder', '750-1400 is loading …');
    expect(submitButton()).toBeDisabled();
  });

  it('asks a phone to type article numbers as they are: no capitals, corrections or spell-check; a search key', () => {
    renderSearchBox();
    expect(searchInput()).toHaveAttribute('autocapitalize', 'off');
    expect(searchInput()).toHaveAttribute('autocorrect', 'off');
    expect(searchInput()).toHaveAttribute('spellcheck', 'false');
    expect(searchInput()).toHaveAttribute('inputmode', 'search');
    expect(searchInput()).toHaveAttribute('enterkeyhint', 'search');
  });

  it('submits with Enter', async () => {
    const { actionTypes } = renderSearchBox();
    await userEvent.type(searchInput(), 'abb{Enter}');
    expect(actionTypes()).toContain(searchSubmitted.type);
  });

  it('does not submit a blank query with Enter', async () => {
    const { actionTypes } = renderSearchBox();
    await userEvent.type(searchInput(), '  {Enter}');
    expect(actionTypes()).toContain(queryChanged.type);
    expect(actionTypes()).not.toContain(searchSubmitted.type);
  });

  it(`glows for ${SEARCH_GLOW_MS} ms when a focus request is raised`, () => {
    jest.useFakeTimers();
    try {
      const { store } = renderSearchBox();
      const box = () => searchInput().closest('.search-input');
      expect(box()).not.toHaveClass('search-input--glow');
      act(() => { store.dispatch(searchFocusRequested()); });
      expect(box()).toHaveClass('search-input--glow');
      expect(searchInput()).toHaveFocus();
      act(() => { jest.advanceTimersByTime(SEARCH_GLOW_MS - 1); });
      expect(box()).toHaveClass('search-input--glow');
      act(() => { jest.advanceTimersByTime(1); });
      expect(box()).not.toHaveClass('search-input--glow');
    } finally {
      jest.useRealTimers();
    }
  });

  it('glows in the whole app too', async () => {
    const app = await signedIn();
    act(() => { app.store.dispatch(searchFocusRequested()); });
    expect(searchInput().closest('.search-input')).toHaveClass('search-input--glow');
    await waitFor(() => expect(searchInput().closest('.search-input')).not.toHaveClass('search-input--glow'), { timeout: SEARCH_GLOW_MS * 3 });
  });
});

describe('Logout (docs/behaviour.md, Session)', () => {
  it('tells the server, clears the token from the store and storage, and ends on /login', async () => {
    const app = await signedIn();
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(app.pathname()).toBe('/login'));
    expect(app.api.calls('POST /logout')).toHaveLength(1);
    expect(app.store.getState().session.token).toBeNull();
    await waitFor(() => expect(app.storage.saved().token).toBeNull());
    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('logs "Error logging out:" when the server fails (500), and signs out all the same', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
    const app = await signedIn('/', { 'POST /logout': { status: 500, body: { error: 'server_error', message: 'Boom.' } } });
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(app.pathname()).toBe('/login'));
    expect(consoleError).toHaveBeenCalledWith('Error logging out:', expect.objectContaining({ status: 500 }));
    expect(app.api.calls('POST /logout')).toHaveLength(1);
    expect(app.store.getState().session.token).toBeNull();
    await waitFor(() => expect(app.storage.saved().token).toBeNull());
  });

  it('signs out too when the server no longer knows the token (401)', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const app = await signedIn('/', { 'POST /logout': { status: 401, body: { error: 'unauthorized', message: 'Please sign in.' } } });
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(app.pathname()).toBe('/login'));
    expect(app.store.getState().session.token).toBeNull();
    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
  });
});
