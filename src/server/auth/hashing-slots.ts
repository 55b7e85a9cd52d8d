/**
 * At most a few password hashes at once. scrypt is deliberately CPU- and memory-hard and runs on
 * libuv's thread pool (4 threads): a burst of sign-ins would otherwise take every core from the
 * event loop, which answers all searches, and every pool thread from file reads (the SPA, the
 * locales). Sign-ins beyond the limit wait here for a slot, in arrival order, but not for ever.
 */
import os from 'node:os';
import { CONNECTION_TIMEOUT_MS } from '../config';
import { ApiError } from '../errors';

/** One core stays with the event loop; one pool thread stays free for file reads. */
export const HASHING_CONCURRENCY = Math.max(1, Math.min(os.availableParallelism() - 1, 3));

/**
 * A sign-in waiting for a slot sends nothing on its connection, and after CONNECTION_TIMEOUT_MS of
 * that the connection is dropped without an answer (while its hash would still be computed).
 * Half of it leaves time for the hash itself; past it the sign-in is refused with a clean 503.
 */
export const HASHING_WAIT_LIMIT_MS = CONNECTION_TIMEOUT_MS / 2;

export class HashingBusyError extends ApiError {
  constructor(waitedMs: number) {
    super(503, 'not_ready', undefined, { 'retry-after': String(Math.ceil(waitedMs / 1000)) });
  }
}

export class HashingSlots {
  private running = 0;
  private readonly queue: Array<() => void> = [];

  constructor(private readonly limit: number) {}

  /** Runs `work` in a slot; throws HashingBusyError if none frees up within `waitLimitMs`. */
  async run<T>(work: () => Promise<T>, waitLimitMs = Infinity): Promise<T> {
    if (this.running < this.limit) this.running++;
    else await this.slotFreed(waitLimitMs);
    try {
      return await work();
    } finally {
      // The slot passes straight to the next waiter, so `running` only drops when none waits.
      const next = this.queue.shift();
      if (next) next();
      else this.running--;
    }
  }

  private slotFreed(waitLimitMs: number): Promise<void> {
    return new Promise((resolve, reject) => {
      const grant = () => {
        clearTimeout(timer);
        resolve();
      };
      const timer = Number.isFinite(waitLimitMs) ? setTimeout(() => {
        this.queue.splice(this.queue.indexOf(grant), 1);
        reject(new HashingBusyError(waitLimitMs));
      }, waitLimitMs) : undefined;
      this.queue.push(grant);
    });
  }
}
