/**
 * Search API under load: the built server in its own process on the demo catalogue, autocannon
 * in this one, a mix of fixture queries and random prefixes of real article numbers.
 *   node dist/bench/search-api.js [--duration 30] [--connections 1,16,64] [--database FILE]
 */
import autocannon from 'autocannon';
import Database from 'better-sqlite3';
import type { EventEmitter } from 'node:events';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { REPOSITORY, signIn, startServer } from './lib/server-process';
import { summarise, type LatencySummary } from './lib/stats';

const FIXTURE_QUERIES = [
  '6es72141ag400xb0', '6es72141ag310xb0', '1040764', 'sic1040764', 'e2ex5me1', '3rh11221bb40', '750', '3152ag12', 'e3zd612m', 'zzzz999',
];

export interface LoadResult extends LatencySummary {
  connections: number;
  requestsPerSecond: number;
  requests: number;
  errors: number;
  non2xx: number;
}

/** Prefixes of 2 to 8 characters cut from real article numbers spread over the whole catalogue. */
export function samplePrefixes(database: string, count = 500): string[] {
  const db = new Database(database, { readonly: true });
  try {
    const total = (db.prepare('SELECT MAX(id) AS n FROM articles').get() as { n: number }).n;
    const step = Math.max(1, Math.floor(total / count));
    const rows = db.prepare('SELECT artnrt4 FROM articles WHERE id % ? = 0 LIMIT ?').all(step, count) as Array<{ artnrt4: string }>;
    return rows.map((row, i) => row.artnrt4.slice(0, 2 + (i % 7)));
  } finally {
    db.close();
  }
}

export async function loadTest(url: string, token: string, paths: string[], connections: number, duration: number): Promise<LoadResult> {
  let next = 0;
  const latencies: number[] = [];
  // Without a callback autocannon returns its event emitter made thenable.
  const instance = autocannon({
    url,
    connections,
    duration,
    pipelining: 1,
    headers: { authorization: `Bearer ${token}`, 'x-selected-language': 'EN' },
    requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length] }) }],
  }) as unknown as EventEmitter & Promise<autocannon.Result>;
  instance.on('response', (_client: unknown, statusCode: number, _bytes: number, responseTime: number) => {
    if (statusCode === 200) latencies.push(responseTime);
  });
  const result = await instance;
  return {
    connections,
    requestsPerSecond: Math.round(result.requests.average),
    requests: result.requests.total,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    ...summarise(latencies),
  };
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { duration: { type: 'string', default: '30' }, connections: { type: 'string', default: '16' }, database: { type: 'string' } },
  });
  const database = path.resolve(values.database ?? path.join(REPOSITORY, 'data', 'pricetool.sqlite'));
  const resultsDir = path.join(REPOSITORY, 'bench', 'results');
  fs.mkdirSync(resultsDir, { recursive: true });
  const server = await startServer({ database, logFile: path.join(resultsDir, 'search-api-server.log') });
  try {
    const token = await signIn(server.url);
    const prefixes = samplePrefixes(database);
    const queries = prefixes.flatMap((prefix, i) => [prefix, FIXTURE_QUERIES[i % FIXTURE_QUERIES.length]]);
    const paths = queries.map((q) => `/api/search?q=${encodeURIComponent(q)}`);
    const results: LoadResult[] = [];
    for (const connections of values.connections.split(',').map(Number)) {
      results.push(await loadTest(server.url, token, paths, connections, Number(values.duration)));
    }
    console.table(results);
    const report = { benchmark: 'search-api', date: new Date().toISOString(), node: process.version, database, duration: Number(values.duration), results };
    fs.writeFileSync(path.join(resultsDir, 'search-api.json'), `${JSON.stringify(report, null, 2)}\n`);
  } finally {
    await server.stop();
  }
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
