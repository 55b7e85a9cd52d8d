/**
 * The tab's title names the page: sign-in, the start page, the search shown (as typed), the
 * replay view, the maintenance page; in the customer's language.
 */
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from 'i18next';
import { pageTitle } from '../../../src/client/lib/use-page-title';
import { searchPageSubject } from '../../../src/client/features/home/search-page-title';
import type { SearchResponse } from '../../../src/shared/contract';
import { brandCounts, makeArticle } from '../support/article-fixtures';
import { installFakeApi } from '../support/fake-api';
import { DEMO_USER, renderApp, savedSession } from '../support/render-app';

jest.setTimeout(20_000);

const TOKEN = 'x'.repeat(43);
const ARTICLES = [makeArticle('Siemens', '6ES7214-1AG40-0XB0')];
const FOUND: SearchResponse = { articles: ARTICLES, brands: brandCounts(ARTICLES), onStock: 1, total: 1 };
const NOTHING: SearchResponse = { articles: [], brands: [], onStock: 0, total: 0 };

afterEach(async () => {
  jest.restoreAllMocks();
  window.sessionStorage.clear();
  await act(async () => { await i18n.changeLanguage('en'); });
});

describe('pageTitle', () => {
  it.each<[string | null | undefined, string]>([
    ['6ES7214', '6ES7214 – pricetool'],
    [' 6es7 214 ', '6es7 214 – pricetool'],
    ['', 'pricetool'],
    ['   ', 'pricetool'],
    [null, 'pricetool'],
    [undefined, 'pricetool'],
  ])('%p → %p', (subject, title) => {
    expect(pageTitle(subject, 'pricetool')).toBe(title);
  });
});

describe('searchPageSubject', () => {
  it.each<[string, string, boolean, string, string | null]>([
    ['the search shown', '6ES7214', false, '6ES7214', '6ES7214'],
    ['a search that ended in an error, the address still at the one before', 'zzzz999', false, '750', 'zzzz999'],
    ['a new search loading: the address\'s query until the address moves', '750', true, '750', '750'],
    ['a page opened at a search address, loading', '', true, '750', '750'],
    ['the start page', '', false, '', null],
    ['a first search loading from the start page', '', true, '', null],
  ])('%s', (_name, shown, loading, address, subject) => {
    expect(searchPageSubject(shown, loading, address)).toBe(subject);
  });
});

describe('the tab title', () => {
  function signedInAt(path: string, search: SearchResponse = FOUND) {
    installFakeApi({
      'GET /': { body: { user: DEMO_USER } },
      'POST /brands': { body: { brands: ['Siemens'] } },
      'GET /search': { body: search, headers: { 'x-search-id': 'search-1' } },
      'GET /replacements': { body: { replacements: [], originalBrand: null } },
    });
    return renderApp(path, savedSession({ token: TOKEN, user: DEMO_USER, rememberMe: true }));
  }

  it('names the sign-in page, in the customer\'s language', async () => {
    installFakeApi();
    await renderApp('/login');
    await waitFor(() => expect(document.title).toBe('Sign In – pricetool'));
    await userEvent.click(await screen.findByRole('button', { name: 'DE' }));
    await waitFor(() => expect(document.title).toBe('Anmelden – pricetool'));
  });

  it('names the start page', async () => {
    await signedInAt('/');
    await waitFor(() => expect(document.title).toBe('Start page – pricetool'));
  });

  it('names a search page after its query as typed, from the moment it opens', async () => {
    await signedInAt('/product/6ES7214-1AG40-0XB0');
    await waitFor(() => expect(document.title).toBe('6ES7214-1AG40-0XB0 – pricetool'));
  });

  it('names a search that found nothing after its query too', async () => {
    const app = await signedInAt('/', NOTHING);
    await userEvent.type(await screen.findByRole('combobox', { name: 'Search by article number or brand' }), 'zzzz999{Enter}');
    await waitFor(() => expect(app.store.getState().search.isLoadingResults).toBe(false), { timeout: 5000 });
    expect(app.store.getState().search.searchErrorType).toBe('no_results');
    expect(document.title).toBe('zzzz999 – pricetool');
  });

  it('names the replay view', async () => {
    installFakeApi();
    await renderApp('/support/replay');
    await waitFor(() => expect(document.title).toBe('Replay a support log – pricetool'));
  });

  it('names the maintenance page', async () => {
    installFakeApi({ 'GET /flags': { body: { beta: false, christmasBreakBanner: false, maintenance: true, replacementSearch: true } } });
    await renderApp('/login');
    await waitFor(() => expect(document.title).toBe('Down for maintenance – pricetool'));
  });
});
