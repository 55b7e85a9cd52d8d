/** What other features may use of the session: its events and its selectors. */
export { authCleared, loginSucceeded } from './session-slice';
export { sessionSaga, type SessionSagaOptions } from './session-saga';
export { selectBrands, selectLanguage, selectToken, selectUser } from './session-selectors';
