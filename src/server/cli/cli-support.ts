/** What every command-line tool shares: the database to use, and failing with a clear message. */
import fs from 'node:fs';
import path from 'node:path';
import { MissingDatabaseError } from '../catalogue/new-database';
import { nodeEnvironment, readConfig } from '../config';
import { targetFromOption, type DatabaseTarget } from '../database-target';
import { connectDatabase } from '../store/connect-database';
import type { Database } from '../store/database';

export class UsageError extends Error {}

export const DATABASE_OPTION_USAGE = `  --database takes a SQLite file or a postgres:// URL; without it, DATABASE_URL or DATABASE
  (the server's settings) name the database.`;

/** The database a CLI works on: --database if given, else the server's own (DATABASE_URL or DATABASE). */
export function databaseTarget(option: string | undefined): DatabaseTarget {
  return option ? targetFromOption(option, (file) => path.resolve(file)) : readConfig().databaseTarget;
}

/**
/**
 * Refuses a SQLite file that does not exist: every tool but db:create works on a database that is
 * there, so a mistyped path in a cron line fails at once instead of succeeding on a new, empty file
 * (docs/imports.md, Database). A PostgreSQL database that does not exist fails to connect anyway.
 */
export function refuseMissingDatabase(target: DatabaseTarget): void {
  if (target.kind === 'sqlite' && !fs.existsSync(target.file)) throw new MissingDatabaseError(target.file, 'cli');
}

/** The database a CLI works on (databaseTarget), opened; never created. */
export async function openDatabase(option: string | undefined): Promise<Database> {
  const target = databaseTarget(option);
  refuseMissingDatabase(target);
  return connectDatabase(target);
}

/**
 * Runs a CLI's main; a thrown error becomes one line on stderr and exit code 1 (2 for usage).
 * NODE_ENV is checked first, as the server does: whatever the command, a mistyped one is refused.
 */
export function runCli(main: () => Promise<void>, usage: string): void {
  const run = async () => {
    nodeEnvironment();
    await main();
  };
  run().catch((error: unknown) => {
    const message = error instanceof Error ? error.message : String(error);
    console.error(`Error: ${message}`);
    if (error instanceof UsageError) console.error(`\n${usage}`);
    process.exitCode = error instanceof UsageError ? 2 : 1;
  });
}

/** A password from --password, or the first line of standard input with --password-stdin. */
export async function readPassword(values: { password?: string; 'password-stdin'?: boolean }): Promise<string> {
  let password = values.password;
  if (values['password-stdin']) {
    const chunks: Buffer[] = [];
    for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
    password = Buffer.concat(chunks).toString('utf8').split(/\r?\n/)[0];
  }
  if (password === undefined) throw new UsageError('Give the password with --password or --password-stdin');
  if (password.length < 8) throw new UsageError('A password needs at least 8 characters');
  return password;
}

const NEGATIVE_NUMBER = /^-\d+([.,]\d+)?$/;
const NEGATIVE_MARK = '\u0000neg:';

/**
 * node:util parseArgs reads "-70" as an option; a surcharge is written exactly like that, so
 * negative numbers are hidden from it and handed back as positionals.
 */
export function argsWithNegativeNumbers(argv: string[] = process.argv.slice(2)): { args: string[]; restore: (value: string) => string } {
  return {
    args: argv.map((arg) => (NEGATIVE_NUMBER.test(arg) ? NEGATIVE_MARK + arg : arg)),
    restore: (value) => (value.startsWith(NEGATIVE_MARK) ? value.slice(NEGATIVE_MARK.length) : value),
  };
}
