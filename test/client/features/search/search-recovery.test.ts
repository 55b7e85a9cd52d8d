/**
 * What the flow does after a search fails, and with the search id: a failed request can be run
 * again, the address names the failed search, and every search request carries the id held, also
 * after back/forward and a reload. docs/search-flow.md ("Failures", "The search id") maps these.
 */
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { expectSaga } from 'redux-saga-test-plan';
import type { EffectProviders } from 'redux-saga-test-plan/providers';
import type { SearchArgs } from '../../../../src/client/api/api';
import { readHeldSearchId, saveHeldSearchId } from '../../../../src/client/features/search/held-search-id';
import { appReset } from '../../../../src/client/features/session/app-reset';
import { keepSearchIdAcrossReloads, searchSaga } from '../../../../src/client/features/search/search-saga';
import { selectCanSubmitSearch } from '../../../../src/client/features/search/search-selectors';
import {
  brandChipRemoved, filtersChanged, pageChanged, queryChanged, searchFailed, searchIdReceived, searchRequested, searchSubmitted, submissionAccepted, urlChanged,
  type SearchErrorType, type SearchRequest,
} from '../../../../src/client/features/search/search-slice';
import { runSearch } from '../../../../src/client/features/search/steps/run-search';
import { submitSearch, syncFromUrl } from '../../../../src/client/features/search/steps/triggers';
import {
  ARTICLES, catalogue, fakeWorld, found, httpError, NOTHING, reducer, signedInState, type FakeServer, type TestState,
} from './search-kit';
import { searchAsShown } from '../../support/search-as-shown';
import { sessionTabKeys } from '../../support/tab-items';

const request = (query: string, brands: string[] = [], onstock = false): SearchRequest => ({ query, brands, onstock });
const NETWORK_DOWN: FetchBaseQueryError = { status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' };
const DEMO_SERVER: FakeServer = { search: catalogue(Object.values(ARTICLES)) };

async function search(req: SearchRequest, server: FakeServer, state: TestState = signedInState(), pathname = '/') {
  const world = fakeWorld(server, pathname);
  const result = await expectSaga(runSearch, searchRequested(req)).withReducer(reducer, state).provide(world.providers).run();
  return { final: (result.storeState as TestState).search, state: result.storeState as TestState, recorded: world.recorded };
}

/** The whole search saga on a fake world, with sessionStorage's held id provided too. */
function wholeFlow(server: FakeServer, heldBeforeReload: string | null = null, pathname = '/') {
  const world = fakeWorld(server, pathname);
  const saved: Array<string | null> = [];
  const providers: EffectProviders = {
    call(effect, next) {
      if (effect.fn === readHeldSearchId) return heldBeforeReload;
      if (effect.fn === saveHeldSearchId) {
        saved.push(effect.args[0] as string | null);
        return undefined;
      }
      return world.providers.call ? world.providers.call(effect, next) : next();
    },
    select: world.providers.select,
    getContext: world.providers.getContext,
  };
  return { providers, recorded: world.recorded, saved };
}

describe('a failed search can be run again', () => {
  /** The state after `query` failed with `errorType`, the box still holding it. */
  const failedState = (errorType: SearchErrorType, query = '750') =>
    reducer(signedInState({ searchQuery: query }), searchFailed({ errorType, query }));

  it.each<[string, FetchBaseQueryError]>([
    ['a 500', httpError(500)],
    ['a 503', httpError(503)],
    ['a network failure', NETWORK_DOWN],
  ])('after %s the same query can be submitted again (button and Enter)', async (_case, failure) => {
    const { state } = await search(request('750'), { search: () => failure }, signedInState({ searchQuery: '750' }));
    expect(searchAsShown(state.search)).toMatchObject({ searchError: true, searchErrorType: 'server_error', searchQuerySnap: '750', searchQuery: '750' });
    expect(selectCanSubmitSearch(state as never)).toBe(true);
    await expectSaga(submitSearch).withReducer(reducer, state).put(searchRequested(request('750'))).run();
  });

  it('after a 429 (over the account\'s share) the same query can be submitted again', async () => {
    const { state } = await search(request('750'), { search: () => httpError(429) }, signedInState({ searchQuery: '750' }));
    expect(searchAsShown(state.search)).toMatchObject({ searchError: true, searchErrorType: 'too_many_requests', searchQuerySnap: '750' });
    expect(selectCanSubmitSearch(state as never)).toBe(true);
  });

  it('unauthorized is a request that got no answer too; the session has ended, so it only matters once signed in again', () => {
    expect(selectCanSubmitSearch(failedState('unauthorized') as never)).toBe(true);
  });

  it.each<SearchErrorType>(['invalid_query', 'no_results', 'brand_search'])('%s is an answer: the same query stays blocked until edited', async (errorType) => {
    const state = failedState(errorType);
    expect(selectCanSubmitSearch(state as never)).toBe(false);
    const { effects } = await expectSaga(submitSearch).withState(state).run();
    expect(effects.put).toBeUndefined();
    expect(selectCanSubmitSearch(reducer(state, queryChanged('750-4')) as never)).toBe(true);
  });

  it('Enter after a 500 runs the query again and shows what the server answers now', async () => {
    let calls = 0;
    const server: FakeServer = { search: (args) => ((calls += 1) === 1 ? httpError(500) : DEMO_SERVER.search!(args)) };
    const world = wholeFlow(server);
    const { storeState } = await expectSaga(searchSaga)
      .withReducer(reducer, signedInState())
      .provide(world.providers)
      .dispatch(queryChanged('750'))
      .dispatch(searchSubmitted())
      .delay(20)
      .dispatch(searchSubmitted())
      .silentRun(100);
    expect(world.recorded.searches.filter((s) => s.q === '750')).toHaveLength(2);
    expect(searchAsShown((storeState as TestState).search)).toMatchObject({ searchError: false, searchResults: [ARTICLES.wago, ARTICLES.pilz] });
  });
});

describe('the address names the failed search', () => {
  it.each<[SearchErrorType, string, FakeServer]>([
    ['server_error', 'Festo', { search: () => httpError(500) }],
    ['server_error', 'Festo', { search: () => NETWORK_DOWN }],
    ['invalid_query', 'Festo', { search: () => httpError(400) }],
    ['brand_search', 'Festo', { search: () => NOTHING }],
    ['no_results', 'zzzz999', { search: () => NOTHING }],
  ])('%s for %s: from /product/3RH1122-1BB40 to its own address', async (errorType, query, server) => {
    const { final, recorded } = await search(request(query), server, signedInState(), '/product/3RH1122-1BB40');
    expect(final.searchErrorType).toBe(errorType);
    expect(recorded.navigations).toEqual([`/product/${query}`]);
  });

  it('with its filters', async () => {
    const { recorded } = await search(request('750', ['Wago'], true), { search: () => httpError(500) }, signedInState(), '/product/750');
    expect(recorded.navigations).toEqual(['/product/750/filter/Wago/onstock']);
  });

  it('unauthorized does not move the page: the session has ended and the sign-in page takes over', async () => {
    const { recorded } = await search(request('750'), { search: () => httpError(401) }, signedInState(), '/product/3RH1122-1BB40');
    expect(recorded.navigations).toEqual([]);
  });

  it('a failed search opened from its address stays there and is not run again (no loop)', async () => {
    const { state, recorded } = await search(request('Festo'), { search: () => httpError(500) }, signedInState(), '/product/Festo');
    expect(recorded.navigations).toEqual([]);
    // The address, read again after the failure, names the search on screen: nothing more runs.
    const { effects } = await expectSaga(syncFromUrl, urlChanged(request('Festo'))).withState(state).run();
    expect(effects.put).toBeUndefined();
  });

  it('Back from a failed search runs the one before it, Forward runs the failed one again', async () => {
    const { state } = await search(request('Festo'), { search: () => httpError(500) }, signedInState(), '/product/3RH1122-1BB40');
    await expectSaga(syncFromUrl, urlChanged(request('3RH1122-1BB40'))).withState(state).put(searchRequested(request('3RH1122-1BB40'))).run();
    const back = reducer(state, searchRequested(request('3RH1122-1BB40')));
    const afterBack = reducer(back, { type: 'search/resultsReceived', payload: { articles: [ARTICLES.contactor], brands: [], onStock: 1, query: '3RH1122-1BB40', exactMatch: false } });
    await expectSaga(syncFromUrl, urlChanged(request('Festo'))).withState(afterBack).put(searchRequested(request('Festo'))).run();
  });
});

describe('every search request carries the search id held', () => {
  it('a search the address starts (back, forward) carries the id of the search shown before', async () => {
    const { recorded, final } = await search(request('3RH1122-1BB40'), DEMO_SERVER, signedInState({ currentSearchId: 'search-750' }));
    expect(recorded.searches[0]).toMatchObject({ q: '3rh11221bb40', searchId: 'search-750' });
    expect(final.currentSearchId).toBe('search-3rh11221bb40');
  });

  it('back and forward through the whole flow: each re-run carries the id of the search before it, its follow-ups its own', async () => {
    const world = wholeFlow(DEMO_SERVER);
    await expectSaga(searchSaga)
      .withReducer(reducer, signedInState())
      .provide(world.providers)
      .dispatch(queryChanged('750'))
      .dispatch(searchSubmitted())
      .delay(10)
      .dispatch(urlChanged(request('6ES7214-1AG40-0XB0')))
      .delay(10)
      .dispatch(urlChanged(request('750')))
      .silentRun(100);
    expect(world.recorded.searches.map((s) => [s.q, s.searchId ?? null])).toEqual([
      ['750', null],
      ['6es72141ag400xb0', 'search-750'],
      ['750', 'search-6es72141ag400xb0'],
    ]);
  });

  it.each([
    ['a submit', submissionAccepted('1040764')],
    ['a filter change', filtersChanged({ onstock: true })],
    ['a brand chip removed', brandChipRemoved('Wago')],
  ])('%s lets go of it, so the search it starts carries none', async (_case, action) => {
    const held = signedInState({ currentSearchId: 'held', searchQuerySnap: '750', filter__brands: ['Wago'] });
    const { recorded } = await search(request('1040764'), DEMO_SERVER, reducer(held, action));
    expect(recorded.searches[0]).not.toHaveProperty('searchId');
  });

  it('after a reload the id held before it is taken back, and the search the address starts carries it', async () => {
    const world = wholeFlow(DEMO_SERVER, 'held-before-reload', '/product/750');
    const { storeState } = await expectSaga(searchSaga)
      .withReducer(reducer, signedInState())
      .provide(world.providers)
      .dispatch(urlChanged(request('750')))
      .silentRun(100);
    expect(world.recorded.searches[0]).toMatchObject({ q: '750', searchId: 'held-before-reload' });
    expect((storeState as TestState).search.currentSearchId).toBe('search-750');
    expect(world.saved).toEqual(['search-750']);
  });

  it('the follow-ups of a search started by a reload carry that search\'s id', async () => {
    const replacements = () => ({ originalBrand: 'Siemens', replacements: [{ from_artnrt4: '3rh11221bb40', to_artnrt4: '3rh21221bb40', to_brand: 'Siemens' }] });
    const world = wholeFlow({ ...DEMO_SERVER, replacements }, 'held-before-reload', '/product/3RH1122-1BB40');
    await expectSaga(searchSaga)
      .withReducer(reducer, signedInState())
      .provide(world.providers)
      .dispatch(urlChanged(request('3RH1122-1BB40')))
      .silentRun(100);
    const sent = world.recorded.searches.map((s: SearchArgs) => [s.q, s.searchId ?? null]);
    expect(sent).toEqual([['3rh11221bb40', 'held-before-reload'], ['3rh21221bb40', 'search-3rh11221bb40']]);
  });

  it('is written to sessionStorage when it changes, and removed when a submit, a filter change or a sign-out lets go of it', async () => {
    const world = wholeFlow({});
    await expectSaga(keepSearchIdAcrossReloads)
      .withReducer(reducer, signedInState())
      .provide(world.providers)
      .dispatch(searchIdReceived('a'))
      .dispatch(pageChanged(2))
      .dispatch(submissionAccepted('750'))
      .dispatch(searchIdReceived('b'))
      .dispatch(filtersChanged({ onstock: true }))
      .dispatch(searchIdReceived('c'))
      .dispatch(appReset())
      .silentRun(50);
    expect(world.saved).toEqual(['a', null, 'b', null, 'c', null]);
  });
});

describe('a result cut off at the limit', () => {
  it('keeps the server\'s total beside the articles it sent', async () => {
    const { final } = await search(request('6es7'), { search: () => ({ ...found([ARTICLES.s7_1200_new, ARTICLES.s7_1200_old]), total: 43_161 }) });
    expect(final).toMatchObject({ totalResults: 43_161, searchResults: [ARTICLES.s7_1200_new, ARTICLES.s7_1200_old] });
  });
});

describe('the held id in sessionStorage', () => {
  afterEach(() => window.sessionStorage.clear());

  it('is read back as written, and null removes it', () => {
    expect(readHeldSearchId()).toBeNull();
    saveHeldSearchId('abc');
    expect(readHeldSearchId()).toBe('abc');
    saveHeldSearchId(null);
    expect(readHeldSearchId()).toBeNull();
    expect(sessionTabKeys()).toEqual([]);
  });

  it('a storage that refuses loses only the id', () => {
    const spy = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => { throw new Error('QuotaExceededError'); });
    expect(() => saveHeldSearchId('abc')).not.toThrow();
    spy.mockRestore();
  });
});
