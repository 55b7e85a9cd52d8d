/**
 * Requests counted per client address in fixed windows, in this process's memory: for calls
 * cheap enough that a count in the database would cost more than the call (POST /api/vitals).
 * Each instance counts its own. At most `maxAddresses` addresses are counted per window; once
 * that many have sent, a new one is refused until the next window, so memory stays bounded.
 */
import { ApiError } from './errors';

export interface WindowLimit {
  windowMs: number;
  maxPerAddress: number;
  maxAddresses: number;
}

export interface AddressLimiter {
  /** Counts a request from `address`; throws 429 too_many_requests, with Retry-After, over the limit. */
  take(address: string): void;
}

export function addressLimiter(limit: WindowLimit, now: () => number): AddressLimiter {
  let windowEnds = 0;
  const counts = new Map<string, number>();
  return {
    take(address) {
      const at = now();
      if (at >= windowEnds) {
        windowEnds = at + limit.windowMs;
        counts.clear();
      }
      const count = counts.get(address) ?? 0;
      if (count >= limit.maxPerAddress || (count === 0 && counts.size >= limit.maxAddresses)) {
        const seconds = Math.max(1, Math.ceil((windowEnds - at) / 1000));
        throw new ApiError(429, 'too_many_requests', undefined, { 'retry-after': String(seconds) });
      }
      counts.set(address, count + 1);
    },
  };
}
