/**
 * Bundle sizes: the gzip size of the JavaScript and CSS the sign-in page loads, and of
 * what the search page adds on top, against the budgets in bench/budgets.ts. Prints a table and
 * writes bench/results/bundle.json; with --check it exits non-zero when a budget is exceeded.
 *   node dist/bench/bench/bundle-size.js [--check] [--dir dist/client]
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { KB, SEARCH_ADDS_GZIP_BUDGET, SIGN_IN_CSS_GZIP_BUDGET, SIGN_IN_JS_GZIP_BUDGET } from './budgets';
import { pageFiles, readManifest } from './lib/page-files';
import { writePartResult } from './lib/report';
import { check } from './lib/targets';
import { REPOSITORY } from './lib/server-process';

interface Size { raw: number; gzip: number }
interface FileSize extends Size { file: string }
interface GroupSizes { js: Size; css: Size; files: FileSize[] }
interface BudgetLine extends Size { label: string; budget: number }

function measure(clientDir: string, file: string): FileSize {
  const content = fs.readFileSync(path.join(clientDir, file));
  return { file, raw: content.length, gzip: gzipSync(content, { level: 9 }).length };
}

function total(files: FileSize[], extension: string): Size {
  const matching = files.filter((f) => f.file.endsWith(extension));
  return { raw: matching.reduce((sum, f) => sum + f.raw, 0), gzip: matching.reduce((sum, f) => sum + f.gzip, 0) };
}

function sizesOf(clientDir: string, files: string[]): GroupSizes {
  const measured = files.filter((file) => /\.(js|css)$/.test(file)).map((file) => measure(clientDir, file));
  return { js: total(measured, '.js'), css: total(measured, '.css'), files: measured };
}

const kB = (bytes: number) => `${(bytes / KB).toFixed(1)} kB`;

function verdict({ gzip, budget }: BudgetLine): string {
  return gzip <= budget ? `ok, ${kB(budget - gzip)} left` : `OVER by ${kB(gzip - budget)}`;
}

function printTable(sections: { title: string; sizes: GroupSizes; lines: BudgetLine[] }[]): void {
  const row = (name: string, raw: string, gzip: string, budget = '', result = '') =>
    console.log(`${name.padEnd(40)} ${raw.padStart(10)} ${gzip.padStart(10)} ${budget.padStart(9)}  ${result}`);
  row('file / group', 'raw bytes', 'gzip bytes', 'budget', 'verdict');
  for (const { title, sizes, lines } of sections) {
    console.log(title);
    for (const f of sizes.files) row(`  ${f.file}`, String(f.raw), String(f.gzip));
    for (const line of lines) row(`  = ${line.label}`, String(line.raw), String(line.gzip), kB(line.budget), verdict(line));
  }
}

function main(): void {
  const { values } = parseArgs({ options: { check: { type: 'boolean', default: false }, dir: { type: 'string' } } });
  const clientDir = path.resolve(values.dir ?? path.join(REPOSITORY, 'dist', 'client'));
  const files = pageFiles(readManifest(clientDir));
  const signIn = sizesOf(clientDir, files.signIn);
  const searchAdds = sizesOf(clientDir, files.searchAdds);

  const signInLines: BudgetLine[] = [
    { label: 'sign-in page JS', ...signIn.js, budget: SIGN_IN_JS_GZIP_BUDGET },
    { label: 'sign-in page CSS', ...signIn.css, budget: SIGN_IN_CSS_GZIP_BUDGET },
  ];
  const searchLines: BudgetLine[] = [{
    label: 'search page adds (JS + CSS)', raw: searchAdds.js.raw + searchAdds.css.raw, gzip: searchAdds.js.gzip + searchAdds.css.gzip, budget: SEARCH_ADDS_GZIP_BUDGET,
  }];
  printTable([
    { title: 'sign-in page', sizes: signIn, lines: signInLines },
    { title: 'search page adds', sizes: searchAdds, lines: searchLines },
  ]);

  const over = [...signInLines, ...searchLines].filter((line) => line.gzip > line.budget);
  const budgets = { signInJsGzip: SIGN_IN_JS_GZIP_BUDGET, signInCssGzip: SIGN_IN_CSS_GZIP_BUDGET, searchAddsGzip: SEARCH_ADDS_GZIP_BUDGET };
  // In run-all's summary of every benchmark's targets.
  const targets = [...signInLines, ...searchLines].map((line) => check(`${line.label}, gzip`, line.gzip / KB, line.budget / KB, ' kB'));
  const file = writePartResult('bundle', { node: process.version, signIn, searchAdds, budgets, withinBudget: over.length === 0, targets });
  console.log(`\nwritten to ${path.relative(process.cwd(), file)}`);

  if (values.check && over.length > 0) {
    for (const line of over) {
      console.error(`bundle budget exceeded: ${line.label} is ${kB(line.gzip)} gzip, ${kB(line.gzip - line.budget)} over its ${kB(line.budget)} budget`);
    }
    process.exitCode = 1;
  }
}

main();
