/** The audit trail on both backends: what a sign-in writes, and the console's filters (by user, customer, event, time, page). */
import { DEMO } from '../../support/demo-users';
import { startTestApp, TEST_BACKENDS, type TestApp } from '../support/test-app';

describe.each(TEST_BACKENDS)('the audit trail, on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ backend });
  });
  afterAll(() => t.close());

  it('holds a line for each sign-in, refused or not, with who and from where and never the password', async () => {
    await t.signIn(DEMO.muster.email, DEMO.password, '198.51.100.7');
    const refused = await t.app.inject({ method: 'POST', url: '/api/login', remoteAddress: '198.51.100.8', payload: { useremail: 'Nobody@Example.com', passwordhash: 'a'.repeat(64) } });
    expect(refused.statusCode).toBe(401);
    const [success] = await t.store.audit.list({ user: DEMO.muster.email, event: 'sign-in', limit: 5 });
    expect(success).toMatchObject({ actor: DEMO.muster.email, actorRole: 'customer', address: '198.51.100.7', userEmail: DEMO.muster.email, details: { outcome: 'success' } });
    expect(success.customerId).toEqual(expect.any(Number));
    const [failure] = await t.store.audit.list({ user: 'nobody@example.com', limit: 5 });
    expect(failure).toMatchObject({ actorRole: 'anonymous', address: '198.51.100.8', customerId: null, details: { outcome: 'failure' } });
    expect(JSON.stringify([success, failure])).not.toContain('a'.repeat(64));
  });

  it('finds entries by user, customer, event and time, newest first, a page at a time', async () => {
    const base = { actor: 'office@distributor.example', actorRole: 'staff' as const, address: '203.0.113.9', details: { group: 's7a' } };
    for (let i = 0; i < 5; i++) {
      await t.store.audit.record({ ...base, at: 1_000 + i, event: i % 2 ? 'discount-set' : 'user-disabled', customerId: 900 + (i % 2), userEmail: `u${i}@example.com` });
    }
    const staffs = await t.store.audit.list({ user: 'Office@Distributor.example ', limit: 10 });
    expect(staffs.map((entry) => entry.at)).toEqual([1004, 1003, 1002, 1001, 1000]);
    expect((await t.store.audit.list({ customerId: 901, limit: 10 })).map((entry) => entry.at)).toEqual([1003, 1001]);
    expect((await t.store.audit.list({ event: 'user-disabled', from: 1001, to: 1004, limit: 10 })).map((entry) => entry.at)).toEqual([1002]);
    expect((await t.store.audit.list({ user: 'u3@example.com', limit: 10 })).map((entry) => entry.details)).toEqual([{ group: 's7a' }]);
    const firstPage = await t.store.audit.list({ user: 'office@distributor.example', limit: 2 });
    const nextPage = await t.store.audit.list({ user: 'office@distributor.example', limit: 2, beforeId: firstPage[1].id });
    expect([...firstPage, ...nextPage].map((entry) => entry.at)).toEqual([1004, 1003, 1002, 1001]);
  });
});
