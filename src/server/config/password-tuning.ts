/**
 * Passwords set by the customer and the links that let them (docs/behaviour.md, Passwords by e-mail).
 */
import { DAY_MS, HOUR_MS, MINUTE_MS } from './tuning';

/** A link to set a password works once, and for this long after it was sent: long enough to read the mail, short enough that an old mail is useless. */
export const PASSWORD_LINK_TTL_MS = 30 * MINUTE_MS;

/**
 * "Forgot your password?" requests, counted in the database so every instance counts them all.
 * Per e-mail address: a few mails an hour, so nobody can fill a customer's inbox; beyond that the
 * answer stays the same but no mail goes. Per client address: enough for an office behind one
 * address, then 429.
 */
export const PASSWORD_REQUEST_THROTTLE = {
  windowMs: HOUR_MS,
  maxPerEmail: 3,
  maxPerClient: 20,
} as const;

/** Request rows older than this are deleted when a new one is written. */
export const PASSWORD_REQUEST_RETENTION_MS = DAY_MS;
