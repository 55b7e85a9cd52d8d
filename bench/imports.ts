/**
 * Every import on realistic sizes, on SQLite and PostgreSQL: the catalogue of N articles, then the
 * 3-hourly stock refresh of all N lines (realistic: a fifth of them change; worst: every article
 * changes and goes on or off stock) phase by phase, then brands, replacements, customers and users.
 *   node dist/bench/bench/imports.js [--backend sqlite|postgres|both] [--database FILE]
 *     [--database-url URL] [--articles N]
 * A SQLite database given (or data/pricetool.sqlite) is copied first and left as it was; a
 * PostgreSQL database given with --database-url is written to: its catalogue becomes the demo one.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { clientPasswordHash, hashPassword } from '../src/server/auth/password';
import { importBrandsCsv } from '../src/server/imports/brands-csv';
import { importCustomersCsv } from '../src/server/imports/customers-csv';
import { importCatalogueCsv } from '../src/server/imports/import-csv';
import { importReplacementsCsv } from '../src/server/imports/replacements-csv';
import { importStockCsv } from '../src/server/imports/stock-csv';
import { importUsersCsv } from '../src/server/imports/users-csv';
import { connectDatabase } from '../src/server/store/connect-database';
import type { Database } from '../src/server/store/database';
import { backupSqlite } from '../src/server/store/sqlite/backup';
import type { StockPhase } from '../src/server/store/stock/stock-refresh';
import { BACKEND_NAMES, BACKEND_OPTIONS, backendChoice, resultsByBackend, type Backend } from './lib/backends';
import { onEachBackend, settle, type BenchDatabase } from './lib/bench-databases';
import { withCleanup } from './lib/cleanup';
import { writeCatalogueCsv, writeSmallImportFiles, writeStockCsv, type SmallImportFiles, type StockCase } from './lib/import-files';
import { runIfMain, writePartResult } from './lib/report';
import { check, printTargets, type TargetCheck } from './lib/targets';

/** The stock refresh's promise: the realistic 3-hourly file within this many seconds. */
export const STOCK_REFRESH_TARGET_S = 15;

interface Files extends SmallImportFiles {
  catalogue: string;
  stock: Record<StockCase, string>;
}

export interface ImportFigure {
  backend: Backend;
  import: string;
  /** Lines read (for the catalogue, articles loaded). */
  rows: number;
  seconds: number;
  /** Articles whose stock or delivery time the refresh changed. */
  changed?: number;
  /** The stock refresh's phases, in seconds. */
  phases?: Partial<Record<StockPhase, number>>;
}

const seconds = (ms: number) => Math.round(ms) / 1000;

async function timed(backend: Backend, name: string, run: () => Promise<number>): Promise<ImportFigure> {
  process.stderr.write(`  ${BACKEND_NAMES[backend]}: ${name}…\n`);
  const started = performance.now();
  const rows = await run();
  return { backend, import: name, rows, seconds: seconds(performance.now() - started) };
}

async function stockRefresh(backend: Backend, database: Database, kind: StockCase, file: string): Promise<ImportFigure> {
  const phases: Partial<Record<StockPhase, number>> = {};
  let phaseStarted = performance.now();
  const onPhase = (phase: StockPhase) => {
    phases[phase] = seconds(performance.now() - phaseStarted);
    phaseStarted = performance.now();
  };
  let changed = 0;
  const figure = await timed(backend, `stock (${kind})`, async () => {
    const summary = await importStockCsv(database, file, { onPhase });
    changed = summary.updated;
    return summary.loaded;
  });
  return { ...figure, changed, phases };
}

async function importAll(backend: Backend, database: Database, files: Files): Promise<ImportFigure[]> {
  const hash = (password: string) => hashPassword(clientPasswordHash(password));
  const catalogue = await timed(backend, 'catalogue', async () => (await importCatalogueCsv(database, files.catalogue)).loaded);
  // A refresh runs hours after the catalogue import, when PostgreSQL has vacuumed and checkpointed it.
  if (database.target.kind === 'postgres') await settle(database.target.url);
  return [
    catalogue,
    await stockRefresh(backend, database, 'realistic', files.stock.realistic),
    await stockRefresh(backend, database, 'worst', files.stock.worst),
    await timed(backend, 'brands', async () => (await importBrandsCsv(database, files.brands)).loaded),
    await timed(backend, 'replacements', async () => (await importReplacementsCsv(database, files.replacements)).loaded),
    await timed(backend, 'customers (discount groups)', async () => (await importCustomersCsv(database, files.customers)).loaded),
    await timed(backend, 'users (each password hashed)', async () => (await importUsersCsv(database, files.users, hash)).loaded),
  ];
}

async function measure({ backend, target, where, articles }: BenchDatabase, files: (articles: number) => Files) {
  const work = async (copy: typeof target) => {
    const database = await connectDatabase(copy);
    try {
      return { database: where, articles, results: await importAll(backend, database, files(articles)) };
    } finally {
      await database.close();
    }
  };
  if (target.kind !== 'sqlite') return work(target);
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'pricetool-bench-imports-'));
  return withCleanup(() => fs.rmSync(folder, { recursive: true, force: true }), async () => {
    const file = path.join(folder, 'copy.sqlite');
    backupSqlite(target.file, file);
    return work({ kind: 'sqlite', file });
  });
}

/** The files for a catalogue of `articles`, written once into `folder` and shared by both backends. */
function fileWriter(folder: string): (articles: number) => Files {
  const written = new Map<number, Files>();
  return (articles) => {
    const known = written.get(articles);
    if (known) return known;
    process.stderr.write(`Writing the import files for ${articles.toLocaleString('en-US')} articles…\n`);
    const at = (name: string) => path.join(folder, `${articles}-${name}`);
    fs.mkdirSync(at('small'));
    const files: Files = {
      catalogue: at('catalogue.csv'),
      stock: { realistic: at('stock-realistic.csv'), worst: at('stock-worst.csv') },
      ...writeSmallImportFiles(at('small'), articles),
    };
    writeCatalogueCsv(files.catalogue, articles);
    writeStockCsv(files.stock.realistic, articles, 'realistic');
    writeStockCsv(files.stock.worst, articles, 'worst');
    written.set(articles, files);
    return files;
  };
}

function targets(results: ImportFigure[]): TargetCheck[] {
  const realistic = results.find((r) => r.import === 'stock (realistic)');
  if (!realistic) return [];
  const lines = `${realistic.rows.toLocaleString('en-US')} lines, ${(realistic.changed ?? 0).toLocaleString('en-US')} changed`;
  return [check(`stock refresh of ${lines}`, realistic.seconds, STOCK_REFRESH_TARGET_S, ' s')];
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: BACKEND_OPTIONS });
  const choice = backendChoice(values);
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'pricetool-import-files-'));
  const figures = await withCleanup(() => fs.rmSync(folder, { recursive: true, force: true }), () => {
    const files = fileWriter(folder);
    return onEachBackend(choice, (database) => measure(database, files));
  });
  const rows = [...figures.sqlite?.results ?? [], ...figures.postgres?.results ?? []];
  console.table(rows.map((r) => ({ import: r.import, backend: BACKEND_NAMES[r.backend], rows: r.rows, changed: r.changed, seconds: r.seconds })));
  console.table(rows.filter((r) => r.phases).map((r) => ({ import: r.import, backend: BACKEND_NAMES[r.backend], ...r.phases })));
  const checks = { sqlite: targets(figures.sqlite?.results ?? []), postgres: targets(figures.postgres?.results ?? []) };
  if (figures.sqlite) printTargets('Stock refresh against its target (SQLite)', checks.sqlite);
  if (figures.postgres) printTargets('Stock refresh against its target (PostgreSQL)', checks.postgres);
  const withTargets = {
    sqlite: figures.sqlite && { ...figures.sqlite, targets: checks.sqlite },
    postgres: figures.postgres && { ...figures.postgres, targets: checks.postgres },
  };
  console.log(`written to ${writePartResult('imports', resultsByBackend(withTargets))}`);
}

runIfMain(module, main);
