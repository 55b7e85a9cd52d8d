/**
 * The console's audit view on both backends (docs/api.md, Flags and audit (staff)): sign-ins,
 * refused or not, the console's and the tools' changes and flag switches all appear, newest first,
 * named with their customer; the filters by user, customer (part of its name), kind and period;
 * pages that follow one another by `next`.
 */
import type { AuditLine, AuditPage } from '../../../../src/shared/admin-audit-contract';
import { DEMO } from '../../../support/demo-users';
import { startTestApp, TEST_BACKENDS, type TestApp } from '../../support/test-app';

describe.each(TEST_BACKENDS)('GET /api/admin/audit on %s', (backend) => {
  let t: TestApp;
  let staff: string;
  let musterId: number;
  beforeAll(async () => {
    t = await startTestApp({ backend, articles: 100 });
    staff = await t.signIn(DEMO.staff.email);
    musterId = (await t.store.findUserByEmail(DEMO.muster.email))!.customerId!;
  });
  afterAll(() => t.close());

  const page = async (query: Record<string, string | number> = {}) => {
    const search = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]));
    const response = await t.get(`/api/admin/audit?${search}`, staff);
    expect(response.statusCode).toBe(200);
    return response.json<AuditPage>();
  };
  const kinds = (lines: AuditLine[]) => lines.map((line) => line.event);

  it('shows sign-ins, refused ones too, a discount change by the tools and a flag switch, newest first', async () => {
    await t.signIn(DEMO.muster.email, DEMO.password, '198.51.100.20');
    await t.app.inject({ method: 'POST', url: '/api/login', remoteAddress: '198.51.100.21', payload: { useremail: DEMO.nord.email, passwordhash: 'b'.repeat(64) } });
    await t.store.audit.record({
      at: t.clock.now, event: 'discount-set', actor: 'cli:operator', actorRole: 'cli', address: 'cli@host', customerId: musterId, userEmail: null,
      details: { group: 's7a', percent: 30 },
    });
    await t.app.inject({ method: 'PUT', url: '/api/admin/flags', payload: { beta: true }, headers: { authorization: `Bearer ${staff}` } });

    const { lines, events } = await page({ limit: 4 });
    expect(kinds(lines)).toEqual(['flag-switched', 'discount-set', 'sign-in', 'sign-in']);
    expect(lines[1]).toMatchObject({ customerId: musterId, customerName: DEMO.muster.customer, details: { group: 's7a', percent: 30 } });
    expect(lines[2]).toMatchObject({ actor: DEMO.nord.email, actorRole: 'anonymous', address: '198.51.100.21', details: { outcome: 'failure' } });
    expect(lines[3]).toMatchObject({ actor: DEMO.muster.email, actorRole: 'customer', customerName: DEMO.muster.customer, details: { outcome: 'success' } });
    expect(events).toEqual(expect.arrayContaining(['discount-set', 'flag-switched', 'sign-in']));
  });

  it('filters by user, by part of a customer\'s name in any case, by kind and by period', async () => {
    expect((await page({ user: DEMO.muster.email.toUpperCase() })).lines.every((line) => line.actor === DEMO.muster.email || line.userEmail === DEMO.muster.email)).toBe(true);
    const muster = await page({ customer: DEMO.muster.customer.slice(0, 4).toLowerCase() });
    expect(muster.lines.length).toBeGreaterThan(0);
    expect(muster.lines.every((line) => line.customerId === musterId)).toBe(true);
    expect((await page({ customer: 'no such customer' })).lines).toEqual([]);
    expect((await page({ customer: '%' })).lines).toEqual([]);
    expect(kinds((await page({ event: 'discount-set' })).lines)).toEqual(['discount-set']);
    const { lines: [newest] } = await page({ limit: 1 });
    expect((await page({ from: newest.at + 1 })).lines).toEqual([]);
    expect((await page({ to: newest.at + 1, limit: 1 })).lines).toEqual([newest]);
  });

  it('pages by `next` until the last page, the kinds listed on the first page only', async () => {
    const all = (await page({ limit: 200 })).lines;
    const seen: AuditLine[] = [];
    let before: number | null = null;
    do {
      const next: AuditPage = await page(before === null ? { limit: 2 } : { limit: 2, before });
      expect('events' in next).toBe(before === null);
      seen.push(...next.lines);
      before = next.next;
    } while (before !== null);
    expect(seen).toEqual(all);
  });

  it.each([
    ['a limit over 200', { limit: 201 }],
    ['a kind with spaces', { event: 'sign in' }],
    ['a time that is not a number', { from: 'yesterday' }],
    ['a parameter it does not take', { customerId: 1 }],
    ['a customer holding U+0000 (which PostgreSQL cannot compare)', { customer: 'Muster\u0000' }],
    ['a user holding a control character', { user: 'demo@example.com\u0007' }],
  ])('refuses %s with 400', async (_case, query) => {
    const search = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]));
    expect((await t.get(`/api/admin/audit?${search}`, staff)).statusCode).toBe(400);
  });
});
