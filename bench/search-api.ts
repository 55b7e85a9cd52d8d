/**
 * Search API under load: the built server in its own process on the 820,000-article demo
 * catalogue, autocannon in this one, on SQLite and on PostgreSQL in turn (one server at a time).
 * Every query class runs at each connection count, and right after it the same load runs against
 * the server's floor route, which answers a fixed body of the same size without database work:
 * each class's throughput is reported as a share of that floor. The targets are checked against
 * SQLite's figures; PostgreSQL's are set against the same targets for comparison only.
 *   node dist/bench/bench/search-api.js [--duration 30] [--connections 1,16,64] [--classes exact,prefix]
 *     [--backend sqlite|postgres|both] [--database FILE] [--database-url URL] [--articles N]
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { connectDatabase } from '../src/server/store/connect-database';
import { apiTargetChecks } from './api-targets';
import { BACKEND_NAMES, BACKEND_OPTIONS, backendChoice, resultsByBackend, sideBySide, type Backend } from './lib/backends';
import { onEachBackend, serverDatabase, type BenchDatabase } from './lib/bench-databases';
import { withCleanup } from './lib/cleanup';
import { runLoad, type LoadResult } from './lib/load';
import { queryClasses, searchPath, type QueryClass } from './lib/query-classes';
import { RESULTS_DIR, runIfMain, writePartResult } from './lib/report';
import { signIn, startServer } from './lib/server-process';
import { printTargets, type TargetCheck } from './lib/targets';

export interface ClassResult {
  backend: Backend;
  class: string;
  description: string;
  responseBytes: number;
  connections: number;
  search: LoadResult;
  floor: LoadResult;
  /** search requests/s ÷ floor requests/s */
  floorRatio: number;
}

/** The typical answer size of a class: the mean over its queries, for the floor route. */
async function responseBytes(url: string, headers: Record<string, string>, paths: string[]): Promise<number> {
  let total = 0;
  for (const p of paths) {
    const response = await fetch(`${url}${p}`, { headers });
    if (!response.ok) throw new Error(`${p} answered ${response.status}`);
    total += Buffer.byteLength(await response.text());
  }
  return Math.round(total / paths.length);
}

/** One table for every backend: each class and connection count's rows next to one another. */
export function printClassResults(results: ClassResult[]): void {
  console.table(sideBySide(results, (r) => `${r.class} ${r.connections}`).map((r) => ({
    class: r.class, backend: BACKEND_NAMES[r.backend], conns: r.connections, bytes: r.responseBytes,
    'req/s': r.search.requestsPerSecond, 'p50 ms': r.search.p50, 'p99 ms': r.search.p99, 'max ms': r.search.max,
    errors: r.search.errors + r.search.non2xx, 'floor req/s': r.floor.requestsPerSecond, 'of floor': `${Math.round(r.floorRatio * 100)} %`,
  })));
}

interface Settings {
  durationSeconds: number;
  connectionCounts: number[];
  /** The classes to run; all when absent. */
  classNames?: string[];
}

interface BackendRun {
  database: string;
  articles: number;
  results: ClassResult[];
  targets: TargetCheck[];
}

async function classesToRun({ target }: BenchDatabase, classNames?: string[]): Promise<QueryClass[]> {
  const database = await connectDatabase(target);
  const classes = await queryClasses(database.store).finally(() => database.close());
  const chosen = classes.filter((c) => !classNames || classNames.includes(c.name));
  if (chosen.length === 0) throw new Error(`no such class: ${classNames?.join(',')}`);
  return chosen;
}

async function measure(database: BenchDatabase, { durationSeconds, connectionCounts, classNames }: Settings): Promise<BackendRun> {
  const { backend } = database;
  const classes = await classesToRun(database, classNames);
  const logFile = path.join(RESULTS_DIR, `search-api-server-${backend}.log`);
  const server = await startServer({ ...serverDatabase(database.target), logFile, env: { BENCH_FLOOR: 'true' } });
  return withCleanup(() => server.stop(), async () => {
    const token = await signIn(server.url);
    const headers = { authorization: `Bearer ${token}`, 'x-selected-language': 'EN' };
    const results: ClassResult[] = [];
    for (const queryClass of classes) {
      const paths = queryClass.queries.map(searchPath);
      const bytes = await responseBytes(server.url, headers, paths);
      for (const connections of connectionCounts) {
        process.stderr.write(`  ${BACKEND_NAMES[backend]}: ${queryClass.name} at ${connections} connection(s)…\n`);
        const search = await runLoad({ url: server.url, paths, connections, durationSeconds, headers });
        const floor = await runLoad({ url: server.url, paths: [`/api/bench/floor?bytes=${bytes}`], connections, durationSeconds });
        const floorRatio = Math.round((search.requestsPerSecond / floor.requestsPerSecond) * 100) / 100;
        results.push({ backend, class: queryClass.name, description: queryClass.description, responseBytes: bytes, connections, search, floor, floorRatio });
      }
    }
    return { database: database.where, articles: database.articles, results, targets: apiTargetChecks(results) };
  });
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      duration: { type: 'string', default: '30' },
      connections: { type: 'string', default: '1,16,64' },
      classes: { type: 'string' },
      ...BACKEND_OPTIONS,
    },
  });
  const choice = backendChoice(values);
  const durationSeconds = Number(values.duration);
  const connectionCounts = values.connections.split(',').map(Number);
  if (!(durationSeconds > 0) || connectionCounts.some((n) => !Number.isInteger(n) || n < 1)) {
    throw new Error('--duration must be a positive number of seconds and --connections whole numbers, e.g. 1,16,64');
  }
  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  const runs = await onEachBackend(choice, (database) => measure(database, { durationSeconds, connectionCounts, classNames: values.classes?.split(',') }));
  printClassResults([...runs.sqlite?.results ?? [], ...runs.postgres?.results ?? []]);
  if (runs.sqlite) printTargets('Search API against the targets (SQLite)', runs.sqlite.targets);
  if (runs.postgres) printTargets('PostgreSQL against the same targets (for comparison; only SQLite is checked)', runs.postgres.targets);
  const file = writePartResult('search-api', { durationSeconds, ...resultsByBackend(runs) });
  console.log(`written to ${file}`);
}

runIfMain(module, main);
