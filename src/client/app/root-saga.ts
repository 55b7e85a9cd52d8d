import { all } from 'redux-saga/effects';
import { loginSaga } from '../features/login/login-saga';
import { searchSaga } from '../features/search/search-saga';
import { sessionSaga } from '../features/session/session-saga';

/** Every feature's watchers run side by side for the life of the page. */
export function* rootSaga() {
  yield all([sessionSaga(), loginSaga(), searchSaga()]);
}
