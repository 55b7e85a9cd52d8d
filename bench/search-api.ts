/**
 * Search API under load: the built server in its own process on the 820,000-article
 * demo catalogue, autocannon in this one. Every query class runs at each connection count, and right
 * after it the same load runs against the server's floor route, which answers a fixed body of the
 * same size without database work: each class's throughput is reported as a share of that floor.
 *   node dist/bench/bench/search-api.js [--duration 30] [--connections 1,16,64] [--classes exact,prefix] [--database FILE]
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { apiTargetChecks } from './api-targets';
import { runLoad, type LoadResult } from './lib/load';
import { queryClasses, searchPath, type QueryClass } from './lib/query-classes';
import { DEFAULT_DATABASE, RESULTS_DIR, runIfMain, writePartResult } from './lib/report';
import { signIn, startServer } from './lib/server-process';
import { printTargets } from './lib/targets';

export interface ClassResult {
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

export function printClassResults(results: ClassResult[]): void {
  console.table(results.map((r) => ({
    class: r.class, conns: r.connections, bytes: r.responseBytes,
    'req/s': r.search.requestsPerSecond, 'p50 ms': r.search.p50, 'p99 ms': r.search.p99, 'max ms': r.search.max,
    errors: r.search.errors + r.search.non2xx, 'floor req/s': r.floor.requestsPerSecond, 'of floor': `${Math.round(r.floorRatio * 100)} %`,
  })));
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      duration: { type: 'string', default: '30' },
      connections: { type: 'string', default: '1,16,64' },
      classes: { type: 'string' },
      database: { type: 'string' },
    },
  });
  const database = path.resolve(values.database ?? DEFAULT_DATABASE);
  const durationSeconds = Number(values.duration);
  const connectionCounts = values.connections.split(',').map(Number);
  if (!(durationSeconds > 0) || connectionCounts.some((n) => !Number.isInteger(n) || n < 1)) {
    throw new Error('--duration must be a positive number of seconds and --connections whole numbers, e.g. 1,16,64');
  }
  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  const server = await startServer({ database, logFile: path.join(RESULTS_DIR, 'search-api-server.log'), env: { BENCH_FLOOR: 'true' } });
  try {
    const token = await signIn(server.url);
    const headers = { authorization: `Bearer ${token}`, 'x-selected-language': 'EN' };
    const wanted = values.classes?.split(',');
    const classes = queryClasses(database).filter((c: QueryClass) => !wanted || wanted.includes(c.name));
    if (classes.length === 0) throw new Error(`no such class: ${values.classes}`);
    const results: ClassResult[] = [];
    for (const queryClass of classes) {
      const paths = queryClass.queries.map(searchPath);
      const bytes = await responseBytes(server.url, headers, paths);
      for (const connections of connectionCounts) {
        process.stderr.write(`  ${queryClass.name} at ${connections} connection(s)…\n`);
        const search = await runLoad({ url: server.url, paths, connections, durationSeconds, headers });
        const floor = await runLoad({ url: server.url, paths: [`/api/bench/floor?bytes=${bytes}`], connections, durationSeconds });
        const floorRatio = Math.round((search.requestsPerSecond / floor.requestsPerSecond) * 100) / 100;
        results.push({ class: queryClass.name, description: queryClass.description, responseBytes: bytes, connections, search, floor, floorRatio });
      }
    }
    printClassResults(results);
    const targets = apiTargetChecks(results);
    printTargets('Search API against the targets', targets);
    const file = writePartResult('search-api', { database, durationSeconds, results, targets });
    console.log(`written to ${file}`);
  } finally {
    await server.stop();
  }
}

runIfMain(module, main);
