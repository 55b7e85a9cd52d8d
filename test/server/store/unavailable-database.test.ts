/**
 * When the database cannot take a request (docs/operations.md, When writes fail): a lock held too
 * long or a full or failing disk is answered 503 with Retry-After, never 500, and /api/health
 * says 503 while the database takes no writes (Store.checkWrites, a real write on each backend).
 */
import Database from 'better-sqlite3';
import pg from 'pg';
import { buildApp } from '../../../src/server/app';
import { clientPasswordHash } from '../../../src/server/auth/password';
import { DEMO_PASSWORD } from '../../../src/server/catalogue/demo/fixtures';
import { BUSY_RETRY_AFTER_S, NOT_READY_RETRY_AFTER_SECONDS, STORAGE_RETRY_AFTER_S } from '../../../src/server/config';
import type { Store } from '../../../src/server/store/store';
import { unavailableReason } from '../../../src/server/store/unavailable';
import { createTestDatabase, queryRows, TEST_BACKENDS, TEST_FLAGS, type TestDatabase } from '../support/test-app';
import { connectDatabase } from '../../../src/server/store/connect-database';
import type { Database as StoreDatabase } from '../../../src/server/store/database';
import { DEMO } from '../../support/demo-users';

/** What each backend's driver throws when the disk is full, and when it cannot have a lock or resource in time. */
const DRIVER_ERRORS = {
  sqlite: {
    storage: () => new Database.SqliteError('database or disk is full', 'SQLITE_FULL'),
    busy: () => new Database.SqliteError('database is locked', 'SQLITE_BUSY'),
  },
  postgres: {
    storage: () => Object.assign(new pg.DatabaseError('could not extend file "base/16384/16385": No space left on device', 0, 'error'), { code: '53100' }),
    busy: () => Object.assign(new pg.DatabaseError('sorry, too many clients already', 0, 'error'), { code: '53300' }),
  },
} as const;

describe('which errors mean the database cannot take a request now', () => {
  it.each([
    ['SQLITE_BUSY', 'busy'], ['SQLITE_BUSY_SNAPSHOT', 'busy'], ['SQLITE_LOCKED', 'busy'],
    ['SQLITE_FULL', 'storage'], ['SQLITE_IOERR_WRITE', 'storage'], ['SQLITE_IOERR_FSYNC', 'storage'], ['ENOSPC', 'storage'], ['EFBIG', 'storage'],
    ['53100', 'storage'], ['53200', 'busy'], ['53300', 'busy'], ['53400', 'busy'],
    ['SQLITE_CONSTRAINT_UNIQUE', null], ['SQLITE_ERROR', null], ['23505', null], ['42P01', null], ['ECONNRESET', 'unreachable'],
  ])('%s: %s', (code, reason) => {
    expect(unavailableReason(Object.assign(new Error('x'), { code }))).toBe(reason);
  });

  it('none for an error without a code', () => {
    expect(unavailableReason(new Error('x'))).toBeNull();
    expect(unavailableReason(undefined)).toBeNull();
  });
});

describe.each(TEST_BACKENDS)('on %s', (backend) => {
  let created: TestDatabase;
  let database: StoreDatabase;
  /** What the store's next sign-in write and write check throw, if anything. */
  let failure: Error | null;

  beforeEach(async () => {
    created = await createTestDatabase(backend, 100);
    database = await connectDatabase(created.target, { server: true });
    failure = null;
  });
  afterEach(async () => {
    await database.close();
    await created.remove();
  });

  /** The app on the real store, whose sign-in writes fail with `failure` while it is set. */
  async function app() {
    const store = database.store;
    const failing = <K extends keyof Store>(method: K) => (async (...args: unknown[]) => {
      if (failure) throw failure;
      return (store[method] as (...a: unknown[]) => unknown).apply(store, args);
    }) as Store[K];
    const wrapped: Store = Object.assign(Object.create(store) as Store, {
      startLoginAttempt: failing('startLoginAttempt'), createSession: failing('createSession'), checkWrites: failing('checkWrites'),
    });
    const built = await buildApp({ store: wrapped, flags: TEST_FLAGS });
    await built.app.ready();
    return built.app;
  }
  const signIn = (served: Awaited<ReturnType<typeof app>>) => served.inject({
    method: 'POST', url: '/api/login', payload: { useremail: DEMO.muster.email, passwordhash: clientPasswordHash(DEMO_PASSWORD) },
  });

  it.each([
    ['storage', STORAGE_RETRY_AFTER_S], ['busy', BUSY_RETRY_AFTER_S],
  ] as const)('answers a sign-in whose write fails for %s 503 with Retry-After, in the caller\'s language', async (reason, retryAfter) => {
    const served = await app();
    try {
      failure = DRIVER_ERRORS[backend][reason]();
      const refused = await served.inject({
        method: 'POST', url: '/api/login', headers: { 'x-selected-language': 'DE' },
        payload: { useremail: DEMO.muster.email, passwordhash: clientPasswordHash(DEMO_PASSWORD) },
      });
      expect({ status: refused.statusCode, retryAfter: refused.headers['retry-after'], body: refused.json() }).toEqual({
        status: 503, retryAfter: String(retryAfter), body: { error: 'unavailable', message: 'Das ist gerade nicht möglich. Bitte versuchen Sie es in Kürze erneut.' },
      });
      failure = null;
      expect((await signIn(served)).statusCode).toBe(200);
    } finally {
      await served.close();
    }
  });

  it('makes readiness say 503 with Retry-After once a write failed for the disk, and ok again at the next probe once writes work', async () => {
    const served = await app();
    try {
      expect((await served.inject({ url: '/api/health' })).statusCode).toBe(200);
      failure = DRIVER_ERRORS[backend].storage();
      // Readiness keeps a passed write check for a while; a request's write failing for the disk ends that at once.
      expect((await signIn(served)).statusCode).toBe(503);
      for (const url of ['/api/health', '/api/health/ready']) {
        const health = await served.inject({ url });
        expect({ status: health.statusCode, retryAfter: health.headers['retry-after'], error: health.json().error, writes: health.json().checks.writes })
          .toEqual({ status: 503, retryAfter: String(NOT_READY_RETRY_AFTER_SECONDS), error: 'not_ready', writes: 'failed' });
      }
      failure = null;
      expect((await served.inject({ url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await served.close();
    }
  });

  it('checks writes with a real write where sign-ins are written', async () => {
    const before = Date.now();
    await database.store.checkWrites();
    const [{ at }] = backend === 'sqlite'
      ? await queryRows<{ at: string }>(database, `SELECT value AS at FROM signin.meta WHERE key = 'write_check'`)
      : await queryRows<{ at: string }>(database, 'SELECT at FROM write_checks');
    expect(Number(at)).toBeGreaterThanOrEqual(before);
  });
});
