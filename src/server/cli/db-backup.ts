/** npm run db:backup -- FILE [--force] [--database FILE] */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { describeTarget } from '../database-target';
import { backupSqlite } from '../store/sqlite/backup';
import { DATABASE_OPTION_USAGE, databaseTarget, refuseMissingDatabase, runCli, UsageError } from './cli-support';

const USAGE = `Usage: npm run db:backup -- FILE [--force] [--database FILE]
  Writes a consistent copy of the SQLite database to FILE while the server keeps serving.
  An existing FILE is replaced only with --force. To restore, stop the server and put the copy
  in place of the database file. The sign-in state beside it (sessions, sign-in failures) is not
  copied: a server started on a restored copy signs everyone out. PostgreSQL is backed up with
  pg_dump (docs/operations.md, Backups).
${DATABASE_OPTION_USAGE}`;

runCli(async () => {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { force: { type: 'boolean' }, database: { type: 'string' }, help: { type: 'boolean' } },
  });
  if (values.help) return console.log(USAGE);
  if (positionals.length !== 1) throw new UsageError('Name exactly one file to write the copy to');
  const target = databaseTarget(values.database);
  if (target.kind === 'postgres') {
    throw new Error(`${describeTarget(target)} is a PostgreSQL database: back it up with pg_dump, e.g. `
      + 'pg_dump --format=custom --file=pricetool.dump "$DATABASE_URL" (docs/operations.md, Backups)');
  }
  const destination = path.resolve(positionals[0]);
  if (destination === target.file) throw new UsageError('The copy cannot replace the database itself');
  if (fs.existsSync(destination) && !values.force) throw new UsageError(`${destination} exists; add --force to replace it`);
  refuseMissingDatabase(target);
  const started = Date.now();
  const { bytes } = backupSqlite(target.file, destination);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`Backed up ${target.file} to ${destination} (${(bytes / 1024 ** 2).toFixed(1)} MiB) in ${seconds}s`);
}, USAGE);
