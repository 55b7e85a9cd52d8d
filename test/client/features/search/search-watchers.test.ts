/**
 * The watchers' shape, and the 300 ms debounce on a real store with jest's clock: three filter
 * changes inside 300 ms give one search, with the filters of the last change.
 */
import { expectSaga, testSaga } from 'redux-saga-test-plan';
import { debounce, select } from 'redux-saga/effects';
import { FILTER_DEBOUNCE_MS } from '../../../../src/client/config/constants';
import { createAppStore } from '../../../../src/client/app/store';
import { rootReducer } from '../../../../src/client/app/root-reducer';
import { keepSearchIdAcrossReloads, searchFailedUnexpectedly, searchSaga, searchWorkers } from '../../../../src/client/features/search/search-saga';
import { flowFailed, guarded } from '../../../../src/client/lib/flow-isolation';
import {
  allChipsRemoved, brandChipRemoved, filtersChanged, loadingFinished, onStockChipRemoved, resultsReceived, searchFailed, searchRequested,
  searchSubmitted, suggestionChosen, urlChanged,
} from '../../../../src/client/features/search/search-slice';
import { loginSucceeded } from '../../../../src/client/features/session/session-slice';
import { installFakeApi } from '../../support/fake-api';
import { DEMO_USER, MemoryStorage } from '../../support/render-app';

describe('the search watchers', () => {
  afterEach(() => jest.restoreAllMocks());

  it('keep the search id across reloads, run the newest search only, search a chosen suggestion, debounce filters, re-run on chips, follow the URL', () => {
    testSaga(searchSaga)
      .next().fork(keepSearchIdAcrossReloads)
      .next().takeLatest(searchRequested.type, searchWorkers.runSearch)
      .next().takeEvery(searchSubmitted.type, searchWorkers.submitSearch)
      .next().takeEvery(suggestionChosen.type, searchWorkers.chooseSuggestion)
      .next().inspect((effect) => expect(effect).toEqual(debounce(FILTER_DEBOUNCE_MS, filtersChanged.type, searchWorkers.rerunWithFilters)))
      .next().takeEvery([brandChipRemoved.type, onStockChipRemoved.type, allChipsRemoved.type], searchWorkers.rerunWithFilters)
      .next().takeEvery(urlChanged.type, searchWorkers.syncFromUrl)
      .next().isDone();
  });

  it('run every worker guarded: an exception in one is caught, and the search it ended shows server_error', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const request = searchRequested({ query: '750', brands: [], onstock: false });
    const failing = function* failing(_action: typeof request): Generator {
      yield select();
      throw new RangeError('Maximum call stack size exceeded');
    };
    const worker = guarded('search', failing, searchFailedUnexpectedly);
    const { storeState } = await expectSaga(worker, request)
      .withReducer(rootReducer)
      .put(flowFailed({ flow: 'search', trigger: searchRequested.type, error: 'RangeError: Maximum call stack size exceeded' }))
      .put(searchFailed({ errorType: 'server_error', query: '750' }))
      .put(loadingFinished())
      .run();
    expect(storeState.search).toMatchObject({ searchErrorType: 'server_error', isLoadingResults: false });
    expect(console.error).toHaveBeenCalledWith('The search flow failed on search/searchRequested:', expect.any(RangeError));
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
