/** npm run catalogue:import -- FILE.csv [--skip-invalid] [--database FILE|URL] */
import { parseArgs } from 'node:util';
import { ImportFailedError, importCatalogueCsv, type ImportSummary } from '../catalogue/import-csv';
import { connectDatabase } from '../store/connect-database';
import { auditLog } from './audit-log';
import { DATABASE_OPTION_USAGE, databaseTarget, runCli, UsageError } from './cli-support';
import { progressReporter } from './progress';

const USAGE = `Usage: npm run catalogue:import -- FILE.csv [--skip-invalid] [--database FILE|URL]
  Validates a catalogue export and swaps it in atomically; searches keep running meanwhile.
  Any invalid row aborts the import unless --skip-invalid is given, which loads the valid rows.
${DATABASE_OPTION_USAGE}`;

function printRejections(summary: ImportSummary): void {
  for (const { line, reason } of summary.rejected) console.error(`  line ${line}: ${reason}`);
  const unlisted = summary.rejectedCount - summary.rejected.length;
  if (unlisted > 0) console.error(`  … and ${unlisted.toLocaleString('en-US')} more`);
}

runCli(async () => {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { 'skip-invalid': { type: 'boolean' }, database: { type: 'string' }, help: { type: 'boolean' } },
  });
  if (values.help) return console.log(USAGE);
  if (positionals.length !== 1) throw new UsageError('Name exactly one CSV file');
  const database = await connectDatabase(databaseTarget(values.database));
  const progress = progressReporter('Import', 0, process.stderr);
  try {
    const summary = await importCatalogueCsv(database, positionals[0], {
      skipInvalid: values['skip-invalid'],
      onProgress: ({ loaded, phase }) => progress.update(loaded, phase),
    });
    progress.finish(`Imported ${summary.loaded.toLocaleString('en-US')} articles as catalogue ${summary.version}`);
    auditLog('import', { kind: 'catalogue', file: positionals[0], rows: summary.loaded, rejected: summary.rejectedCount, version: summary.version }, 'catalogue imported');
    if (summary.ignoredColumns.length > 0) console.log(`Ignored unknown column(s): ${summary.ignoredColumns.join(', ')}`);
    if (summary.rejectedCount > 0) {
      console.error(`Skipped ${summary.rejectedCount.toLocaleString('en-US')} invalid row(s):`);
      printRejections(summary);
    }
  } catch (error) {
    if (error instanceof ImportFailedError && error.summary && error.summary.rejectedCount > 0) {
      console.error(`Rejected rows (${error.summary.rejectedCount.toLocaleString('en-US')}):`);
      printRejections(error.summary);
    }
    throw error;
  } finally {
    await database.close();
  }
}, USAGE);
