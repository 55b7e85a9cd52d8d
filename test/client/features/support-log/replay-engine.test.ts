/** The replay engine: a support log's actions through the app's reducers, and what each changed. */
import { createAppStore } from '../../../../src/client/app/store';
import { selectBrandNotices } from '../../../../src/client/features/search/filters/filter-selectors';
import { filtersChanged, initialSearchState } from '../../../../src/client/features/search/search-slice';
import { brandDataLoaded, initialSessionState } from '../../../../src/client/features/session/session-slice';
import { replay } from '../../../../src/client/app/replay';
import { rootReducer } from '../../../../src/client/app/root-reducer';
import { searchChanges, summariseArticles, toAction } from '../../../../src/client/features/support-log/replay-engine';
import { makeArticle } from '../../support/article-fixtures';
import { DEMO_BRAND_DATA } from '../../support/demo-brand-data';
import { MemoryStorage } from '../../support/render-app';
import { FIRST_ANSWER, FLOW, supportLog } from './replay-fixture';

const log = supportLog();
const { stateAfter, timeline } = replay;

describe('the replay', () => {
  it("goes through the app's own root reducer: the same slices as the page's store and the tests' stores", () => {
    const { store } = createAppStore({ storage: new MemoryStorage(), runSagas: false, recorder: null });
    const keys = Object.keys(rootReducer(undefined, { type: '@@init' })).sort();
    expect(Object.keys(stateAfter(log, 0)).sort()).toEqual(keys);
    expect(Object.keys(store.getState()).sort()).toEqual(keys);
  });
});

describe('stateAfter', () => {
  it('is the initial state before any action', () => {
    const state = stateAfter(log, 0);
    expect(state.search).toEqual(initialSearchState);
    expect(state.session).toEqual(initialSessionState);
  });

  it('applies the first actions only', () => {
    const state = stateAfter(log, 5);
    expect(state.session.user?.id).toBe(7);
    expect(state.search).toMatchObject({ searchQuery: '7501', isLoadingResults: true, currentSearchId: 'sid-0001', searchQuerySnap: '7501', hasSearched: true });
    expect(state.search.searchResults).toEqual(FIRST_ANSWER);
  });

  it('ends where a real store ends for the same actions', () => {
    const { store } = createAppStore({ storage: new MemoryStorage(), runSagas: false });
    for (const action of log.actions) store.dispatch(toAction(action));
    const replayed = stateAfter(log, log.actions.length);
    expect(replayed.search).toEqual(store.getState().search);
    expect(replayed.search).toMatchObject({ filter__onstock: true, isLoadingResults: false, currentSearchId: 'sid-0002' });
    expect(replayed.search.searchResults).toHaveLength(10);
  });

  it('restores the session a recorded reload brought back', () => {
    const rehydrate = { type: 'persist/REHYDRATE', key: 'pricetool', payload: { language: 'FR', user: { id: 9 }, _persist: { version: 1, rehydrated: true } } };
    const state = stateAfter(supportLog([[5, rehydrate]]), 1);
    expect(state.session).toMatchObject({ language: 'FR', user: { id: 9 }, brandsLoading: false });
    expect(state.session).not.toHaveProperty('_persist');
  });
});

describe('searchChanges', () => {
  it('lists the changed fields, with big values summarised', () => {
    expect(searchChanges(stateAfter(log, 4).search, stateAfter(log, 5).search)).toEqual([
      { field: 'searchQuerySnap', before: '', after: '7501' },
      { field: 'searchResults', before: '0 articles', after: '19 articles: 750100, 750102, 750104, …' },
      { field: 'totalResults', before: 0, after: 19 },
      { field: 'brands_in_results', before: 'none', after: 'Wago 10, Pilz 9' },
      { field: 'onStock_in_results', before: 0, after: 10 },
      { field: 'hasSearched', before: false, after: true },
    ]);
  });

  it('is empty when nothing changed, even for equal new arrays', () => {
    expect(searchChanges(initialSearchState, { ...initialSearchState, filter__brands: [] })).toEqual([]);
  });

  it.each([
    ['no articles', [], '0 articles'],
    ['one article', [makeArticle('Wago', '750-102')], '1 article: 750-102'],
    ['three articles', [makeArticle('Wago', 'A'), makeArticle('Wago', 'B'), makeArticle('Wago', 'C')], '3 articles: A, B, C'],
  ])('summarises %s as %j', (_label, articles, summary) => {
    expect(summariseArticles(articles)).toBe(summary);
  });
});

describe('timeline', () => {
  it('has one entry per action, numbered from 1 in the file, with its time and changes', () => {
    const entries = timeline(log);
    expect(entries).toHaveLength(FLOW.length);
    expect(entries[0]).toEqual({ n: 1, at: 120, type: 'session/loginSucceeded', changes: [] });
    expect(entries[2]).toEqual({ n: 3, at: 4_312, type: 'search/searchStarted', changes: [{ field: 'isLoadingResults', before: false, after: true }] });
    expect(entries[6].changes).toEqual([
      { field: 'filter__onstock', before: false, after: true },
      { field: 'currentSearchId', before: 'sid-0001', after: null },
    ]);
  });

  it('stops after action `until`', () => {
    expect(timeline(log, 2).map((entry) => entry.type)).toEqual(['session/loginSucceeded', 'search/searchRequested']);
    expect(timeline(log, 0)).toEqual([]);
  });
});

describe('brand messages in a replay', () => {
  it('shows the notes of the brands the customer filtered by, from the brand data the log recorded once', () => {
    const withBrandData = supportLog([[0, brandDataLoaded(DEMO_BRAND_DATA)], ...FLOW, [90_000, filtersChanged({ brands: ['Yaskawa'] })]]);
    const state = stateAfter(withBrandData, withBrandData.actions.length);
    expect(selectBrandNotices(state).map((entry) => [entry.brand, entry.message])).toEqual([['Yaskawa', 'send_inquiry_via_email']]);
    expect(withBrandData.actions.filter((action) => JSON.stringify(action).includes('"in_PT"')).map((action) => action.type)).toEqual([brandDataLoaded.type]);
  });
});
