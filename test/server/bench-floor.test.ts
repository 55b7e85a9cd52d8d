import { buildApp } from '../../src/server/app';
import { SqliteStore } from '../../src/server/store/sqlite/sqlite-store';
import { createSqliteTestDatabase, TEST_FLAGS } from './support/test-app';

describe('GET /api/bench/floor: the search benchmark HTTP floor', () => {
  let database: Awaited<ReturnType<typeof createSqliteTestDatabase>>;
  let store: SqliteStore;
  beforeAll(async () => {
    database = await createSqliteTestDatabase(100);
    store = SqliteStore.open(database.file);
  });
  afterAll(async () => {
    await store.close();
    database.remove();
  });

  it('does not exist unless the server is started with BENCH_FLOOR', async () => {
    const { app } = await buildApp({ store, flags: TEST_FLAGS });
    expect((await app.inject('/api/bench/floor?bytes=100')).statusCode).toBe(404);
    await app.close();
  });

  it('answers a JSON body of exactly the asked size, without signing in', async () => {
    const { app } = await buildApp({ store, flags: TEST_FLAGS, benchFloor: true });
    for (const bytes of [10, 1234, 48_000]) {
      const response = await app.inject(`/api/bench/floor?bytes=${bytes}`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(Buffer.byteLength(response.body)).toBe(bytes);
      expect(typeof response.json().pad).toBe('string');
    }
    expect((await app.inject('/api/bench/floor?bytes=-1')).statusCode).toBe(400);
    expect((await app.inject('/api/bench/floor?bytes=2000000')).statusCode).toBe(400);
    await app.close();
  });
});
