/**
 * The process the server starts for each check and import from the staff console
 * (imports/import-run.ts; docs/imports.md, From the console); not a command for operators, who
 * have the import commands. It works on the server's database (DATABASE_URL or DATABASE, as the
 * server passes them) and ends the history row it is given.
 */
import { parseArgs } from 'node:util';
import { IMPORT_KINDS, type ImportKind } from '../../shared/admin-imports-contract';
import { runImport } from '../imports/import-run';
import { openDatabase, runCli, UsageError } from './cli-support';

const USAGE = 'Usage: node dist/server/cli/console-import.js --run ID --kind KIND --file FILE [--check]  (started by the server)';

runCli(async () => {
  const { values } = parseArgs({
    options: { run: { type: 'string' }, kind: { type: 'string' }, file: { type: 'string' }, check: { type: 'boolean' } },
  });
  const id = Number(values.run);
  if (!Number.isSafeInteger(id) || id < 1) throw new UsageError('--run names the history row');
  if (!IMPORT_KINDS.includes(values.kind as ImportKind)) throw new UsageError(`Unknown import "${values.kind ?? ''}"`);
  if (!values.file) throw new UsageError('--file names the uploaded file');
  const database = await openDatabase(undefined);
  try {
    await runImport(database, { id, kind: values.kind as ImportKind, file: values.file, dryRun: values.check ?? false });
  } finally {
    await database.close();
  }
}, USAGE);
