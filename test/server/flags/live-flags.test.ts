/**
 * The feature flags switched without a restart (docs/behaviour.md, Maintenance and flags): a flag
 * never switched keeps the environment's value, a switched one is kept in the database over
 * restarts, and another instance answers it within FLAG_CACHE_MS (its clock advanced, never waited for).
 */
import type { FastifyInstance } from 'fastify';
import { FLAG_CACHE_MS } from '../../../src/server/config';
import type { Database } from '../../../src/server/store/database';
import type { FeatureFlags, LoginResponse, LookupResponse } from '../../../src/shared/contract';
import { SIGN_IN } from '../support/route-probes';
import { appOn, createTestDatabase, TEST_BACKENDS, TEST_FLAGS, type TestDatabase } from '../support/test-app';

const ENVIRONMENT: FeatureFlags = { ...TEST_FLAGS, beta: true, replacementSearch: false };

describe.each(TEST_BACKENDS)('feature flags on %s', (backend) => {
  let created: TestDatabase;
  const instances: Array<{ app: FastifyInstance; database: Database }> = [];
  const clock = { now: Date.now() };

  beforeAll(async () => {
    created = await createTestDatabase(backend, 200);
  });
  afterEach(async () => {
    for (const { app, database } of instances.splice(0)) {
      await app.close();
      await database.close();
    }
  });
  afterAll(async () => created.remove());

  async function start(flags = ENVIRONMENT) {
    const instance = await appOn(created.target, { clock, flags });
    instances.push(instance);
    return instance;
  }
  const flagsOf = async (app: FastifyInstance) => (await app.inject({ url: '/api/flags' })).json<FeatureFlags>();

  it('answers the environment\'s flags while none has been switched', async () => {
    const { app } = await start();
    expect(await flagsOf(app)).toEqual(ENVIRONMENT);
  });

  it('answers a flag switched at another instance within FLAG_CACHE_MS, and keeps it over a restart', async () => {
    const [one, other] = [await start(), await start()];
    expect((await flagsOf(one.app)).maintenance).toBe(false);
    await other.database.store.flags.switch('maintenance', true, clock.now);

    clock.now += FLAG_CACHE_MS - 1;
    expect((await flagsOf(one.app)).maintenance).toBe(false);
    clock.now += 1;
    expect(await flagsOf(one.app)).toEqual({ ...ENVIRONMENT, maintenance: true });

    // A new start with other environment values: the switched flag stays, the others follow the environment.
    const restarted = await start({ ...TEST_FLAGS, maintenance: false, beta: false });
    expect(await flagsOf(restarted.app)).toEqual({ ...TEST_FLAGS, maintenance: true, beta: false });
    await restarted.database.store.flags.switch('maintenance', false, clock.now);
  });

  it('looks up a parts list\'s replacements as the switched replacementSearch flag says', async () => {
    const { app } = await start({ ...TEST_FLAGS, replacementSearch: true });
    const { database } = await start();
    const token = (await app.inject({ method: 'POST', url: '/api/login', payload: SIGN_IN })).json<LoginResponse>().token;
    // A discontinued demo article with a successor.
    const status = async () => (await app.inject({
      method: 'POST', url: '/api/lookup', headers: { authorization: `Bearer ${token}` }, payload: { lines: [{ q: '3RH1122-1BB40' }] },
    })).json<LookupResponse>().lines[0].status;
    expect(await status()).toBe('successor');
    await database.store.flags.switch('replacementSearch', false, clock.now);
    clock.now += FLAG_CACHE_MS;
    expect(await status()).toBe('not_found');
    await database.store.flags.switch('replacementSearch', true, clock.now);
  });
});
