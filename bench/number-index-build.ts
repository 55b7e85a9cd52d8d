/**
 * The number index's build as a server runs it (docs/performance.md, Mistyped numbers): the
 * catalogue's numbers read from the database and the index built, while a timer due every
 * millisecond notes how late it runs. The longest lateness is the longest time the event loop
 * was held, during which no search was answered. For comparison, first the way it was before
 * (`on the event loop`): the numbers read by one statement and the index built on the event loop.
 *   node dist/bench/bench/number-index-build.js [--backend sqlite|postgres|both] [--database FILE]
 *     [--database-url URL] [--articles N]
 */
import { parseArgs } from 'node:util';
import type { FastifyBaseLogger } from 'fastify';
import { IndexHolder } from '../src/server/catalogue/number-index/index-holder';
import { NumberIndex } from '../src/server/catalogue/number-index/number-index';
import { buildNumberIndex } from '../src/server/catalogue/number-index/off-thread-build';
import { catalogueNumbers as postgresNumbers } from '../src/server/store/postgres/number-lookup';
import { PostgresStore } from '../src/server/store/postgres/postgres-store';
import { catalogueNumbers as sqliteNumbers } from '../src/server/store/sqlite/number-lookup';
import { SqliteStore } from '../src/server/store/sqlite/sqlite-store';
import { connectDatabase } from '../src/server/store/connect-database';
import type { Store } from '../src/server/store/store';
import { BACKEND_NAMES, BACKEND_OPTIONS, backendChoice, resultsByBackend } from './lib/backends';
import { onEachBackend } from './lib/bench-databases';
import { runIfMain, writePartResult } from './lib/report';
import { check, printTargets } from './lib/targets';

/** The longest the event loop may be held while an index is read and built: a search answers in time meanwhile. */
export const LONGEST_BLOCK_TARGET_MS = 50;

/** One statement for every number, as before the reads came in batches. */
const ONE_STATEMENT = 1e9;

function onLoopStore(store: Store): Pick<Store, 'catalogueNumbers'> {
  if (store instanceof SqliteStore) return { catalogueNumbers: sqliteNumbers(store.db, ONE_STATEMENT) };
  if (store instanceof PostgresStore) return { catalogueNumbers: (signal) => postgresNumbers(store.pool, signal, ONE_STATEMENT) };
  throw new Error('a store of neither backend');
}

async function measure(store: Store, onLoop: boolean) {
  let logged: Record<string, number> = {};
  const log = { info: (fields: Record<string, number>) => { logged = fields; }, error: console.error } as unknown as FastifyBaseLogger;
  const holder = new IndexHolder<NumberIndex>({
    store: onLoop ? onLoopStore(store) : store,
    build: onLoop ? async (numbers) => NumberIndex.build(numbers) : buildNumberIndex,
    empty: () => NumberIndex.build([]),
    now: Date.now,
    log,
  });
  let longest = 0;
  let due = performance.now() + 1;
  const timer = setInterval(() => {
    const now = performance.now();
    longest = Math.max(longest, now - due);
    due = now + 1;
  }, 1);
  const started = performance.now();
  holder.start();
  const index = await holder.current();
  const totalMs = performance.now() - started;
  // The timers see a block only once it has ended: let them run once more.
  await new Promise((resolve) => setTimeout(resolve, 5));
  clearInterval(timer);
  await holder.close();
  return {
    numbers: index.size, totalMs: Math.round(totalMs), readMs: Math.round(logged.readMs), buildMs: Math.round(logged.buildMs),
    longestBlockMs: Math.round(longest * 10) / 10,
  };
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: BACKEND_OPTIONS });
  const figures = await onEachBackend(backendChoice(values), async (database) => {
    const connected = await connectDatabase(database.target);
    try {
      const onTheEventLoop = await measure(connected.store, true);
      const inBatchesAndAThread = await measure(connected.store, false);
      console.table({ 'on the event loop (before)': onTheEventLoop, 'in batches and a thread': inBatchesAndAThread });
      const targets = [check(`${BACKEND_NAMES[database.backend]}: longest event-loop block while the index is read and built`, inBatchesAndAThread.longestBlockMs, LONGEST_BLOCK_TARGET_MS, ' ms')];
      printTargets('Targets', targets);
      return { where: database.where, onTheEventLoop, inBatchesAndAThread, targets };
    } finally {
      await connected.close();
    }
  });
  console.log(`written to ${writePartResult('number-index-build', resultsByBackend(figures))}`);
}

runIfMain(module, main);
