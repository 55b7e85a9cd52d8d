/**
 * Cleanups that must run even when a benchmark is interrupted. Ctrl-C or SIGTERM ends the process
 * without unwinding its `finally` blocks, and pg_ctl starts PostgreSQL in a session of its own, so
 * Ctrl-C does not reach it: without this, a temporary cluster would keep running and its folder stay.
 */
type Cleanup = () => void | Promise<void>;

/** Newest last: on a signal they run newest first, as nested `finally` blocks would. */
const pending: Cleanup[] = [];
const EXIT_CODES: Partial<Record<NodeJS.Signals, number>> = { SIGINT: 130, SIGTERM: 143 };
let exiting = false;

async function cleanUpAndExit(signal: NodeJS.Signals): Promise<void> {
  if (exiting) return;
  exiting = true;
  process.stderr.write(`\n${signal}: cleaning up…\n`);
  for (const cleanup of pending.splice(0).reverse()) {
    try {
      await cleanup();
    } catch (error) {
      process.stderr.write(`cleanup failed: ${error instanceof Error ? error.message : error}\n`);
    }
  }
  process.exit(EXIT_CODES[signal] ?? 1);
}

const signals = Object.keys(EXIT_CODES) as NodeJS.Signals[];

/** Runs `work`, then `cleanup`: when it returns, when it throws, and on Ctrl-C or SIGTERM. */
export async function withCleanup<T>(cleanup: Cleanup, work: () => Promise<T>): Promise<T> {
  if (pending.length === 0) for (const signal of signals) process.on(signal, cleanUpAndExit);
  pending.push(cleanup);
  try {
    return await work();
  } finally {
    // Once a signal has taken the cleanups over, they are its to run, and it exits when they are
    // done: this path waits instead of letting an error from the interrupted work exit before that.
    if (exiting) await new Promise(() => undefined);
    pending.splice(pending.indexOf(cleanup), 1);
    if (pending.length === 0) for (const signal of signals) process.off(signal, cleanUpAndExit);
    await cleanup();
  }
}
