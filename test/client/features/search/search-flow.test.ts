/**
 * The search flow, branch by branch, in the order docs/search-flow.md tells it. Each
 * test runs the real saga against the real reducers; the server, the clock and navigation are
 * provided (see search-kit.ts), so nothing is waited for. docs/search-flow.md maps each step of
 * the flow to the test that covers it.
 */
import { expectSaga } from 'redux-saga-test-plan';
import type { SearchRequest } from '../../../../src/client/features/search/search-slice';
import {
  allChipsRemoved, brandChipRemoved, exactMatchReplacementsCleared, exactMatchReplacementsFound, filtersChanged, loadingFinished,
  onStockChipRemoved, queryChanged, replacementResultsReceived, searchFailed, searchRequested, searchSkipped, searchSubmitted,
  similarResultsReceived, submissionAccepted, suggestionChosen, urlChanged,
} from '../../../../src/client/features/search/search-slice';
import { resultsHeader } from '../../../../src/client/features/search/results/results-header';
import { runSearch } from '../../../../src/client/features/search/steps/run-search';
import { api } from '../../../../src/client/api/api';
import { callEndpoint } from '../../../../src/client/api/call-endpoint';
import { chooseSuggestion, rerunWithFilters, submitSearch, syncFromUrl } from '../../../../src/client/features/search/steps/triggers';
import { LOADING_DELAY_MS } from '../../../../src/client/config/constants';
import {
  ARTICLES, catalogue, closeTo, fakeWorld, found, httpError, NOTHING, reducer, replacementTable, signedInState, type FakeServer, type TestState,
} from './search-kit';
import { searchAsShown } from '../../support/search-as-shown';

const request = (query: string, brands: string[] = [], onstock = false): SearchRequest => ({ query, brands, onstock });

/** Runs one search to its end and returns the final state and what the saga asked of the world. */
async function search(query: string, server: FakeServer, state: TestState = signedInState(), pathname = '/') {
  const world = fakeWorld(server, pathname);
  const result = await expectSaga(runSearch, searchRequested(request(query)))
    .withReducer(reducer, state)
    .provide(world.providers)
    .run();
  return { ...result, final: searchAsShown((result.storeState as TestState).search), recorded: world.recorded };
}

const DEMO_CATALOGUE = catalogue(Object.values(ARTICLES));
const DEMO_REPLACEMENTS = replacementTable({
  '6es72141ag310xb0': { originalBrand: 'Siemens', to: ['6es72141ag400xb0', 'cp2en30dtd'] },
  '3rh11221bb40': { originalBrand: 'Siemens', to: ['3rh21221bb40', 'ca2kn22bd'] },
  e2ex5mf1: { originalBrand: 'Omron', to: ['e2ex5me1z2m'] },
});
/** The mistyped numbers, each close to 6ES7214-1AG40-0XB0; an end of a Wago number close to two articles. */
const DEMO_CLOSE = closeTo({
  '6es72141ag4o0xb0': [ARTICLES.s7_1200_new],
  '6es72411ag400xb0': [ARTICLES.s7_1200_new, ARTICLES.s7_1200_old],
  '1040746': [ARTICLES.sick],
  '3152ag21': [ARTICLES.vipa],
  '3rh11221bb40': [ARTICLES.contactor],
  '455': [ARTICLES.wago, ARTICLES.pilz],
});
const DEMO_SERVER: FakeServer = { search: DEMO_CATALOGUE, replacements: DEMO_REPLACEMENTS, similar: DEMO_CLOSE };

describe('1. submit', () => {
  it('is skipped when the trimmed, lowercased query equals the last one run', async () => {
    const { effects } = await expectSaga(submitSearch)
      .withState(signedInState({ searchQuery: '  6es7214-1AG40-0XB0 ', searchQuerySnap: '6ES7214-1AG40-0XB0' }))
      .run();
    expect(effects.put).toBeUndefined();
  });

  it('strips surrounding double quotes and resets the replacement flag, filters and search id', async () => {
    const state = signedInState({
      searchQuery: '"6ES7214-1AG40-0XB0"', searchQuerySnap: '750', isReplacementSearch: true,
      filter__brands: ['Wago'], filter__onstock: true, currentSearchId: 'old-id',
    });
    const { storeState } = await expectSaga(submitSearch)
      .withReducer(reducer, state)
      .put(submissionAccepted('6ES7214-1AG40-0XB0'))
      .put(searchRequested(request('6ES7214-1AG40-0XB0')))
      .run();
    expect((storeState as TestState).search).toMatchObject({
      searchQuery: '6ES7214-1AG40-0XB0', isReplacementSearch: false, filter__brands: [], filter__onstock: false, currentSearchId: null,
    });
  });

  it('a chosen suggestion searches its number filtered to its brand, even when it repeats the last search, as a submit resets', async () => {
    const state = signedInState({
      searchQuery: '6ES7214-1AG4', searchQuerySnap: '6ES7214-1AG40-0XB0', isReplacementSearch: true, filter__onstock: true, currentSearchId: 'old-id',
    });
    const { storeState } = await expectSaga(chooseSuggestion, suggestionChosen({ artnr: '6ES7214-1AG40-0XB0', brand: 'Siemens' }))
      .withReducer(reducer, state)
      .put(submissionAccepted('6ES7214-1AG40-0XB0'))
      .put(searchRequested(request('6ES7214-1AG40-0XB0', ['Siemens'])))
      .run();
    expect((storeState as TestState).search).toMatchObject({
      searchQuery: '6ES7214-1AG40-0XB0', isReplacementSearch: false, filter__brands: ['Siemens'], filter__onstock: false, currentSearchId: null,
    });
  });

  it('runs no search for an empty query, and switches loading off', async () => {
    const { final, recorded } = await search('   ', DEMO_SERVER, signedInState({ isLoadingResults: true }));
    expect(recorded.searches).toEqual([]);
    expect(final.isLoadingResults).toBe(false);
  });

  it('fails with unauthorized when there is no token', async () => {
    const { final, recorded } = await search('750', DEMO_SERVER, signedInState({}, null));
    expect(recorded.searches).toEqual([]);
    expect(final).toMatchObject({ searchError: true, searchErrorType: 'unauthorized', searchQuerySnap: '750' });
  });
});

describe('2. type detection', () => {
  it('is brand for a brand the customer may search, and a brand without articles is brand_search', async () => {
    const { final, recorded } = await search('Siemens', { search: () => NOTHING });
    expect(recorded.searches).toEqual([expect.objectContaining({ q: 'siemens' })]);
    expect(final).toMatchObject({ searchType: 'brand', searchedBrand: 'Siemens', searchError: true, searchErrorType: 'brand_search' });
    expect(recorded.replacementLookups).toEqual([]);
  });

  it('is alternative_brand for another known brand, with its message, and brand_search when nothing is found', async () => {
    const { final } = await search('Festo', { search: () => NOTHING });
    expect(final).toMatchObject({ searchType: 'alternative_brand', searchedBrand: 'Festo', searchErrorType: 'brand_search' });
    expect(final.searchedBrandData).toMatchObject({ brand: 'Festo', message: 'not_sell_this_brand' });
  });

  it('is alternative_brand for an alias, compared lowercased', async () => {
    const { final } = await search('SIMATIC', { search: () => NOTHING });
    expect(final).toMatchObject({ searchType: 'alternative_brand', searchedBrand: 'Siemens' });
  });

  it('is article for anything else', async () => {
    const { final } = await search('750', DEMO_SERVER);
    expect(final.searchType).toBe('article');
  });
});

describe('3. zero articles for an article number', () => {
  it('strips a known supplier prefix and searches again: SIC1040764 finds the Sick article', async () => {
    const { final, recorded } = await search('SIC1040764', DEMO_SERVER);
    expect(recorded.searches.map((s) => s.q)).toEqual(['sic1040764', '1040764']);
    expect(recorded.replacementLookups).toEqual([{ q: '1040764', mode: 'exact_match' }]);
    expect(final.searchResults).toEqual([ARTICLES.sick]);
    expect(final).toMatchObject({ isReplacementSearch: false, searchError: false, searchQuerySnap: 'SIC1040764' });
  });

  it('strips the prefix, finds nothing, then finds replacements of the stripped number: OMRE2E-X5MF1', async () => {
    const { final, recorded } = await search('OMRE2E-X5MF1', DEMO_SERVER);
    expect(recorded.searches.slice(0, 2).map((s) => s.q)).toEqual(['omre2ex5mf1', 'e2ex5mf1']);
    expect(recorded.replacementLookups).toEqual([{ q: 'e2ex5mf1', mode: 'replacement' }]);
    expect(final).toMatchObject({ isReplacementSearch: true, replacementOriginBrand: 'Omron', searchResults: [ARTICLES.e2e] });
  });

  it('finds replacements of the number as typed when it has no prefix: 3RH1122-1BB40', async () => {
    const { final, recorded } = await search('3RH1122-1BB40', DEMO_SERVER);
    expect(recorded.searches[0].q).toBe('3rh11221bb40');
    expect(recorded.replacementLookups).toEqual([{ q: '3rh11221bb40', mode: 'replacement' }]);
    expect(final.isReplacementSearch).toBe(true);
    expect(final.replacementOriginBrand).toBe('Siemens');
    expect(final.searchResults).toEqual([ARTICLES.contactor, ARTICLES.relay]);
    expect(final.brands_in_results).toEqual([{ brand: 'Siemens', count: 1 }, { brand: 'Telemecanique', count: 1 }]);
    expect(final.onStock_in_results).toBe(2);
  });

  it('fetches each replacement\'s article exactly, as the page\'s own follow-up, under the current search id', async () => {
    const { recorded } = await search('3RH1122-1BB40', DEMO_SERVER);
    expect(recorded.searches.slice(1)).toEqual([
      { q: '3rh21221bb40', exact: true, auto: true, searchId: 'search-3rh11221bb40' },
      { q: 'ca2kn22bd', exact: true, auto: true, searchId: 'search-3rh11221bb40' },
    ]);
  });

  it('ends in no_results when nothing is found anywhere, close numbers included: zzzz999', async () => {
    const { final, recorded } = await search('zzzz999', DEMO_SERVER);
    expect(recorded.order).toEqual(['search zzzz999', 'replacements zzzz999', 'similar zzzz999']);
    expect(final).toMatchObject({ searchError: true, searchErrorType: 'no_results', searchResults: [], isReplacementSearch: false, isSimilarSearch: false });
  });

  it('logs a failing fallback search and treats it as empty', async () => {
    const server: FakeServer = {
      search: (args) => (args.q === '1040764' ? httpError(500) : NOTHING),
      replacements: () => httpError(503),
      similar: () => ({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' }),
    };
    const { final, recorded } = await search('SIC1040764', server);
    expect(recorded.logged.map(([context]) => context)).toEqual(['Follow-up search failed:', 'Replacement search failed:', 'Similar search failed:']);
    expect(final.searchErrorType).toBe('no_results');
  });

  it('skips the replacement search while the replacementSearch flag is off, and still asks for close numbers', async () => {
    const { final, recorded } = await search('3RH1122-1BB40', { ...DEMO_SERVER, replacementSearch: false });
    expect(recorded.replacementLookups).toEqual([]);
    expect(recorded.similarLookups.map((lookup) => lookup.q)).toEqual(['3rh11221bb40']);
    expect(final).toMatchObject({ isSimilarSearch: true, isReplacementSearch: false, searchResults: [ARTICLES.contactor] });
  });

  it('skips the exact-match replacements too while the flag is off', async () => {
    const { final, recorded } = await search('6ES7214-1AG31-0XB0', { ...DEMO_SERVER, replacementSearch: false });
    expect(recorded.replacementLookups).toEqual([]);
    expect(final.isExactMatchWithReplacements).toBe(false);
  });
});

describe('3. zero articles for an article number: articles close to it (findSimilarArticles)', () => {
  const header = (final: TestState['search']) => resultsHeader(final);

  it('asks for articles close to the number once replacements found none, and shows them under "Did you mean": 6ES7214-1AG4O-0XB0', async () => {
    const { final, recorded } = await search('6ES7214-1AG4O-0XB0', DEMO_SERVER);
    expect(recorded.order).toEqual(['search 6es72141ag4o0xb0', 'replacements 6es72141ag4o0xb0', 'similar 6es72141ag4o0xb0']);
    expect(final).toMatchObject({
      isSimilarSearch: true, isReplacementSearch: false, searchError: false, hasSearched: true, exactMatch: false,
      searchResults: [ARTICLES.s7_1200_new], totalResults: 1, brands_in_results: [{ brand: 'Siemens', count: 1 }], onStock_in_results: 1,
      searchQuerySnap: '6ES7214-1AG4O-0XB0', currentSearchId: 'search-6es72141ag4o0xb0',
    });
    expect(header(final)).toBe('noExactMatch');
    expect(recorded.navigations).toEqual(['/product/6ES7214-1AG4O-0XB0']);
  });

  it('sends the normalised number, the filters and the search held, as a follow-up of that search', async () => {
    const world = fakeWorld(DEMO_SERVER);
    await expectSaga(runSearch, searchRequested(request(' 6es7241-1ag40-0xb0 ', ['Siemens'], true)))
      .withReducer(reducer, signedInState()).provide(world.providers).run();
    expect(world.recorded.similarLookups).toEqual([
      { q: '6es72411ag400xb0', brands: ['Siemens'], onstock: true, searchId: 'search-6es72411ag400xb0' },
    ]);
  });

  it('shows several close articles, best first, and loads no replacements for a single one', async () => {
    const several = await search('6ES7241-1AG40-0XB0', DEMO_SERVER);
    expect(several.final.searchResults).toEqual([ARTICLES.s7_1200_new, ARTICLES.s7_1200_old]);
    expect(header(several.final)).toBe('noExactMatch');
    const single = await search('6ES7214-1AG4O-0XB0', DEMO_SERVER);
    expect(single.recorded.replacementLookups).toEqual([{ q: '6es72141ag4o0xb0', mode: 'replacement' }]);
    expect(single.final.isExactMatchWithReplacements).toBe(false);
  });

  it('shows the message and note of the single brand among them, as results do: 315-2AG21 close to the Yaskawa article', async () => {
    const { final } = await search('315-2AG21', DEMO_SERVER);
    expect(final).toMatchObject({ isSimilarSearch: true, searchResults: [ARTICLES.vipa], searchType: 'article' });
    expect(final.searchedBrandData).toMatchObject({ brand: 'Yaskawa', message: 'send_inquiry_via_email' });
  });

  it('looks near the stripped number after the prefix retry found nothing: SIC1040746', async () => {
    const { final, recorded } = await search('SIC1040746', DEMO_SERVER);
    expect(recorded.order).toEqual(['search sic1040746', 'search 1040746', 'replacements 1040746', 'similar 1040746']);
    expect(final).toMatchObject({ isSimilarSearch: true, searchResults: [ARTICLES.sick], searchQuerySnap: 'SIC1040746' });
  });

  it('is not asked when the prefix retry or the replacements found articles', async () => {
    expect((await search('SIC1040764', DEMO_SERVER)).recorded.similarLookups).toEqual([]);
    const replaced = await search('3RH1122-1BB40', DEMO_SERVER);
    expect(replaced.recorded.similarLookups).toEqual([]);
    expect(replaced.final).toMatchObject({ isReplacementSearch: true, isSimilarSearch: false });
  });

  it('is not asked for a brand search, an empty query or a number that found articles', async () => {
    expect((await search('Siemens', { ...DEMO_SERVER, search: () => NOTHING })).recorded.similarLookups).toEqual([]);
    expect((await search('  ', DEMO_SERVER)).recorded.similarLookups).toEqual([]);
    expect((await search('750', DEMO_SERVER)).recorded.similarLookups).toEqual([]);
  });

  it('re-running with a brand chip or the on-stock filter gives the same view, filtered by the server', async () => {
    const first = await search('455', DEMO_SERVER);
    expect(first.final.searchResults).toEqual([ARTICLES.wago, ARTICLES.pilz]);
    const filtered = reducer(first.storeState as TestState, filtersChanged({ brands: ['Wago'] }));
    await expectSaga(rerunWithFilters).withState(filtered).put(searchRequested(request('455', ['Wago'], false))).run();
    const world = fakeWorld(DEMO_SERVER);
    const { storeState } = await expectSaga(runSearch, searchRequested(request('455', ['Wago'], false)))
      .withReducer(reducer, filtered).provide(world.providers).run();
    const final = searchAsShown((storeState as TestState).search);
    expect(world.recorded.similarLookups).toEqual([{ q: '455', brands: ['Wago'], onstock: false, searchId: 'search-455' }]);
    expect(final).toMatchObject({ isSimilarSearch: true, searchResults: [ARTICLES.wago], brands_in_results: [{ brand: 'Wago', count: 1 }], filter__brands: ['Wago'] });
    expect(header(final)).toBe('noExactMatch');
  });

  it('the next search that finds its number is no longer "Did you mean"', async () => {
    const { final } = await search('6ES7214-1AG40-0XB0', DEMO_SERVER, signedInState({ isSimilarSearch: true, searchResults: [ARTICLES.s7_1200_new] }));
    expect(final.isSimilarSearch).toBe(false);
    expect(header(final)).toBe('articleFound');
  });
});

describe('4. exactly one article', () => {
  it('looks up its replacements in exact_match mode and stores them with it: 6ES7214-1AG31-0XB0', async () => {
    const { final, recorded } = await search('6ES7214-1AG31-0XB0', DEMO_SERVER);
    expect(recorded.replacementLookups).toEqual([{ q: '6es72141ag310xb0', mode: 'exact_match' }]);
    expect(final).toMatchObject({
      isExactMatchWithReplacements: true,
      exactMatchArticle: ARTICLES.s7_1200_old,
      replacementsForExactMatch: [ARTICLES.s7_1200_new, ARTICLES.cp2e],
      searchResults: [ARTICLES.s7_1200_old],
      exactMatch: true,
    });
  });

  it('clears them when the article has none: 6ES7214-1AG40-0XB0', async () => {
    const state = signedInState({ exactMatchArticle: ARTICLES.sick, replacementsForExactMatch: [ARTICLES.sick] });
    const world = fakeWorld(DEMO_SERVER);
    const { storeState } = await expectSaga(runSearch, searchRequested(request('6ES7214-1AG40-0XB0')))
      .withReducer(reducer, state)
      .provide(world.providers)
      .put(exactMatchReplacementsCleared())
      .run();
    expect(searchAsShown((storeState as TestState).search)).toMatchObject({
      isExactMatchWithReplacements: false, exactMatchArticle: null, replacementsForExactMatch: [], searchResults: [ARTICLES.s7_1200_new],
    });
  });

  it('puts the brand\'s message and note in searchedBrandData and makes the type article: 315-2AG12 (Yaskawa)', async () => {
    const { final } = await search('315-2AG12', DEMO_SERVER);
    expect(final.searchType).toBe('article');
    expect(final.searchedBrandData).toMatchObject({ brand: 'Yaskawa', message: 'send_inquiry_via_email' });
  });
});

describe('5. results', () => {
  it('stores articles, brand counts and on-stock count, and the response\'s search id', async () => {
    const { final } = await search('750', DEMO_SERVER);
    expect(final).toMatchObject({
      searchResults: [ARTICLES.wago, ARTICLES.pilz],
      brands_in_results: [{ brand: 'Wago', count: 1 }, { brand: 'Pilz', count: 1 }],
      onStock_in_results: 2,
      currentSearchId: 'search-750',
      hasSearched: true,
      searchQuerySnap: '750',
    });
  });

  it('sends the normalised query and the filters', async () => {
    const world = fakeWorld(DEMO_SERVER);
    await expectSaga(runSearch, searchRequested(request(' 750-', ['Wago'], true))).withReducer(reducer, signedInState()).provide(world.providers).run();
    expect(world.recorded.searches[0]).toEqual({ q: '750', brands: ['Wago'], onstock: true });
  });

  it('navigates to the search route after success, unless it is already there', async () => {
    expect((await search('750', DEMO_SERVER)).recorded.navigations).toEqual(['/product/750']);
    expect((await search('750', DEMO_SERVER, signedInState(), '/product/750')).recorded.navigations).toEqual([]);
  });

  it('holds loading for 1.5 s after the search ends, then shows page 1', async () => {
    const world = fakeWorld(DEMO_SERVER);
    const { storeState } = await expectSaga(runSearch, searchRequested(request('750')))
      .withReducer(reducer, signedInState({ currentPage: 3 }))
      .provide(world.providers)
      .put(loadingFinished())
      .run();
    expect(world.recorded.delays).toEqual([LOADING_DELAY_MS]);
    expect(LOADING_DELAY_MS).toBe(1500);
    expect((storeState as TestState).search).toMatchObject({ isLoadingResults: false, currentPage: 1 });
  });
});

describe('6. errors (docs/behaviour.md, Errors and toasts)', () => {
  it.each([
    [400, 'invalid_query'],
    [401, 'unauthorized'],
    [429, 'too_many_requests'],
    [500, 'server_error'],
    [503, 'server_error'],
  ])('HTTP %i is %s, clearing results, brands and on-stock count and keeping the query', async (status, errorType) => {
    const state = signedInState({ searchResults: [ARTICLES.wago], brands_in_results: [{ brand: 'Wago', count: 1 }], onStock_in_results: 1 });
    const { final } = await search('750', { search: () => httpError(status) }, state);
    expect(final).toMatchObject({
      searchError: true, searchErrorType: errorType, searchResults: [], brands_in_results: [], onStock_in_results: 0, searchQuerySnap: '750',
      isLoadingResults: false,
    });
  });

  it('is server_error when the network fails', async () => {
    const { final } = await search('750', { search: () => ({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' }) });
    expect(final.searchErrorType).toBe('server_error');
  });
});

describe('7. filters, chips, reset', () => {
  it('re-runs the last query with the filters as they are now', async () => {
    const state = signedInState({ searchQuery: 'typed but not run', searchQuerySnap: '750', filter__brands: ['Pilz'], filter__onstock: true });
    await expectSaga(rerunWithFilters).withState(state).put(searchRequested(request('750', ['Pilz'], true))).run();
  });

  it.each([
    ['a brand chip', brandChipRemoved('Wago'), { filter__brands: ['Pilz'], filter__onstock: true }],
    ['the on-stock chip', onStockChipRemoved(), { filter__brands: ['Wago', 'Pilz'], filter__onstock: false }],
    ['the remove-all chip', allChipsRemoved(), { filter__brands: [], filter__onstock: false }],
    ['a filter change', filtersChanged({ brands: ['Wago'] }), { filter__brands: ['Wago'], filter__onstock: true }],
  ])('removing %s updates the filters and clears the search id', (_case, action, expected) => {
    const state = signedInState({ filter__brands: ['Wago', 'Pilz'], filter__onstock: true, currentSearchId: 'id' });
    expect(reducer(state, action).search).toMatchObject({ ...expected, currentSearchId: null });
  });

  it('reset clears the query, results, filters, page, replacement state and search id', () => {
    const state = signedInState({
      searchQuery: '750', searchQuerySnap: '750', searchResults: [ARTICLES.wago], filter__brands: ['Wago'], filter__onstock: true,
      currentPage: 2, isReplacementSearch: true, replacementOriginBrand: 'Siemens', currentSearchId: 'id', hasSearched: true,
    });
    expect(reducer(state, { type: 'search/searchReset' }).search).toMatchObject({
      searchQuery: '', searchQuerySnap: '', searchResults: [], filter__brands: [], filter__onstock: false, currentPage: 1,
      isReplacementSearch: false, replacementOriginBrand: null, currentSearchId: null, hasSearched: false,
    });
  });
});

describe('8. the URL', () => {
  const runUrl = (fromUrl: SearchRequest, state: TestState) => expectSaga(syncFromUrl, urlChanged(fromUrl)).withState(state);

  it('runs the search the URL names when it differs from the state', async () => {
    await runUrl(request('750', ['Wago', 'Pilz'], true), signedInState()).put(searchRequested(request('750', ['Wago', 'Pilz'], true))).run();
  });

  it('does nothing when the URL shows the search already in the state', async () => {
    const state = signedInState({ searchQuerySnap: '750', filter__brands: ['Wago'], filter__onstock: true });
    const { effects } = await runUrl(request('750', ['Wago'], true), state).run();
    expect(effects.put).toBeUndefined();
  });

  it('goes back to the start page when the URL is / after a search (the back button)', async () => {
    const state = signedInState({ searchQuerySnap: '750', hasSearched: true });
    await runUrl(request(''), state).put({ type: 'search/searchReset', payload: undefined }).run();
  });
});

describe('9. concurrency', () => {
  it('drops a stale response: only the newest search reaches the state', async () => {
    const { searchSaga } = await import('../../../../src/client/features/search/search-saga');
    const slow = found([ARTICLES.wago], 'slow');
    const fast = found([ARTICLES.sick], 'fast');
    const world = fakeWorld({});
    const providers = {
      call(effect: { fn: unknown; args: unknown[] }, next: () => unknown) {
        const [endpoint, arg] = effect.args as [unknown, { q?: string; exact?: boolean } | undefined];
        const isSearch = effect.fn === callEndpoint && endpoint === api.endpoints.search && !arg?.exact;
        if (isSearch && arg?.q === '750') return new Promise((resolve) => setTimeout(() => resolve(slow), 50));
        if (isSearch && arg?.q === '1040764') return fast;
        return world.providers.call ? world.providers.call(effect as never, next as never) : next();
      },
      select: world.providers.select,
      getContext: world.providers.getContext,
    };
    const { storeState } = await expectSaga(searchSaga)
      .withReducer(reducer, signedInState())
      .provide(providers)
      .dispatch(searchRequested(request('750')))
      .delay(5)
      .dispatch(searchRequested(request('1040764')))
      .silentRun(200);
    const final = (storeState as TestState).search;
    expect(final.searchResults).toEqual([ARTICLES.sick]);
    expect(final.currentSearchId).toBe('fast');
    expect(final.searchQuerySnap).toBe('1040764');
  });

  it('a submit flows from the search box through to results', async () => {
    const { searchSaga } = await import('../../../../src/client/features/search/search-saga');
    const world = fakeWorld(DEMO_SERVER);
    const { storeState } = await expectSaga(searchSaga)
      .withReducer(reducer, signedInState())
      .provide(world.providers)
      .dispatch(queryChanged('750'))
      .dispatch(searchSubmitted())
      .silentRun(100);
    expect((storeState as TestState).search.searchResults).toEqual([ARTICLES.wago, ARTICLES.pilz]);
  });
});

describe('replacement results as stored', () => {
  it('keeps the origin brand for the same-brand / other-brands split', () => {
    const state = reducer(signedInState(), replacementResultsReceived({
      articles: [ARTICLES.contactor, ARTICLES.relay], brands: [], onStock: 2, query: '3RH1122-1BB40', originBrand: 'Siemens',
    }));
    expect(state.search).toMatchObject({ isReplacementSearch: true, replacementOriginBrand: 'Siemens', hasSearched: true });
  });

  it('similar results are a mode of their own, left by any other answer', () => {
    const similar = reducer(signedInState(), similarResultsReceived({ articles: [ARTICLES.s7_1200_new], brands: [], onStock: 1, query: '1AG40-0XB0' }));
    expect(similar.search).toMatchObject({ isSimilarSearch: true, isReplacementSearch: false, searchQuerySnap: '1AG40-0XB0', hasSearched: true });
    expect(reducer(similar, searchFailed({ errorType: 'no_results', query: 'x' })).search.isSimilarSearch).toBe(false);
  });

  it('an exact match with replacements is a mode of its own', () => {
    const state = reducer(signedInState(), exactMatchReplacementsFound({ article: ARTICLES.s7_1200_old, replacements: [ARTICLES.s7_1200_new] }));
    expect(searchAsShown(state.search)).toMatchObject({ isExactMatchWithReplacements: true, isReplacementSearch: false });
  });

  it('searchFailed and searchSkipped are what the flow puts for errors and empty queries', () => {
    expect(reducer(signedInState(), searchFailed({ errorType: 'no_results', query: 'x' })).search.searchErrorType).toBe('no_results');
    expect(reducer(signedInState({ isLoadingResults: true }), searchSkipped()).search.isLoadingResults).toBe(false);
  });
});
