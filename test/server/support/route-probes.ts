/**
 * For each route of the app (method and URL as registered), a request it answers without a 400:
 * closed-schemas.test.ts adds a property to each, operator-view.test.ts checks that each answer is
 * one the OpenAPI document names. A route missing here fails both.
 */
import crypto from 'node:crypto';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { clientPasswordHash } from '../../../src/server/auth/password';
import { DEMO_PASSWORD, MUSTER } from '../../../src/server/catalogue/demo/fixtures';
import { DEMO } from '../../support/demo-users';

/** The file the import probes send; the apply's probe imports the check PROBE_IMPORT_CHECK made of it (run 1). */
export const PROBE_IMPORT = 'from,from_brand,to,to_brand\n3RH1122-1BB40,Siemens,3RH2122-1BB40,Siemens\n';
export const PROBE_IMPORT_CHECK = {
  kind: 'replacements', dryRun: true, fileName: 'replacements.csv', fileBytes: PROBE_IMPORT.length,
  fileSha256: crypto.createHash('sha256').update(PROBE_IMPORT).digest('hex'), actor: DEMO.staff.email, startedAt: 0, checkId: null, pid: 0, host: '',
} as const;
export const PROBE_IMPORT_CHECKED = { outcome: 'succeeded', finishedAt: 0, rows: 1, rejected: 0, warnings: 0, message: null, report: null } as const;

export const SIGN_IN = { useremail: DEMO.muster.email, passwordhash: clientPasswordHash(DEMO_PASSWORD) };

export interface Probe {
  /** The URL to ask (the route's own when it has no parameters). */
  url?: string;
  query?: Record<string, string>;
  /** A JSON body the route takes; a route without one gets `{"extra": 1}` as its extra body. */
  body?: object;
  /** A body that is not JSON (PUT /api/bench/floor/:name): only the query string is tried. */
  text?: string;
  /** The content type the text goes as (text/plain unless given). */
  contentType?: string;
  /** The route needs a session: a customer's (true), or a staff member's. */
  session?: true | 'staff';
  /** What a schema violation of this route is reported as. */
  code?: 'invalid_query';
  /** The answer expected when no probe can be one the route accepts (a password link's token exists only in a mail): made up, it is 410. */
  answers?: number;
}

/** For each route (method and URL as registered), a request it answers without a 400. */
export const PROBES: Record<string, Probe> = {
  'POST /api/login': { body: SIGN_IN },
  'GET /api': { url: '/api/', session: true },
  'HEAD /api': { url: '/api/', session: true },
  'HEAD /api/': { session: true },
  'POST /api/logout': { session: true },
  // The demo password for itself: a password changed would fail the later sign-ins.
  'POST /api/password': { body: { currentPasswordhash: SIGN_IN.passwordhash, newPassword: DEMO_PASSWORD }, session: true },
  'POST /api/password/forgot': { body: { email: 'nobody@example.com' } },
  'POST /api/password/reset': { body: { token: 'x'.repeat(43), newPassword: 'Long-enough-9' }, answers: 410 },
  'POST /api/brands': { session: true },
  'GET /api/search': { query: { q: '750', exact: 'false' }, session: true, code: 'invalid_query' },
  'HEAD /api/search': { query: { q: '750' }, session: true, code: 'invalid_query' },
  'GET /api/replacements': { query: { q: '3RH1122-1BB40', mode: 'replacement' }, session: true, code: 'invalid_query' },
  'HEAD /api/replacements': { query: { q: '3RH1122-1BB40', mode: 'replacement' }, session: true, code: 'invalid_query' },
  'GET /api/suggestions': { query: { q: '6ES7214-1AG4' }, session: true, code: 'invalid_query' },
  'HEAD /api/suggestions': { query: { q: '6ES7214-1AG4' }, session: true, code: 'invalid_query' },
  'GET /api/similar': { query: { q: '6ES7214-1AG4O-0XB0', onstock: 'false' }, session: true, code: 'invalid_query' },
  'HEAD /api/similar': { query: { q: '6ES7214-1AG4O-0XB0' }, session: true, code: 'invalid_query' },
  'POST /api/lookup': { body: { lines: [{ q: '750-455', qty: 2 }] }, session: true },
  'GET /api/brand-data': { session: true },
  'HEAD /api/brand-data': { session: true },
  'GET /api/content': {},
  'HEAD /api/content': {},
  'GET /api/health/live': {},
  'HEAD /api/health/live': {},
  'GET /api/health/ready': {},
  'HEAD /api/health/ready': {},
  'GET /api/health': {},
  'HEAD /api/health': {},
  'POST /api/vitals': { body: { name: 'LCP', value: 812.5, rating: 'good', path: '/login' } },
  'GET /api/flags': {},
  'HEAD /api/flags': {},
  'GET /api/metrics': {},
  'HEAD /api/metrics': {},
  'GET /api/openapi.json': {},
  'HEAD /api/openapi.json': {},
  'GET /api/bench/floor': { query: { bytes: '100' } },
  'HEAD /api/bench/floor': { query: { bytes: '100' } },
  'PUT /api/bench/floor/:name': { url: '/api/bench/floor/answer-1', text: '{}' },
  'GET /api/bench/floor/:name': { url: '/api/bench/floor/answer-1' },
  'HEAD /api/bench/floor/:name': { url: '/api/bench/floor/answer-1' },
  'GET /api/admin/staff': { session: 'staff' },
  'HEAD /api/admin/staff': { session: 'staff' },
  'POST /api/admin/staff': { body: { email: 'probe.staff@distributor.example', username: 'Probe Staff' }, session: 'staff' },
  'GET /api/admin/flags': { session: 'staff' },
  'HEAD /api/admin/flags': { session: 'staff' },
  'PUT /api/admin/flags': { body: { beta: false }, session: 'staff' },
  'GET /api/admin/audit': { query: { user: DEMO.staff.email, event: 'sign-in', limit: '5' }, session: 'staff' },
  'HEAD /api/admin/audit': { query: { limit: '5' }, session: 'staff' },
  'GET /api/admin/imports': { session: 'staff' },
  'HEAD /api/admin/imports': { session: 'staff' },
  'POST /api/admin/imports': { query: { kind: 'replacements', fileName: 'replacements.csv' }, text: PROBE_IMPORT, contentType: 'text/csv', session: 'staff' },
  'GET /api/admin/imports/:id': { url: '/api/admin/imports/1', session: 'staff' },
  'HEAD /api/admin/imports/:id': { url: '/api/admin/imports/1', session: 'staff' },
  'POST /api/admin/imports/:id/apply': { url: '/api/admin/imports/1/apply', text: PROBE_IMPORT, contentType: 'text/csv', session: 'staff' },
  'GET /api/admin/content': { session: 'staff' },
  'HEAD /api/admin/content': { session: 'staff' },
  'PUT /api/admin/content': { session: 'staff', body: { entries: [{ key: 'welcome.title', values: { EN: 'Welcome', DE: '', FR: '', ES: '' } }] } },
  // The demo's first customer is Muster (id 1); its third user, without a customer, is changed and changed back.
  'GET /api/admin/customers': { query: { q: 'muster', offset: '0', limit: '5' }, session: 'staff' },
  'HEAD /api/admin/customers': { session: 'staff' },
  'POST /api/admin/customers': { body: { name: 'Probe Customer' }, session: 'staff' },
  'GET /api/admin/customers/:id': { url: '/api/admin/customers/1', session: 'staff' },
  'HEAD /api/admin/customers/:id': { url: '/api/admin/customers/1', session: 'staff' },
  'PATCH /api/admin/customers/:id': { url: '/api/admin/customers/1', body: { name: MUSTER.name }, session: 'staff' },
  'PUT /api/admin/customers/:id/discounts/:group': { url: '/api/admin/customers/1/discounts/probe-group', body: { percent: -5 }, session: 'staff' },
  'DELETE /api/admin/customers/:id/discounts/:group': { url: '/api/admin/customers/1/discounts/probe-group', session: 'staff' },
  'GET /api/admin/customers/:id/users': { url: '/api/admin/customers/1/users', query: { q: '' }, session: 'staff' },
  'HEAD /api/admin/customers/:id/users': { url: '/api/admin/customers/1/users', session: 'staff' },
  'GET /api/admin/users': { query: { q: 'demo', customerId: '1' }, session: 'staff' },
  'HEAD /api/admin/users': { session: 'staff' },
  'GET /api/admin/users/:id': { url: '/api/admin/users/3', session: 'staff' },
  'HEAD /api/admin/users/:id': { url: '/api/admin/users/3', session: 'staff' },
  'POST /api/admin/users': { body: { email: 'probe@example.com', username: 'Probe', customerId: 1 }, session: 'staff' },
  'POST /api/admin/users/:id/disable': { url: '/api/admin/users/3/disable', session: 'staff' },
  'POST /api/admin/users/:id/enable': { url: '/api/admin/users/3/enable', session: 'staff' },
  'POST /api/admin/users/:id/sessions/end': { url: '/api/admin/users/3/sessions/end', session: 'staff' },
  'POST /api/admin/users/:id/password-reset': { url: '/api/admin/users/3/password-reset', session: 'staff' },
  'PUT /api/admin/users/:id/blocked-brands': { url: '/api/admin/users/3/blocked-brands', body: { blockedBrands: '' }, session: 'staff' },
  'GET /locales/:language/:file': { url: '/locales/de/translation.json' },
  'HEAD /locales/:language/:file': { url: '/locales/de/translation.json' },
};


/** What a probe may carry beyond its request: a query parameter or body property no schema names. */
export interface ProbeExtra {
  query?: boolean;
  body?: boolean;
}

/** The tokens probes are sent with: a customer's user's and a staff member's. */
export interface ProbeSessions {
  customer: string;
  staff: string;
}

export const STAFF_SIGN_IN = { useremail: DEMO.staff.email, passwordhash: clientPasswordHash(DEMO_PASSWORD) };

/** Sends a route's probe, with the session it needs (none when `sessions` is null). */
export function sendProbe(app: FastifyInstance, route: string, probe: Probe, sessions: ProbeSessions | null, extra: ProbeExtra = {}): Promise<LightMyRequestResponse> {
  const [method, url] = route.split(' ');
  const token = probe.session && sessions ? sessions[probe.session === 'staff' ? 'staff' : 'customer'] : null;
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  const options: InjectOptions = {
    method: method as InjectOptions['method'], url: probe.url ?? url, headers, query: { ...probe.query, ...(extra.query ? { extra: '1' } : {}) },
  };
  if (probe.text !== undefined) {
    options.payload = probe.text;
    headers['content-type'] = probe.contentType ?? 'text/plain';
  } else if (probe.body || extra.body) {
    options.payload = { ...probe.body, ...(extra.body ? { extra: 1 } : {}) };
  }
  return app.inject(options);
}
