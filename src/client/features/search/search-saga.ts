/**
 * The search flow's watchers. Only searchRequested reaches the server, through takeLatest: a newer
 * search cancels the one still running, and its requests are aborted. Filter changes wait
 * FILTER_DEBOUNCE_MS for further changes; chip removals re-run at once.
 */
import { debounce, takeEvery, takeLatest } from 'redux-saga/effects';
import { FILTER_DEBOUNCE_MS } from '../../config/constants';
import {
  allChipsRemoved, brandChipRemoved, filtersChanged, onStockChipRemoved, searchRequested, searchSubmitted, urlChanged,
} from './search-slice';
import { runSearch } from './steps/run-search';
import { rerunWithFilters, submitSearch, syncFromUrl } from './steps/triggers';

export function* searchSaga() {
  yield takeLatest(searchRequested.type, runSearch);
  yield takeEvery(searchSubmitted.type, submitSearch);
  yield debounce(FILTER_DEBOUNCE_MS, filtersChanged.type, rerunWithFilters);
  yield takeEvery([brandChipRemoved.type, onStockChipRemoved.type, allChipsRemoved.type], rerunWithFilters);
  yield takeEvery(urlChanged.type, syncFromUrl);
}
