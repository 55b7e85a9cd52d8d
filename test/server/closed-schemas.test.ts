/**
 * Every route's request schemas are closed and taken as written: a property no schema names, in
 * the body or the query string, is 400 (invalid_query on the search's routes, invalid_request on
 * every other), and a body's values are never coerced into the type a schema asks for. Each route
 * of the route table is tried with a request it answers, then with one property more; a route
 * missing from the table fails the suite. Query strings are still read as the numbers and
 * booleans their schemas name.
 */
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { buildApp, type App } from '../../src/server/app';
import type { ErrorBody, LoginResponse } from '../../src/shared/contract';
import { PROBES, sendProbe, SIGN_IN, STAFF_SIGN_IN, type Probe, type ProbeExtra } from './support/route-probes';
import { createTestDatabase, TEST_FLAGS, type TestDatabase } from './support/test-app';
import { connectDatabase } from '../../src/server/store/connect-database';
import type { Database } from '../../src/server/store/database';

let created: TestDatabase;
let database: Database;
let built: App;
let token: string;
let staffToken: string;

beforeAll(async () => {
  created = await createTestDatabase('sqlite', 100);
  database = await connectDatabase(created.target);
  built = await buildApp({
    store: database.store, admin: database.admin, flags: TEST_FLAGS, benchFloor: true, localesDir: path.join(__dirname, '..', '..', 'locales'),
  });
  await built.app.ready();
  token = await signedIn();
  staffToken = ((await built.app.inject({ method: 'POST', url: '/api/login', payload: STAFF_SIGN_IN })).json() as LoginResponse).token;
  // The stored floor body the GET probes read.
  await built.app.inject({ method: 'PUT', url: '/api/bench/floor/answer-1', payload: '{}', headers: { 'content-type': 'text/plain' } });
});
afterAll(async () => {
  await built.app.close();
  await database.close();
  await created.remove();
});

async function signedIn(): Promise<string> {
  const response = await built.app.inject({ method: 'POST', url: '/api/login', payload: SIGN_IN });
  return (response.json() as LoginResponse).token;
}

/** The route's probe, with one property more where asked; signing out ends the session, so it gets one of its own. */
const send = async (route: string, probe: Probe, extra: ProbeExtra = {}) =>
  sendProbe(built.app, route, probe, { customer: route === 'POST /api/logout' ? await signedIn() : token, staff: staffToken }, extra);

const expectRefused = (response: LightMyRequestResponse, code: ErrorBody['error']) => {
  expect(response.statusCode).toBe(400);
  // A HEAD answer has no body to read the code from.
  if (response.body) expect((response.json() as ErrorBody).error).toBe(code);
};

it('has a probe for every route the app registers but the pages', () => {
  const registered = built.routes.map((route) => `${route.method} ${route.url}`);
  expect(registered.filter((route) => !PROBES[route])).toEqual([]);
  expect(Object.keys(PROBES).filter((route) => !registered.includes(route))).toEqual([]);
});

describe.each(Object.entries(PROBES))('%s', (route, probe) => {
  it('answers the probe without a 400', async () => {
    const response = await send(route, probe);
    expect(response.statusCode).toBeLessThan(400);
  });

  it('refuses a query-string parameter it does not name', async () => {
    expectRefused(await send(route, probe, { query: true }), probe.code ?? 'invalid_request');
  });

  const method = route.split(' ')[0];
  if ((method === 'POST' || method === 'PUT') && probe.text === undefined) {
    it('refuses a body property it does not name', async () => {
      expectRefused(await send(route, probe, { body: true }), 'invalid_request');
    });
  }
});

describe('a body is taken as written, never coerced', () => {
  const post = (url: string, payload: unknown, session = true) => built.app.inject({
    method: 'POST', url, payload: JSON.stringify(payload), headers: { 'content-type': 'application/json', ...(session ? { authorization: `Bearer ${token}` } : {}) },
  });

  it.each([
    ['a string', '6ES7214-1AG40-0XB0'],
    ['a number', 5],
    ['a boolean', true],
    ['an object', { q: '750-455' }],
  ])('POST /api/lookup refuses lines as %s, not a list of one line', async (_label, lines) => {
    expectRefused(await post('/api/lookup', { lines }), 'invalid_request');
  });

  it.each([
    ['a name in a list', { name: ['LCP'], value: 1 }],
    ['a value as text', { name: 'LCP', value: '1' }],
    ['a rating as a number', { name: 'LCP', value: 1, rating: 1 }],
    ['a name it does not report', { name: 'TTFB', value: 1 }],
    ['a negative value', { name: 'LCP', value: -1 }],
    ['a path that is no path', { name: 'LCP', value: 1, path: 'https://elsewhere.example/' }],
  ])('POST /api/vitals refuses %s', async (_label, body) => {
    expectRefused(await post('/api/vitals', body, false), 'invalid_request');
  });

  it.each([
    ['remember as text', { ...SIGN_IN, remember: 'true' }],
    ['the e-mail address as a list', { ...SIGN_IN, useremail: [SIGN_IN.useremail] }],
  ])('POST /api/login refuses %s', async (_label, body) => {
    expectRefused(await post('/api/login', body, false), 'invalid_request');
  });
});

describe('a query string is read as its schema says', () => {
  it('takes exact=true as the boolean and refuses a value that is none', async () => {
    const headers = { authorization: `Bearer ${token}` };
    const exact = await built.app.inject({ url: '/api/search?q=6ES7214-1AG40-0XB0&exact=true', headers });
    expect(exact.statusCode).toBe(200);
    expect((exact.json() as { total: number }).total).toBe(1);
    for (const value of ['perhaps', 'TRUE', '1', '']) {
      expectRefused(await built.app.inject({ url: `/api/search?q=750&exact=${value}`, headers }), 'invalid_query');
    }
    // A repeated parameter is a list, not one value.
    expectRefused(await built.app.inject({ url: '/api/search?q=750&exact=true&exact=true', headers }), 'invalid_query');
  });

  it('takes bytes=100 as the number, and refuses what is no decimal number', async () => {
    const response = await built.app.inject({ url: '/api/bench/floor?bytes=100' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toHaveLength(100);
    for (const value of ['1e2', '0x64', ' 100', '']) expectRefused(await built.app.inject({ url: `/api/bench/floor?bytes=${encodeURIComponent(value)}` }), 'invalid_request');
  });
});
