/** What other features may use of the session: its events and its selectors. */
// The full reset a Logout puts; every slice returns to its defaults on it.
export { appReset } from '../../app/app-actions';
export { authCleared, loginSucceeded } from './session-slice';
export { sessionSaga, type SessionSagaOptions } from './session-saga';
export { selectBrands, selectBrandsLoading, selectLanguage, selectToken, selectTotalArticles, selectUser } from './session-selectors';
