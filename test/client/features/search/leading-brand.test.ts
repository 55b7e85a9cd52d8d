/**
 * A brand in front of the number ("Siemens 6ES7214-1AG40-0XB0") is that brand's filter on the
 * number; a brand blocked for the customer is not known to the customer's searches at all.
 */
import { DEMO_BRANDS } from '../../../../src/server/catalogue/demo/demo-brands';
import { expectSaga } from 'redux-saga-test-plan';
import { searchRequested, type SearchRequest } from '../../../../src/client/features/search/search-slice';
import { runSearch } from '../../../../src/client/features/search/steps/run-search';
import {
  blockedBrandKeys, splitLeadingBrand, visibleBrandMapping, type SearchableBrands,
} from '../../../../src/client/features/search/search-type';
import { buildBrandMapping, soldBrandNames } from '../../../../src/shared/brands/brand-mapping';
import { ARTICLES, catalogue, fakeWorld, reducer, signedInState, type FakeServer, type TestState } from './search-kit';
import { searchAsShown } from '../../support/search-as-shown';

const request = (query: string, brands: string[] = [], onstock = false): SearchRequest => ({ query, brands, onstock });
const BRANDS: SearchableBrands = { pricetoolBrands: soldBrandNames(DEMO_BRANDS), mapping: buildBrandMapping(DEMO_BRANDS) };

describe('splitLeadingBrand', () => {
  it.each([
    ['Siemens 6ES7214-1AG40-0XB0', { brand: 'Siemens', rest: '6ES7214-1AG40-0XB0' }],
    ['Sick 1040764', { brand: 'Sick', rest: '1040764' }],
    ['sick\u00a01040764', { brand: 'Sick', rest: '1040764' }],
    ['SIMATIC 6ES7214-1AG40-0XB0', { brand: 'Siemens', rest: '6ES7214-1AG40-0XB0' }],
    ['ifm O5D100', { brand: 'ifm electronic', rest: 'O5D100' }],
    ['Phoenix Contact 0828734', { brand: 'Phoenix Contact', rest: '0828734' }],
    ['Phönix Contact 0828734', { brand: 'Phoenix Contact', rest: '0828734' }],
    ['Phoenix 0828734', { brand: 'Phoenix Contact', rest: '0828734' }],
    ['Pepperl+Fuchs NBB2-8GM40-Z0', { brand: 'Pepperl+Fuchs', rest: 'NBB2-8GM40-Z0' }],
    ['Omron E3Z-D61 2M', { brand: 'Omron', rest: 'E3Z-D61 2M' }],
    ['Festo 123', { brand: 'Festo', rest: '123' }],
  ])('%j is %j', (query, expected) => {
    expect(splitLeadingBrand(query, BRANDS)).toEqual(expected);
  });

  it.each([
    ['a brand name alone', 'Siemens'],
    ['a multi-word brand name alone', 'Phoenix Contact'],
    ['an article number', '6ES7214-1AG40-0XB0'],
    ['an article number with spaces', 'E3Z-D61 2M'],
    ['a brand followed by separators only', 'Siemens - /'],
    ['an empty query', '  '],
  ])('leaves %s as it is', (_what, query) => {
    expect(splitLeadingBrand(query, BRANDS)).toBeNull();
  });
});

describe('visibleBrandMapping', () => {
  it('drops every name of a blocked brand, canonical and alias', () => {
    const visible = visibleBrandMapping(BRANDS.mapping, blockedBrandKeys('Pilz, Omron'));
    expect(visible.pilz).toBeUndefined();
    expect(visible.pnoz).toBeUndefined();
    expect(visible.sysmac).toBeUndefined();
    expect(visible.siemens.brand).toBe('Siemens');
  });
});

const DEMO_SERVER: FakeServer = { search: catalogue(Object.values(ARTICLES)) };

/** Nordtech: Pilz and Omron blocked, so missing from its brand list too. */
function nordtechState(): TestState {
  const state = signedInState();
  return {
    ...state,
    session: {
      ...state.session,
      pricetool_brands: soldBrandNames(DEMO_BRANDS).filter((brand) => brand !== 'Pilz' && brand !== 'Omron'),
      user: { id: 2, username: 'Nord', customer: { id: 2, name: 'Nordtech Industrie AG' }, blocked_brands: 'Pilz,Omron', role: 'customer' },
    },
  };
}

async function run(query: string, state: TestState = signedInState(), brands: string[] = []) {
  const world = fakeWorld(DEMO_SERVER);
  const result = await expectSaga(runSearch, searchRequested(request(query, brands))).withReducer(reducer, state).provide(world.providers).run();
  return { ...result, final: searchAsShown((result.storeState as TestState).search), recorded: world.recorded };
}

describe('a leading brand in the search flow', () => {
  it('requests the number with the brand as its filter in place of the search as typed', async () => {
    const { final, recorded, effects } = await run('Siemens 6ES7214-1AG40-0XB0');
    expect(effects.put.map((effect: { payload: { action: unknown } }) => effect.payload.action)).toEqual([
      searchRequested(request('6ES7214-1AG40-0XB0', ['Siemens'])),
    ]);
    expect(recorded.searches).toEqual([]);
    expect(final).toMatchObject({ searchQuery: '6ES7214-1AG40-0XB0', filter__brands: ['Siemens'], isLoadingResults: false });
  });

  it('adds the brand to the filters already chosen, once', async () => {
    const { effects } = await run('Sick 1040764', signedInState(), ['Wago', 'Sick']);
    expect(effects.put[0].payload.action).toEqual(searchRequested(request('1040764', ['Wago', 'Sick'])));
  });

  it('runs through to the filtered results and their address, with the search saga', async () => {
    const { searchSaga } = await import('../../../../src/client/features/search/search-saga');
    const world = fakeWorld(DEMO_SERVER);
    const { storeState } = await expectSaga(searchSaga)
      .withReducer(reducer, signedInState())
      .provide(world.providers)
      .dispatch(searchRequested(request('Sick 1040764')))
      .silentRun(100);
    const final = searchAsShown((storeState as TestState).search);
    expect(world.recorded.searches).toEqual([expect.objectContaining({ q: '1040764', brands: ['Sick'] })]);
    expect(final).toMatchObject({ searchResults: [ARTICLES.sick], searchQuerySnap: '1040764', filter__brands: ['Sick'], searchError: false });
    expect(world.recorded.navigations).toEqual(['/product/1040764/filter/Sick']);
  });

  it('keeps a query that is only a brand name a brand search', async () => {
    const { final, recorded } = await run('Phoenix Contact', signedInState());
    expect(recorded.searches).toEqual([expect.objectContaining({ q: 'phoenixcontact', brands: [] })]);
    expect(final).toMatchObject({ searchType: 'brand', searchedBrand: 'Phoenix Contact', searchErrorType: 'brand_search' });
  });
});

describe('a brand blocked for the customer', () => {
  it('is not a brand search: Nordtech searching Pilz is told nothing was found, not that Pilz is in the catalogue', async () => {
    const { final } = await run('Pilz', nordtechState());
    expect(final).toMatchObject({ searchType: 'article', searchedBrand: null, searchedBrandData: null, searchErrorType: 'no_results' });
  });

  it('is not split off as a filter either', async () => {
    const { final, recorded } = await run('Omron E3Z-D61 2M', nordtechState());
    expect(recorded.searches[0]).toMatchObject({ q: 'omrone3zd612m', brands: [] });
    expect(final.filter__brands).toEqual([]);
  });

  it('is still a brand search for a customer who may see it', async () => {
    const { final } = await run('Pilz');
    expect(final).toMatchObject({ searchType: 'brand', searchErrorType: 'brand_search' });
  });
});
