/**
 * Search API under load: the built server in its own process on the 820,000-article demo
 * catalogue, autocannon in this one, on SQLite and on PostgreSQL in turn (one server at a time).
 * Every query class (the searches', then suggestions and similar articles) runs at each connection count, and right after it the same load runs against
 * the server's floor route, which sends the class's own answers, stored there beforehand, without
 * authentication or database work: each class's throughput is reported as a share of that floor.
 * The load asks for compression as Chromium does (brotli; `--encoding gzip` or `identity` to
 * compare), and the floor's answers go through the same compression at the same level. Before the
 * load, each class's answers are compressed in process at every candidate level (compression.ts).
 * The targets are checked against SQLite's figures; PostgreSQL's are set against the same targets
 * for comparison only.
 *   node dist/bench/bench/search-api.js [--duration 30] [--connections 1,16,64] [--classes exact,prefix]
 *     [--encoding br|gzip|identity] [--backend sqlite|postgres|both] [--database FILE] [--database-url URL] [--articles N]
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { connectDatabase } from '../src/server/store/connect-database';
import { apiTargetChecks } from './api-targets';
import { compressionChecks, compressionCosts, printCompressionCosts, type CompressionCost } from './compression';
import { BACKEND_NAMES, BACKEND_OPTIONS, backendChoice, resultsByBackend, sideBySide, type Backend } from './lib/backends';
import { onEachBackend, serverDatabase, type BenchDatabase } from './lib/bench-databases';
import { withCleanup } from './lib/cleanup';
import { ACCEPT_ENCODING, encodingOption, sentAs, serverCandidate, type Encoding } from './lib/encodings';
import { runLoad, type LoadResult } from './lib/load';
import { numberClasses } from './lib/number-classes';
import { queryClasses, searchPath, type QueryClass } from './lib/query-classes';
import { RESULTS_DIR, runIfMain, writePartResult } from './lib/report';
import { signIn, startServer } from './lib/server-process';
import { printTargets, type TargetCheck } from './lib/targets';

export interface ClassResult {
  backend: Backend;
  class: string;
  description: string;
  /** The answers' mean size as they are, and as sent in the run's encoding. */
  responseBytes: number;
  encoding: Encoding;
  sentBytes: number;
  connections: number;
  search: LoadResult;
  floor: LoadResult;
  /** search requests/s ÷ floor requests/s */
  floorRatio: number;
}

/** A class's answers as the server sends them uncompressed, one per query. */
async function answerBodies(url: string, headers: Record<string, string>, paths: string[]): Promise<Buffer[]> {
  const bodies: Buffer[] = [];
  for (const p of paths) {
    const response = await fetch(`${url}${p}`, { headers: { ...headers, 'accept-encoding': 'identity' } });
    if (!response.ok) throw new Error(`${p} answered ${response.status}`);
    bodies.push(Buffer.from(await response.arrayBuffer()));
  }
  return bodies;
}

/** Stores each answer at the floor route and returns the floor's addresses, in the same order as the searches. */
async function floorPaths(url: string, className: string, bodies: Buffer[]): Promise<string[]> {
  return Promise.all(bodies.map(async (body, i) => {
    const floorPath = `/api/bench/floor/${className}-${i}`;
    const response = await fetch(`${url}${floorPath}`, { method: 'PUT', headers: { 'content-type': 'text/plain; charset=utf-8' }, body: body.toString('utf8') });
    if (response.status !== 204) throw new Error(`the floor route refused ${className}'s answer ${i}: ${response.status} ${await response.text()}`);
    return floorPath;
  }));
}

const mean = (numbers: number[]) => Math.round(numbers.reduce((sum, n) => sum + n, 0) / numbers.length);

/** One table for every backend: each class and connection count's rows next to one another. */
export function printClassResults(results: ClassResult[]): void {
  console.table(sideBySide(results, (r) => `${r.class} ${r.connections}`).map((r) => ({
    class: r.class, backend: BACKEND_NAMES[r.backend], conns: r.connections, bytes: r.responseBytes, [`sent (${r.encoding})`]: r.sentBytes,
    'req/s': r.search.requestsPerSecond, 'p50 ms': r.search.p50, 'p99 ms': r.search.p99, 'max ms': r.search.max,
    errors: r.search.errors + r.search.non2xx, 'floor req/s': r.floor.requestsPerSecond, 'of floor': `${Math.round(r.floorRatio * 100)} %`,
  })));
}

interface Settings {
  durationSeconds: number;
  connectionCounts: number[];
  encoding: Encoding;
  /** The classes to run; all when absent. */
  classNames?: string[];
}

interface BackendRun {
  database: string;
  articles: number;
  results: ClassResult[];
  compression: CompressionCost[];
  targets: TargetCheck[];
}

async function classesToRun({ target }: BenchDatabase, classNames?: string[]): Promise<QueryClass[]> {
  const database = await connectDatabase(target);
  const classes = await (async () => [...await queryClasses(database.store), ...await numberClasses(database.store)])().finally(() => database.close());
  const chosen = classes.filter((c) => !classNames || classNames.includes(c.name));
  if (chosen.length === 0) throw new Error(`no such class: ${classNames?.join(',')}`);
  return chosen;
}

async function measure(database: BenchDatabase, { durationSeconds, connectionCounts, encoding, classNames }: Settings): Promise<BackendRun> {
  const { backend } = database;
  const classes = await classesToRun(database, classNames);
  const logFile = path.join(RESULTS_DIR, `search-api-server-${backend}.log`);
  const server = await startServer({ ...serverDatabase(database.target), logFile, env: { BENCH_FLOOR: 'true', FAIR_SHARE: 'false' } });
  return withCleanup(() => server.stop(), async () => {
    const token = await signIn(server.url);
    const headers = { authorization: `Bearer ${token}`, 'x-selected-language': 'EN' };
    const loadHeaders = { ...headers, 'accept-encoding': ACCEPT_ENCODING[encoding] };
    const results: ClassResult[] = [];
    const compression: CompressionCost[] = [];
    for (const queryClass of classes) {
      const paths = queryClass.queries.map(searchPath);
      const bodies = await answerBodies(server.url, headers, paths);
      const floor = await floorPaths(server.url, queryClass.name, bodies);
      process.stderr.write(`  ${BACKEND_NAMES[backend]}: compressing ${queryClass.name}'s answers at each level…\n`);
      compression.push(...compressionCosts(queryClass.name, bodies));
      const sizes = { responseBytes: mean(bodies.map((b) => b.length)), encoding, sentBytes: mean(bodies.map((b) => sentAs(b, encoding).length)) };
      for (const connections of connectionCounts) {
        process.stderr.write(`  ${BACKEND_NAMES[backend]}: ${queryClass.name} at ${connections} connection(s)…\n`);
        const search = await runLoad({ url: server.url, paths, connections, durationSeconds, headers: loadHeaders });
        const floorLoad = await runLoad({ url: server.url, paths: floor, connections, durationSeconds, headers: { 'accept-encoding': ACCEPT_ENCODING[encoding] } });
        const floorRatio = Math.round((search.requestsPerSecond / floorLoad.requestsPerSecond) * 100) / 100;
        results.push({ backend, class: queryClass.name, description: queryClass.description, ...sizes, connections, search, floor: floorLoad, floorRatio });
      }
    }
    const targets = [...apiTargetChecks(results), ...compressionChecks(compression, serverCandidate('br'))];
    return { database: database.where, articles: database.articles, results, compression, targets };
  });
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      duration: { type: 'string', default: '30' },
      connections: { type: 'string', default: '1,16,64' },
      classes: { type: 'string' },
      encoding: { type: 'string', default: 'br' },
      ...BACKEND_OPTIONS,
    },
  });
  const choice = backendChoice(values);
  const encoding = encodingOption(values.encoding);
  const durationSeconds = Number(values.duration);
  const connectionCounts = values.connections.split(',').map(Number);
  if (!(durationSeconds > 0) || connectionCounts.some((n) => !Number.isInteger(n) || n < 1)) {
    throw new Error('--duration must be a positive number of seconds and --connections whole numbers, e.g. 1,16,64');
  }
  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  const runs = await onEachBackend(choice, (database) => measure(database, { durationSeconds, connectionCounts, encoding, classNames: values.classes?.split(',') }));
  // The answers are the same on both backends (the same demo catalogue): one table is enough.
  printCompressionCosts((runs.sqlite ?? runs.postgres)?.compression ?? []);
  printClassResults([...runs.sqlite?.results ?? [], ...runs.postgres?.results ?? []]);
  if (runs.sqlite) printTargets('Search API against the targets (SQLite)', runs.sqlite.targets);
  if (runs.postgres) printTargets('PostgreSQL against the same targets (for comparison; only SQLite is checked)', runs.postgres.targets);
  const file = writePartResult('search-api', { durationSeconds, encoding, ...resultsByBackend(runs) });
  console.log(`written to ${file}`);
}

runIfMain(module, main);
