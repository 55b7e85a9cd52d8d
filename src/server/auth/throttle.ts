/**
 * Sign-in throttling (see LOGIN_THROTTLE in config.ts for the rules and why). It is checked before
 * any password hash is computed, so a locked-out guesser costs the server nothing.
 */
import { LOGIN_THROTTLE } from '../config';
import type { FailureCounts, Store } from '../store/store';
import type { AttemptsInFlight } from './attempts-in-flight';

export type Admission =
  | { allowed: true; /** Call once the attempt's outcome is recorded. */ done: () => void }
  | { allowed: false; /** Seconds until the oldest counted failure leaves the window. */ retryAfterSeconds: number };

type Scope = 'pair' | 'address' | 'account';

const LIMITS: Record<Scope, number> = {
  pair: LOGIN_THROTTLE.maxFailuresPerAccountAndAddress,
  address: LOGIN_THROTTLE.maxFailuresPerAddress,
  account: LOGIN_THROTTLE.maxFailuresPerAccount,
};

/** The scopes whose limit the failures, plus `extra` attempts still running, reach. */
function reached(counts: FailureCounts, extra: Record<Scope, number>): Scope[] {
  return (Object.keys(LIMITS) as Scope[]).filter((scope) =>
    (scope !== 'account' || !counts.knownAddress) && counts[scope].count + extra[scope] >= LIMITS[scope]);
}

/**
 * Admits a sign-in attempt or refuses it. Attempts still being checked count towards the limits:
 * one that could only pass if some of them prove right waits for them to end, then decides.
 */
export async function admitSignInAttempt(
  store: Store, inFlight: AttemptsInFlight, email: string, address: string, now: () => number,
): Promise<Admission> {
  const keys: Record<Scope, string> = { pair: `pair ${email} ${address}`, address: `address ${address}`, account: `account ${email}` };
  for (;;) {
    const at = now();
    // A failure counts while it is younger than the window, so Retry-After seconds later it no longer does.
    const counts = await store.countLoginFailures(email, address, at - LOGIN_THROTTLE.windowMs + 1);
    const locked = reached(counts, { pair: 0, address: 0, account: 0 });
    if (locked.length > 0) {
      const oldest = Math.min(...locked.map((scope) => counts[scope].oldestAt ?? at));
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((oldest + LOGIN_THROTTLE.windowMs - at) / 1000)) };
    }
    const running = { pair: inFlight.count(keys.pair), address: inFlight.count(keys.address), account: inFlight.count(keys.account) };
    if (reached(counts, running).length === 0) return { allowed: true, done: inFlight.start(Object.values(keys)) };
    await inFlight.nextEnd();
  }
}
