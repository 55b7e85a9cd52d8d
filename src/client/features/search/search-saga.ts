/**
 * The search flow's watchers. Only searchRequested reaches the server, through takeLatest: a newer
 * search cancels the one still running, and its requests are aborted; so does a sign-out. Filter
 * changes wait FILTER_DEBOUNCE_MS for further changes; chip removals re-run at once.
 */
import type { PayloadAction } from '@reduxjs/toolkit';
import { call, debounce, fork, put, race, select, take, takeEvery, takeLatest } from 'redux-saga/effects';
import { FILTER_DEBOUNCE_MS } from '../../config/constants';
import { authCleared } from '../session';
import { guarded } from '../../lib/flow-isolation';
import { readHeldSearchId, saveHeldSearchId } from './held-search-id';
import { selectCurrentSearchId } from './search-selectors';
import {
  allChipsRemoved, brandChipRemoved, filtersChanged, loadingFinished, onStockChipRemoved, searchFailed, searchIdRestored, searchRequested,
  searchReset, searchSubmitted, suggestionChosen, urlChanged,
  type SearchRequest,
} from './search-slice';
import { runSearch } from './steps/run-search';
import { chooseSuggestion, rerunWithFilters, submitSearch, syncFromUrl } from './steps/triggers';

/**
 * A search ends with the session that started it (Logout, or a 401 from any of its calls): its
 * later steps would put a signed-out customer's results, or errors, in front of whoever signs in next.
 * It also ends when the page goes back to the start page (the title, or Back to /) while it loads:
 * its results would cover the start page and move the address back to the search.
 */
export function* runSearchWhileSignedIn(action: PayloadAction<SearchRequest>) {
  yield race({ search: call(runSearch, action), signedOut: take(authCleared.type), reset: take(searchReset.type) });
}

/**
 * The held search id outlives a reload: taken back from sessionStorage when the page starts (before
 * the address starts its search), and written there whenever an action changes it.
 */
export function* keepSearchIdAcrossReloads() {
  let saved: string | null = yield call(readHeldSearchId);
  if (saved) yield put(searchIdRestored(saved));
  for (;;) {
    yield take('*');
    const held: string | null = yield select(selectCurrentSearchId);
    if (held !== saved) {
      yield call(saveHeldSearchId, held);
      saved = held;
    }
  }
}

/**
 * A session that ran out (a 401) takes its search with it: whoever signs in next starts from the
 * start page. The app hands this to the session's saga, which runs it once auth is cleared.
 */
export function* clearSearch() {
  yield put(searchReset());
}

/**
 * A search whose steps failed unexpectedly ends as a search whose request failed: with
 * server_error, which may be tried again at once, and loading over; never a spinner for ever.
 */
export function* searchFailedUnexpectedly(_error: unknown, action: PayloadAction<SearchRequest>) {
  yield put(searchFailed({ errorType: 'server_error', query: action.payload.query }));
  yield put(loadingFinished());
}

/** The workers as the watchers run them, guarded (lib/flow-isolation.ts): an exception ends its own search, not the watchers. */
export const searchWorkers = {
  runSearch: guarded('search', runSearchWhileSignedIn, searchFailedUnexpectedly),
  submitSearch: guarded('search', submitSearch),
  chooseSuggestion: guarded('search', chooseSuggestion),
  rerunWithFilters: guarded('search', rerunWithFilters),
  syncFromUrl: guarded('search', syncFromUrl),
};

export function* searchSaga() {
  yield fork(keepSearchIdAcrossReloads);
  yield takeLatest(searchRequested.type, searchWorkers.runSearch);
  yield takeEvery(searchSubmitted.type, searchWorkers.submitSearch);
  yield takeEvery(suggestionChosen.type, searchWorkers.chooseSuggestion);
  yield debounce(FILTER_DEBOUNCE_MS, filtersChanged.type, searchWorkers.rerunWithFilters);
  yield takeEvery([brandChipRemoved.type, onStockChipRemoved.type, allChipsRemoved.type], searchWorkers.rerunWithFilters);
  yield takeEvery(urlChanged.type, searchWorkers.syncFromUrl);
}
