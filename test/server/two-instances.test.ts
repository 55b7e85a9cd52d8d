/**
 * Two server instances on one database behave as one: a customer whose requests a load balancer
 * alternates between them sees exactly what one instance would show, a session started at one is
 * honoured and ended at the other, and the sign-in throttle counts attempts made at both.
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import * as password from '../../src/server/auth/password';
import { clientPasswordHash } from '../../src/server/auth/password';
import { LOGIN_THROTTLE } from '../../src/server/config';
import { connectDatabase } from '../../src/server/store/connect-database';
import type { Database } from '../../src/server/store/database';
import { HEADER_CATALOGUE_VERSION } from '../../src/shared/api-constants';
import type { LoginResponse } from '../../src/shared/contract';
import { sampleRow } from './support/csv';
import { appOn, createTestDatabase, TEST_BACKENDS, type TestDatabase } from './support/test-app';
import { DEMO } from '../support/demo-users';

describe.each(TEST_BACKENDS)('two instances on one %s database', (backend) => {
  let created: TestDatabase;
  const instances: Array<{ app: FastifyInstance; database: Database }> = [];
  const clock = { now: Date.now() };
  let turn = 0;
  /** The load balancer: each request goes to the next instance in turn. */
  const next = () => instances[turn++ % instances.length].app;

  beforeEach(async () => {
    created = await createTestDatabase(backend, 500);
    for (let i = 0; i < 2; i++) instances.push(await appOn(created.target, { clock }));
    turn = 0;
  });
  afterEach(async () => {
    for (const { app, database } of instances.splice(0)) {
      await app.close();
      await database.close();
    }
    await created.remove();
    jest.restoreAllMocks();
  });

  const signIn = (app: FastifyInstance, pass = DEMO.password, remoteAddress = '10.3.0.1') => app.inject({
    method: 'POST', url: '/api/login', remoteAddress, payload: { useremail: DEMO.muster.email, passwordhash: clientPasswordHash(pass) },
  });
  const get = (app: FastifyInstance, url: string, token: string) => app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
  const [a, b] = [() => instances[0].app, () => instances[1].app];

  it('honours at one instance the token the other issued, and a sign-out at either ends it at both', async () => {
    const { token } = (await signIn(a())).json() as LoginResponse;
    expect((await get(b(), '/api/', token)).statusCode).toBe(200);
    expect((await b().inject({ method: 'POST', url: '/api/logout', headers: { authorization: `Bearer ${token}` } })).statusCode).toBe(204);
    expect((await get(a(), '/api/', token)).statusCode).toBe(401);
    expect((await get(b(), '/api/', token)).statusCode).toBe(401);
  });

  it('answers a customer whose requests alternate between them exactly as each one alone does', async () => {
    const { token } = (await signIn(next())).json() as LoginResponse;
    const urls = [
      '/api/', '/api/search?q=6ES7', '/api/search?q=6es7&brands=%5B%22Siemens%22%5D&onstock=true', '/api/search?q=1040764&exact=true',
      '/api/search?q=750', '/api/replacements?q=6es72141ag310xb0&mode=replacement', '/api/flags', '/api/search?q=zzzz999',
    ];
    for (const url of urls) {
      const alternating = await get(next(), url, token);
      const [onA, onB] = [await get(a(), url, token), await get(b(), url, token)];
      expect({ url, status: alternating.statusCode }).toEqual({ url, status: 200 });
      expect(comparable(alternating)).toEqual(comparable(onA));
      expect(comparable(alternating)).toEqual(comparable(onB));
    }
  });

  it('counts failures made at either instance towards one limit, and then locks at both', async () => {
    const limit = LOGIN_THROTTLE.maxFailuresPerAccountAndAddress;
    for (let i = 0; i < limit; i++) expect((await signIn(next(), `guess-${i}`)).statusCode).toBe(401);
    expect((await signIn(a())).statusCode).toBe(429);
    expect((await signIn(b())).statusCode).toBe(429);
  });

  it('checks no more passwords than the limit when guesses arrive at both instances at once', async () => {
    const verify = jest.spyOn(password, 'verifyPassword');
    const limit = LOGIN_THROTTLE.maxFailuresPerAccountAndAddress;
    const responses = await Promise.all(Array.from({ length: limit + 10 }, (_, i) => signIn(next(), `guess-${i}`)));
    expect(responses.filter((r) => r.statusCode === 401)).toHaveLength(limit);
    expect(responses.filter((r) => r.statusCode === 429)).toHaveLength(10);
    expect(verify).toHaveBeenCalledTimes(limit);
  });

  it('serves a catalogue imported while both run from both, never the old one after the swap', async () => {
    const { token } = (await signIn(a())).json() as LoginResponse;
    const importer = await connectDatabase(created.target);
    try {
      await importer.loadCatalogue(Array.from({ length: 300 }, (_, i) => sampleRow(i)), { version: 'two-instances' });
    } finally {
      await importer.close();
    }
    for (const app of [a(), b()]) {
      const response = await get(app, '/api/search?q=imp', token);
      expect(response.headers[HEADER_CATALOGUE_VERSION]).toBe('two-instances');
      expect(response.json()).toMatchObject({ total: 300 });
    }
  });
});

/** What a customer sees of a response: status and body (a search id is new for every search). */
function comparable(response: LightMyRequestResponse) {
  return { status: response.statusCode, body: response.json() as unknown };
}
