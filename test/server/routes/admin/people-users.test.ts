/**
 * The staff API's users on both backends: invitations, disabling and ending sessions (in force
 * for the user's very next request), blocked brands, and what the console shows of sign-ins;
 * each change audited with the staff member and their address, never with a secret.
 */
import { clientPasswordHash } from '../../../../src/server/auth/password';
import { MUSTER, NORDTECH } from '../../../../src/server/catalogue/demo/fixtures';
import type { AdminUser, CustomerListResponse, InviteResponse, SessionsEnded, UserListResponse, UserResponse } from '../../../../src/shared/admin-people-contract';
import type { BrandsResponse } from '../../../../src/shared/contract';
import { DEMO } from '../../../support/demo-users';
import { startTestApp, TEST_BACKENDS, type TestApp } from '../../support/test-app';
import { expectStaffAudit, staffClient, type StaffClient } from './people-support';

describe.each(TEST_BACKENDS)('the staff API\'s users, on %s', (backend) => {
  let t: TestApp;
  let staff: StaffClient;
  let musterId: number;
  beforeAll(async () => {
    t = await startTestApp({ backend });
    staff = await staffClient(t);
    musterId = (await staff.send('GET', `/api/admin/customers?q=${encodeURIComponent(MUSTER.name)}`)).json<CustomerListResponse>().customers[0].id;
  });
  afterAll(() => t.close());

  const userNamed = async (email: string) => (await staff.send('GET', `/api/admin/users?q=${encodeURIComponent(email)}`)).json<UserListResponse>().users[0];
  const invite = (email: string, extra: object = {}) => staff.send('POST', '/api/admin/users', { email, username: 'Invited Buyer', customerId: musterId, ...extra });
  const signInWith = (email: string, password: string) => t.app.inject({
    method: 'POST', url: '/api/login', payload: { useremail: email, passwordhash: clientPasswordHash(password) },
  });

  it('finds users by e-mail, name or customer, and by customer id', async () => {
    expect((await userNamed(DEMO.nord.email)).customer?.name).toBe(NORDTECH.name);
    const byCustomer = (await staff.send('GET', `/api/admin/users?customerId=${musterId}`)).json<UserListResponse>();
    expect(byCustomer.users.length).toBeGreaterThan(0);
    expect(byCustomer.users.every((user) => user.customer?.id === musterId)).toBe(true);
    const byCustomerName = (await staff.send('GET', `/api/admin/users?q=${encodeURIComponent(NORDTECH.name.toUpperCase())}`)).json<UserListResponse>();
    expect(byCustomerName.users.map((user) => user.email)).toContain(DEMO.nord.email);
  });

  it('shows the last sign-in and the failed attempts', async () => {
    await t.signIn(DEMO.nord.email);
    expect((await signInWith(DEMO.nord.email, 'wrong password')).statusCode).toBe(401);
    const user = await userNamed(DEMO.nord.email);
    expect(user.lastSignInAt).toEqual(expect.any(Number));
    expect(user.failedAttempts).toBe(1);
    expect(user.lastFailedAt).toEqual(expect.any(Number));
    expect((await staff.send('GET', `/api/admin/users/${user.id}`)).json<UserResponse>().user).toEqual(user);
  });

  it('invites a user of a customer, with no password anyone knows, and audits it', async () => {
    const answer = await invite('New.Buyer@Muster.example', { blockedBrands: ' Festo, SMC,,Festo ' });
    expect(answer.statusCode).toBe(201);
    const { user } = answer.json<InviteResponse>();
    expect(user).toMatchObject({ email: 'new.buyer@muster.example', username: 'Invited Buyer', customer: { id: musterId, name: MUSTER.name }, blocked_brands: 'Festo,SMC', lastSignInAt: null });
    expectStaffAudit(await staff.lastAudit('user-invited'), { customerId: musterId, userEmail: 'new.buyer@muster.example' });
    for (const guess of ['', 'new.buyer@muster.example', 'Invited Buyer']) expect((await signInWith('new.buyer@muster.example', guess)).statusCode).toBe(401);
    // Without a mail server the link comes back to be passed on; it sets the first password and signs in.
    const { link } = answer.json<InviteResponse>();
    expect(link).toMatch(/\/password\/[A-Za-z0-9_-]{20,}$/);
    const token = (link as string).split('/').pop();
    const set = await t.app.inject({ method: 'POST', url: '/api/password/reset', payload: { token, newPassword: 'Tulip-Harbour-42' } });
    expect(set.statusCode).toBe(200);
    expect((await signInWith('new.buyer@muster.example', 'Tulip-Harbour-42')).statusCode).toBe(200);
    expect(JSON.stringify(await staff.lastAudit('user-invited'))).not.toContain(token);
  });

  it('sends a user a password reset: the link to pass on without a mail server, audited without it', async () => {
    const user = await userNamed(DEMO.nord.email);
    const answer = await staff.send('POST', `/api/admin/users/${user.id}/password-reset`);
    expect(answer.statusCode).toBe(200);
    const { mailed, link } = answer.json<{ mailed: boolean; link: string }>();
    expect(mailed).toBe(false);
    expect(link).toMatch(/\/password\/[A-Za-z0-9_-]{20,}$/);
    const audit = await staff.lastAudit('password-reset-sent');
    expectStaffAudit(audit, { customerId: user.customer?.id ?? null, userEmail: DEMO.nord.email });
    expect(JSON.stringify(audit)).not.toContain(link.split('/').pop());
    expect((await staff.send('POST', '/api/admin/users/999999/password-reset')).statusCode).toBe(404);
  });

  it('refuses an e-mail taken, an address that is none, and an unknown customer, clearly', async () => {
    const taken = await invite(DEMO.nord.email.toUpperCase());
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ error: 'conflict', message: 'A user with this e-mail address exists already.' });
    expect((await invite('not an address')).json()).toEqual({ error: 'invalid_request', message: 'This is not an e-mail address.' });
    expect((await invite('x@y.example', { customerId: 999999 })).json()).toEqual({ error: 'not_found', message: 'There is no such customer.' });
  });

  it('disables a user, which signs them out at once, and enables them again', async () => {
    const token = await t.signIn(DEMO.muster.email);
    const user = await userNamed(DEMO.muster.email);
    const disabled = await staff.send('POST', `/api/admin/users/${user.id}/disable`);
    expect(disabled.json<UserResponse>().user).toMatchObject({ disabled: true, openSessions: 0 });
    expect((await t.get('/api/', token)).statusCode).toBe(401);
    expect((await signInWith(DEMO.muster.email, DEMO.password)).statusCode).toBe(401);
    expectStaffAudit(await staff.lastAudit('user-disabled'), { customerId: musterId, userEmail: DEMO.muster.email });
    expect((await staff.send('POST', `/api/admin/users/${user.id}/enable`)).json<UserResponse>().user.disabled).toBe(false);
    expectStaffAudit(await staff.lastAudit('user-enabled'), { customerId: musterId, userEmail: DEMO.muster.email });
    expect((await signInWith(DEMO.muster.email, DEMO.password)).statusCode).toBe(200);
  });

  it('ends every session of one user at once, and no one else\'s', async () => {
    const first = await t.signIn(DEMO.muster.email);
    const second = await t.signIn(DEMO.muster.email);
    const other = await t.signIn(DEMO.nord.email);
    const user = await userNamed(DEMO.muster.email);
    const ended = await staff.send('POST', `/api/admin/users/${user.id}/sessions/end`);
    expect(ended.json<SessionsEnded>().ended).toBeGreaterThanOrEqual(2);
    expect((await t.get('/api/', first)).statusCode).toBe(401);
    expect((await t.get('/api/', second)).statusCode).toBe(401);
    expect((await t.get('/api/', other)).statusCode).toBe(200);
    expectStaffAudit(await staff.lastAudit('user-sessions-ended'), { customerId: musterId, userEmail: DEMO.muster.email });
  });

  it('sets blocked brands, which the user\'s next request leaves out', async () => {
    const token = await t.signIn(DEMO.muster.email);
    const user = await userNamed(DEMO.muster.email);
    const brands = async () => (await t.app.inject({ method: 'POST', url: '/api/brands', headers: { authorization: `Bearer ${token}` } })).json<BrandsResponse>().brands;
    expect(await brands()).toContain('Pilz');
    const set = await staff.send('PUT', `/api/admin/users/${user.id}/blocked-brands`, { blockedBrands: 'Pilz, Omron' });
    expect(set.json<UserResponse>().user.blocked_brands).toBe('Pilz,Omron');
    expect(await brands()).not.toContain('Pilz');
    expectStaffAudit(await staff.lastAudit('user-blocked-brands-set'), { userEmail: DEMO.muster.email, details: { userId: user.id, blockedBrands: 'Pilz,Omron' } });
    await staff.send('PUT', `/api/admin/users/${user.id}/blocked-brands`, { blockedBrands: DEMO.muster.blocked_brands });
  });

  it('answers 404 for a user that does not exist', async () => {
    for (const [method, url] of [['GET', ''], ['POST', '/disable'], ['POST', '/sessions/end']] as const) {
      expect((await staff.send(method, `/api/admin/users/999999${url}`)).json()).toEqual({ error: 'not_found', message: 'There is no such user.' });
    }
  });

  it('keeps a user\'s answer to what the contract names', async () => {
    const user: AdminUser = await userNamed(DEMO.nord.email);
    expect(Object.keys(user).sort()).toEqual(
      ['blocked_brands', 'createdAt', 'customer', 'disabled', 'email', 'failedAttempts', 'id', 'lastFailedAt', 'lastSignInAt', 'openSessions', 'username'].sort());
  });
});
