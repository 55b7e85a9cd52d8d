/** What other features use of the session: its state, selectors, events and sign-in steps. */
export { appReset } from './app-reset';
export { logError, markBrowserSession } from './browser-session';
export { LanguageSelector } from './LanguageSelector';
export { takeReturnAddress } from './return-address';
export { savedSessionFlushed } from './saved-session';
export { fetchBrandData, loadBrandData, loadBrands, loadTotalArticles, sessionSaga, type SessionSagaOptions } from './session-saga';
export * from './session-selectors';
export {
  authCleared, customerMissing, languageSelected, loginAttemptsReset, loginFailed, loginFinished, loginStarted, loginSubmitted, loginSucceeded,
  logoutRequested, profileLoaded, unauthorizedReceived, type LoginSubmission, type SessionState,
} from './session-slice';
