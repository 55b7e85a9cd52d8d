/**
 * The console's flags on both backends (docs/api.md, Flags and audit (staff)): each flag with its
 * environment value and when it was switched; a switch answers at once at this instance, reaches
 * GET /api/flags, persists, and leaves an audit line with the value before and after; bad bodies
 * are refused.
 */
import type { AdminFlag, AdminFlagsResponse } from '../../../../src/shared/admin-flags-contract';
import type { FeatureFlags } from '../../../../src/shared/contract';
import { DEMO } from '../../../support/demo-users';
import { startTestApp, TEST_BACKENDS, TEST_FLAGS, type TestApp } from '../../support/test-app';

describe.each(TEST_BACKENDS)('GET and PUT /api/admin/flags on %s', (backend) => {
  let t: TestApp;
  let staff: string;
  beforeAll(async () => {
    t = await startTestApp({ backend, articles: 100 });
    staff = await t.signIn(DEMO.staff.email, DEMO.password, '203.0.113.5');
  });
  afterAll(() => t.close());

  const put = (payload: unknown) => t.app.inject({
    method: 'PUT', url: '/api/admin/flags', payload: payload as object, remoteAddress: '203.0.113.5', headers: { authorization: `Bearer ${staff}` },
  });
  const flag = (answer: AdminFlagsResponse, name: AdminFlag['name']) => answer.flags.find((candidate) => candidate.name === name);

  it('lists the four flags as the environment gives them while none has been switched', async () => {
    const response = await t.get('/api/admin/flags', staff);
    expect(response.statusCode).toBe(200);
    expect(response.json<AdminFlagsResponse>().flags).toEqual(Object.entries(TEST_FLAGS).map(([name, enabled]) => ({
      name, enabled, environment: enabled, changedAt: null,
    })));
  });

  it('switches maintenance: answered at once by GET /api/flags, kept, and audited with before and after', async () => {
    t.clock.now += 1_000;
    const response = await put({ maintenance: true });
    expect(response.statusCode).toBe(200);
    expect(flag(response.json(), 'maintenance')).toEqual({ name: 'maintenance', enabled: true, environment: false, changedAt: t.clock.now });
    expect((await t.get('/api/flags')).json<FeatureFlags>()).toEqual({ ...TEST_FLAGS, maintenance: true });
    expect(flag((await t.get('/api/admin/flags', staff)).json(), 'maintenance')?.enabled).toBe(true);
    const [line] = await t.store.audit.list({ event: 'flag-switched', limit: 1 });
    expect(line).toMatchObject({
      actor: DEMO.staff.email, actorRole: 'staff', address: '203.0.113.5', customerId: null, userEmail: null,
      details: { flag: 'maintenance', from: false, to: true },
    });

    expect((await put({ maintenance: false, beta: true })).statusCode).toBe(200);
    expect((await t.get('/api/flags')).json<FeatureFlags>()).toEqual({ ...TEST_FLAGS, beta: true });
    const lines = await t.store.audit.list({ event: 'flag-switched', limit: 3 });
    expect(lines.map((entry) => entry.details)).toEqual([
      { flag: 'maintenance', from: true, to: false }, { flag: 'beta', from: false, to: true }, { flag: 'maintenance', from: false, to: true },
    ]);
    expect((await put({ beta: false })).statusCode).toBe(200);
  });

  it.each([
    ['no flag', {}],
    ['a flag it does not know', { holidays: true }],
    ['a value that is not a boolean', { maintenance: 'true' }],
    ['a list', [{ maintenance: true }]],
  ])('refuses %s with 400 and switches nothing', async (_case, payload) => {
    const before = (await t.get('/api/flags')).json();
    const response = await put(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'invalid_request' });
    expect((await t.get('/api/flags')).json()).toEqual(before);
  });
});
