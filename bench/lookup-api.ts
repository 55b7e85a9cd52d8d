/**
 * Parts-list lookup over HTTP: the built server in its own process on the 820,000-article demo
 * catalogue, 500-line lists (bench/lib/parts-lists.ts) posted to POST /api/lookup, on SQLite and
 * on PostgreSQL in turn. One connection posts one list after another, as one customer's browser
 * does; then four post at once, as four customers would. The target is checked against SQLite's
 * figures at one connection; PostgreSQL's are set against it for comparison only.
 *   node dist/bench/bench/lookup-api.js [--lists 200]
 *     [--backend sqlite|postgres|both] [--database FILE] [--database-url URL] [--articles N]
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { connectDatabase } from '../src/server/store/connect-database';
import { LOOKUP_MAX_LINES } from '../src/shared/api-constants';
import type { LookupResponse, LookupStatus } from '../src/shared/contract';
import { BACKEND_NAMES, BACKEND_OPTIONS, backendChoice, resultsByBackend, sideBySide, type Backend } from './lib/backends';
import { onEachBackend, serverDatabase, type BenchDatabase } from './lib/bench-databases';
import { withCleanup } from './lib/cleanup';
import { catalogueNumbers, LINE_MIX, partsList, seededRandom, type ListLine } from './lib/parts-lists';
import { RESULTS_DIR, runIfMain, writePartResult } from './lib/report';
import { signIn, startServer } from './lib/server-process';
import { percentile } from './lib/stats';
import { check, printTargets, type TargetCheck } from './lib/targets';

/** A whole 500-line list answers within this, p95, for one customer posting it. */
export const LOOKUP_P95_MS = 100;
const CONNECTION_COUNTS = [1, 4];
const WARM_UP_LISTS = 10;
const SEED = 17;

interface LookupCase {
  backend: Backend;
  connections: number;
  lists: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  listsPerSecond: number;
  /** How the lines of every list measured resolved. */
  statuses: Partial<Record<LookupStatus, number>>;
}

const round = (ms: number) => Math.round(ms * 100) / 100;

async function postList(url: string, token: string, lines: ListLine[]): Promise<{ ms: number; body: LookupResponse }> {
  const started = process.hrtime.bigint();
  const response = await fetch(`${url}/api/lookup`, {
    method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify({ lines }),
  });
  const text = await response.text();
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  if (!response.ok) throw new Error(`POST /api/lookup answered ${response.status}: ${text.slice(0, 200)}`);
  return { ms, body: JSON.parse(text) as LookupResponse };
}

/** `connections` loops posting the lists, each its share of them, one at a time. */
async function runCase(url: string, token: string, lists: ListLine[][], connections: number, backend: Backend): Promise<LookupCase> {
  const timings: number[] = [];
  const statuses: Partial<Record<LookupStatus, number>> = {};
  let next = 0;
  const started = process.hrtime.bigint();
  await Promise.all(Array.from({ length: connections }, async () => {
    while (next < lists.length) {
      const { ms, body } = await postList(url, token, lists[next++]);
      timings.push(ms);
      for (const line of body.lines) statuses[line.status] = (statuses[line.status] ?? 0) + 1;
    }
  }));
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  timings.sort((a, b) => a - b);
  return {
    backend, connections, lists: lists.length, statuses, listsPerSecond: round(lists.length / seconds),
    p50: round(percentile(timings, 50)), p95: round(percentile(timings, 95)), p99: round(percentile(timings, 99)), max: round(timings[timings.length - 1]),
  };
}

async function measure(database: BenchDatabase, listCount: number) {
  const store = await connectDatabase(database.target);
  const numbers = await catalogueNumbers(store.store).finally(() => store.close());
  const random = seededRandom(SEED);
  const lists = Array.from({ length: listCount }, () => partsList(numbers, LOOKUP_MAX_LINES, random));
  const logFile = path.join(RESULTS_DIR, `lookup-api-server-${database.backend}.log`);
  // One customer posts list after list: what a list costs the instance, not that customer's share (FAIR_SHARE).
  const server = await startServer({ ...serverDatabase(database.target), logFile, env: { LOG_LEVEL: 'warn', FAIR_SHARE: 'false' } });
  return withCleanup(() => server.stop(), async () => {
    const token = await signIn(server.url);
    for (const list of lists.slice(0, WARM_UP_LISTS)) await postList(server.url, token, list);
    const cases: LookupCase[] = [];
    for (const connections of CONNECTION_COUNTS) {
      process.stderr.write(`  ${BACKEND_NAMES[database.backend]}: ${listCount} lists of ${LOOKUP_MAX_LINES} lines at ${connections} connection(s)…\n`);
      cases.push(await runCase(server.url, token, lists, connections, database.backend));
    }
    const single = cases[0];
    const targets: TargetCheck[] = [check(`${LOOKUP_MAX_LINES}-line lookup p95 at 1 conn`, single.p95, LOOKUP_P95_MS, ' ms')];
    return { database: database.where, articles: database.articles, numbersDrawnFrom: numbers.length, cases, targets };
  });
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { lists: { type: 'string', default: '200' }, ...BACKEND_OPTIONS } });
  const lists = Number(values.lists);
  if (!Number.isInteger(lists) || lists < 1) throw new Error('--lists must be a positive whole number');
  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  const runs = await onEachBackend(backendChoice(values), (database) => measure(database, lists));
  const cases = sideBySide([...runs.sqlite?.cases ?? [], ...runs.postgres?.cases ?? []], (c) => String(c.connections));
  console.log(`\nLines per list: ${LOOKUP_MAX_LINES}, typed ${LINE_MIX.map((entry) => `${Math.round(entry.share * 100)} % ${entry.kind}`).join(', ')}`);
  console.table(cases.map((c) => ({
    backend: BACKEND_NAMES[c.backend], conns: c.connections, lists: c.lists, 'lists/s': c.listsPerSecond,
    'p50 ms': c.p50, 'p95 ms': c.p95, 'p99 ms': c.p99, 'max ms': c.max,
    statuses: Object.entries(c.statuses).map(([status, n]) => `${status} ${n}`).join(', '),
  })));
  if (runs.sqlite) printTargets('Parts-list lookup against the target (SQLite)', runs.sqlite.targets);
  if (runs.postgres) printTargets('PostgreSQL against the same target (for comparison; only SQLite is checked)', runs.postgres.targets);
  console.log(`written to ${writePartResult('lookup-api', { lines: LOOKUP_MAX_LINES, ...resultsByBackend(runs) })}`);
}

runIfMain(module, main);
