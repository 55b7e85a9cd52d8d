/**
 * No answer of the API may be stored by a shared cache or the browser's disk cache: every route
 * the app registers, found by walking its route table, answers `Cache-Control: no-store`, on
 * success and on error alike. A route missing from the requests below fails the suite, so a new
 * route is tried as soon as it exists. The one exception is named below: the brand data, the same
 * for every customer, which the browser alone may keep and must revalidate before each use.
 */
import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp } from '../../src/server/app';
import { clientPasswordHash } from '../../src/server/auth/password';
import { DEMO_PASSWORD } from '../../src/server/catalogue/demo/fixtures';
import { BODY_LIMIT_BYTES, IMPORT_MAX_BYTES, LOOKUP_BODY_LIMIT_BYTES } from '../../src/server/config';
import { LOOKUP_MAX_LINES } from '../../src/shared/api-constants';
import { connectDatabase } from '../../src/server/store/connect-database';
import type { Database } from '../../src/server/store/database';
import { createTestDatabase, TEST_BACKENDS, TEST_FLAGS, type TestDatabase } from './support/test-app';
import { DEMO } from '../support/demo-users';

/** A request, given a customer's user's token and a staff member's. */
type Case = [label: string, status: number, request: (token: string, staff: string) => InjectOptions];

const signIn = { useremail: DEMO.muster.email, passwordhash: clientPasswordHash(DEMO_PASSWORD) };
const staffSignIn = { useremail: DEMO.staff.email, passwordhash: clientPasswordHash(DEMO_PASSWORD) };
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const oversized = { 'content-type': 'application/json' };
const tooLarge = JSON.stringify({ pad: 'x'.repeat(BODY_LIMIT_BYTES) });

/** For each route (method and URL as registered), requests that succeed and that fail. */
const CASES: Record<string, Case[]> = {
  'POST /api/login': [
    ['signed in', 200, () => ({ payload: signIn })],
    ['wrong password', 401, () => ({ payload: { ...signIn, passwordhash: clientPasswordHash('wrong-password') } })],
    ['no e-mail', 400, () => ({ payload: { passwordhash: signIn.passwordhash } })],
    ['a body over the limit', 413, () => ({ payload: tooLarge, headers: oversized })],
  ],
  'GET /api/': [
    ['the profile', 200, (token) => ({ headers: bearer(token) })],
    ['no token', 401, () => ({})],
  ],
  'HEAD /api/': [['the profile', 200, (token) => ({ headers: bearer(token) })]],
  'POST /api/brands': [
    ['the brands', 200, (token) => ({ headers: bearer(token) })],
    ['no token', 401, () => ({})],
  ],
  'GET /api/brand-data': [
    ['the brand data', 200, (token) => ({ headers: bearer(token) })],
    ['the brand data unchanged', 304, (token) => ({ headers: { ...bearer(token), 'if-none-match': '*' } })],
    ['no token', 401, () => ({})],
  ],
  'HEAD /api/brand-data': [['the brand data', 200, (token) => ({ headers: bearer(token) })]],
  'GET /api/content': [
    ['the texts and addresses', 200, () => ({})],
    ['the texts unchanged', 304, () => ({ headers: { 'if-none-match': '*' } })],
  ],
  'HEAD /api/content': [['the texts and addresses', 200, () => ({})]],
  'GET /api/search': [
    ['prices', 200, (token) => ({ query: { q: '750' }, headers: bearer(token) })],
    ['an empty query', 400, (token) => ({ query: { q: '--' }, headers: bearer(token) })],
    ['no token', 401, () => ({ query: { q: '750' } })],
  ],
  'HEAD /api/search': [['prices', 200, (token) => ({ query: { q: '750' }, headers: bearer(token) })]],
  'GET /api/replacements': [
    ['replacements', 200, (token) => ({ query: { q: '3RH1122-1BB40', mode: 'replacement' }, headers: bearer(token) })],
    ['no mode', 400, (token) => ({ query: { q: '750' }, headers: bearer(token) })],
    ['no token', 401, () => ({ query: { q: '750', mode: 'replacement' } })],
  ],
  'HEAD /api/replacements': [['replacements', 200, (token) => ({ query: { q: '3RH1122-1BB40', mode: 'replacement' }, headers: bearer(token) })]],
  'GET /api/suggestions': [
    ['suggestions with prices', 200, (token) => ({ query: { q: '6ES7214-1AG4' }, headers: bearer(token) })],
    ['a parameter it does not take', 400, (token) => ({ query: { q: '6ES7', exact: 'true' }, headers: bearer(token) })],
    ['no token', 401, () => ({ query: { q: '6ES7' } })],
  ],
  'HEAD /api/suggestions': [['suggestions with prices', 200, (token) => ({ query: { q: '6ES7214-1AG4' }, headers: bearer(token) })]],
  'GET /api/similar': [
    ['similar articles with prices', 200, (token) => ({ query: { q: '6ES7214-1AG4O-0XB0' }, headers: bearer(token) })],
    ['an empty query', 400, (token) => ({ query: { q: '--' }, headers: bearer(token) })],
    ['no token', 401, () => ({ query: { q: '6ES7214-1AG4O-0XB0' } })],
  ],
  'HEAD /api/similar': [['similar articles with prices', 200, (token) => ({ query: { q: '6ES7214-1AG4O-0XB0' }, headers: bearer(token) })]],
  'POST /api/lookup': [
    ['a parts list', 200, (token) => ({ payload: { lines: [{ q: '750-455', qty: 2 }, { q: 'zzzz999' }] }, headers: bearer(token) })],
    ['too many lines', 400, (token) => ({ payload: { lines: Array.from({ length: LOOKUP_MAX_LINES + 1 }, () => ({ q: '750' })) }, headers: bearer(token) })],
    ['no token', 401, () => ({ payload: { lines: [{ q: '750-455' }] } })],
    ['a body over its limit', 413, (token) => ({ payload: JSON.stringify({ pad: 'x'.repeat(LOOKUP_BODY_LIMIT_BYTES) }), headers: { ...oversized, ...bearer(token) } })],
  ],
  'POST /api/logout': [['signed out', 204, (token) => ({ headers: bearer(token) })]],
  'POST /api/password': [
    // The demo password for itself: a password changed would fail the later sign-ins.
    ['changed', 204, (token) => ({ payload: { currentPasswordhash: signIn.passwordhash, newPassword: DEMO_PASSWORD }, headers: bearer(token) })],
    ['a common password', 400, (token) => ({ payload: { currentPasswordhash: signIn.passwordhash, newPassword: 'password1' }, headers: bearer(token) })],
    ['no token', 401, () => ({ payload: { currentPasswordhash: signIn.passwordhash, newPassword: DEMO_PASSWORD } })],
  ],
  'POST /api/password/forgot': [
    ['asked for', 202, () => ({ payload: { email: DEMO.muster.email } })],
    ['no e-mail', 400, () => ({ payload: {} })],
  ],
  'POST /api/password/reset': [
    ['a link that is no more', 410, () => ({ payload: { token: 'x'.repeat(43), newPassword: 'Long-enough-9' } })],
    ['a short password', 400, () => ({ payload: { token: 'x'.repeat(43), newPassword: 'short' } })],
  ],
  'GET /api/health': [['healthy', 200, () => ({})]],
  'HEAD /api/health': [['healthy', 200, () => ({})]],
  'GET /api/health/live': [['alive', 200, () => ({})]],
  'HEAD /api/health/live': [['alive', 200, () => ({})]],
  'GET /api/health/ready': [['ready', 200, () => ({})], ['a parameter it does not take', 400, () => ({ query: { verbose: '1' } })]],
  'HEAD /api/health/ready': [['ready', 200, () => ({})]],
  'POST /api/vitals': [
    ['a beacon', 204, () => ({ payload: { name: 'LCP', value: 800 } })],
    ['a malformed beacon', 400, () => ({ payload: { name: 'nonsense' } })],
  ],
  'GET /api/flags': [['the flags', 200, () => ({})]],
  'HEAD /api/flags': [['the flags', 200, () => ({})]],
  'GET /api/metrics': [
    ['the metrics, from loopback', 200, () => ({})],
    ['from an address not allowed', 404, () => ({ remoteAddress: '10.1.2.3' })],
  ],
  'HEAD /api/metrics': [['the metrics, from loopback', 200, () => ({})]],
  'GET /api/openapi.json': [['the OpenAPI document', 200, () => ({})]],
  'HEAD /api/openapi.json': [['the OpenAPI document', 200, () => ({})]],
  'GET /api/bench/floor': [
    ['a floor body', 200, () => ({ query: { bytes: '2000' } })],
    ['a size out of range', 400, () => ({ query: { bytes: '-1' } })],
  ],
  'HEAD /api/bench/floor': [['a floor body', 200, () => ({ query: { bytes: '2000' } })]],
  'PUT /api/bench/floor/:name': [
    ['a body stored', 204, () => ({ url: '/api/bench/floor/answer-0', payload: '{}', headers: { 'content-type': 'text/plain' } })],
    ['a name out of pattern', 400, () => ({ url: '/api/bench/floor/Answer', payload: '{}', headers: { 'content-type': 'text/plain' } })],
  ],
  'GET /api/bench/floor/:name': [['a body never stored', 404, () => ({ url: '/api/bench/floor/never-stored' })]],
  'HEAD /api/bench/floor/:name': [['a body never stored', 404, () => ({ url: '/api/bench/floor/never-stored' })]],
  'GET /api/admin/staff': [
    ['the staff accounts', 200, (_token, staff) => ({ headers: bearer(staff) })],
    ['a customer asking', 403, (token) => ({ headers: bearer(token) })],
  ],
  'HEAD /api/admin/staff': [['the staff accounts', 200, (_token, staff) => ({ headers: bearer(staff) })]],
  'POST /api/admin/staff': [
    ['a colleague added', 201, (_token, staff) => ({ payload: { email: 'colleague@distributor.example', username: 'Colleague' }, headers: bearer(staff) })],
    ['no e-mail address', 400, (_token, staff) => ({ payload: { email: 'nobody', username: 'Nobody' }, headers: bearer(staff) })],
  ],
  'GET /api/admin/flags': [
    ['the flags', 200, (_token, staff) => ({ headers: bearer(staff) })],
    ['a customer asking', 403, (token) => ({ headers: bearer(token) })],
  ],
  'HEAD /api/admin/flags': [['the flags', 200, (_token, staff) => ({ headers: bearer(staff) })]],
  'PUT /api/admin/flags': [
    ['a flag switched', 200, (_token, staff) => ({ payload: { beta: false }, headers: bearer(staff) })],
    ['no flag', 400, (_token, staff) => ({ payload: {}, headers: bearer(staff) })],
    ['a customer asking', 403, (token) => ({ payload: { beta: true }, headers: bearer(token) })],
  ],
  'GET /api/admin/audit': [
    ['the audit lines', 200, (_token, staff) => ({ query: { event: 'sign-in' }, headers: bearer(staff) })],
    ['a limit over the most', 400, (_token, staff) => ({ query: { limit: '1000' }, headers: bearer(staff) })],
    ['no token', 401, () => ({})],
  ],
  'HEAD /api/admin/audit': [['the audit lines', 200, (_token, staff) => ({ headers: bearer(staff) })]],
  'GET /api/admin/imports': [
    ['the kinds and the history', 200, (_token, staff) => ({ headers: bearer(staff) })],
    ['a customer asking', 403, (token) => ({ headers: bearer(token) })],
  ],
  'HEAD /api/admin/imports': [['the kinds and the history', 200, (_token, staff) => ({ headers: bearer(staff) })]],
  'POST /api/admin/imports': [
    ['a file over the limit', 413, (_token, staff) => ({
      query: { kind: 'users', fileName: 'users.csv' }, payload: 'x'.repeat(IMPORT_MAX_BYTES.users + 1), headers: { ...bearer(staff), 'content-type': 'text/csv' },
    })],
    ['a body that is no file', 415, (_token, staff) => ({ query: { kind: 'users', fileName: 'users.csv' }, payload: { file: 'x' }, headers: bearer(staff) })],
  ],
  'GET /api/admin/imports/:id': [['a run never started', 404, (_token, staff) => ({ url: '/api/admin/imports/999', headers: bearer(staff) })]],
  'HEAD /api/admin/imports/:id': [['a run never started', 404, (_token, staff) => ({ url: '/api/admin/imports/999', headers: bearer(staff) })]],
  'POST /api/admin/imports/:id/apply': [
    ['a body that is no file', 415, (_token, staff) => ({ url: '/api/admin/imports/999/apply', payload: { file: 'x' }, headers: bearer(staff) })],
  ],
  'GET /api/admin/content': [
    ['the texts and addresses', 200, (_token, staff) => ({ headers: bearer(staff) })],
    ['a customer asking', 403, (token) => ({ headers: bearer(token) })],
  ],
  'HEAD /api/admin/content': [['the texts and addresses', 200, (_token, staff) => ({ headers: bearer(staff) })]],
  'PUT /api/admin/content': [
    ['a text saved', 200, (_token, staff) => ({ headers: bearer(staff), payload: { entries: [{ key: 'welcome.title', values: { EN: 'Welcome', DE: '', FR: '', ES: '' } }] } })],
    ['a text refused', 400, (_token, staff) => ({ headers: bearer(staff), payload: { entries: [{ key: 'order.email', values: { EN: 'no address', DE: '', FR: '', ES: '' } }] } })],
    ['no session', 401, () => ({ payload: {} })],
  ],
  'GET /api/admin/customers': [
    ['the customers', 200, (_token, staff) => ({ query: { q: 'muster' }, headers: bearer(staff) })],
    ['a customer asking', 403, (token) => ({ headers: bearer(token) })],
  ],
  'HEAD /api/admin/customers': [['the customers', 200, (_token, staff) => ({ headers: bearer(staff) })]],
  'POST /api/admin/customers': [
    ['a customer created', 201, (_token, staff) => ({ payload: { name: 'Cache Control Ltd' }, headers: bearer(staff) })],
    ['a name taken', 409, (_token, staff) => ({ payload: { name: 'Cache Control Ltd' }, headers: bearer(staff) })],
  ],
  'GET /api/admin/customers/:id': [
    ['a customer', 200, (_token, staff) => ({ url: '/api/admin/customers/1', headers: bearer(staff) })],
    ['an unknown customer', 404, (_token, staff) => ({ url: '/api/admin/customers/999999', headers: bearer(staff) })],
  ],
  'HEAD /api/admin/customers/:id': [['a customer', 200, (_token, staff) => ({ url: '/api/admin/customers/1', headers: bearer(staff) })]],
  'PATCH /api/admin/customers/:id': [['an unknown customer', 404, (_token, staff) => ({ url: '/api/admin/customers/999999', payload: { name: 'X' }, headers: bearer(staff) })]],
  'PUT /api/admin/customers/:id/discounts/:group': [
    ['a percentage out of range', 400, (_token, staff) => ({ url: '/api/admin/customers/1/discounts/s7a', payload: { percent: 100 }, headers: bearer(staff) })],
  ],
  'DELETE /api/admin/customers/:id/discounts/:group': [
    ['an unknown group', 404, (_token, staff) => ({ url: '/api/admin/customers/1/discounts/no-such-group', headers: bearer(staff) })],
  ],
  'GET /api/admin/customers/:id/users': [['a customer\'s users', 200, (_token, staff) => ({ url: '/api/admin/customers/1/users', headers: bearer(staff) })]],
  'HEAD /api/admin/customers/:id/users': [['a customer\'s users', 200, (_token, staff) => ({ url: '/api/admin/customers/1/users', headers: bearer(staff) })]],
  'GET /api/admin/users': [['the users', 200, (_token, staff) => ({ query: { q: 'demo' }, headers: bearer(staff) })]],
  'HEAD /api/admin/users': [['the users', 200, (_token, staff) => ({ headers: bearer(staff) })]],
  'GET /api/admin/users/:id': [['an unknown user', 404, (_token, staff) => ({ url: '/api/admin/users/999999', headers: bearer(staff) })]],
  'HEAD /api/admin/users/:id': [['an unknown user', 404, (_token, staff) => ({ url: '/api/admin/users/999999', headers: bearer(staff) })]],
  'POST /api/admin/users': [
    ['an invitation for an unknown customer', 404, (_token, staff) => ({ payload: { email: 'x@example.com', username: 'X', customerId: 999999 }, headers: bearer(staff) })],
  ],
  'POST /api/admin/users/:id/disable': [['an unknown user', 404, (_token, staff) => ({ url: '/api/admin/users/999999/disable', headers: bearer(staff) })]],
  'POST /api/admin/users/:id/enable': [['an unknown user', 404, (_token, staff) => ({ url: '/api/admin/users/999999/enable', headers: bearer(staff) })]],
  'POST /api/admin/users/:id/sessions/end': [['an unknown user', 404, (_token, staff) => ({ url: '/api/admin/users/999999/sessions/end', headers: bearer(staff) })]],
  'POST /api/admin/users/:id/password-reset': [
    ['a link to pass on', 200, (_token, staff) => ({ url: '/api/admin/users/1/password-reset', headers: bearer(staff) })],
    ['an unknown user', 404, (_token, staff) => ({ url: '/api/admin/users/999999/password-reset', headers: bearer(staff) })],
  ],
  'PUT /api/admin/users/:id/blocked-brands': [
    ['an unknown user', 404, (_token, staff) => ({ url: '/api/admin/users/999999/blocked-brands', payload: { blockedBrands: '' }, headers: bearer(staff) })],
  ],
};

describe.each(TEST_BACKENDS)('on %s', (backend) => {
  let created: TestDatabase;
  let database: Database;
  let app: FastifyInstance;
  let routes: string[];
  let shared: string;
  let staff: string;

  beforeAll(async () => {
    created = await createTestDatabase(backend, 100);
    database = await connectDatabase(created.target);
    const built = await buildApp({ store: database.store, admin: database.admin, flags: TEST_FLAGS, benchFloor: true });
    app = built.app;
    await app.ready();
    shared = await token();
    staff = ((await app.inject({ method: 'POST', url: '/api/login', payload: staffSignIn })).json() as { token: string }).token;
    routes = built.routes.filter((route) => route.url.startsWith('/api/')).map((route) => `${route.method} ${route.url}`);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    await created.remove();
  });

  async function token(): Promise<string> {
    const response = await app.inject({ method: 'POST', url: '/api/login', payload: signIn });
    return (response.json() as { token: string }).token;
  }

  it('has requests for every route the app registers', () => {
    expect(routes.length).toBeGreaterThan(10);
    expect(routes.filter((route) => !CASES[route])).toEqual([]);
  });

  it.each(Object.entries(CASES).flatMap(([route, cases]) => cases.map((c) => [route, ...c] as const)))(
    '%s (%s, %i) answers Cache-Control: no-store',
    async (route, _label, status, request) => {
      const [method, url] = route.split(' ');
      // Signing out ends the session, so it gets one of its own.
      const session = route === 'POST /api/logout' ? await token() : shared;
      const response = await app.inject({ method: method as InjectOptions['method'], url, ...request(session, staff) });
      expect(response.statusCode).toBe(status);
      expect(response.headers['cache-control']).toBe('no-store');
    },
  );

  it.each(['/api/unknown', '/api/sea%FFrch?q=750'])('an API path that does not exist (%s) answers no-store too', async (url) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.headers['cache-control']).toBe('no-store');
  });
});
