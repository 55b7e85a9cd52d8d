/**
 * A fresh small demo database per test file (every fixture row, a few thousand generated
 * articles) on either backend, and an app built on it, closed after the suite. Suites that hold
 * for both backends run once per backend with `describe.each(TEST_BACKENDS)`.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp, type App, type AppOptions } from '../../../src/server/app';
import { clientPasswordHash } from '../../../src/server/auth/password';
import { createDemoDatabase, createPostgresDemo } from '../../../src/server/catalogue/demo/create-demo-database';
import { DEMO_PASSWORD } from '../../../src/server/catalogue/demo/fixtures';
import type { DatabaseTarget } from '../../../src/server/database-target';
import { connectDatabase } from '../../../src/server/store/connect-database';
import type { Database } from '../../../src/server/store/database';
import type { PostgresDatabase } from '../../../src/server/store/postgres/postgres-database';
import { SqliteDatabaseHandle } from '../../../src/server/store/sqlite/sqlite-database';
import type { Store } from '../../../src/server/store/store';
import type { FeatureFlags, LoginResponse } from '../../../src/shared/contract';
import { createScratchDatabase, POSTGRES_INSTALL_HINT } from '../../support/temporary-postgres';

export const TEST_ARTICLES = 3000;
export const TEST_FLAGS: FeatureFlags = { beta: false, christmasBreakBanner: true, maintenance: false, replacementSearch: true };

export type Backend = DatabaseTarget['kind'];
export const TEST_BACKENDS: readonly Backend[] = ['sqlite', 'postgres'];

export interface TestDatabase {
  target: DatabaseTarget;
  remove: () => Promise<void>;
}

/** A path for a new SQLite file in a folder of its own. */
function sqliteTestFile(): { file: string; remove: () => void } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pricetool-test-'));
  return { file: path.join(dir, 'test.sqlite'), remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

/** An empty database of the backend: a path for a new SQLite file, or a new PostgreSQL database. */
export async function emptyTestDatabase(backend: Backend): Promise<TestDatabase> {
  if (backend === 'sqlite') {
    const { file, remove } = sqliteTestFile();
    return { target: { kind: 'sqlite', file }, remove: async () => remove() };
  }
  const adminUrl = process.env.PRICETOOL_TEST_POSTGRES;
  if (!adminUrl) throw new Error(`No test PostgreSQL cluster (the server project's global setup starts one). ${POSTGRES_INSTALL_HINT}`);
  const scratch = await createScratchDatabase(adminUrl, 'pricetool_test');
  return { target: { kind: 'postgres', url: scratch.url }, remove: scratch.drop };
}

export async function createTestDatabase(backend: Backend = 'sqlite', articles = TEST_ARTICLES): Promise<TestDatabase> {
  const database = await emptyTestDatabase(backend);
  if (database.target.kind === 'sqlite') await createDemoDatabase(database.target.file, { articles });
  else await createPostgresDemo(database.target.url, { articles, force: false });
  return database;
}

/** A SQLite demo database file, for suites about the process rather than the store. */
export async function createSqliteTestDatabase(articles = TEST_ARTICLES): Promise<{ file: string; remove: () => void }> {
  const database = sqliteTestFile();
  await createDemoDatabase(database.file, { articles });
  return database;
}

/** Rows from SQL written once for both backends: `?` placeholders, standard SQL; on SQLite the sign-in state's tables too. */
export async function queryRows<T>(database: Database, sql: string, params: unknown[] = []): Promise<T[]> {
  if (database instanceof SqliteDatabaseHandle) return database.store.accounts.prepare(sql).all(...params) as T[];
  let n = 0;
  const { rows } = await (database as PostgresDatabase).pool.query(sql.replace(/\?/g, () => `$${++n}`), params);
  return rows as T[];
}

export interface TestApp {
  app: FastifyInstance;
  /** Every route the app registered, with its schema. */
  routes: App['routes'];
  database: Database;
  store: Store;
  target: DatabaseTarget;
  clock: { now: number };
  /** Signs in and returns the token (throws if the sign-in fails). */
  signIn(email: string, password?: string, remoteAddress?: string): Promise<string>;
  get(url: string, token?: string, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
  rows<T>(sql: string, params?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
}

/**
 * What a test may set on its app: a logger, and each account's share (FAIR_SHARE unless given;
 * null for a test that sends a user's requests faster than any person would, about something else).
 */
export type TestAppOptions = Pick<AppOptions, 'fairShare'> & { logger?: object };

/** An app on an existing database (a second instance on the same database shares its clock if given). */
export async function appOn(target: DatabaseTarget, options: TestAppOptions & { clock?: { now: number } } = {}) {
  const database = await connectDatabase(target, { server: true });
  const clock = options.clock ?? { now: Date.now() };
  const { app, routes } = await buildApp({ store: database.store, admin: database.admin, flags: TEST_FLAGS, logger: options.logger, fairShare: options.fairShare, now: () => clock.now });
  await app.ready();
  return { app, routes, database, clock };
}

export async function startTestApp(options: TestAppOptions & { articles?: number; backend?: Backend } = {}): Promise<TestApp> {
  const created = await createTestDatabase(options.backend, options.articles);
  const { app, routes, database, clock } = await appOn(created.target, options);
  return {
    app,
    routes,
    database,
    store: database.store,
    target: created.target,
    clock,
    async signIn(email, password = DEMO_PASSWORD, remoteAddress = '127.0.0.1') {
      const response = await app.inject({
        method: 'POST', url: '/api/login', remoteAddress,
        payload: { useremail: email, passwordhash: clientPasswordHash(password) },
      });
      if (response.statusCode !== 200) throw new Error(`sign-in of ${email} failed: ${response.statusCode} ${response.body}`);
      return (response.json() as LoginResponse).token;
    },
    get(url, token, headers = {}) {
      const options: InjectOptions = { method: 'GET', url, headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) } };
      return app.inject(options);
    },
    rows: (sql, params) => queryRows(database, sql, params),
    async close() {
      await app.close();
      await database.close();
      await created.remove();
    },
  };
}
