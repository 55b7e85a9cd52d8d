/**
 * Every feature's flows run side by side for the life of the page, each feature detached from the
 * others (lib/flow-isolation.ts, docs/architecture.md "Isolated flows"): an exception that
 * escapes one feature is logged, recorded in the support log, ends what the customer sees of that
 * flow with its error, and starts that feature's watchers again; the other features, sign-out
 * above all, never notice.
 */
import { put } from 'redux-saga/effects';
import { loginSaga } from '../features/login/login-saga';
import { listFailedUnexpectedly, partsListSaga } from '../features/parts-list/parts-list-saga';
import { clearSearch, searchAddressUnderWay, searchSaga } from '../features/search';
import { loadingFinished } from '../features/search/search-slice';
import { loginFinished, sessionSaga } from '../features/session';
import { isolatedFlow } from '../lib/flow-isolation';

function* loginEnded() {
  yield put(loginFinished());
}

function* searchEnded() {
  yield put(loadingFinished());
}

export function* rootSaga() {
  yield isolatedFlow('session', () => sessionSaga({ selectAddressUnderWay: searchAddressUnderWay, onSessionLost: clearSearch }));
  yield isolatedFlow('login', loginSaga, loginEnded);
  yield isolatedFlow('search', searchSaga, searchEnded);
  yield isolatedFlow('partsList', partsListSaga, listFailedUnexpectedly);
}
