/**
 * The app's part of a graceful shutdown (main.ts drives it on SIGTERM): while draining, health
 * fails so a load balancer stops sending, and every other answer still comes but tells a
 * keep-alive client to reconnect. test/reliability/graceful-shutdown proves the whole sequence.
 */
import { buildApp, type App } from '../../src/server/app';
import { SqliteStore } from '../../src/server/store/sqlite/sqlite-store';
import { createSqliteTestDatabase, TEST_FLAGS } from './support/test-app';

let database: { file: string; remove: () => void };
let store: SqliteStore;
let built: App;

beforeAll(async () => {
  database = await createSqliteTestDatabase(200);
  store = SqliteStore.open(database.file);
  built = await buildApp({ store, flags: TEST_FLAGS });
});
afterAll(async () => {
  await built.app.close();
  await store.close();
  database.remove();
});

it('answers readiness with 503, liveness with 200, and everything else with "connection: close" once draining', async () => {
  const before = await built.app.inject({ url: '/api/flags' });
  expect(before.statusCode).toBe(200);
  expect(before.headers.connection).not.toBe('close');
  expect((await built.app.inject({ url: '/api/health' })).statusCode).toBe(200);

  built.beginShutdown();

  for (const url of ['/api/health', '/api/health/ready']) {
    const health = await built.app.inject({ url });
    expect(health.statusCode).toBe(503);
    expect(health.json()).toMatchObject({ error: 'not_ready', checks: { accepting: 'failed', database: 'skipped' } });
  }
  // Alive all the same: nothing should restart an instance that is finishing its requests.
  const live = await built.app.inject({ url: '/api/health/live' });
  expect(live.statusCode).toBe(200);
  expect(live.json()).toEqual({ status: 'ok', draining: true });
  const flags = await built.app.inject({ url: '/api/flags' });
  expect(flags.statusCode).toBe(200);
  expect(flags.headers.connection).toBe('close');
});
