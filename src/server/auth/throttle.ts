/**
 * Sign-in throttling (see LOGIN_THROTTLE in config.ts for the rules and why). It is checked before
 * any password hash is computed, so a locked-out guesser costs the server nothing.
 */
import { LOGIN_THROTTLE } from '../config';
import type { FailureCount, Store } from '../store/store';

export interface ThrottleVerdict {
  allowed: boolean;
  /** Seconds until the oldest counted failure leaves the window. */
  retryAfterSeconds: number;
}

export async function checkSignInThrottle(store: Store, email: string, address: string, now: number): Promise<ThrottleVerdict> {
  const since = now - LOGIN_THROTTLE.windowMs;
  const counts = await store.countLoginFailures(email, address, since);
  const exceeded: FailureCount[] = [];
  if (counts.pair.count >= LOGIN_THROTTLE.maxFailuresPerAccountAndAddress) exceeded.push(counts.pair);
  if (counts.address.count >= LOGIN_THROTTLE.maxFailuresPerAddress) exceeded.push(counts.address);
  if (!counts.knownAddress && counts.account.count >= LOGIN_THROTTLE.maxFailuresPerAccount) exceeded.push(counts.account);
  if (exceeded.length === 0) return { allowed: true, retryAfterSeconds: 0 };
  const oldest = Math.min(...exceeded.map((c) => c.oldestAt ?? now));
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((oldest + LOGIN_THROTTLE.windowMs - now) / 1000)) };
}
