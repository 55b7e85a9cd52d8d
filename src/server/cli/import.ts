/**
 * npm run KIND:import -- FILE.csv [options]   The imports of what the distributor keeps besides
 * the catalogue (file formats in docs/imports.md), all in the style of catalogue:import.
 */
import { parseArgs } from 'node:util';
import { clientPasswordHash, hashPassword } from '../auth/password';
import { importBrandsCsv } from '../imports/brands-csv';
import { importCustomersCsv } from '../imports/customers-csv';
import { importReplacementsCsv } from '../imports/replacements-csv';
import { importStockCsv } from '../imports/stock-csv';
import { importUsersCsv } from '../imports/users-csv';
import { recordingFailure, type ImportKind } from '../imports/record-import';
import type { Database } from '../store/database';
import { auditLog } from './audit-log';
import { DATABASE_OPTION_USAGE, openDatabase, runCli, UsageError } from './cli-support';
import { auditedReport, printReport, reportingRejections } from './import-report';

const USAGE = `Usage: npm run KIND:import -- FILE.csv [options] [--database FILE|URL]
  brands:import FILE.csv         replaces the brand data (names, aliases, sold, message, notes)
  customers:import FILE.csv [--delete-missing]
                                 creates customers and sets their discount groups; with
                                 --delete-missing, removes the groups and customers not named
  users:import FILE.csv [--delete-missing]
                                 creates and updates users; a new user without a password gets a
                                 one-time password, printed here once; --delete-missing deletes
                                 the users not named
  replacements:import FILE.csv   replaces every replacement (successor or alternative)
  stock:import FILE.csv [--skip-invalid]
                                 sets stock and delivery time of the catalogue's articles in place;
                                 unknown article numbers are listed, not added
  Every import checks each line first and writes nothing when one is invalid (stock:import with
  --skip-invalid applies the valid lines); one import runs at a time.
${DATABASE_OPTION_USAGE}`;

interface Options {
  'skip-invalid'?: boolean;
  'delete-missing'?: boolean;
}

const count = (n: number) => n.toLocaleString('en-US');

/** What the audit line says of a finished import (each import records itself for /api/metrics). */
type Imported = ReturnType<typeof auditedReport> & Record<string, string | number>;

const IMPORTS: Record<Exclude<ImportKind, 'catalogue'>, (database: Database, file: string, options: Options) => Promise<Imported>> = {
  brands: async (database, file) => {
    const summary = await importBrandsCsv(database, file);
    console.log(`Imported ${count(summary.loaded)} brands; the previous brand data is gone`);
    printReport(summary);
    return auditedReport(summary);
  },
  customers: async (database, file, options) => {
    const { result, ...report } = await importCustomersCsv(database, file, { deleteMissing: options['delete-missing'] });
    console.log(`Read ${count(report.loaded)} discount groups: ${count(result.created)} customers created, ${count(result.updated)} updated, ` +
      `${count(result.deleted)} deleted`);
    printReport(report);
    return auditedReport(report);
  },
  users: async (database, file, options) => {
    const hash = (password: string) => hashPassword(clientPasswordHash(password));
    const { result, ...report } = await importUsersCsv(database, file, hash, { deleteMissing: options['delete-missing'] });
    console.log(`Read ${count(report.loaded)} users: ${count(result.created)} created, ${count(result.updated)} updated, ${count(result.deleted)} deleted`);
    printReport(report);
    if (result.oneTimePasswords.length > 0) {
      console.log('One-time passwords of the new users (shown only now; pass them on and have them changed):');
      for (const { email, password } of result.oneTimePasswords) console.log(`  ${email}  ${password}`);
    }
    return auditedReport(report);
  },
  replacements: async (database, file) => {
    const summary = await importReplacementsCsv(database, file);
    console.log(`Imported ${count(summary.loaded)} replacements; the previous ones are gone`);
    printReport(summary);
    return auditedReport(summary);
  },
  stock: async (database, file, options) => {
    const started = Date.now();
    const summary = await importStockCsv(database, file, { skipInvalid: options['skip-invalid'] });
    console.log(`Read ${count(summary.loaded)} lines; ${count(summary.updated)} articles changed stock or delivery time ` +
      `in ${((Date.now() - started) / 1000).toFixed(1)} s (catalogue ${summary.version})`);
    printReport(summary);
    if (summary.unknownCount > 0) {
      console.error(`${count(summary.unknownCount)} line(s) name no article of the catalogue and were skipped:`);
      for (const { line, artnrt4, brand } of summary.unknown) console.error(`  line ${line}: ${`${brand} ${artnrt4}`.trim()}`);
      if (summary.unknownCount > summary.unknown.length) console.error(`  … and ${count(summary.unknownCount - summary.unknown.length)} more`);
    }
    return { ...auditedReport(summary), changed: summary.updated, unknown: summary.unknownCount, version: summary.version };
  },
};

runCli(async () => {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      'skip-invalid': { type: 'boolean' }, 'delete-missing': { type: 'boolean' }, database: { type: 'string' }, help: { type: 'boolean' },
    },
  });
  const [kind, ...files] = positionals;
  if (values.help) return console.log(USAGE);
  const run = Object.hasOwn(IMPORTS, kind) ? IMPORTS[kind as keyof typeof IMPORTS] : undefined;
  if (!run) throw new UsageError(`Unknown import "${kind ?? ''}"`);
  if (files.length !== 1) throw new UsageError('Name exactly one CSV file');
  if (values['skip-invalid'] && kind !== 'stock') throw new UsageError('--skip-invalid is for stock:import only');
  if (values['delete-missing'] && kind !== 'customers' && kind !== 'users') throw new UsageError('--delete-missing is for customers:import and users:import');
  const database = await openDatabase(values.database);
  try {
    const imported = await recordingFailure(database, kind as ImportKind, () => reportingRejections(() => run(database, files[0], values)));
    await auditLog(database.store, 'import', { kind, file: files[0], ...imported }, `${kind} imported`);
  } finally {
    await database.close();
  }
}, USAGE);
