/**
 * Signing in (docs/behaviour.md, Sign-in): checks on the page first, then the server; on success the brand
 * list and the brand data are fetched and, 750 ms after the sign-in's answer (or once they are in, when that takes longer), the search page opens: the start page, or
 * the address where this user's session ran out (features/session/return-address.ts).
 */
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { PayloadAction } from '@reduxjs/toolkit';
import type { Task } from 'redux-saga';
import { all, call, delay, fork, join, put, select, spawn, takeLeading } from 'redux-saga/effects';
import { createAction } from '@reduxjs/toolkit';
import type { ErrorBody, LoginResponse } from '../../../shared/contract';
import { sha256 } from '../../../shared/sha256';
import { api } from '../../api/api';
import { requestEndpoint } from '../../api/call-endpoint';
import { CONSOLE_PATH, LOGIN_ATTEMPTS_RESET_MS, LOGIN_REDIRECT_DELAY_MS, MAX_LOGIN_ATTEMPTS } from '../../config/constants';
import { guarded } from '../../lib/flow-isolation';
import { getNavigator } from '../../lib/navigator';
import {
  loadBrandData, loadBrands, loadTotalArticles, loginAttemptsReset, loginFailed, loginFinished, loginStarted,
  type LoginSubmission, loginSubmitted, loginSucceeded, markBrowserSession, savedSessionFlushed, selectLoginAttempts,
  takeReturnAddress,
} from '../session';
import { getToasts } from '../toasts';

/** What the browser sends instead of the password (docs/behaviour.md, Sign-in). */
export function passwordHash(password: string): string {
  return sha256(password);
}

/** The server's own text for a refused sign-in, or the generic one when the network failed. */
export function loginErrorToast(error: unknown): { key: string; text?: string } {
  const { status, data } = (error ?? {}) as Partial<FetchBaseQueryError> & { data?: Partial<ErrorBody> };
  if (typeof status === 'number' && typeof data?.message === 'string') return { key: 'toasts.unexpectedError', text: data.message };
  return { key: 'toasts.unexpectedError' };
}

/** The second reset of a refused sign-in, LOGIN_ATTEMPTS_RESET_MS after it. */
export function* forgetAttemptsLater() {
  yield delay(LOGIN_ATTEMPTS_RESET_MS);
  yield put(loginAttemptsReset());
}

/** What the search page needs of a customer just signed in: the brand list, the brand data, the catalogue size. */
export function* loadSignedInData() {
  yield all([call(loadBrands), call(loadBrandData), call(loadTotalArticles)]);
}

export function* submitLogin(action: PayloadAction<LoginSubmission>) {
  const { email, password, remember } = action.payload;
  const { showToast } = yield* getToasts();
  if (!email.trim() || !password) {
    yield call(showToast, 'error', 'login.required');
    return;
  }
  const attempts: number = yield select(selectLoginAttempts);
  if (attempts >= MAX_LOGIN_ATTEMPTS) {
    yield call(showToast, 'error', 'login.tooManyAttempts');
    yield put(loginAttemptsReset());
    // Detached: submitLogin runs under takeLeading, which ignores every click until it returns.
    // A forked (attached) timer kept it running for the whole reset delay, so the clicks in
    // those seconds were dropped without a word, the right password's included.
    yield spawn(forgetAttemptsLater);
    return;
  }

  yield put(loginStarted());
  let response;
  try {
    response = yield* requestEndpoint(api.endpoints.login, { useremail: email.trim(), passwordhash: passwordHash(password), remember });
  } catch (error) {
    const toast = loginErrorToast(error);
    yield call(showToast, 'error', toast.key, { text: toast.text });
    yield put(loginFailed());
    return;
  }
  yield call(enterSignedIn, response, remember);
}

/**
 * Signed in (by the password, or by a password link: docs/behaviour.md, Passwords by e-mail): the
 * session is kept, the search page's data loads, and the search page opens.
 */
export function* enterSignedIn(response: LoginResponse, remember: boolean) {
  const { showToast } = yield* getToasts();
  yield put(loginSucceeded({ token: response.token, user: response.user, remember }));
  // Written at once, not some timer ticks later: a reload or a new tab straight after signing in
  // (a busy phone's timers run late) must find the sign-in.
  yield put(savedSessionFlushed());
  yield call(markBrowserSession);
  const returnTo: string | null = yield call(takeReturnAddress, response.user.id);
  // A staff account goes to the console, never to a search address, and loads none of a
  // customer's data: the customer routes refuse a staff token.
  const staff = response.user.role === 'staff';
  // Side by side: the move to the search page waits for one round trip, not two; and asked
  // before the toast shows, whose first render on a slow phone takes about as long as a round
  // trip (docs/performance.md, Page load on a phone).
  const loads: Task = yield fork(staff ? noop : loadSignedInData);
  yield call(showToast, 'success', 'login.successful');
  // The pause counts from the sign-in's answer, while the data loads: the move waits for both,
  // not for one after the other (a round trip more on a slow link).
  yield all([join(loads), delay(LOGIN_REDIRECT_DELAY_MS)]);
  const { navigateAndWait, currentPathname } = yield* getNavigator();
  // Staff stay on the console page they signed in at (/admin/users, say); from /login they go to the console.
  const here: string = yield call(currentPathname);
  const staysInConsole = staff && isConsoleAddress(here);
  // Moved first, loading stopped once the page is there: a sign-in page no longer loading sends a
  // signed-in customer to / on its own, which would cut short the move to a saved address.
  if (!staysInConsole) yield call(navigateAndWait, staff ? CONSOLE_PATH : returnTo ?? '/');
  yield put(loginFinished());
}

const isConsoleAddress = (path: string) => path === CONSOLE_PATH || path.startsWith(`${CONSOLE_PATH}/`);

function* noop() {}

/** A sign-in whose steps failed unexpectedly ends as a failed network call does: told, not loading. */
export function* loginFailedUnexpectedly() {
  const { showToast } = yield* getToasts();
  yield call(showToast, 'error', 'toasts.unexpectedError');
  yield put(loginFinished());
}

/** The worker as the watcher runs it, guarded (lib/flow-isolation.ts). */
export const guardedSubmitLogin = guarded('login', submitLogin, loginFailedUnexpectedly);

/** A password link's page set the password and got a session (features/passwords). */
export const signedInWithLink = createAction<{ response: LoginResponse; remember: boolean }>('login/signedInWithLink');

function* enterSignedInWithLink(action: PayloadAction<{ response: LoginResponse; remember: boolean }>) {
  yield put(loginStarted());
  yield call(enterSignedIn, action.payload.response, action.payload.remember);
}

export const guardedEnterSignedInWithLink = guarded('login', enterSignedInWithLink, loginFailedUnexpectedly);

export function* loginSaga() {
  yield takeLeading(loginSubmitted.type, guardedSubmitLogin);
  yield takeLeading(signedInWithLink.type, guardedEnterSignedInWithLink);
}
