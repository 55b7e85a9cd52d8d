/**
 * Liveness and readiness on both backends: /api/health/live answers while the process runs;
 * /api/health/ready (and /api/health, its old address) answers 200 only while the database
 * answers, takes writes and holds a catalogue, else 503 with Retry-After and the check that
 * failed. While PostgreSQL is down every call that needs the database answers 503 with
 * Retry-After, never 500, each as the OpenAPI document says, and all recover once it is back.
 */
import BetterSqlite3 from 'better-sqlite3';
import type { InjectOptions } from 'fastify';
import pg from 'pg';
import { buildApp, type App } from '../../src/server/app';
import { clientPasswordHash } from '../../src/server/auth/password';
import { createPostgresDemo } from '../../src/server/catalogue/demo/create-demo-database';
import { DEMO_PASSWORD } from '../../src/server/catalogue/demo/fixtures';
import { NOT_READY_RETRY_AFTER_SECONDS, READY_WRITE_CHECK_MS } from '../../src/server/config';
import type { DatabaseTarget } from '../../src/server/database-target';
import { connectDatabase } from '../../src/server/store/connect-database';
import type { Database } from '../../src/server/store/database';
import { signInStateFile } from '../../src/server/store/sqlite/sign-in-state';
import type { LoginResponse, ReadinessChecks } from '../../src/shared/contract';
import { sample } from '../support/prometheus-text';
import { createScratchDatabase, startTemporaryPostgres, type TemporaryPostgres } from '../support/temporary-postgres';
import { emptyTestDatabase, startTestApp, TEST_BACKENDS, TEST_FLAGS, type TestApp } from './support/test-app';
import { DEMO } from '../support/demo-users';

const ALL_OK: ReadinessChecks = { accepting: 'ok', database: 'ok', writes: 'ok', catalogue: 'ok' };
const READINESS_URLS = ['/api/health/ready', '/api/health'];

/** Holds the database's write lock from another connection, as a stuck writer would; reads go on. Returns the release. */
async function holdWriteLock(target: DatabaseTarget): Promise<() => Promise<void>> {
  if (target.kind === 'sqlite') {
    // The write check writes where sign-ins do: the sign-in state file, which no import locks.
    const other = new BetterSqlite3(signInStateFile(target.file));
    other.exec('BEGIN IMMEDIATE');
    return async () => {
      other.exec('ROLLBACK');
      other.close();
    };
  }
  const other = new pg.Client({ connectionString: target.url });
  await other.connect();
  // EXCLUSIVE lets reads through and stops every write to the table.
  await other.query('BEGIN; LOCK TABLE write_checks IN EXCLUSIVE MODE');
  return async () => {
    await other.query('ROLLBACK');
    await other.end();
  };
}

describe.each(TEST_BACKENDS)('on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => { t = await startTestApp({ backend, articles: 200 }); });
  afterAll(() => t.close());

  it('GET /api/health/live answers 200: the process runs', async () => {
    const response = await t.get('/api/health/live');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', draining: false });
  });

  it.each(READINESS_URLS)('GET %s answers 200 with every check passed and the catalogue served', async (url) => {
    const response = await t.get(url);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', articles: expect.any(Number), catalogueVersion: expect.stringMatching(/^demo-/), catalogue: 'loaded', checks: ALL_OK });
  });

  it('fails readiness with 503 and Retry-After while the database takes no writes, and passes again once it does', async () => {
    expect((await t.get('/api/health/ready')).statusCode).toBe(200);
    const release = await holdWriteLock(t.target);
    try {
      // A passed write check is kept for READY_WRITE_CHECK_MS, so a load balancer's probes do not write each time.
      expect((await t.get('/api/health/ready')).statusCode).toBe(200);
      t.clock.now += READY_WRITE_CHECK_MS;
      for (const url of READINESS_URLS) {
        const response = await t.get(url, undefined, { 'x-selected-language': 'FR' });
        expect(response.statusCode).toBe(503);
        expect(response.headers['retry-after']).toBe(String(NOT_READY_RETRY_AFTER_SECONDS));
        expect(response.json()).toEqual({
          error: 'not_ready', message: 'Le service est momentanément indisponible. Veuillez réessayer dans un instant.',
          checks: { ...ALL_OK, writes: 'failed' }, articles: expect.any(Number), catalogueVersion: expect.any(String), catalogue: 'loaded',
        });
      }
    } finally {
      await release();
    }
    // A failed check is not kept: the next probe writes again.
    expect((await t.get('/api/health/ready')).statusCode).toBe(200);
  });

  it('fails readiness with 503 while the catalogue is empty; liveness still passes', async () => {
    const empty = await emptyTestDatabase(backend);
    const database = await connectDatabase(empty.target);
    const { app } = await buildApp({ store: database.store, flags: TEST_FLAGS });
    try {
      const response = await app.inject({ url: '/api/health/ready' });
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe(String(NOT_READY_RETRY_AFTER_SECONDS));
      expect(response.json()).toMatchObject({ error: 'not_ready', checks: { ...ALL_OK, catalogue: 'failed' }, articles: 0, catalogueVersion: 'empty', catalogue: 'empty' });
      expect((await app.inject({ url: '/api/health/live' })).statusCode).toBe(200);
    } finally {
      await app.close();
      await database.close();
      await empty.remove();
    }
  });
});

describe('while PostgreSQL is down', () => {
  let cluster: TemporaryPostgres;
  let database: Database;
  let built: App;
  let token: string;
  let documented: Record<string, Record<string, { responses: Record<string, unknown> }>>;

  beforeAll(async () => {
    cluster = await startTemporaryPostgres({ fast: true });
    const { url } = await createScratchDatabase(cluster.adminUrl);
    await createPostgresDemo(url, { articles: 200, force: false });
    database = await connectDatabase({ kind: 'postgres', url });
    built = await buildApp({ store: database.store, flags: TEST_FLAGS });
    await built.app.ready();
    const login = await built.app.inject({ method: 'POST', url: '/api/login', payload: signIn });
    token = (login.json() as LoginResponse).token;
    documented = (await built.app.inject({ url: '/api/openapi.json' })).json<{ paths: typeof documented }>().paths;
  });
  afterAll(async () => {
    await built.app.close();
    await database.close();
    cluster.stop();
  });

  const signIn = { useremail: DEMO.muster.email, passwordhash: clientPasswordHash(DEMO_PASSWORD) };
  const session = () => ({ authorization: `Bearer ${token}` });
  /** Every call that needs the database, as [method, documented path, request]. */
  const needsDatabase: Array<[string, string, () => InjectOptions]> = [
    ['POST', '/api/login', () => ({ payload: signIn })],
    ['GET', '/api/', () => ({ headers: session() })],
    ['POST', '/api/brands', () => ({ headers: session() })],
    ['GET', '/api/brand-data', () => ({ headers: session() })],
    ['GET', '/api/search', () => ({ query: { q: '750' }, headers: session() })],
    ['GET', '/api/replacements', () => ({ query: { q: '3RH1122-1BB40', mode: 'replacement' }, headers: session() })],
    ['POST', '/api/lookup', () => ({ payload: { lines: [{ q: '750-455' }] }, headers: session() })],
    ['POST', '/api/logout', () => ({ headers: session() })],
    ['GET', '/api/health/ready', () => ({})],
    ['GET', '/api/health', () => ({})],
  ];
  const send = (method: string, url: string, request: InjectOptions) => built.app.inject({ ...request, method: method as InjectOptions['method'], url });

  it('answers 503 with Retry-After to every call that needs it, as documented, and the others as usual; all recover once it is back', async () => {
    cluster.halt();
    try {
      for (const [method, url, request] of needsDatabase) {
        const response = await send(method, url, request());
        expect({ call: `${method} ${url}`, status: response.statusCode, retryAfter: response.headers['retry-after'], error: response.json<{ error: string }>().error })
          .toEqual({ call: `${method} ${url}`, status: 503, retryAfter: String(NOT_READY_RETRY_AFTER_SECONDS), error: 'not_ready' });
        expect(Object.keys(documented[url][method.toLowerCase()].responses)).toContain('503');
      }
      const ready = await send('GET', '/api/health/ready', {});
      expect(ready.json()).toMatchObject({ checks: { accepting: 'ok', database: 'failed', writes: 'skipped', catalogue: 'skipped' } });
      expect((await send('GET', '/api/health/live', {})).statusCode).toBe(200);
      expect((await send('GET', '/api/flags', {})).statusCode).toBe(200);
      expect((await send('POST', '/api/vitals', { payload: { name: 'LCP', value: 900 } })).statusCode).toBe(204);
      // The scrape still answers, with the process's figures; what the database would tell is unknown.
      const metrics = await send('GET', '/api/metrics', {});
      expect(metrics.statusCode).toBe(200);
      expect(sample(metrics.body, 'pricetool_database_size_bytes')).toBeNaN();
      expect(metrics.body).toContain('process_cpu_seconds_total');
    } finally {
      cluster.resume();
    }
    // The pool reconnects by itself: the first request after the restart is answered.
    expect((await send('GET', '/api/health/ready', {})).statusCode).toBe(200);
    for (const [method, url, request] of needsDatabase.filter(([method]) => method === 'GET')) {
      expect({ call: `${method} ${url}`, status: (await send(method, url, request())).statusCode }).toEqual({ call: `${method} ${url}`, status: 200 });
    }
  });
});
