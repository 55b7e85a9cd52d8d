/**
 * Sign-in attempts whose password is being checked right now, by throttle key. A failure is only
 * recorded once its hash is done (~100 ms), so without these a burst of concurrent guesses would
 * all pass the throttle check before the first of them counted. Kept per process: several
 * processes on one database each let at most one limit's worth through at once, and the recorded
 * failures then lock every one of them.
 */
export class AttemptsInFlight {
  private readonly counts = new Map<string, number>();
  private waiting: Array<() => void> = [];

  count(key: string): number {
    return this.counts.get(key) ?? 0;
  }

  /** Counts one attempt under every key until the returned function is called. */
  start(keys: readonly string[]): () => void {
    for (const key of keys) this.counts.set(key, this.count(key) + 1);
    let ended = false;
    return () => {
      if (ended) return;
      ended = true;
      for (const key of keys) {
        const left = this.count(key) - 1;
        if (left > 0) this.counts.set(key, left);
        else this.counts.delete(key);
      }
      const waiting = this.waiting;
      this.waiting = [];
      for (const wake of waiting) wake();
    };
  }

  /** Resolves when the next attempt ends, whichever it is. */
  nextEnd(): Promise<void> {
    return new Promise((resolve) => this.waiting.push(resolve));
  }
}
