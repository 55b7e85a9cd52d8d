/**
 * The main page (docs/behaviour.md, Results) as the whole app shows it to a signed-in customer, with the
 * real store and sagas against a fake server: the welcome box before any search; after a search
 * the filters on the left, the results on the right and the order boxes below; the full-screen
 * loading overlay while results load; the error modal for a first search that fails.
 *
 * The saga holds loading for 1.5 s after a search (docs/behaviour.md, Search), so the waits here are real and long.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from 'i18next';
import type { SearchResponse } from '../../../../src/shared/contract';
import { brandCounts, cardName, makeArticle } from '../../support/article-fixtures';
import { installFakeApi, type FakeApi, type FakeRoute } from '../../support/fake-api';
import { DEMO_USER, renderApp, savedSession } from '../../support/render-app';
import { restoreScreen, setScreen } from '../search/filters/filter-kit';

jest.setTimeout(20_000);

const TOKEN = 'x'.repeat(43);
const LOADED = { timeout: 4000 };

const ARTICLES = [makeArticle('Wago', '750-455'), makeArticle('Wago', '750-456', { onstock: 0 }), makeArticle('Pilz', '750104')];
const FOUND: SearchResponse = { articles: ARTICLES, brands: brandCounts(ARTICLES), onStock: 2, total: ARTICLES.length };

afterEach(async () => {
  restoreScreen();
  jest.restoreAllMocks();
  window.sessionStorage.clear();
  await act(async () => { await i18n.changeLanguage('en'); });
});

/** The main page of a signed-in customer; the server answers the profile, the brands and searches. */
async function signedIn(routes: Record<string, FakeRoute> = {}): Promise<Awaited<ReturnType<typeof renderApp>> & { api: FakeApi }> {
  const api = installFakeApi({
    'GET /': { body: { user: DEMO_USER } },
    'POST /brands': { body: { brands: ['Wago', 'Pilz', 'Siemens', 'Sick'] } },
    'GET /search': { body: FOUND, headers: { 'x-search-id': 'search-1' } },
    'GET /replacements': { body: { replacements: [], originalBrand: null } },
    ...routes,
  });
  const app = await renderApp('/', savedSession({ token: TOKEN, user: DEMO_USER, rememberMe: true }));
  await screen.findByRole('search');
  return { ...app, api };
}

const searchInput = () => screen.getByRole('combobox', { name: 'Search by article number or brand' });
const overlay = () => document.querySelector('.ant-spin-fullscreen') as HTMLElement;
/**
 * The result cards shown (while loading they are prepared hidden). Plain DOM and text queries
 * here: role queries over the whole app take seconds in jsdom.
 */
const cardCount = () => document.querySelectorAll('.results[aria-busy="false"] [role="article"]').length;
const welcomeTitle = () => screen.queryByText('Welcome to pricetool', { selector: 'h2' });

async function searchFor(query: string) {
  await userEvent.type(searchInput(), `${query}{Enter}`);
}

describe('the main page (docs/behaviour.md, Results)', () => {
  it('shows the welcome box before any search, and no results or filters', async () => {
    setScreen('lg');
    await signedIn();
    expect(welcomeTitle()).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Filters' })).not.toBeInTheDocument();
    expect(document.querySelector('.results')).toBeNull();
    expect(screen.queryByText('Ready to order?')).not.toBeInTheDocument();
    expect(overlay()).not.toHaveClass('ant-spin-spinning');
  });

  it('after a search: no welcome box; filters on the left, results on the right, the order boxes below', async () => {
    setScreen('lg');
    const { api, pathname } = await signedIn();
    await searchFor('750-45');

    await waitFor(() => expect(document.querySelector('.welcome-box')).toBeNull(), LOADED);
    expect(welcomeTitle()).not.toBeInTheDocument();
    await waitFor(() => expect(cardCount()).toBe(3), LOADED);
    expect(api.calls('GET /search')[0].query.get('q')).toBe('75045');

    const filters = screen.getByRole('region', { name: 'Filters' });
    expect(within(filters).getByRole('heading', { name: 'Filters' })).toBeInTheDocument();
    const brands = within(filters).getAllByRole('checkbox');
    expect(brands.map((box) => box.closest('label')?.textContent)).toEqual(['Wago (2)', 'Pilz (1)']);

    const results = document.querySelector('.results') as HTMLElement;
    expect(within(results).getByRole('heading', { level: 2, name: 'No exact match found. Did you mean one of these articles?' })).toBeInTheDocument();
    expect(within(results).getAllByRole('article').map((card) => card.getAttribute('aria-label'))).toEqual(ARTICLES.map(cardName));

    // Two columns: the filters' column, then the results' column.
    const left = filters.closest('.ant-col') as HTMLElement;
    const right = results.closest('.ant-col') as HTMLElement;
    expect(left).not.toBe(right);
    expect(left.parentElement).toBe(right.parentElement);
    expect(left.compareDocumentPosition(right) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    // The order boxes, below the results in the right column.
    const ready = within(right).getByText('Ready to order?', { selector: 'h3' });
    const help = within(right).getByText("Not what you're looking for?", { selector: 'h3' });
    expect(right).toContainElement(ready);
    expect(right).toContainElement(help);
    expect(results.compareDocumentPosition(ready) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(right).getByText('Send an order by e-mail', { selector: 'a' })).toHaveAttribute('href', expect.stringMatching(/^mailto:/));
    expect(within(right).getByText('Contact us', { selector: 'a' })).toHaveAttribute('href', expect.stringMatching(/^mailto:/));

    await waitFor(() => expect(pathname()).toBe('/product/750-45'), LOADED);
  });

  it('on a small screen the filters are behind a "Filters" button', async () => {
    setScreen('xs');
    await signedIn();
    await searchFor('750-45');
    await waitFor(() => expect(cardCount()).toBe(3), LOADED);
    const side = document.querySelector('.main-page__side') as HTMLElement;
    expect(within(side).getByRole('button', { name: 'Show filters' })).toHaveTextContent('Filters');
    expect(side.querySelector('input[type="checkbox"]')).toBeNull();
    expect(screen.queryByText('Wago (2)')).not.toBeInTheDocument();
  });

  it('shows the full-screen loading overlay while the results load, and not after', async () => {
    setScreen('lg');
    const { store } = await signedIn();
    expect(overlay()).not.toHaveClass('ant-spin-spinning');
    await searchFor('750-45');

    await waitFor(() => expect(overlay()).toHaveClass('ant-spin-spinning'), LOADED);
    expect(store.getState().search.isLoadingResults).toBe(true);
    expect(overlay()).toHaveAttribute('aria-busy', 'true');
    expect(overlay().querySelector('.ant-spin-section')).not.toBeNull();

    await waitFor(() => expect(overlay()).not.toHaveClass('ant-spin-spinning'), LOADED);
    expect(store.getState().search.isLoadingResults).toBe(false);
    expect(overlay()).toHaveAttribute('aria-busy', 'false');
    expect(screen.getAllByRole('article')).toHaveLength(3);
  });

  it('a first search that fails opens the error modal over the welcome box', async () => {
    setScreen('lg');
    await signedIn({ 'GET /search': { status: 500, body: { error: 'server_error', message: 'Boom.' } } });
    await searchFor('750-45');

    const dialog = await screen.findByRole('dialog', {}, LOADED);
    expect(within(dialog).getByText('An error occurred. Please try again later.')).toBeInTheDocument();
    expect(welcomeTitle()).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close and try again' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('a failed search after a successful one shows the error in the results, not in a modal', async () => {
    setScreen('lg');
    const { api } = await signedIn();
    await searchFor('750-45');
    await waitFor(() => expect(cardCount()).toBe(3), LOADED);
    await waitFor(() => expect(overlay()).not.toHaveClass('ant-spin-spinning'), LOADED);

    api.route('GET /search', { status: 400, body: { error: 'invalid_query', message: 'Bad query.' } });
    await userEvent.clear(searchInput());
    await searchFor('zzz');
    await waitFor(() => expect(document.querySelector('.results [role="alert"]')).not.toBeNull(), LOADED);
    const alert = document.querySelector('.results [role="alert"]') as HTMLElement;
    expect(within(alert).getByText('Invalid search query. Please try again.')).toBeInTheDocument();
    expect(within(alert).getByRole('heading', { level: 2 })).toHaveTextContent('zzz');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(welcomeTitle()).not.toBeInTheDocument();
  });
});
