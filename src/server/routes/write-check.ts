/**
 * Whether the database takes writes, as /api/health reports it: Store.checkWrites at most once per
 * WRITE_CHECK_INTERVAL_MS, its outcome shared by every health request meanwhile, so a load balancer
 * polling often adds no write per poll. A failed check is answered 503 with Retry-After.
 */
import { performance } from 'node:perf_hooks';
import { BUSY_RETRY_AFTER_S, STORAGE_RETRY_AFTER_S, WRITE_CHECK_INTERVAL_MS } from '../config';
import { ApiError } from '../errors';
import type { Store } from '../store/store';
import { unavailableReason } from '../store/unavailable';

export class WritesFailingError extends ApiError {
  constructor(readonly cause: unknown) {
    const retryAfter = unavailableReason(cause) === 'busy' ? BUSY_RETRY_AFTER_S : STORAGE_RETRY_AFTER_S;
    super(503, 'unavailable', undefined, { 'retry-after': String(retryAfter) });
  }
}

/** Resolves while writes work; rejects with WritesFailingError when the last check failed. */
export function writeCheck(store: Pick<Store, 'checkWrites'>, intervalMs = WRITE_CHECK_INTERVAL_MS): () => Promise<void> {
  let last: { at: number; outcome: Promise<void> } | null = null;
  return () => {
    // The real clock: the interval is about how often the disk is written, whatever clock the app runs on.
    const at = performance.now();
    if (!last || at - last.at >= intervalMs) {
      const outcome = store.checkWrites().catch((error: unknown) => {
        throw new WritesFailingError(error);
      });
      // Kept for the next callers; each awaits it, so no rejection goes unhandled.
      outcome.catch(() => undefined);
      last = { at, outcome };
    }
    return last.outcome;
  };
}
