/** Wall-clock measurement for the suites' timing checks. */
export async function timed<T>(action: () => Promise<T>): Promise<{ result: T; ms: number }> {
  const started = process.hrtime.bigint();
  const result = await action();
  return { result, ms: Number(process.hrtime.bigint() - started) / 1e6 };
}

export function median(samples: readonly number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Rejects when `promise` has not settled within `ms`: a hang fails the check instead of the whole suite. */
export async function within<T>(ms: number, what: string, promise: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not finish within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([promise, deadline]);
  } finally {
    clearTimeout(timer);
  }
}
