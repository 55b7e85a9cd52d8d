/**
 * The session's side effects: restoring it on load, loading the brand list and brand data, switching language,
 * signing out (logout, or a 401 from any call).
 */
import type { PayloadAction, UnknownAction } from '@reduxjs/toolkit';
import { REHYDRATE } from 'redux-persist';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { Task } from 'redux-saga';
import { call, fork, join, put, select, takeEvery, takeLeading } from 'redux-saga/effects';
import type { Language } from '../../../shared/languages';
import { api, type BrandDataCopy } from '../../api/api';
import { requestEndpoint } from '../../api/call-endpoint';
import { changeTranslationLanguage } from '../../i18n/i18n';
import { guarded } from '../../lib/flow-isolation';
import { getNavigator } from '../../lib/navigator';
import { typedCall } from '../../lib/typed-call';
import { getToasts } from '../toasts';
import { appReset } from './app-reset';
import { browserSessionContinues, expireSessionCookie, logError, markBrowserSession } from './browser-session';
import { forgetReturnAddress, saveReturnAddress } from './return-address';
import { savedSessionFlushed } from './saved-session';
import { selectBrandData, selectLanguage, selectRememberMe, selectToken, selectUser } from './session-selectors';
import {
  authCleared, brandDataLoaded, brandsFailed, brandsLoaded, customerMissing, languageSelected, logoutRequested, profileLoaded,
  totalArticlesLoaded, unauthorizedReceived,
} from './session-slice';

export interface SessionSagaOptions {
  /**
   * The address the page is on its way to, where the address bar has not caught up yet (a search
   * under way), else null. Given by the app: the session knows nothing of the features above it.
   */
  selectAddressUnderWay?(state: object): string | null;
  /** What the features above the session clear when it runs out (a 401), once auth is cleared. */
  onSessionLost?: () => Generator;
}

const NO_ADDRESS_UNDER_WAY = () => null;

/** The brand list without the user's blocked brands (docs/behaviour.md, Brands). */
export function withoutBlockedBrands(brands: string[], blocked: string | undefined): string[] {
  const hidden = new Set((blocked ?? '').split(',').map((brand) => brand.trim().toLowerCase()).filter(Boolean));
  return brands.filter((brand) => !hidden.has(brand.toLowerCase()));
}

export function* loadBrands() {
  try {
    const { brands } = yield* requestEndpoint(api.endpoints.brands, undefined);
    const user: ReturnType<typeof selectUser> = yield select(selectUser);
    yield put(brandsLoaded(withoutBlockedBrands(brands, user?.blocked_brands)));
  } catch {
    const { showToast } = yield* getToasts();
    yield call(showToast, 'error', 'toasts.brandsFailed');
    yield put(brandsFailed());
  }
}

/**
 * The brand data (docs/behaviour.md, Brands), asked for with the tag of the copy held: a 304 keeps
 * that copy, a new copy is stored. Throws when the request fails; the copy held, if any, stays.
 */
export function* fetchBrandData() {
  const held: BrandDataCopy | null = yield select(selectBrandData);
  const answer = yield* requestEndpoint(api.endpoints.brandData, { etag: held?.etag || null });
  if (answer !== null && answer.etag !== held?.etag) yield put(brandDataLoaded(answer));
}

/** Loads or revalidates the brand data at sign-in and on a page load; a failure is told and a search will try again. */
export function* loadBrandData() {
  try {
    yield call(fetchBrandData);
  } catch {
    const { showToast } = yield* getToasts();
    yield call(showToast, 'error', 'toasts.brandsFailed');
  }
}

/** The catalogue size for the start page; without it the page simply says less. */
export function* loadTotalArticles() {
  try {
    const { articles } = yield* requestEndpoint(api.endpoints.health, undefined);
    yield put(totalArticlesLoaded(articles));
  } catch {
    // The health endpoint is informational here.
  }
}

/** Asks the server to end `token`'s session; a failure is logged, never more (docs/behaviour.md, Session). */
export function* endTokenOnServer(token: string) {
  try {
    yield* requestEndpoint(api.endpoints.logout, { token });
  } catch (error) {
    yield call(logError, 'Error logging out:', error);
  }
}

/**
 * The page lets go of a sign-in the server has not refused (docs/behaviour.md, Session): the
 * request ending it on the server is sent first, with the token, then the sign-in is cleared here
 * and written to storage at once, so nothing of it is used meanwhile; the session ends whether or
 * not the server could be told.
 */
export function* dropSignIn() {
  const token: string | null = yield select(selectToken);
  const ending: Task | null = token ? yield fork(endTokenOnServer, token) : null;
  yield put(authCleared());
  yield put(savedSessionFlushed());
  if (ending) yield join(ending);
}

/** A 401 is the server's own word that the token is over: nothing is left to end there. */
const refusedByServer = (error: unknown) => (error as Partial<FetchBaseQueryError> | null)?.status === 401;

export function* refreshProfile() {
  try {
    const { user } = yield* requestEndpoint(api.endpoints.profile, undefined);
    yield put(profileLoaded(user));
  } catch (error) {
    if (refusedByServer(error)) yield put(authCleared());
    else yield call(dropSignIn);
  }
}

/**
 * On load: the stored sign-in first (unless it should have been forgotten), decided before the
 * page's first render uses it; then the stored language, and the brand data held revalidated. A
 * page without a copy loads none here: the first search fetches it, and nothing else needs it.
 *
 * A sign-in without remember-me is kept in this tab's sessionStorage (app/persistence.ts), which
 * closing the browser empties; one still found by a new visit was saved by an older version in
 * localStorage, or survived by some other way: it is ended on the server, then forgotten.
 */
export function* restoreSession() {
  const continuing: boolean = yield call(browserSessionContinues);
  yield call(markBrowserSession);
  const token: string | null = yield select(selectToken);
  const remember: boolean = yield select(selectRememberMe);
  const forgotten = token !== null && !remember && !continuing;
  // Cleared at once; the page need not wait for the server's answer.
  if (forgotten) yield fork(dropSignIn);
  const language: Language = yield select(selectLanguage);
  yield call(changeTranslationLanguage, language);
  if (!token || forgotten) return;
  yield call(refreshProfile);
  const signedIn: string | null = yield select(selectToken);
  const held: BrandDataCopy | null = yield select(selectBrandData);
  if (signedIn && held) yield call(loadBrandData);
}

export function* switchLanguage(action: PayloadAction<Language>) {
  yield call(changeTranslationLanguage, action.payload);
}

/**
 * What every sign-out does, and all a sign-out whose other steps failed still does: the sign-in
 * cleared and written to storage at once, the page's state reset (and so to /login); a Logout is
 * never left half done with the token still kept.
 */
export function* signOutAnyway() {
  yield put(authCleared());
  yield put(appReset());
  yield put(api.util.resetApiState());
  yield put(savedSessionFlushed());
}

/**
 * Where a sign-out leaves the page: the search pages' guard (app/guards.tsx) answers the cleared
 * token by replacing the page with /login. It is the only one that moves the page: a second
 * navigation from here raced the guard's, and sometimes left /login twice in the history.
 */
function* endSession() {
  yield call(forgetReturnAddress);
  yield call(signOutAnyway);
  const language: Language = yield select(selectLanguage);
  yield call(changeTranslationLanguage, language);
}

/** Logout (docs/behaviour.md, Session): tell the server, and whether or not that works, end the session here (and so go to /login). */
export function* logout() {
  try {
    yield* requestEndpoint(api.endpoints.logout, undefined);
  } catch (error) {
    yield call(logError, 'Error logging out:', error);
  }
  yield call(endSession);
}

/**
 * The address to come back to after signing in again: the search under way when the session
 * ended (the address bar moves to a search only once its results are in), else the page's own.
 */
export function* addressToReturnTo({ selectAddressUnderWay = NO_ADDRESS_UNDER_WAY }: SessionSagaOptions = {}) {
  const underWay: string | null = yield select(selectAddressUnderWay);
  if (underWay !== null) return underWay;
  const { currentPathname } = yield* getNavigator();
  const path: string = yield call(currentPathname);
  return path;
}

/**
 * A 401 from any call: auth cleared, the cookie expired, back to sign-in; once, however many calls
 * failed. The customer is told why, in their language, and where they were is kept for their
 * next sign-in.
 */
export function* signOutUnauthorized(options: SessionSagaOptions = {}) {
  const token: string | null = yield select(selectToken);
  if (!token) return;
  const user: ReturnType<typeof selectUser> = yield select(selectUser);
  const address = yield* typedCall(addressToReturnTo, options);
  if (user) yield call(saveReturnAddress, user.id, address);
  else yield call(forgetReturnAddress);
  yield put(authCleared());
  if (options.onSessionLost) yield call(options.onSessionLost);
  yield put(api.util.resetApiState());
  yield put(savedSessionFlushed());
  yield call(expireSessionCookie);
  const { showToast } = yield* getToasts();
  yield call(showToast, 'error', 'login.sessionEnded');
}

/**
 * Logout and a lost session end the session one at a time (takeLeading over both): while a
 * Logout runs, the 401s that requests still in flight meet once the server has ended the session
 * are the Logout's own doing, not a session that ran out; no such toast, nothing kept.
 */
export function* signOut(options: SessionSagaOptions, action: UnknownAction) {
  if (logoutRequested.match(action)) yield call(logout);
  else yield call(signOutUnauthorized, options);
}

/** The workers as the watchers run them, guarded (lib/flow-isolation.ts): an exception in one stops neither the others nor a later sign-out. */
export const sessionWorkers = {
  restoreSession: guarded('session', restoreSession),
  switchLanguage: guarded('session', switchLanguage),
  signOut: guarded('session', signOut, signOutAnyway),
  dropSignIn: guarded('session', dropSignIn, signOutAnyway),
};

export function* sessionSaga(options: SessionSagaOptions = {}) {
  yield takeLeading((action: { type: string; key?: string }) => action.type === REHYDRATE, sessionWorkers.restoreSession);
  yield takeEvery(languageSelected.type, sessionWorkers.switchLanguage);
  yield takeLeading([logoutRequested.type, unauthorizedReceived.type], sessionWorkers.signOut, options);
  yield takeLeading(customerMissing.type, sessionWorkers.dropSignIn);
}
