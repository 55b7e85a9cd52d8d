/**
 * Signing in: throttle check first (no hashing for a locked-out caller), then the password check,
 * with a decoy hash for unknown e-mails so both failures look and take alike.
 */
import { REMEMBERED_SESSION_TTL_MS, SESSION_TTL_MS } from '../config';
import { browserCookie, sessionCookie } from './cookies';
import { ApiError } from '../errors';
import type { Store, UserRecord } from '../store/store';
import { decoyPasswordHash, isUsablePasswordHash, verifyPassword } from './password';
import { admitSignInAttempt } from './throttle';
import { newSecret, secretHash } from './tokens';

export interface SignInRequest {
  email: string;
  passwordhash: string;
  /** The request's `remember` (contract.ts): true, false (a browser session) or left out (a script). */
  remember: boolean | undefined;
  /** The browser session's id (cookies.ts) a sign-in without remember-me is bound to. */
  browser: string;
  address: string;
}

export interface SignedIn {
  token: string;
  cookie: string;
  user: UserRecord;
  ttlMs: number;
  /** How long the session cookie lasts: only a remembered sign-in's outlives the browser (null). */
  cookieMaxAgeMs: number | null;
  /** Whether the session is bound to the browser session's cookie, which is then to be set. */
  bound: boolean;
}

export async function signIn(store: Store, request: SignInRequest, now: () => number): Promise<SignedIn> {
  const email = request.email.trim().toLowerCase();
  const admission = await admitSignInAttempt(store, email, request.address, now);
  if (!admission.allowed) {
    throw new ApiError(429, 'too_many_attempts', undefined, { 'retry-after': String(admission.retryAfterSeconds) });
  }

  try {
    const user = await store.findUserByEmail(email);
    // An invited user without a password yet costs the decoy's time too.
    const stored = user && isUsablePasswordHash(user.passwordHash) ? user.passwordHash : await decoyPasswordHash();
    const valid = await verifyPassword(request.passwordhash, stored);
    if (!user || !valid || user.disabled) {
      await store.recordLoginAttempt({ email, address: request.address, at: now(), success: false });
      throw new ApiError(401, 'invalid_credentials');
    }
    await store.recordLoginAttempt({ email, address: request.address, at: now(), success: true });
    return await openSession(store, user, request.remember, request.browser, now);
  } finally {
    // Only now is the outcome recorded, so attempts waiting on this one count it when they check again.
    await admission.done();
  }
}

/** A new session of a user who has just proved who they are (a password, or a password link). */
export async function openSession(
  store: Store, user: UserRecord, remember: boolean | undefined, browser: string, now: () => number,
): Promise<SignedIn> {
  const token = newSecret();
  const cookie = newSecret();
  const remembered = remember === true;
  const ttlMs = remembered ? REMEMBERED_SESSION_TTL_MS : SESSION_TTL_MS;
  // "Remember me" left off: the token is of no use without this browser session's cookie, so
  // nothing that works outlives the browser (docs/behaviour.md, Session).
  const bound = remember === false;
  const createdAt = now();
  await store.createSession({
    tokenHash: secretHash(token), cookieHash: secretHash(cookie), browserHash: bound ? secretHash(browser) : null,
    userId: user.id, createdAt, expiresAt: createdAt + ttlMs,
  });
  return { token, cookie, user, ttlMs, cookieMaxAgeMs: remembered ? ttlMs : null, bound };
}

/** The cookies a sign-in's answer sets (cookies.ts). */
export function signedInCookies(signedIn: SignedIn, browser: string, secure: boolean): string[] {
  const cookies = [sessionCookie(signedIn.cookie, signedIn.cookieMaxAgeMs, secure)];
  if (signedIn.bound) cookies.push(browserCookie(browser, secure));
  return cookies;
}
