/**
 * The staff API's customers on both backends: each change answered and audited with the staff
 * member and their address, the refusals in the caller's language, and a discount set here in
 * force for the customer's next search.
 */
import { MUSTER, NORDTECH } from '../../../../src/server/catalogue/demo/fixtures';
import type { AdminCustomer, CustomerListResponse, UserListResponse } from '../../../../src/shared/admin-people-contract';
import type { SearchResponse } from '../../../../src/shared/contract';
import { DEMO } from '../../../support/demo-users';
import { startTestApp, TEST_BACKENDS, type TestApp } from '../../support/test-app';
import { expectStaffAudit, staffClient, type StaffClient } from './people-support';

describe.each(TEST_BACKENDS)('the staff API\'s customers, on %s', (backend) => {
  let t: TestApp;
  let staff: StaffClient;
  beforeAll(async () => {
    t = await startTestApp({ backend });
    staff = await staffClient(t);
  });
  afterAll(() => t.close());

  const customerNamed = async (name: string) => (await staff.send('GET', `/api/admin/customers?q=${encodeURIComponent(name)}`)).json<CustomerListResponse>().customers[0];

  it('creates a customer and audits it', async () => {
    const created = await staff.send('POST', '/api/admin/customers', { name: '  Acme Controls Ltd ' });
    expect(created.statusCode).toBe(201);
    const customer = created.json<AdminCustomer>();
    expect(customer).toEqual({ id: expect.any(Number), name: 'Acme Controls Ltd', users: 0, discounts: [] });
    expectStaffAudit(await staff.lastAudit('customer-created'), { customerId: customer.id, details: { customer: 'Acme Controls Ltd' } });
  });

  it('refuses a taken name and a name a spreadsheet would run, in the caller\'s language', async () => {
    const taken = await staff.send('POST', '/api/admin/customers', { name: MUSTER.name }, 'DE');
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ error: 'conflict', message: 'Ein Kunde mit diesem Namen existiert bereits.' });
    const formula = await staff.send('POST', '/api/admin/customers', { name: '=cmd()' }, 'FR');
    expect(formula.statusCode).toBe(400);
    expect(formula.json()).toEqual({ error: 'invalid_request', message: 'Le nom est vide, trop long ou commence par = + - ou @.' });
    expect((await staff.send('POST', '/api/admin/customers', { name: '   ' })).statusCode).toBe(400);
  });

  it('finds customers by part of the name, a page at a time', async () => {
    for (const name of ['Zeta Paging One', 'Zeta Paging Two', 'Zeta Paging Three']) await staff.send('POST', '/api/admin/customers', { name });
    const page = (await staff.send('GET', '/api/admin/customers?q=zeta%20paging&offset=1&limit=1')).json<CustomerListResponse>();
    expect(page).toEqual({ total: 3, customers: [expect.objectContaining({ name: 'Zeta Paging Three' })] });
    expect((await staff.send('GET', '/api/admin/customers?limit=1000')).statusCode).toBe(400);
    expect((await staff.send('GET', '/api/admin/customers?q=Muster%00')).statusCode).toBe(400);
  });

  it('renames a customer, audits the old and new name, and refuses another\'s name', async () => {
    const { id } = (await staff.send('POST', '/api/admin/customers', { name: 'Rename Me GmbH' })).json<AdminCustomer>();
    const renamed = await staff.send('PATCH', `/api/admin/customers/${id}`, { name: 'Renamed GmbH' });
    expect(renamed.json<AdminCustomer>().name).toBe('Renamed GmbH');
    expectStaffAudit(await staff.lastAudit('customer-renamed'), { customerId: id, details: { from: 'Rename Me GmbH', to: 'Renamed GmbH' } });
    expect((await staff.send('PATCH', `/api/admin/customers/${id}`, { name: NORDTECH.name })).statusCode).toBe(409);
    const unknown = await staff.send('PATCH', '/api/admin/customers/999999', { name: 'Nobody' }, 'ES');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: 'not_found', message: 'Ese cliente no existe.' });
  });

  it('sets a discount, a surcharge and a group on request, and removes a group, each audited', async () => {
    const { id } = (await staff.send('POST', '/api/admin/customers', { name: 'Discount Test AG' })).json<AdminCustomer>();
    await staff.send('PUT', `/api/admin/customers/${id}/discounts/s7a`, { percent: 25.5 });
    await staff.send('PUT', `/api/admin/customers/${id}/discounts/re`, { percent: -70 });
    const last = await staff.send('PUT', `/api/admin/customers/${id}/discounts/om-x`, { percent: null });
    expect(last.json<AdminCustomer>().discounts).toEqual([{ group: 'om-x', percent: null }, { group: 're', percent: -70 }, { group: 's7a', percent: 25.5 }]);
    expectStaffAudit(await staff.lastAudit('discount-set'), { customerId: id, details: { group: 'om-x', percent: null, removed: false } });
    const removed = await staff.send('DELETE', `/api/admin/customers/${id}/discounts/re`);
    expect(removed.json<AdminCustomer>().discounts.map((discount) => discount.group)).toEqual(['om-x', 's7a']);
    expectStaffAudit(await staff.lastAudit('discount-set'), { customerId: id, details: { group: 're', percent: null, removed: true } });
    expect((await staff.send('DELETE', `/api/admin/customers/${id}/discounts/re`)).statusCode).toBe(404);
  });

  it.each([100, 12.345, -1000.5, 1e9])('refuses %p as a percentage', async (percent) => {
    const { id } = await customerNamed(MUSTER.name);
    const refused = await staff.send('PUT', `/api/admin/customers/${id}/discounts/s7a`, { percent });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/percentage below 100/);
  });

  it('refuses a discount for a customer that does not exist', async () => {
    expect((await staff.send('PUT', '/api/admin/customers/999999/discounts/s7a', { percent: 5 })).statusCode).toBe(404);
  });

  it('puts a discount set here in force for the customer\'s next search', async () => {
    const token = await t.signIn(DEMO.muster.email);
    const search = async () => (await t.get('/api/search?q=6ES7214-1AG40-0XB0&exact=true', token)).json<SearchResponse>().articles[0].discount;
    expect(await search()).toBe(MUSTER.discounts.s7a);
    const { id } = await customerNamed(MUSTER.name);
    await staff.send('PUT', `/api/admin/customers/${id}/discounts/s7a`, { percent: 41 });
    expect(await search()).toBe(41);
    await staff.send('PUT', `/api/admin/customers/${id}/discounts/s7a`, { percent: MUSTER.discounts.s7a });
  });

  it('lists a customer\'s users and never another customer\'s', async () => {
    const muster = await customerNamed(MUSTER.name);
    const { users } = (await staff.send('GET', `/api/admin/customers/${muster.id}/users?q=`)).json<UserListResponse>();
    expect(users.map((user) => user.email)).toContain(DEMO.muster.email);
    expect(users.every((user) => user.customer?.id === muster.id)).toBe(true);
    // Text that finds Nordtech's user finds nothing among Muster's.
    const search = (await staff.send('GET', `/api/admin/customers/${muster.id}/users?q=${encodeURIComponent(DEMO.nord.email)}`)).json<UserListResponse>();
    expect(search).toEqual({ total: 0, users: [] });
  });
});
