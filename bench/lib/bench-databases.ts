/**
 * A database holding the demo catalogue on each chosen backend, one at a time: one given is used as
 * it is; one made for the run (a temporary SQLite file, a temporary PostgreSQL cluster) is removed
 * after it, also when the run fails or is interrupted. The temporary cluster runs with durability
 * on, as in production, and holds as many articles as the SQLite database, so the figures compare.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createDemoDatabase, createPostgresDemo } from '../../src/server/catalogue/demo/create-demo-database';
import { progressReporter } from '../../src/server/cli/progress';
import { DEMO_CATALOGUE_ARTICLES } from '../../src/server/config';
import type { LoadProgress } from '../../src/server/store/catalogue-load';
import { describeTarget, type DatabaseTarget } from '../../src/server/database-target';
import { connectDatabase } from '../../src/server/store/connect-database';
import { createScratchDatabase, startTemporaryPostgres, type TemporaryPostgres } from '../../test/support/temporary-postgres';
import { BACKEND_NAMES, type Backend, type BackendChoice } from './backends';
import { withCleanup } from './cleanup';
import type { ServerDatabase } from './server-process';

export interface BenchDatabase {
  backend: Backend;
  target: DatabaseTarget;
  /** Where it is, as the results file names it (the password left out, a temporary one described). */
  where: string;
  articles: number;
}

type Work<T> = (database: BenchDatabase) => Promise<T>;

/** Runs `work` on each chosen backend in turn and returns what it gave for each. */
export async function onEachBackend<T>(choice: BackendChoice, work: Work<T>): Promise<Partial<Record<Backend, T>>> {
  const results: Partial<Record<Backend, T>> = {};
  for (const backend of choice.backends) {
    process.stderr.write(`\n— ${BACKEND_NAMES[backend]} —\n`);
    results[backend] = await (backend === 'sqlite' ? onSqlite(choice, work) : onPostgres(choice, work));
  }
  return results;
}

export function serverDatabase(target: DatabaseTarget): ServerDatabase {
  return target.kind === 'sqlite' ? { database: target.file } : { databaseUrl: target.url };
}

async function onSqlite<T>(choice: BackendChoice, work: Work<T>): Promise<T> {
  if (choice.articles === undefined) {
    const target: DatabaseTarget = { kind: 'sqlite', file: choice.sqliteFile };
    // As the server would on its first start, but before it starts, so the query classes can be read from it.
    if (!fs.existsSync(choice.sqliteFile)) await createDemo(target, DEMO_CATALOGUE_ARTICLES);
    return work({ backend: 'sqlite', target, where: describeTarget(target), articles: await catalogueArticles(target) });
  }
  const { articles } = choice;
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'pricetool-bench-'));
  return withCleanup(() => fs.rmSync(folder, { recursive: true, force: true }), async () => {
    const target: DatabaseTarget = { kind: 'sqlite', file: path.join(folder, 'demo.sqlite') };
    await createDemo(target, articles);
    return work({ backend: 'sqlite', target, where: 'a temporary SQLite file', articles });
  });
}

async function onPostgres<T>(choice: BackendChoice, work: Work<T>): Promise<T> {
  if (choice.postgresUrl) {
    const target: DatabaseTarget = { kind: 'postgres', url: choice.postgresUrl };
    return work({ backend: 'postgres', target, where: describeTarget(target), articles: await catalogueArticles(target) });
  }
  const articles = choice.articles ?? (fs.existsSync(choice.sqliteFile)
    ? await catalogueArticles({ kind: 'sqlite', file: choice.sqliteFile })
    : DEMO_CATALOGUE_ARTICLES);
  // Assigned as soon as the cluster runs, so that Ctrl-C from then on stops it.
  let cluster: TemporaryPostgres | undefined;
  return withCleanup(() => cluster?.stop(), async () => {
    process.stderr.write('Starting a temporary PostgreSQL cluster…\n');
    cluster = await startTemporaryPostgres();
    // The database goes with the cluster, so it is never dropped on its own.
    const { url } = await createScratchDatabase(cluster.adminUrl, 'pricetool_bench');
    const target: DatabaseTarget = { kind: 'postgres', url };
    await createDemo(target, articles);
    const version = await settle(url);
    return work({ backend: 'postgres', target, where: `a temporary PostgreSQL ${version} cluster`, articles });
  });
}

async function createDemo(target: DatabaseTarget, articles: number): Promise<void> {
  const label = `Demo catalogue on ${BACKEND_NAMES[target.kind]}`;
  const progress = progressReporter(label, articles);
  const onProgress = ({ loaded, phase }: LoadProgress) => progress.update(loaded, phase === 'loading' ? '' : phase);
  if (target.kind === 'sqlite') await createDemoDatabase(target.file, { articles, onProgress });
  else await createPostgresDemo(target.url, { articles, onProgress, force: false });
  progress.finish(`${label}: ${articles.toLocaleString('en-US')} articles`);
}

/** The articles a database serves; one without a catalogue would measure nothing. */
async function catalogueArticles(target: DatabaseTarget): Promise<number> {
  const database = await connectDatabase(target);
  try {
    const { articles } = await database.store.catalogueInfo();
    if (articles === 0) throw new Error(`${describeTarget(target)} holds no catalogue: fill it first (npm run db:create -- --database …)`);
    return articles;
  } finally {
    await database.close();
  }
}

/**
 * Right after a bulk load, autovacuum and the next checkpoint still have the new tables to work
 * through, and would do it in the middle of the measurement; a database in service has long done
 * both. Returns the server's version, for the results.
 */
export async function settle(url: string): Promise<string> {
  process.stderr.write('Vacuuming and checkpointing the new catalogue…\n');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('VACUUM (ANALYZE)');
    await client.query('CHECKPOINT');
    return (await client.query<{ server_version: string }>('SHOW server_version')).rows[0].server_version;
  } finally {
    await client.end();
  }
}
