/**
 * What one user and one customer may cost an instance (docs/api.md, Fair share; the
 * figures are FAIR_SHARE in config.ts). Searches, parts-list lines and the staff console's calls
 * are shares of their own: a search or a console call is one unit, a lookup one unit per line. A
 * request passes its user's gate, then its customer's (a staff member has none), each a token
 * bucket and a cap on requests running at once (gate.ts); whatever cannot pass yet waits in that
 * account's own queue, and what has not had its turn within the wait limit is refused with 429
 * and Retry-After. Held until then, a client that ignores Retry-After and asks again at once still
 * sends only one request per connection every few seconds; the limits are spread, so requests
 * sent together come back (and are parsed again) a few at a time.
 */
import type { FastifyRequest } from 'fastify';
import { currentUser } from '../auth/authenticate';
import { ApiError } from '../errors';
import { Gate, TurnRefused, type ShareLimit } from './gate';

export type WorkKind = 'search' | 'lookup' | 'console';
type Scope = 'user' | 'customer';

export interface FairShareLimits {
  /** How long a request waits for its turn before it is refused: at least this, ... */
  waitLimitMs: number;
  /** ... and up to this much more, at random, so that requests sent together are not refused together and sent again together. */
  waitSpreadMs: number;
  /** Requests that may wait at one gate; one more is refused at once. */
  maxWaiting: number;
  search: Record<Scope, ShareLimit>;
  lookup: Record<Scope, ShareLimit>;
  /** The staff console's calls: per staff member, who has no customer. */
  console: Pick<Record<Scope, ShareLimit>, 'user'>;
}

export interface SharedWork {
  /** Runs `work` as the signed-in user's request of `kind`, costing `cost` units; throws a 429 ApiError when refused. */
  run<T>(request: FastifyRequest, kind: WorkKind, cost: number, work: () => Promise<T>): Promise<T>;
}

/** Gates are forgotten when idle once there are this many, and again each time their number has doubled since. */
const FIRST_SWEEP_AT = 1024;

export class FairShare implements SharedWork {
  private readonly gates = new Map<string, Gate>();
  private sweepAt = FIRST_SWEEP_AT;

  constructor(private readonly limits: FairShareLimits, private readonly now: () => number) {}

  async run<T>(request: FastifyRequest, kind: WorkKind, cost: number, work: () => Promise<T>): Promise<T> {
    const { id, customerId } = currentUser(request).record;
    const accounts: Array<[Scope, number]> = customerId === null || !this.share(kind, 'customer') ? [['user', id]] : [['user', id], ['customer', customerId]];
    const started = performance.now();
    const waitMs = this.limits.waitLimitMs + Math.random() * this.limits.waitSpreadMs;
    const entered: Gate[] = [];
    try {
      for (const [scope, accountId] of accounts) {
        const gate = this.gate(kind, scope, accountId);
        await gate.enter(cost, waitMs - (performance.now() - started));
        entered.push(gate);
      }
    } catch (error) {
      for (const gate of entered) {
        gate.refund(cost);
        gate.leave();
      }
      if (!(error instanceof TurnRefused)) throw error;
      const retryAfter = Math.max(1, Math.ceil(error.retryAfterMs / 1000));
      const [scope] = accounts[entered.length];
      request.log.info({ event: 'over-share', kind, scope, userId: id, customerId, cost, retryAfter }, 'request over its share refused');
      throw new ApiError(429, 'too_many_requests', undefined, { 'retry-after': String(retryAfter) });
    }
    try {
      return await work();
    } finally {
      for (const gate of entered) gate.leave();
    }
  }

  private gate(kind: WorkKind, scope: Scope, accountId: number): Gate {
    const key = `${kind} ${scope} ${accountId}`;
    let gate = this.gates.get(key);
    if (!gate) {
      if (this.gates.size >= this.sweepAt) this.forgetIdle();
      const limit = this.share(kind, scope);
      if (!limit) throw new Error(`no ${scope} share for ${kind}`);
      gate = new Gate(limit, this.now, this.limits.maxWaiting);
      this.gates.set(key, gate);
    }
    return gate;
  }

  private share(kind: WorkKind, scope: Scope): ShareLimit | undefined {
    const shares: Partial<Record<Scope, ShareLimit>> = this.limits[kind];
    return shares[scope];
  }

  private forgetIdle(): void {
    for (const [key, gate] of this.gates) if (gate.idle) this.gates.delete(key);
    this.sweepAt = Math.max(FIRST_SWEEP_AT, this.gates.size * 2);
  }
}

/** Every request runs at once: for benchmarks and load tests that measure the instance itself (FAIR_SHARE=false). */
export const UNLIMITED: SharedWork = { run: (_request, _kind, _cost, work) => work() };
