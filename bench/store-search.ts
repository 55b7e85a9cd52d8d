/**
 * The store's search alone: each query class run in this process against the
 * SQLite store, no HTTP, so database time and server overhead can be told apart.
 *   node dist/bench/bench/store-search.js [--runs 2000] [--database FILE]
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { SEARCH_RESULT_LIMIT } from '../src/server/config';
import { SqliteStore } from '../src/server/store/sqlite/sqlite-store';
import { queryClasses } from './lib/query-classes';
import { DEFAULT_DATABASE, runIfMain, writePartResult } from './lib/report';
import { percentile } from './lib/stats';

export interface StoreClassResult {
  class: string;
  runs: number;
  medianMs: number;
  p99Ms: number;
  maxMs: number;
}

const round = (ms: number) => Math.round(ms * 1000) / 1000;

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { runs: { type: 'string', default: '2000' }, database: { type: 'string' } } });
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs must be a positive whole number');
  const database = path.resolve(values.database ?? DEFAULT_DATABASE);
  const store = SqliteStore.open(database);
  const demoCustomer = 1;
  try {
    const results: StoreClassResult[] = [];
    for (const queryClass of queryClasses(database)) {
      const timings: number[] = [];
      // A warm-up round so every statement is prepared and the pages are cached, as in a running server.
      for (let i = 0; i < runs + queryClass.queries.length; i++) {
        const query = queryClass.queries[i % queryClass.queries.length];
        const started = process.hrtime.bigint();
        await store.search({
          q: query.q, exact: query.exact ?? false, brands: query.brands ?? null, onstock: query.onstock ?? false,
          customerId: demoCustomer, blockedBrands: [], limit: SEARCH_RESULT_LIMIT,
        });
        if (i >= queryClass.queries.length) timings.push(Number(process.hrtime.bigint() - started) / 1e6);
      }
      timings.sort((a, b) => a - b);
      results.push({
        class: queryClass.name, runs, medianMs: round(percentile(timings, 50)), p99Ms: round(percentile(timings, 99)), maxMs: round(timings[timings.length - 1]),
      });
    }
    console.table(results);
    console.log(`written to ${writePartResult('store-search', { database, results })}`);
  } finally {
    await store.close();
  }
}

runIfMain(module, main);
