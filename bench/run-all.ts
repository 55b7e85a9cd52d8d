/**
 * `npm run bench`: every benchmark in turn, each in its own process (each also runs
 * alone: npm run bench:store, bench:api, bench:lookup, bench:capacity, bench:bundle, bench:browser, bench:page-load,
 * bench:imports, bench:number-recall, bench:number-index-build), then one summary in bench/results.json: the machine, Node, the date and every part's figures and
 * target checks.
 *   node dist/bench/bench/run-all.js [--parts store,api,lookup,capacity,bundle,browser,page-load,imports,number-recall,number-index-build] [--duration 30]
 *     [--connections 1,16,64] [--encoding br|gzip|identity] [--runs 20] [--page-load-runs 5] [--database FILE]
 *     [--backend sqlite|postgres|both] [--database-url URL] [--articles N]
 * The store, api, lookup, capacity and imports parts run on the backends chosen (both by default; see
 * bench/lib/backends.ts), the browser and page-load parts on SQLite. The capacity part runs at 16 connections.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { BACKEND_OPTIONS } from './lib/backends';
import { machine, RESULTS_DIR } from './lib/report';
import { REPOSITORY } from './lib/server-process';
import type { TargetCheck } from './lib/targets';

interface Part {
  name: string;
  script: string;
  resultFile: string;
  args: (options: Options) => string[];
}

interface Options {
  duration: string;
  connections: string;
  encoding: string;
  runs: string;
  'page-load-runs'?: string;
  database?: string;
  backend: string;
  'database-url'?: string;
  articles?: string;
}

const database = (options: Options) => (options.database ? ['--database', options.database] : []);
const backends = (options: Options) => [
  '--backend', options.backend, ...database(options),
  ...(options['database-url'] ? ['--database-url', options['database-url']] : []),
  ...(options.articles ? ['--articles', options.articles] : []),
];

const PARTS: Part[] = [
  { name: 'store', script: 'store-search.js', resultFile: 'store-search.json', args: backends },
  {
    name: 'api', script: 'search-api.js', resultFile: 'search-api.json',
    args: (o) => ['--duration', o.duration, '--connections', o.connections, '--encoding', o.encoding, ...backends(o)],
  },
  { name: 'lookup', script: 'lookup-api.js', resultFile: 'lookup-api.json', args: backends },
  {
    name: 'capacity', script: 'capacity.js', resultFile: 'capacity.json',
    args: (o) => ['--duration', o.duration, '--encoding', o.encoding, ...backends(o)],
  },
  { name: 'bundle', script: 'bundle-size.js', resultFile: 'bundle.json', args: () => [] },
  { name: 'browser', script: 'browser.js', resultFile: 'browser.json', args: (o) => ['--runs', o.runs, ...database(o)] },
  // Its own, smaller run count: each run loads every page cold and warm over an emulated slow link.
  { name: 'page-load', script: 'page-load.js', resultFile: 'page-load.json', args: (o) => [...(o['page-load-runs'] ? ['--runs', o['page-load-runs']] : []), ...database(o)] },
  { name: 'imports', script: 'imports.js', resultFile: 'imports.json', args: backends },
  { name: 'number-recall', script: 'number-recall.js', resultFile: 'number-recall.json', args: (o) => (o.articles ? ['--articles', o.articles] : []) },
  { name: 'number-index-build', script: 'number-index-build.js', resultFile: 'number-index-build.json', args: backends },
];

function main(): void {
  const { values } = parseArgs({
    options: {
      parts: { type: 'string', default: PARTS.map((p) => p.name).join(',') },
      duration: { type: 'string', default: '30' },
      connections: { type: 'string', default: '1,16,64' },
      encoding: { type: 'string', default: 'br' },
      runs: { type: 'string', default: '20' },
      'page-load-runs': { type: 'string' },
      ...BACKEND_OPTIONS,
    },
  });
  const wanted = values.parts.split(',');
  const unknown = wanted.filter((name) => !PARTS.some((p) => p.name === name));
  if (unknown.length > 0) throw new Error(`unknown part ${unknown.join(', ')}; the parts are ${PARTS.map((p) => p.name).join(', ')}`);

  const summary: Record<string, unknown> = {};
  const targets: Array<TargetCheck & { part: string }> = [];
  let failed = false;
  for (const part of PARTS.filter((p) => wanted.includes(p.name))) {
    console.log(`\n=== ${part.name} ===`);
    const run = spawnSync(process.execPath, [path.join(__dirname, part.script), ...part.args(values)], { stdio: 'inherit' });
    if (run.status !== 0) {
      console.error(`${part.name} failed (exit ${run.status})`);
      failed = true;
      continue;
    }
    const result = JSON.parse(fs.readFileSync(path.join(RESULTS_DIR, part.resultFile), 'utf8')) as { targets?: TargetCheck[] };
    summary[part.name] = result;
    targets.push(...(result.targets ?? []).map((t) => ({ part: part.name, ...t })));
  }
  const file = path.join(REPOSITORY, 'bench', 'results.json');
  fs.writeFileSync(file, `${JSON.stringify({ date: new Date().toISOString(), machine: machine(), parts: summary, targets }, null, 2)}\n`);
  console.log('\nEvery target, part by part');
  console.table(targets.map((t) => ({ part: t.part, target: t.target, measured: t.measured, met: t.met ? 'yes' : 'NO' })));
  const missed = targets.filter((t) => !t.met).length;
  console.log(`${targets.length - missed} of ${targets.length} targets met`);
  console.log(`\nwritten to ${file}`);
  if (failed) process.exit(1);
}

main();
