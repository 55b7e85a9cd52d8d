/** npm run catalogue:import -- FILE.csv [--skip-invalid] [--database FILE|URL] */
import { parseArgs } from 'node:util';
import { importCatalogueCsv } from '../imports/import-csv';
import { recordingFailure } from '../imports/record-import';
import { auditLog } from './audit-log';
import { DATABASE_OPTION_USAGE, openDatabase, runCli, UsageError } from './cli-support';
import { auditedReport, printReport, reportingRejections } from './import-report';
import { progressReporter } from './progress';

const USAGE = `Usage: npm run catalogue:import -- FILE.csv [--skip-invalid] [--database FILE|URL]
  Validates a catalogue export and swaps it in atomically; searches keep running meanwhile.
  Any invalid row aborts the import unless --skip-invalid is given, which loads the valid rows.
${DATABASE_OPTION_USAGE}`;

runCli(async () => {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { 'skip-invalid': { type: 'boolean' }, database: { type: 'string' }, help: { type: 'boolean' } },
  });
  if (values.help) return console.log(USAGE);
  if (positionals.length !== 1) throw new UsageError('Name exactly one CSV file');
  const database = await openDatabase(values.database);
  const progress = progressReporter('Import', 0, process.stderr);
  try {
    const summary = await recordingFailure(database, 'catalogue', () => reportingRejections(() => importCatalogueCsv(database, positionals[0], {
      skipInvalid: values['skip-invalid'],
      onProgress: ({ loaded, phase }) => progress.update(loaded, phase),
    })));
    progress.finish(`Imported ${summary.loaded.toLocaleString('en-US')} articles as catalogue ${summary.version}`);
    await auditLog(database.store, 'import', { kind: 'catalogue', file: positionals[0], ...auditedReport(summary), version: summary.version }, 'catalogue imported');
    printReport(summary);
  } finally {
    await database.close();
  }
}, USAGE);
