/**
 * The watchers' shape, and the 300 ms debounce on a real store with jest's clock: three filter
 * changes inside 300 ms give one search, with the filters of the last change.
 */
import { testSaga } from 'redux-saga-test-plan';
import { debounce } from 'redux-saga/effects';
import { FILTER_DEBOUNCE_MS } from '../../../src/client/config/constants';
import { createAppStore } from '../../../src/client/app/store';
import { keepSearchIdAcrossReloads, runSearchWhileSignedIn, searchSaga } from '../../../src/client/features/search/search-saga';
import {
  allChipsRemoved, brandChipRemoved, filtersChanged, onStockChipRemoved, resultsReceived, searchRequested, searchSubmitted, urlChanged,
} from '../../../src/client/features/search/search-slice';
import { rerunWithFilters, submitSearch, syncFromUrl } from '../../../src/client/features/search/steps/triggers';
import { loginSucceeded } from '../../../src/client/features/session/session-slice';
import { installFakeApi } from '../support/fake-api';
import { DEMO_USER, MemoryStorage } from '../support/render-app';

describe('the search watchers', () => {
  it('keep the search id across reloads, run the newest search only, debounce filters, re-run on chips, follow the URL', () => {
    testSaga(searchSaga)
      .next().fork(keepSearchIdAcrossReloads)
      .next().takeLatest(searchRequested.type, runSearchWhileSignedIn)
      .next().takeEvery(searchSubmitted.type, submitSearch)
      .next().inspect((effect) => expect(effect).toEqual(debounce(FILTER_DEBOUNCE_MS, filtersChanged.type, rerunWithFilters)))
      .next().takeEvery([brandChipRemoved.type, onStockChipRemoved.type, allChipsRemoved.type], rerunWithFilters)
      .next().takeEvery(urlChanged.type, syncFromUrl)
      .next().isDone();
  });
});

describe('filter changes within 300 ms', () => {
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('give one search, with the filters of the last change', async () => {
    jest.useFakeTimers();
    const api = installFakeApi({
      'GET /search': { body: { articles: [], brands: [], onStock: 0, total: 0 } },
      'GET /replacements': { body: { replacements: [], originalBrand: null } },
    });
    const { store } = createAppStore({ storage: new MemoryStorage() });
    store.dispatch(loginSucceeded({ token: 'x'.repeat(43), user: DEMO_USER, remember: true }));
    store.dispatch(resultsReceived({ articles: [], brands: [], onStock: 0, query: '750', exactMatch: false }));

    store.dispatch(filtersChanged({ brands: ['Wago'] }));
    jest.advanceTimersByTime(100);
    store.dispatch(filtersChanged({ brands: ['Wago', 'Pilz'] }));
    jest.advanceTimersByTime(100);
    store.dispatch(filtersChanged({ onstock: true }));
    jest.advanceTimersByTime(FILTER_DEBOUNCE_MS - 1);
    await Promise.resolve();
    expect(api.calls('GET /search')).toHaveLength(0);

    jest.advanceTimersByTime(1);
    await jest.runOnlyPendingTimersAsync();
    const searches = api.calls('GET /search');
    expect(searches).toHaveLength(1);
    expect(Object.fromEntries(searches[0].query)).toEqual({ q: '750', brands: '["Wago","Pilz"]', onstock: 'true' });
  });
});
