/**
 * The session's side effects: restoring it on load, loading the brand list, switching language,
 * signing out (logout, or a 401 from any call).
 */
import type { PayloadAction, UnknownAction } from '@reduxjs/toolkit';
import { REHYDRATE } from 'redux-persist';
import { call, put, select, takeEvery, takeLeading } from 'redux-saga/effects';
import type { BrandsResponse, HealthResponse, ProfileResponse } from '../../../shared/contract';
import type { Language } from '../../../shared/languages';
import { api } from '../../api/api';
import { callEndpoint } from '../../api/call-endpoint';
import { appReset } from '../../app/app-actions';
import { currentPathname } from '../../app/navigation';
import { savedSessionFlushed } from '../../app/persistence';
import { changeTranslationLanguage } from '../../i18n/i18n';
import { buildSearchPath } from '../search/search-path';
import { selectCurrentRequest, selectIsLoadingResults, selectSearchQuery } from '../search/search-selectors';
import { searchReset } from '../search/search-slice';
import { showToast } from '../toasts/toast';
import { browserSessionContinues, expireSessionCookie, logError, markBrowserSession } from './browser-session';
import { forgetReturnAddress, saveReturnAddress } from './return-address';
import { selectLanguage, selectRememberMe, selectToken, selectUser } from './session-selectors';
import {
  authCleared, brandsFailed, brandsLoaded, languageSelected, logoutRequested, profileLoaded, totalArticlesLoaded,
  unauthorizedReceived,
} from './session-slice';

/** The brand list without the user's blocked brands (docs/behaviour.md, Brands). */
export function withoutBlockedBrands(brands: string[], blocked: string | undefined): string[] {
  const hidden = new Set((blocked ?? '').split(',').map((brand) => brand.trim().toLowerCase()).filter(Boolean));
  return brands.filter((brand) => !hidden.has(brand.toLowerCase()));
}

export function* loadBrands() {
  try {
    const { brands }: BrandsResponse = yield call(callEndpoint, api.endpoints.brands, undefined);
    const user: ReturnType<typeof selectUser> = yield select(selectUser);
    yield put(brandsLoaded(withoutBlockedBrands(brands, user?.blocked_brands)));
  } catch {
    yield call(showToast, 'error', 'toasts.brandsFailed');
    yield put(brandsFailed());
  }
}

/** The catalogue size for the start page; without it the page simply says less. */
export function* loadTotalArticles() {
  try {
    const { articles }: HealthResponse = yield call(callEndpoint, api.endpoints.health, undefined);
    yield put(totalArticlesLoaded(articles));
  } catch {
    // The health endpoint is informational here.
  }
}

export function* refreshProfile() {
  try {
    const { user }: ProfileResponse = yield call(callEndpoint, api.endpoints.profile, undefined);
    yield put(profileLoaded(user));
  } catch {
    yield put(authCleared());
  }
}

/** On load: the stored language, then the stored sign-in (unless it should have been forgotten). */
export function* restoreSession() {
  const language: Language = yield select(selectLanguage);
  yield call(changeTranslationLanguage, language);
  const continuing: boolean = yield call(browserSessionContinues);
  yield call(markBrowserSession);
  const token: string | null = yield select(selectToken);
  if (!token) return;
  const remember: boolean = yield select(selectRememberMe);
  if (!remember && !continuing) {
    yield put(authCleared());
    return;
  }
  yield call(refreshProfile);
}

export function* switchLanguage(action: PayloadAction<Language>) {
  yield call(changeTranslationLanguage, action.payload);
}

/**
 * Where a sign-out leaves the page: the search pages' guard (app/guards.tsx) answers the cleared
 * token by replacing the page with /login. It is the only one that moves the page: a second
 * navigation from here raced the guard's, and sometimes left /login twice in the history.
 */
function* endSession() {
  yield call(forgetReturnAddress);
  yield put(authCleared());
  yield put(appReset());
  yield put(api.util.resetApiState());
  yield put(savedSessionFlushed());
  const language: Language = yield select(selectLanguage);
  yield call(changeTranslationLanguage, language);
}

/** Logout (docs/behaviour.md, Session): tell the server, and whether or not that works, end the session here (and so go to /login). */
export function* logout() {
  try {
    yield call(callEndpoint, api.endpoints.logout, undefined);
  } catch (error) {
    yield call(logError, 'Error logging out:', error);
  }
  yield call(endSession);
}

/**
 * The address to come back to after signing in again: the search under way when the session
 * ended (the address bar moves to a search only once its results are in), else the page's own.
 */
export function* addressToReturnTo() {
  const loading: boolean = yield select(selectIsLoadingResults);
  if (loading) {
    const request: ReturnType<typeof selectCurrentRequest> = yield select(selectCurrentRequest);
    const query: string = yield select(selectSearchQuery);
    return buildSearchPath({ ...request, query });
  }
  const path: string = yield call(currentPathname);
  return path;
}

/**
 * A 401 from any call: auth cleared, the cookie expired, back to sign-in; once, however many calls
 * failed. The customer is told why, in their language, and where they were is kept for their
 * next sign-in.
 */
export function* signOutUnauthorized() {
  const token: string | null = yield select(selectToken);
  if (!token) return;
  const user: ReturnType<typeof selectUser> = yield select(selectUser);
  const address: string = yield call(addressToReturnTo);
  if (user) yield call(saveReturnAddress, user.id, address);
  else yield call(forgetReturnAddress);
  yield put(authCleared());
  yield put(searchReset());
  yield put(api.util.resetApiState());
  yield put(savedSessionFlushed());
  yield call(expireSessionCookie);
  yield call(showToast, 'error', 'login.sessionEnded');
}

/**
 * Logout and a lost session end the session one at a time (takeLeading over both): while a
 * Logout runs, the 401s that requests still in flight meet once the server has ended the session
 * are the Logout's own doing, not a session that ran out; no such toast, nothing kept.
 */
export function* signOut(action: UnknownAction) {
  if (logoutRequested.match(action)) yield call(logout);
  else yield call(signOutUnauthorized);
}

export function* sessionSaga() {
  yield takeLeading((action: { type: string; key?: string }) => action.type === REHYDRATE, restoreSession);
  yield takeEvery(languageSelected.type, switchLanguage);
  yield takeLeading([logoutRequested.type, unauthorizedReceived.type], signOut);
}
