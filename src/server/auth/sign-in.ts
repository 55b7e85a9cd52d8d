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
  remember: boolean;
  address: string;
}

export interface SignedIn {
  token: string;
  cookie: string;
  user: UserRecord;
  ttlMs: number;
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
    const ttlMs = request.remember ? REMEMBERED_SESSION_TTL_MS : SESSION_TTL_MS;
    const createdAt = now();
    await store.createSession({ tokenHash: secretHash(token), cookieHash: secretHash(cookie), userId: user.id, createdAt, expiresAt: createdAt + ttlMs });
    return { token, cookie, user, ttlMs };
  } finally {
    // Only now is the outcome recorded, so attempts waiting on this one count it when they check again.
    await admission.done();
  }
}
