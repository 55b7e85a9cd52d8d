/**
 * A search needs the brand data (docs/behaviour.md, Brands): without it a brand would be searched
 * as an article number and no brand message would show. A page that holds none fetches it before
 * the search goes on; when it cannot be had, the search fails as its own request would, and runs
 * no search request that would give a wrong answer.
 */
import { expectSaga } from 'redux-saga-test-plan';
import { brandDataLoaded } from '../../../../src/client/features/session/session-slice';
import { searchFailed, searchRequested, type SearchRequest } from '../../../../src/client/features/search/search-slice';
import { runSearch } from '../../../../src/client/features/search/steps/run-search';
import { selectBrandNotices } from '../../../../src/client/features/search/filters/filter-selectors';
import { DEMO_BRAND_DATA } from '../../support/demo-brand-data';
import { searchAsShown } from '../../support/search-as-shown';
import { ARTICLES, catalogue, fakeWorld, httpError, reducer, signedInState, type FakeServer, type TestState } from './search-kit';

const request = (query: string): SearchRequest => ({ query, brands: [], onstock: false });

function withoutBrandData(): TestState {
  const state = signedInState();
  return { ...state, session: { ...state.session, brandData: null } };
}

async function search(query: string, server: FakeServer, state: TestState) {
  const world = fakeWorld({ search: catalogue(Object.values(ARTICLES)), ...server });
  const result = await expectSaga(runSearch, searchRequested(request(query))).withReducer(reducer, state).provide(world.providers).run();
  const storeState = result.storeState as TestState;
  return { result, storeState, shown: searchAsShown(storeState.search), recorded: world.recorded };
}

describe('a search on a page without brand data', () => {
  it('fetches the brand data first, then detects a brand from it: "Festo" is the brand, with its message', async () => {
    const { result, storeState, shown, recorded } = await search('Festo', {}, withoutBrandData());
    expect(recorded.brandDataRequests).toEqual([null]);
    expect(result.effects.put.map((effect) => effect.payload.action.type)).toContain(brandDataLoaded.type);
    expect(storeState.session.brandData).toEqual(DEMO_BRAND_DATA);
    expect(shown).toMatchObject({ searchType: 'alternative_brand', searchErrorType: 'brand_search' });
    expect(shown.searchedBrandData).toMatchObject({ brand: 'Festo', message: 'not_sell_this_brand' });
  });

  it('shows the brand note of a single result brand from the brand data fetched', async () => {
    const { storeState, recorded } = await search('315-2AG12', {}, withoutBrandData());
    expect(recorded.searches).toHaveLength(1);
    expect(selectBrandNotices(storeState).map((entry) => entry.brand)).toEqual(['Yaskawa']);
  });

  it.each([
    ['the server fails', httpError(500), 'server_error'],
    ['the session has run out', httpError(401), 'unauthorized'],
  ])('fails the search without searching when %s', async (_label, failure, errorType) => {
    const { result, recorded, shown } = await search('Festo', { brandData: () => failure }, withoutBrandData());
    expect(recorded.searches).toEqual([]);
    expect(result.effects.put.map((effect) => effect.payload.action)).toContainEqual(searchFailed({ errorType: errorType as never, query: 'Festo' }));
    expect(shown.searchErrorType).toBe(errorType);
  });
});

describe('a search on a page that holds the brand data', () => {
  it('asks for none: it was loaded at sign-in or revalidated when the page loaded', async () => {
    const { recorded, shown } = await search('Festo', {}, signedInState());
    expect(recorded.brandDataRequests).toEqual([]);
    expect(shown.searchedBrandData).toMatchObject({ brand: 'Festo' });
  });

  it('follows the brand data held: a note changed by an import shows once the page holds the new copy', async () => {
    const changed = {
      etag: '"v2"',
      brands: DEMO_BRAND_DATA.brands.map((brand) => (brand.brand === 'Yaskawa' ? { ...brand, info: { EN: 'VIPA only, new note' } } : brand)),
    };
    const state = signedInState();
    const { storeState } = await search('315-2AG12', {}, { ...state, session: { ...state.session, brandData: changed } });
    expect(selectBrandNotices(storeState)[0].info).toEqual({ EN: 'VIPA only, new note' });
  });
});
