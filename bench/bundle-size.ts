/**
 * Bundle sizes: the bytes the server sends for the JavaScript and CSS the sign-in page loads, and
 * for what the search page adds on top, against the budgets in bench/budgets.ts. Those are the
 * compressed files the build writes beside each file (the server picks one by the browser's
 * Accept-Encoding): the brotli file, which Chromium asks for, is checked; the gzip file, which a
 * browser gets over plain http from another machine, is shown beside it. Prints a table and writes
 * bench/results/bundle.json; with --check it exits non-zero when a budget is exceeded.
 *   node dist/bench/bench/bundle-size.js [--check] [--dir dist/client]
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { KB, SEARCH_ADDS_BUDGET, SIGN_IN_CSS_BUDGET, SIGN_IN_JS_BUDGET } from './budgets';
import { pageFiles, readManifest } from './lib/page-files';
import { writePartResult } from './lib/report';
import { check } from './lib/targets';
import { REPOSITORY } from './lib/server-process';

/** Bytes: the file, and what the server sends to a browser asking for brotli, or for gzip only. */
interface Size { raw: number; brotli: number; gzip: number }
interface FileSize extends Size { file: string }
interface GroupSizes { js: Size; css: Size; files: FileSize[] }
interface BudgetLine extends Size { label: string; budget: number }

/** The size of the compressed file the build wrote, or of the file itself, which the server sends when there is none. */
function servedSize(clientDir: string, file: string, suffix: string, raw: number): number {
  const compressed = path.join(clientDir, `${file}${suffix}`);
  return fs.existsSync(compressed) ? fs.statSync(compressed).size : raw;
}

function measure(clientDir: string, file: string): FileSize {
  const raw = fs.statSync(path.join(clientDir, file)).size;
  return { file, raw, brotli: servedSize(clientDir, file, '.br', raw), gzip: servedSize(clientDir, file, '.gz', raw) };
}

function sum(sizes: Size[]): Size {
  return sizes.reduce((a, b) => ({ raw: a.raw + b.raw, brotli: a.brotli + b.brotli, gzip: a.gzip + b.gzip }), { raw: 0, brotli: 0, gzip: 0 });
}

function total(files: FileSize[], extension: string): Size {
  return sum(files.filter((f) => f.file.endsWith(extension)));
}

function sizesOf(clientDir: string, files: string[]): GroupSizes {
  const measured = files.filter((file) => /\.(js|css)$/.test(file)).map((file) => measure(clientDir, file));
  return { js: total(measured, '.js'), css: total(measured, '.css'), files: measured };
}

const kB = (bytes: number) => `${(bytes / KB).toFixed(1)} kB`;

function verdict({ brotli, budget }: BudgetLine): string {
  return brotli <= budget ? `ok, ${kB(budget - brotli)} left` : `OVER by ${kB(brotli - budget)}`;
}

function printTable(sections: { title: string; sizes: GroupSizes; lines: BudgetLine[] }[]): void {
  const row = (name: string, raw: string, brotli: string, gzip: string, budget = '', result = '') =>
    console.log(`${name.padEnd(40)} ${raw.padStart(10)} ${brotli.padStart(10)} ${gzip.padStart(10)} ${budget.padStart(9)}  ${result}`);
  row('file / group', 'file bytes', 'br sent', 'gzip sent', 'budget', 'verdict (br)');
  for (const { title, sizes, lines } of sections) {
    console.log(title);
    for (const f of sizes.files) row(`  ${f.file}`, String(f.raw), String(f.brotli), String(f.gzip));
    for (const line of lines) row(`  = ${line.label}`, String(line.raw), String(line.brotli), String(line.gzip), kB(line.budget), verdict(line));
  }
}

function main(): void {
  const { values } = parseArgs({ options: { check: { type: 'boolean', default: false }, dir: { type: 'string' } } });
  const clientDir = path.resolve(values.dir ?? path.join(REPOSITORY, 'dist', 'client'));
  const files = pageFiles(readManifest(clientDir));
  const signIn = sizesOf(clientDir, files.signIn);
  const searchAdds = sizesOf(clientDir, files.searchAdds);

  const signInLines: BudgetLine[] = [
    { label: 'sign-in page JS', ...signIn.js, budget: SIGN_IN_JS_BUDGET },
    { label: 'sign-in page CSS', ...signIn.css, budget: SIGN_IN_CSS_BUDGET },
  ];
  const searchLines: BudgetLine[] = [{ label: 'search page adds (JS + CSS)', ...sum([searchAdds.js, searchAdds.css]), budget: SEARCH_ADDS_BUDGET }];
  printTable([
    { title: 'sign-in page', sizes: signIn, lines: signInLines },
    { title: 'search page adds', sizes: searchAdds, lines: searchLines },
  ]);

  const over = [...signInLines, ...searchLines].filter((line) => line.brotli > line.budget);
  const budgets = { signInJsBrotli: SIGN_IN_JS_BUDGET, signInCssBrotli: SIGN_IN_CSS_BUDGET, searchAddsBrotli: SEARCH_ADDS_BUDGET };
  // In run-all's summary of every benchmark's targets.
  const targets = [...signInLines, ...searchLines].map((line) => check(`${line.label}, brotli as sent`, line.brotli / KB, line.budget / KB, ' kB'));
  const file = writePartResult('bundle', { node: process.version, signIn, searchAdds, budgets, withinBudget: over.length === 0, targets });
  console.log(`\nwritten to ${path.relative(process.cwd(), file)}`);

  if (values.check && over.length > 0) {
    for (const line of over) {
      console.error(`bundle budget exceeded: ${line.label} is ${kB(line.brotli)} as sent (brotli), ${kB(line.brotli - line.budget)} over its ${kB(line.budget)} budget`);
    }
    process.exitCode = 1;
  }
}

main();
