/**
 * TRUST_PROXY behind a proxy that appends to X-Forwarded-For (nginx's $proxy_add_x_forwarded_for):
 * the address the sign-in throttle and the metrics allow-list see is the one the operator's proxy
 * wrote, with a hop count and with the proxies' addresses, whatever the client put in the header.
 * On both backends: the throttle counts in the database.
 */
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/server/app';
import { clientPasswordHash } from '../../src/server/auth/password';
import { LOGIN_THROTTLE, readConfig } from '../../src/server/config';
import { connectDatabase } from '../../src/server/store/connect-database';
import type { Database } from '../../src/server/store/database';
import { createTestDatabase, queryRows, TEST_BACKENDS, TEST_FLAGS, type TestDatabase } from './support/test-app';

const PROMETHEUS = '192.0.2.50';
const PROXY = '10.0.0.2';

describe.each(TEST_BACKENDS)('on %s', (backend) => {
  let created: TestDatabase;
  let database: Database;
  let app: FastifyInstance | undefined;
  beforeAll(async () => {
    created = await createTestDatabase(backend, 100);
    database = await connectDatabase(created.target);
  });
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });
  afterAll(async () => {
    await database.close();
    await created.remove();
  });

  /** The app as main.ts builds it from these settings, with Prometheus allowed to read the metrics. */
  async function appWith(trustProxy?: string): Promise<FastifyInstance> {
    const config = readConfig({ TRUST_PROXY: trustProxy, METRICS_ALLOW: PROMETHEUS });
    ({ app } = await buildApp({ store: database.store, flags: TEST_FLAGS, trustProxy: config.trustProxy, metricsAllow: config.metricsAllow }));
    return app;
  }

  /** A request reaching the server from `from`, with the X-Forwarded-For it arrives with (if any). */
  function via(target: FastifyInstance, from: string, forwardedFor?: string) {
    const headers = forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor };
    return {
      metrics: async () => (await target.inject({ method: 'GET', url: '/api/metrics', remoteAddress: from, headers })).statusCode,
      signIn: async (email: string) => (await target.inject({
        method: 'POST', url: '/api/login', remoteAddress: from, headers,
        payload: { useremail: email, passwordhash: clientPasswordHash('wrong password') },
      })).statusCode,
    };
  }

  describe.each([
    ['one hop', '1', 'hops'],
    ['the proxy\'s network', '10.0.0.0/8', 'net'],
  ])('TRUST_PROXY for %s', (_label, setting, tag) => {
    const client = tag === 'hops' ? '198.51.100.7' : '198.51.100.17';
    const other = tag === 'hops' ? '198.51.100.8' : '198.51.100.18';
    const email = `guesser-${tag}@example.com`;

    it('the throttle counts the client\'s address, however the client fills X-Forwarded-For', async () => {
      const target = await appWith(setting);
      const statuses: number[] = [];
      // The proxy appends the address it sees to whatever the client sent.
      for (let i = 0; i <= LOGIN_THROTTLE.maxFailuresPerAccountAndAddress; i++) {
        statuses.push(await via(target, PROXY, `203.0.113.${i}, 172.16.0.${i}, ${client}`).signIn(email));
      }
      const limit = LOGIN_THROTTLE.maxFailuresPerAccountAndAddress;
      expect(statuses).toEqual([...Array(limit).fill(401), 429]);
      const addresses = await queryRows<{ address: string }>(database, 'SELECT DISTINCT address FROM login_failures WHERE email = ?', [email]);
      expect(addresses).toEqual([{ address: client }]);
      // Another client naming the locked address as its own is not taken for it.
      expect(await via(target, PROXY, `${client}, ${other}`).signIn(email)).toBe(401);
    });

    it('the metrics answer Prometheus through the proxy, and no client that names Prometheus\'s address', async () => {
      const target = await appWith(setting);
      expect(await via(target, PROXY, PROMETHEUS).metrics()).toBe(200);
      expect(await via(target, PROXY, `${PROMETHEUS}, ${client}`).metrics()).toBe(404);
      expect(await via(target, PROXY, `${PROMETHEUS}, ${PROMETHEUS}, ${client}`).metrics()).toBe(404);
      // Scraped directly, without a proxy, Prometheus is still itself.
      expect(await via(target, PROMETHEUS).metrics()).toBe(200);
    });
  });

  describe('TRUST_PROXY naming the proxies', () => {
    it('believes only the entries its proxies wrote: two in a row, each appending', async () => {
      const target = await appWith(`127.0.0.1, ${PROXY}`);
      // The client → the edge proxy 10.0.0.2 → nginx on 127.0.0.1 → the server.
      expect(await via(target, '127.0.0.1', `${PROMETHEUS}, 198.51.100.9, ${PROXY}`).metrics()).toBe(404);
      expect(await via(target, '127.0.0.1', `${PROMETHEUS}, ${PROXY}`).metrics()).toBe(200);
    });

    it('ignores X-Forwarded-For from a client that reaches the server directly', async () => {
      const target = await appWith(PROXY);
      expect(await via(target, '198.51.100.9', PROMETHEUS).metrics()).toBe(404);
    });
  });

  it('without TRUST_PROXY the socket\'s address is the client\'s, whatever X-Forwarded-For says', async () => {
    const target = await appWith(undefined);
    expect(await via(target, PROXY, PROMETHEUS).metrics()).toBe(404);
    expect(await via(target, PROMETHEUS, '198.51.100.9').metrics()).toBe(200);
  });
});
