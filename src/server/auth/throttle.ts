/**
 * Sign-in throttling (see LOGIN_THROTTLE in config.ts for the rules and why). It is checked before
 * any password hash is computed, so a locked-out guesser costs the server nothing. Failures and
 * running attempts are counted in the store, so every instance on one database counts them all.
 */
import { LOGIN_ATTEMPT_STALE_MS, LOGIN_THROTTLE, SIGN_IN_RECHECK_MS } from '../config';
import type { FailureCounts, RunningAttempts, Store } from '../store/store';

export type Admission =
  | { allowed: true; /** Call once the attempt's outcome is recorded. */ done: () => Promise<void> }
  | { allowed: false; /** Seconds until the oldest counted failure leaves the window. */ retryAfterSeconds: number };

type Scope = keyof RunningAttempts;

const LIMITS: Record<Scope, number> = {
  pair: LOGIN_THROTTLE.maxFailuresPerAccountAndAddress,
  address: LOGIN_THROTTLE.maxFailuresPerAddress,
  account: LOGIN_THROTTLE.maxFailuresPerAccount,
};

const NONE_RUNNING: RunningAttempts = { pair: 0, address: 0, account: 0 };

/** The scopes whose limit the failures, plus `running` attempts still being checked, reach. */
function reached(failures: FailureCounts, running: RunningAttempts): Scope[] {
  return (Object.keys(LIMITS) as Scope[]).filter((scope) =>
    (scope !== 'account' || !failures.knownAddress) && failures[scope].count + running[scope] >= LIMITS[scope]);
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Admits a sign-in attempt or refuses it. Attempts still being checked count towards the limits:
 * one that could only pass if some of them prove right waits for them to end, then decides.
 */
export async function admitSignInAttempt(store: Store, email: string, address: string, now: () => number): Promise<Admission> {
  for (;;) {
    const at = now();
    const { check, attemptId } = await store.startLoginAttempt(
      // A failure counts while it is younger than the window, so Retry-After seconds later it no longer does.
      { email, address, at, failuresSince: at - LOGIN_THROTTLE.windowMs + 1, runningSince: at - LOGIN_ATTEMPT_STALE_MS },
      ({ failures, running }) => reached(failures, running).length === 0,
    );
    if (attemptId !== null) return { allowed: true, done: () => store.endLoginAttempt(attemptId) };
    const locked = reached(check.failures, NONE_RUNNING);
    if (locked.length > 0) {
      const oldest = Math.min(...locked.map((scope) => check.failures[scope].oldestAt ?? at));
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((oldest + LOGIN_THROTTLE.windowMs - at) / 1000)) };
    }
    await pause(SIGN_IN_RECHECK_MS);
  }
}
