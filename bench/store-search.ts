/**
 * The store's search alone: each query class run in this process against the store, no HTTP, so
 * database time and server overhead can be told apart; on SQLite and on PostgreSQL in turn.
 *   node dist/bench/bench/store-search.js [--runs 2000]
 *     [--backend sqlite|postgres|both] [--database FILE] [--database-url URL] [--articles N]
 */
import { parseArgs } from 'node:util';
import { SEARCH_RESULT_LIMIT } from '../src/shared/api-constants';
import { connectDatabase } from '../src/server/store/connect-database';
import type { Store } from '../src/server/store/store';
import { BACKEND_NAMES, BACKEND_OPTIONS, backendChoice, resultsByBackend, sideBySide, type Backend } from './lib/backends';
import { onEachBackend, type BenchDatabase } from './lib/bench-databases';
import { queryClasses, type QueryClass } from './lib/query-classes';
import { runIfMain, writePartResult } from './lib/report';
import { percentile } from './lib/stats';

export interface StoreClassResult {
  backend: Backend;
  class: string;
  runs: number;
  medianMs: number;
  p99Ms: number;
  maxMs: number;
}

const round = (ms: number) => Math.round(ms * 1000) / 1000;
const DEMO_CUSTOMER = 1;

/** Milliseconds per search, sorted, after a warm-up round. */
async function timeSearches(store: Store, queryClass: QueryClass, runs: number): Promise<number[]> {
  const timings: number[] = [];
  // A warm-up round so every statement is prepared and the pages are cached, as in a running server.
  for (let i = 0; i < runs + queryClass.queries.length; i++) {
    const query = queryClass.queries[i % queryClass.queries.length];
    const started = process.hrtime.bigint();
    await store.search({
      q: query.q, exact: query.exact ?? false, brands: query.brands ?? null, onstock: query.onstock ?? false,
      customerId: DEMO_CUSTOMER, blockedBrands: [], limit: SEARCH_RESULT_LIMIT,
    });
    if (i >= queryClass.queries.length) timings.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  return timings.sort((a, b) => a - b);
}

async function measure({ backend, target, where, articles }: BenchDatabase, runs: number) {
  const database = await connectDatabase(target);
  try {
    const results: StoreClassResult[] = [];
    for (const queryClass of await queryClasses(database.store)) {
      process.stderr.write(`  ${BACKEND_NAMES[backend]}: ${queryClass.name}…\n`);
      const timings = await timeSearches(database.store, queryClass, runs);
      results.push({
        backend, class: queryClass.name, runs,
        medianMs: round(percentile(timings, 50)), p99Ms: round(percentile(timings, 99)), maxMs: round(timings[timings.length - 1]),
      });
    }
    return { database: where, articles, results };
  } finally {
    await database.close();
  }
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { runs: { type: 'string', default: '2000' }, ...BACKEND_OPTIONS } });
  const choice = backendChoice(values);
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs must be a positive whole number');
  const figures = await onEachBackend(choice, (database) => measure(database, runs));
  const results = sideBySide([...figures.sqlite?.results ?? [], ...figures.postgres?.results ?? []], (r) => r.class);
  console.table(results.map((r) => ({ class: r.class, backend: BACKEND_NAMES[r.backend], runs: r.runs, medianMs: r.medianMs, p99Ms: r.p99Ms, maxMs: r.maxMs })));
  console.log(`written to ${writePartResult('store-search', resultsByBackend(figures))}`);
}

runIfMain(module, main);
