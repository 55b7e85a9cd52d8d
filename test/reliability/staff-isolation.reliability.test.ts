/**
 * Staff and customers, property-based, on both backends: for random staff routes (every one the
 * app registers), random methods' bodies, query strings, planted headers and cookies, a
 * customer's token and no token are refused (403, 401) and the answer holds nothing of any
 * customer, user or staff account; a staff token gets 403 from every customer route, however the
 * request is dressed; and after all of it the audit trail holds no token, password hash or cookie.
 */
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { API_PREFIX } from '../../src/shared/api-constants';
import { clientPasswordHash } from '../../src/server/auth/password';
import { DEMO } from '../support/demo-users';
import { startTestApp, TEST_BACKENDS, type TestApp } from '../server/support/test-app';
import { propertySettings } from './support/hostile/property-runs';
import { suiteReport } from './support/report';

jest.setTimeout(180_000);
const RUNS = 200;
const CUSTOMER_CALLS = [
  { method: 'GET', url: '/api/search', query: { q: '6ES7' } },
  { method: 'POST', url: '/api/brands' },
  { method: 'GET', url: '/api/brand-data' },
  { method: 'GET', url: '/api/replacements', query: { q: '3RH1122-1BB40', mode: 'replacement' } },
  { method: 'GET', url: '/api/suggestions', query: { q: '6ES7214-1AG4' } },
  { method: 'GET', url: '/api/similar', query: { q: '6ES7214-1AG4O-0XB0' } },
  { method: 'POST', url: '/api/lookup', payload: { lines: [{ q: '6ES7214-1AG40-0XB0', qty: 1 }] } },
] as const;
/** Where a careless server might look for "who is asking" besides the session. */
const HEADER_NAMES = ['x-role', 'x-staff', 'x-admin', 'x-user-role', 'x-forwarded-user', 'x-customer-id'];

/** What a request carries beyond its token: headers and query parameters naming a role, a body, a staff member's cookie. */
interface Dressing {
  headers: Record<string, string>;
  query: Record<string, string>;
  body: unknown;
  cookie: boolean;
}

describe.each(TEST_BACKENDS)('on %s', (backend) => {
  const report = suiteReport('staff-isolation', backend);
  let t: TestApp;
  const tokens: Record<'muster' | 'nord' | 'staff', string> = { muster: '', nord: '', staff: '' };
  let secrets: string[];
  const tally = { staffCalls: 0, customerCalls: 0 };

  beforeAll(async () => {
    t = await startTestApp({ backend, fairShare: null });
    tokens.muster = await t.signIn(DEMO.muster.email);
    tokens.nord = await t.signIn(DEMO.nord.email);
    tokens.staff = await t.signIn(DEMO.staff.email);
    secrets = [...Object.values(tokens), clientPasswordHash(DEMO.password)];
  });
  afterAll(async () => {
    // Nothing secret reached the audit trail along the way.
    const trail = JSON.stringify(await t.store.audit.list({ limit: 10_000 }));
    for (const secret of secrets) expect(trail).not.toContain(secret);
    await t.close();
    report.figure('staff-route requests refused to customers and to no session', tally.staffCalls);
    report.figure('customer-route requests refused to staff', tally.customerCalls);
    report.flush();
  });

  const staffRoutes = () => t.routes.filter((route) => route.url.startsWith(`${API_PREFIX}/admin/`) && route.method !== 'HEAD');
  const dressing: fc.Arbitrary<Dressing> = fc.record({
    headers: fc.dictionary(fc.constantFrom(...HEADER_NAMES), fc.constantFrom('staff', 'admin', 'true', '1', String(DEMO.staff.email))),
    query: fc.dictionary(fc.constantFrom('role', 'as', 'staff', 'customer', 'user', 'q'), fc.string({ maxLength: 20 })),
    body: fc.oneof(fc.constant(undefined), fc.dictionary(fc.string({ minLength: 1, maxLength: 12 }), fc.jsonValue({ maxDepth: 2 }))),
    cookie: fc.boolean(),
  });

  const send = (method: string, url: string, token: string | null, dress: Dressing): Promise<LightMyRequestResponse> => t.app.inject({
    method: method as 'GET', url, query: dress.query,
    payload: method === 'GET' ? undefined : (dress.body as object | undefined),
    headers: {
      ...dress.headers,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(dress.cookie ? { cookie: `session_id=${tokens.staff}` } : {}),
    },
  });

  it('refuses every staff route to a customer and to no session, whatever the request carries', async () => {
    expect(staffRoutes().length).toBeGreaterThan(0);
    await fc.assert(fc.asyncProperty(
      fc.nat(), fc.constantFrom<'muster' | 'nord' | null>('muster', 'nord', null), dressing,
      async (pick, who, dress) => {
        const route = staffRoutes()[pick % staffRoutes().length];
        const url = route.url.replace(/:[^/]+/g, String((pick % 50) + 1));
        const answer = await send(route.method, url, who ? tokens[who] : null, who ? dress : { ...dress, cookie: false });
        tally.staffCalls++;
        expect({ route: `${route.method} ${route.url}`, status: answer.statusCode }).toEqual({ route: `${route.method} ${route.url}`, status: who ? 403 : 401 });
        for (const leak of [DEMO.muster.email, DEMO.nord.email, DEMO.staff.email, DEMO.muster.customer, DEMO.nord.customer]) expect(answer.body).not.toContain(leak);
      }), propertySettings(RUNS));
    report.line(`${tally.staffCalls} random requests to ${staffRoutes().length} staff routes (customers' tokens, none, planted role headers, a staff cookie) → all 403/401, none holding an account or customer name`);
  });

  it('refuses every customer route to a staff token, whatever the request carries', async () => {
    const before = tally.customerCalls;
    await fc.assert(fc.asyncProperty(fc.constantFrom(...CUSTOMER_CALLS), fc.dictionary(fc.constantFrom(...HEADER_NAMES), fc.constantFrom('customer', String(DEMO.muster.email))), async (call, headers) => {
      const answer = await t.app.inject({
        method: call.method, url: call.url, query: 'query' in call ? call.query : undefined, payload: 'payload' in call ? call.payload : undefined,
        headers: { ...headers, authorization: `Bearer ${tokens.staff}` },
      });
      tally.customerCalls++;
      expect({ url: call.url, status: answer.statusCode }).toEqual({ url: call.url, status: 403 });
    }), propertySettings(RUNS));
    report.line(`${tally.customerCalls - before} customer-route requests with a staff token (planted customer headers) → all 403`);
  });
});
