/**
 * Staff and customers are kept apart both ways: every route of the staff API (walked as the app
 * registers them, so a new one is covered by being added) answers 401 without a session and 403
 * to a customer's token before it reads a body; every customer route answers 403 to a staff
 * token; the profile tells the page which role a session has.
 */
import { API_PREFIX } from '../../../../src/shared/api-constants';
import type { LightMyRequestResponse } from 'fastify';
import { DEMO } from '../../../support/demo-users';
import { startTestApp, TEST_BACKENDS, type TestApp } from '../../support/test-app';

const ADMIN_PREFIX = `${API_PREFIX}/admin/`;
/** The calls both roles make with their session: the own profile, and changing the own password. */
const EITHER_ROLE = new Set([API_PREFIX, `${API_PREFIX}/password`]);
/** The customer routes a staff account must not use, each with a request that a customer's token gets 200 for. */
const CUSTOMER_REQUESTS = [
  { method: 'GET', url: '/api/search?q=6ES7' },
  { method: 'POST', url: '/api/brands' },
  { method: 'GET', url: '/api/brand-data' },
  { method: 'GET', url: '/api/replacements?q=3RH1122-1BB40&mode=replacement' },
  { method: 'GET', url: '/api/suggestions?q=6ES7214' },
  { method: 'GET', url: '/api/similar?q=6ES7214-1AG4O-0XB0' },
  { method: 'POST', url: '/api/lookup', payload: { lines: [{ artnr: '6ES7214-1AG40-0XB0', qty: 1 }] } },
] as const;

/** A concrete URL for a route pattern: each parameter filled with a plausible value. */
const concrete = (url: string) => url.replace(/:[^/]+/g, '1');

describe.each(TEST_BACKENDS)('staff and customers kept apart, on %s', (backend) => {
  let t: TestApp;
  let customer: string;
  let staff: string;
  const send = (method: string, url: string, token?: string, payload?: object): Promise<LightMyRequestResponse> => t.app.inject({
    method: method as 'GET', url, payload,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

  beforeAll(async () => {
    t = await startTestApp({ backend });
    customer = await t.signIn(DEMO.muster.email);
    staff = await t.signIn(DEMO.staff.email);
  });
  afterAll(() => t.close());

  const adminRoutes = () => t.routes.filter((route) => route.url.startsWith(ADMIN_PREFIX));

  it('has staff routes to walk', () => {
    expect(adminRoutes().length).toBeGreaterThan(0);
  });

  it('answers every staff route with 401 without a session and 403 to a customer, whatever the body', async () => {
    for (const route of adminRoutes()) {
      const url = concrete(route.url);
      // A body no route of it takes: the guard answers before any body is read or checked.
      const body = route.method === 'GET' || route.method === 'HEAD' ? undefined : { anything: 'x'.repeat(10) };
      const anonymous = await send(route.method, url, undefined, body);
      expect({ route: `${route.method} ${route.url}`, status: anonymous.statusCode }).toEqual({ route: `${route.method} ${route.url}`, status: 401 });
      const refused = await send(route.method, url, customer, body);
      expect({ route: `${route.method} ${route.url}`, status: refused.statusCode }).toEqual({ route: `${route.method} ${route.url}`, status: 403 });
      if (route.method !== 'HEAD') expect(refused.json()).toMatchObject({ error: 'forbidden' });
    }
  });

  it('lets a staff token through the guard', async () => {
    const answer = await send('GET', '/api/admin/staff', staff);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().staff).toEqual([expect.objectContaining({ email: DEMO.staff.email, disabled: false })]);
  });

  it('has a request for every customer route that needs a session', () => {
    const secured = t.routes.filter((route) => route.schema?.security && !route.url.startsWith(ADMIN_PREFIX) && !EITHER_ROLE.has(route.url));
    const covered = CUSTOMER_REQUESTS.map((request) => `${request.method} ${request.url.split('?')[0]}`);
    expect(secured.map((route) => `${route.method} ${route.url}`).filter((route) => !route.startsWith('HEAD')).sort()).toEqual(covered.sort());
  });

  it('lets a staff member add a colleague, who sets a password from the link and signs in to the console', async () => {
    const added = await t.app.inject({
      method: 'POST', url: '/api/admin/staff', headers: { authorization: `Bearer ${staff}` }, payload: { email: 'Second.Office@Distributor.example', username: 'Second Office' },
    });
    expect(added.statusCode).toBe(201);
    const { member, link } = added.json() as { member: { email: string }; link: string };
    expect(member.email).toBe('second.office@distributor.example');
    const set = await t.app.inject({ method: 'POST', url: '/api/password/reset', payload: { token: link.split('/').pop(), newPassword: 'Heron-Quartz-77' } });
    expect(set.statusCode).toBe(200);
    expect(set.json().user).toMatchObject({ role: 'staff', customer: null });
    const [entry] = await t.store.audit.list({ event: 'staff-added', limit: 1 });
    expect(entry).toMatchObject({ actor: DEMO.staff.email, userEmail: 'second.office@distributor.example' });
    expect(JSON.stringify(entry)).not.toContain(link.split('/').pop());
    const again = await t.app.inject({
      method: 'POST', url: '/api/admin/staff', headers: { authorization: `Bearer ${staff}` }, payload: { email: DEMO.muster.email, username: 'Taken' },
    });
    expect(again.statusCode).toBe(409);
  });

  it('refuses every customer route to a staff token, and lets the customer through', async () => {
    for (const request of CUSTOMER_REQUESTS) {
      const payload = 'payload' in request ? request.payload : undefined;
      const asStaff = await send(request.method, request.url, staff, payload);
      expect({ url: request.url, status: asStaff.statusCode }).toEqual({ url: request.url, status: 403 });
      const asCustomer = await send(request.method, request.url, customer, payload);
      expect({ url: request.url, status: asCustomer.statusCode }).toEqual({ url: request.url, status: 200 });
    }
  });

  it('tells each session its role in the profile', async () => {
    expect((await t.get('/api/', staff)).json().user).toMatchObject({ role: 'staff', customer: null });
    expect((await t.get('/api/', customer)).json().user).toMatchObject({ role: 'customer' });
  });
});
