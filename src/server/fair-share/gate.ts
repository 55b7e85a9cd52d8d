/**
 * One account's share of one kind of work (docs/api.md, Fair share): a token bucket of cost
 * units refilled at `perSecond` up to `burst`, a cap on its requests running at once, and a queue
 * in arrival order for the requests that have to wait for either. Only this account's requests
 * wait here, so whoever floods waits behind their own requests, never anyone else's.
 */
export interface ShareLimit {
  /** Cost units refilled per second: the account's sustained share. */
  perSecond: number;
  /** The most units the bucket holds: what the account may spend at once after a pause. */
  burst: number;
  /** The account's requests of this kind running at once; more wait their turn. */
  inFlight: number;
}

/** A request refused its turn, and in how many milliseconds its cost would have been there. */
export class TurnRefused extends Error {
  constructor(readonly retryAfterMs: number) {
    super('turn refused');
  }
}

interface Waiter {
  cost: number;
  admit(): void;
  refuse(error: TurnRefused): void;
  timer: NodeJS.Timeout;
}

export class Gate {
  private tokens: number;
  private refilledAt: number;
  private running = 0;
  private readonly queue: Waiter[] = [];
  private refillTimer: NodeJS.Timeout | undefined;

  /** `now` is the clock the bucket refills by; waiting is timed in real time. */
  constructor(private readonly limit: ShareLimit, private readonly now: () => number, private readonly maxWaiting: number) {
    this.tokens = limit.burst;
    this.refilledAt = now();
  }

  /**
   * Resolves when the request may run: its cost taken from the bucket and a running slot its own
   * (give both back with leave(), and the cost with refund() if it does not run). Rejects with
   * TurnRefused when its turn has not come within `waitMs`, or at once when `maxWaiting` already wait.
   *
   * A request let in starts only after the requests that have arrived meanwhile have been read
   * (setImmediate runs after the event loop's I/O), even one let in at once: requests read in the
   * same turn of the event loop would otherwise each run to its end before the next is read, so
   * sixteen lists arriving together would run back to back while every other customer's request
   * waited unread for all of them.
   */
  enter(cost: number, waitMs: number): Promise<void> {
    this.refill();
    if (this.queue.length === 0 && this.running < this.limit.inFlight && this.tokens >= cost) {
      this.take(cost);
      return new Promise((resolve) => setImmediate(resolve));
    }
    if (this.queue.length >= this.maxWaiting || waitMs <= 0) return Promise.reject(new TurnRefused(this.msUntilCovered(this.queuedCost() + cost)));
    return new Promise((resolve, reject) => {
      const waiter: Waiter = {
        cost,
        admit: resolve,
        refuse: reject,
        timer: setTimeout(() => this.giveUp(waiter), waitMs).unref(),
      };
      this.queue.push(waiter);
      this.pump();
    });
  }

  /** A request that ran, or was let in, is done: its slot goes to the next in the queue. */
  leave(): void {
    this.running -= 1;
    this.pump();
  }

  /** Gives back the cost of a request that was let in here but did not run (refused further on). */
  refund(cost: number): void {
    this.refill();
    this.tokens = Math.min(this.limit.burst, this.tokens + cost);
    this.pump();
  }

  /** Nothing running or waiting, and the bucket full: forgetting the gate changes nothing. */
  get idle(): boolean {
    this.refill();
    return this.running === 0 && this.queue.length === 0 && this.tokens >= this.limit.burst;
  }

  private take(cost: number): void {
    this.tokens -= cost;
    this.running += 1;
  }

  private refill(): void {
    const at = this.now();
    this.tokens = Math.min(this.limit.burst, this.tokens + ((at - this.refilledAt) / 1000) * this.limit.perSecond);
    this.refilledAt = at;
  }

  private queuedCost(upTo = this.queue.length): number {
    return this.queue.slice(0, upTo).reduce((sum, waiter) => sum + waiter.cost, 0);
  }

  /** Milliseconds until the bucket holds `cost`, at its rate, from what it holds now. */
  private msUntilCovered(cost: number): number {
    return Math.max(0, ((cost - this.tokens) / this.limit.perSecond) * 1000);
  }

  /** Lets in whoever is first in the queue while a slot and their cost are there (see enter()); else waits for the cost to refill. */
  private pump(): void {
    this.refill();
    while (this.queue.length > 0 && this.running < this.limit.inFlight && this.tokens >= this.queue[0].cost) {
      const waiter = this.queue.shift() as Waiter;
      clearTimeout(waiter.timer);
      this.take(waiter.cost);
      setImmediate(waiter.admit);
    }
    if (this.queue.length > 0 && this.running < this.limit.inFlight && this.refillTimer === undefined) {
      this.refillTimer = setTimeout(() => {
        this.refillTimer = undefined;
        this.pump();
      }, Math.max(1, Math.ceil(this.msUntilCovered(this.queue[0].cost)))).unref();
    }
  }

  private giveUp(waiter: Waiter): void {
    const position = this.queue.indexOf(waiter);
    if (position < 0) return;
    this.refill();
    const retryAfterMs = this.msUntilCovered(this.queuedCost(position + 1));
    this.queue.splice(position, 1);
    waiter.refuse(new TurnRefused(retryAfterMs));
    this.pump();
  }
}
