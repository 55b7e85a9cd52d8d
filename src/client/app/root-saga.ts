import { all } from 'redux-saga/effects';
import { loginSaga } from '../features/login/login-saga';
import { partsListSaga } from '../features/parts-list/parts-list-saga';
import { clearSearch, searchAddressUnderWay, searchSaga } from '../features/search';
import { sessionSaga } from '../features/session';

/** Every feature's watchers run side by side for the life of the page. */
export function* rootSaga() {
  yield all([sessionSaga({ selectAddressUnderWay: searchAddressUnderWay, onSessionLost: clearSearch }), loginSaga(), searchSaga(), partsListSaga()]);
}
