/**
 * Sign-ins while an import writes (docs/operations.md, Sign-ins during imports): another process
 * holding what an import holds leaves sign-ins, sign-outs and searches answering at once. On
 * SQLite the sign-in state is a file of its own, which an import never locks; a sign-in that
 * still cannot get its file's lock in time is answered 503 with Retry-After, never 500.
 */
import Database from 'better-sqlite3';
import pg from 'pg';
import { clientPasswordHash } from '../../../src/server/auth/password';
import { DEMO_PASSWORD } from '../../../src/server/catalogue/demo/fixtures';
import { BUSY_RETRY_AFTER_S } from '../../../src/server/config';
import { signInStateFile } from '../../../src/server/store/sqlite/sign-in-state';
import type { LoginResponse } from '../../../src/shared/contract';
import { appOn, createTestDatabase, TEST_BACKENDS, type TestDatabase } from '../support/test-app';
import { DEMO } from '../../support/demo-users';

describe.each(TEST_BACKENDS)('on %s', (backend) => {
  let created: TestDatabase;
  let served: Awaited<ReturnType<typeof appOn>>;

  beforeEach(async () => {
    created = await createTestDatabase(backend, 200);
    served = await appOn(created.target);
  });
  afterEach(async () => {
    await served.app.close();
    await served.database.close();
    await created.remove();
  });

  const signIn = () => served.app.inject({
    method: 'POST', url: '/api/login', payload: { useremail: DEMO.muster.email, passwordhash: clientPasswordHash(DEMO_PASSWORD) },
  });
  const signOut = (token: string) => served.app.inject({ method: 'POST', url: '/api/logout', headers: { authorization: `Bearer ${token}` } });
  const search = (token: string) => served.app.inject({ url: '/api/search?q=6es7', headers: { authorization: `Bearer ${token}` } });

  /**
   * Another process in the middle of an import's longest write: on SQLite a transaction holding
   * the database file's write lock (the index build, the swap, a stock refresh's transaction), on
   * PostgreSQL a stock refresh's transaction, every article and the catalogue version updated.
   */
  async function importWriting(): Promise<() => Promise<void>> {
    if (created.target.kind === 'sqlite') {
      const other = new Database(created.target.file);
      other.exec(`BEGIN IMMEDIATE; UPDATE articles SET instock = instock; UPDATE meta SET value = value WHERE key = 'catalogue_version'`);
      return async () => {
        other.exec('ROLLBACK');
        other.close();
      };
    }
    const other = new pg.Client({ connectionString: created.target.url });
    await other.connect();
    await other.query(`BEGIN; UPDATE articles SET instock = instock; UPDATE meta SET value = value WHERE key = 'catalogue_version'`);
    return async () => {
      await other.query('ROLLBACK');
      await other.end();
    };
  }

  it('signs in, signs out and searches while another process holds what an import writes', async () => {
    const { token } = (await signIn()).json() as LoginResponse;
    const end = await importWriting();
    try {
      const signedIn = await signIn();
      expect(signedIn.statusCode).toBe(200);
      expect((await search(token)).statusCode).toBe(200);
      expect((await signOut((signedIn.json() as LoginResponse).token)).statusCode).toBe(204);
      expect((await served.app.inject({ url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await end();
    }
  });

  if (backend === 'sqlite') {
    it('answers 503 with Retry-After, not 500, a sign-in whose sign-in state another process keeps locked', async () => {
      const { token } = (await signIn()).json() as LoginResponse;
      const other = new Database(signInStateFile((created.target as { file: string }).file));
      other.exec('BEGIN IMMEDIATE');
      try {
        const refused = await signIn();
        expect({ status: refused.statusCode, retryAfter: refused.headers['retry-after'], error: refused.json().error })
          .toEqual({ status: 503, retryAfter: String(BUSY_RETRY_AFTER_S), error: 'unavailable' });
        // Reading goes on: a signed-in customer still searches.
        expect((await search(token)).statusCode).toBe(200);
      } finally {
        other.exec('ROLLBACK');
        other.close();
      }
      expect((await signIn()).statusCode).toBe(200);
    });
  }
});
