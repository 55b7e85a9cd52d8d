/**
 * Where a server's database comes from. Outside production a new database gets the demo, so the
 * quick start has something to show. In production nothing but the schema is ever created: a
 * SQLite file that does not exist is refused rather than created, because a mistyped DATABASE
 * would otherwise start a server with an empty catalogue that looks healthy; the operator creates
 * the file once with `npm run db:create -- --empty` (on PostgreSQL, `createdb` is that step).
 * The command-line tools never create one, in production or not (docs/imports.md, Database).
 */
import fs from 'node:fs';
import type { ServerConfig } from '../config';
import { describeTarget, type DatabaseTarget } from '../database-target';
import type { LoadProgress } from '../store/catalogue-load';
import { connectDatabase } from '../store/connect-database';
import type { Database } from '../store/database';
import { PostgresDatabase } from '../store/postgres/postgres-database';
import { databaseFiles } from '../store/sqlite/disk-space';
import { ensureDemoDatabase } from './demo/create-demo-database';

/** Who refuses to create a missing database, and why: the server in production, or any command-line tool. */
const REFUSALS = {
  server: 'In production (NODE_ENV=production) the server does not create one, so that a mistyped DATABASE cannot start an empty server: check DATABASE',
  cli: 'The command-line tools never create one (only db:create does), so that a mistyped path fails instead of filling a new, empty '
    + 'database: check --database or DATABASE',
} as const;

export class MissingDatabaseError extends Error {
  constructor(file: string, by: keyof typeof REFUSALS = 'server') {
    super(`No database at ${file}. ${REFUSALS[by]}, or create the database with "npm run db:create -- --empty"`
      + `${by === 'cli' ? ' (the schema only; without --empty, the demo)' : ''}.`);
  }
}

export interface DemoHooks {
  /** Called just before a demo catalogue is created. */
  onDemoStart?: () => void;
  onDemoProgress?: (progress: LoadProgress) => void;
}

/** Opens the server's database, creating the demo in a new one outside production; says whether it did. */
export async function openServerDatabase(config: ServerConfig, hooks: DemoHooks = {}): Promise<{ database: Database; demoCreated: boolean }> {
  const target = config.databaseTarget;
  let demoCreated = false;
  if (config.production) {
    if (target.kind === 'sqlite' && !fs.existsSync(target.file)) throw new MissingDatabaseError(target.file);
  } else {
    demoCreated = await ensureDemoDatabase(target, { articles: config.demoArticles, onStart: hooks.onDemoStart, onProgress: hooks.onDemoProgress });
  }
  return { database: await connectDatabase(target, { server: true }), demoCreated };
}

/**
 * db:create --empty: a database with the schema and nothing else. An existing SQLite file, or a
 * PostgreSQL database already holding a catalogue or users, is emptied only with `force`.
 */
export async function createEmptyDatabase(target: DatabaseTarget, force: boolean): Promise<void> {
  if (target.kind === 'sqlite') {
    if (fs.existsSync(target.file)) {
      if (!force) throw new DatabaseExistsError(`${target.file} exists`);
      for (const file of databaseFiles(target.file)) fs.rmSync(file, { force: true });
    }
    await (await connectDatabase(target)).close();
    return;
  }
  const database = await PostgresDatabase.connect(target.url);
  try {
    if (!(await database.isUnused())) {
      if (!force) throw new DatabaseExistsError(`${describeTarget(target)} holds a catalogue or users already`);
      await database.reset();
    }
  } finally {
    await database.close();
  }
}

export class DatabaseExistsError extends Error {}
