import { unavailableReason } from '../unavailable';

const FIRST_PAUSE_MS = 2;
const LONGEST_PAUSE_MS = 50;

/**
 * Runs `operation`, and while it fails because another process holds the lock it needs, runs it
 * again after a pause in which the event loop serves other requests, until `waitMs` have passed;
 * then the last error stands (a 503, app.ts). `operation` is one statement or one transaction,
 * which SQLite has rolled back when it failed, so running it again is safe.
 */
export async function retryWhileBusy<T>(waitMs: number, operation: () => T): Promise<T> {
  const deadline = Date.now() + waitMs;
  for (let pause = FIRST_PAUSE_MS; ; pause = Math.min(pause * 2, LONGEST_PAUSE_MS)) {
    try {
      return operation();
    } catch (error) {
      if (unavailableReason(error) !== 'busy' || Date.now() + pause > deadline) throw error;
    }
    await new Promise((resolve) => setTimeout(resolve, pause));
  }
}
