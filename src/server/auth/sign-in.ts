/**
 * Signing in: throttle check first (no hashing for a locked-out caller), then the password check,
 * with a decoy hash for unknown e-mails so both failures look and take alike.
 */
import { REMEMBERED_SESSION_TTL_MS, SESSION_TTL_MS } from '../config';
import { ApiError } from '../errors';
import type { Store, UserRecord } from '../store/store';
import { decoyPasswordHash, verifyPassword } from './password';
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
    const valid = await verifyPassword(request.passwordhash, user?.passwordHash ?? (await decoyPasswordHash()));
    if (!user || !valid || user.disabled) {
      await store.recordLoginAttempt({ email, address: request.address, at: now(), success: false });
      throw new ApiError(401, 'invalid_credentials');
    }
    await store.recordLoginAttempt({ email, address: request.address, at: now(), success: true });
    const token = newSecret();
    const cookie = newSecret();
    const remembered = request.remember === true;
    const ttlMs = remembered ? REMEMBERED_SESSION_TTL_MS : SESSION_TTL_MS;
    // "Remember me" left off: the token is of no use without this browser session's cookie, so
    // nothing that works outlives the browser (docs/behaviour.md, Session).
    const bound = request.remember === false;
    const createdAt = now();
    await store.createSession({
      tokenHash: secretHash(token), cookieHash: secretHash(cookie), browserHash: bound ? secretHash(request.browser) : null,
      userId: user.id, createdAt, expiresAt: createdAt + ttlMs,
    });
    return { token, cookie, user, ttlMs, cookieMaxAgeMs: remembered ? ttlMs : null, bound };
  } finally {
    // Only now is the outcome recorded, so attempts waiting on this one count it when they check again.
    await admission.done();
  }
}
