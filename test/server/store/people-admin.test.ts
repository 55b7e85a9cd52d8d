/**
 * The staff console's reads and writes of customers and users (store/admin.ts), on both backends:
 * finding by part of a name, paging, unique names, and what the console shows of sign-ins.
 */
import { MUSTER, NORDTECH } from '../../../src/server/catalogue/demo/fixtures';
import { CustomerExistsError, NotFoundError } from '../../../src/server/store/admin';
import { DEMO } from '../../support/demo-users';
import { startTestApp, TEST_BACKENDS, type TestApp } from '../support/test-app';

describe.each(TEST_BACKENDS)('on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => { t = await startTestApp({ backend }); });
  afterAll(async () => { await t.close(); });
  const admin = () => t.database.admin;
  const musterId = () => admin().customerId(MUSTER.name);

  it('finds customers by any part of the name, case ignored, a page at a time', async () => {
    for (const name of ['Paging Alpha', 'Paging Beta', 'paging gamma']) await admin().createCustomer(name);
    const all = await admin().findCustomers({ text: 'PAGING', offset: 0, limit: 10 });
    expect(all.total).toBe(3);
    const page = await admin().findCustomers({ text: 'aging', offset: 1, limit: 1 });
    expect(page).toEqual({ total: 3, items: [expect.objectContaining({ name: 'Paging Beta', users: 0, discounts: {} })] });
  });

  it('gives each customer its own discounts and user count', async () => {
    const { items } = await admin().findCustomers({ text: MUSTER.name, offset: 0, limit: 5 });
    expect(items).toEqual([expect.objectContaining({ name: MUSTER.name, discounts: expect.objectContaining(MUSTER.discounts) })]);
    expect(items[0].users).toBeGreaterThan(0);
    expect(await admin().customerById(items[0].id)).toEqual(items[0]);
    expect(await admin().customerById(999_999)).toBeUndefined();
  });

  it('refuses a second customer of a name, and a rename onto another\'s name', async () => {
    const id = await admin().createCustomer('Unique Controls');
    await expect(admin().createCustomer(' Unique Controls ')).rejects.toThrow(CustomerExistsError);
    await expect(admin().renameCustomer(id, NORDTECH.name)).rejects.toThrow(CustomerExistsError);
    await admin().renameCustomer(id, 'Unique Controls Ltd');
    expect((await admin().customerById(id))?.name).toBe('Unique Controls Ltd');
    await expect(admin().renameCustomer(999_999, 'Nobody')).rejects.toThrow(NotFoundError);
  });

  it('finds users by e-mail, name or customer, and only the customer\'s when asked', async () => {
    const now = Date.now();
    const byCustomer = await admin().findUsers({ text: NORDTECH.name.slice(0, 6).toLowerCase(), role: 'customer', customerId: null, offset: 0, limit: 50, now });
    expect(byCustomer.items.map((user) => user.email)).toContain(DEMO.nord.email);
    const muster = await admin().findUsers({ text: '', role: 'customer', customerId: await musterId(), offset: 0, limit: 50, now });
    expect(muster.items.length).toBeGreaterThan(0);
    expect(muster.items.every((user) => user.customer === MUSTER.name)).toBe(true);
    expect(muster.items.map((user) => user.email)).not.toContain(DEMO.nord.email);
  });

  it('shows the last sign-in, the failed attempts of the last day and the open sessions', async () => {
    const email = DEMO.nord.email;
    await t.signIn(email);
    const failedAt = Date.now();
    await t.store.recordLoginAttempt({ email, address: '192.0.2.9', at: failedAt, success: false });
    await t.store.recordLoginAttempt({ email, address: '192.0.2.9', at: failedAt - 2 * 24 * 3600_000, success: false });
    const [user] = (await admin().findUsers({ text: email, role: 'customer', customerId: null, offset: 0, limit: 1, now: Date.now() })).items;
    expect(user.lastSignInAt).toEqual(expect.any(Number));
    expect(user.failedAttempts).toBe(1);
    expect(user.lastFailedAt).toBe(failedAt);
    expect(user.openSessions).toBeGreaterThan(0);
    expect(await admin().userById(user.id, Date.now())).toEqual(user);
  });

  it('ends a user\'s sessions and sets blocked brands', async () => {
    const token = await t.signIn(DEMO.muster.email);
    const [user] = (await admin().findUsers({ text: DEMO.muster.email, role: 'customer', customerId: null, offset: 0, limit: 1, now: Date.now() })).items;
    expect(await admin().endSessions(user.id)).toBeGreaterThan(0);
    expect((await t.get('/api/', token)).statusCode).toBe(401);
    await admin().setBlockedBrands(user.id, 'Festo,SMC');
    expect((await admin().userById(user.id, Date.now()))?.blocked_brands).toBe('Festo,SMC');
    await expect(admin().setBlockedBrands(999_999, '')).rejects.toThrow(NotFoundError);
  });
});
