/**
 * The real store and saga against the real server, for each fixture scenario of docs/behaviour.md (Demo catalogue),
 * signed in as the demo customer: what the state holds is what the customer will see.
 */
import { createNavigator } from '../../../../src/client/app/navigation';
import { replay } from '../../../../src/client/app/replay';
import { createAppStore, type AppStore } from '../../../../src/client/app/store';
import { resultsHeader } from '../../../../src/client/features/search/results/results-header';
import { queryChanged, searchSubmitted, type SearchState } from '../../../../src/client/features/search/search-slice';
import { loginSubmitted } from '../../../../src/client/features/session/session-slice';
import { createActionRecorder, type ActionRecorder } from '../../../../src/client/features/support-log/action-recorder';
import { buildSupportLog } from '../../../../src/client/features/support-log/export-log';
import { parseSupportLog } from '../../../../src/client/features/support-log/parse-log';
import { sha256 } from 'js-sha256';
import { MemoryStorage } from '../../support/render-app';
import { startRealServer } from '../../support/real-server';
import { searchAsShown } from '../../support/search-as-shown';
import { DEMO } from '../../../support/demo-users';

jest.setTimeout(60_000);

let server: Awaited<ReturnType<typeof startRealServer>>;
let store: AppStore;
const { stateAfter } = replay;
let recorder: ActionRecorder;
const navigations: string[] = [];
/** The state the customer saw at the end of each scenario, and how many actions were recorded by then. */
const seen: Array<{ query: string; recorded: number; search: SearchState }> = [];

async function until(condition: () => boolean, what: string, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

beforeAll(async () => {
  server = await startRealServer();
  process.env.PRICETOOL_API_URL = server.apiUrl;
  const navigator = createNavigator();
  navigator.follow({
    navigate: (to) => { navigations.push(to); },
    get state() { return { location: { pathname: navigations[navigations.length - 1] ?? '/' } }; },
  });
  recorder = createActionRecorder({ storage: new MemoryStorage() as unknown as Storage });
  ({ store } = createAppStore({ storage: new MemoryStorage(), recorder, navigator }));
  store.dispatch(loginSubmitted({ email: DEMO.muster.email, password: DEMO.password, remember: true }));
  await until(() => store.getState().session.token !== null && !store.getState().session.loggingIn, 'the sign-in');
}, 120_000);

afterAll(async () => {
  await server?.stop();
});

/** Types the query, submits, and waits until loading is over (it is held for 1.5 s). */
async function searchFor(query: string): Promise<ReturnType<typeof searchAsShown>> {
  store.dispatch(queryChanged(query));
  store.dispatch(searchSubmitted());
  await until(() => store.getState().search.isLoadingResults, `the search for ${query} to start`);
  await until(() => !store.getState().search.isLoadingResults, `the search for ${query} to end`);
  seen.push({ query, recorded: recorder.entries().length, search: store.getState().search });
  return searchAsShown(store.getState().search);
}

const artnrs = (articles: Array<{ artnr: string }>) => articles.map((article) => article.artnr);

describe('each fixture scenario against the real server', () => {
  it('6ES7214-1AG31-0XB0: one article, then its exact-match replacements', async () => {
    const state = await searchFor('6ES7214-1AG31-0XB0');
    expect(state.isExactMatchWithReplacements).toBe(true);
    expect(state.exactMatchArticle?.artnr).toBe('6ES7214-1AG31-0XB0');
    expect(artnrs(state.replacementsForExactMatch).sort()).toEqual(['6ES7214-1AG40-0XB0', 'CP2E-N30DT-D']);
    expect(state.currentSearchId).toMatch(/^[0-9a-f-]{36}$/);
    expect(navigations[navigations.length - 1]).toBe('/product/6ES7214-1AG31-0XB0');
  });

  it('6ES7214-1AG40-0XB0: the article with the demo customer\'s 32 % and no replacements', async () => {
    const state = await searchFor('6ES7214-1AG40-0XB0');
    expect(state.searchResults).toHaveLength(1);
    expect(state.searchResults[0]).toMatchObject({ listprice: '398,00', discount: 32 });
    expect(state.isExactMatchWithReplacements).toBe(false);
  });

  it('SIC1040764: nothing as typed, then the Sick article without the prefix', async () => {
    const state = await searchFor('SIC1040764');
    expect(artnrs(state.searchResults)).toEqual(['1040764']);
    expect(state.searchResults[0]).toMatchObject({ brand: 'Sick', onstock: '120' });
    expect(state.isReplacementSearch).toBe(false);
  });

  it('OMRE2E-X5ME1: the Omron article found after stripping OMR', async () => {
    const state = await searchFor('OMRE2E-X5ME1');
    expect(artnrs(state.searchResults)).toEqual(['E2E-X5ME1-Z 2M']);
  });

  it('OMRE2E-X5MF1: stripped, still nothing, then the replacement', async () => {
    const state = await searchFor('OMRE2E-X5MF1');
    expect(state.isReplacementSearch).toBe(true);
    expect(state.replacementOriginBrand).toBe('Omron');
    expect(artnrs(state.searchResults)).toEqual(['E2E-X5ME1-Z 2M']);
  });

  it('3RH1122-1BB40: not in the catalogue, its replacements of the same and another brand', async () => {
    const state = await searchFor('3RH1122-1BB40');
    expect(state.isReplacementSearch).toBe(true);
    expect(state.replacementOriginBrand).toBe('Siemens');
    expect(artnrs(state.searchResults).sort()).toEqual(['3RH2122-1BB40', 'CA2KN22BD']);
  });

  it('750: many articles of several brands, with brand and on-stock counts', async () => {
    const state = await searchFor('750');
    expect(state.searchResults.length).toBeGreaterThan(state.resultsPerPage);
    expect(state.brands_in_results.map((b) => b.brand)).toEqual(expect.arrayContaining(['Wago', 'Pilz']));
    expect(state.onStock_in_results).toBeGreaterThan(0);
    expect(state.searchType).toBe('article');
  });

  it('Festo: a brand that is not sold, no articles: brand_search with its message', async () => {
    const state = await searchFor('Festo');
    expect(state).toMatchObject({ searchType: 'alternative_brand', searchError: true, searchErrorType: 'brand_search' });
    expect(state.searchedBrandData).toMatchObject({ brand: 'Festo', message: 'not_sell_this_brand' });
  });

  it('Siemens: a brand that is sold, no articles by that name: brand_search', async () => {
    const state = await searchFor('Siemens');
    expect(state).toMatchObject({ searchType: 'brand', searchedBrand: 'Siemens', searchErrorType: 'brand_search' });
  });

  it('315-2AG12: the Yaskawa article with the brand\'s message and note', async () => {
    const state = await searchFor('315-2AG12');
    expect(artnrs(state.searchResults)).toEqual(['315-2AG12']);
    expect(state.searchType).toBe('article');
    expect(state.searchedBrandData).toMatchObject({ brand: 'Yaskawa', message: 'send_inquiry_via_email' });
    expect(state.searchedBrandData?.info).toBeTruthy();
  });

  it('E3Z-D61 2M: no discount for the demo customer, so the price is on request', async () => {
    const state = await searchFor('E3Z-D61 2M');
    expect(state.searchResults[0]).toMatchObject({ artnr: 'E3Z-D61 2M', discount: null });
  });

  it.each(['6ES7214-1AG4O-0XB0', '1AG40-0XB0'])('%s: no such number, no replacements: the close 6ES7214-1AG40-0XB0 first under "Did you mean"', async (query) => {
    const state = await searchFor(query);
    expect(state).toMatchObject({ isSimilarSearch: true, isReplacementSearch: false, searchError: false, searchQuerySnap: query });
    expect(state.searchResults[0]).toMatchObject({ artnr: '6ES7214-1AG40-0XB0', listprice: '398,00', discount: 32 });
    expect(resultsHeader(state)).toBe('noExactMatch');
    expect(navigations[navigations.length - 1]).toBe(`/product/${query}`);
  });

  it('zzzz999: nothing anywhere: no_results', async () => {
    const state = await searchFor('zzzz999');
    expect(state).toMatchObject({ searchError: true, searchErrorType: 'no_results', searchResults: [] });
  });
});

describe('the support log of this session', () => {
  /** What a customer exports after the scenarios above, read back as support reads it. */
  const exported = () => parseSupportLog(JSON.stringify(buildSupportLog(recorder, store.getState(), {
    now: new Date(), screen: { width: 1280, height: 800 }, app: { version: 'test', build: 'test' },
  })));

  it('replays, scenario by scenario, to the search state the customer saw', () => {
    const log = exported();
    expect(seen.length).toBe(14);
    for (const { query, recorded, search } of seen) {
      expect({ query, search: stateAfter(log, recorded).search }).toEqual({ query, search });
    }
  });

  it('replays to the same search state the customer ended with', () => {
    const log = exported();
    const replayed = stateAfter(log, log.actions.length);
    expect(replayed.search).toEqual(store.getState().search);
    expect(log.searchIds).toContain(store.getState().search.currentSearchId);
  });

  it('holds neither the password, nor its hash, nor the token', () => {
    const text = JSON.stringify(exported());
    expect(text).not.toContain(DEMO.password);
    expect(text).not.toContain(sha256(DEMO.password));
    expect(text).not.toContain(store.getState().session.token as string);
  });
});
