/**
 * GET/PUT /api/admin/content on both backends (docs/api.md, Content): the staff console reads every
 * key with its values and whether it is the default; a save is checked like the import, all or
 * nothing, with every problem by key and language in the staff member's language; a valid save is
 * audited with who and from where, and GET /api/content shows it at once.
 */
import type { AdminContentProblems, AdminContentResponse, ContentResponse } from '../../../../src/shared/content-contract';
import { CONTENT_KEYS } from '../../../../src/shared/content-keys';
import { DEMO } from '../../../support/demo-users';
import { startTestApp, TEST_BACKENDS, type TestApp } from '../../support/test-app';

const values = (EN: string, DE = '', FR = '', ES = '') => ({ EN, DE, FR, ES });

describe.each(TEST_BACKENDS)('the staff console\'s texts on %s', (backend) => {
  let t: TestApp;
  let staff: string;

  beforeAll(async () => {
    t = await startTestApp({ backend, articles: 200 });
    staff = await t.signIn(DEMO.staff.email);
  });
  afterAll(() => t.close());

  const put = (entries: unknown, language = 'EN') => t.app.inject({
    method: 'PUT', url: '/api/admin/content', remoteAddress: '10.1.2.3',
    headers: { authorization: `Bearer ${staff}`, 'x-selected-language': language }, payload: { entries },
  });

  it('lists every key, the demo\'s addresses set and every text its default', async () => {
    const body = (await t.get('/api/admin/content', staff)).json() as AdminContentResponse;
    expect(body.entries.map((entry) => entry.key)).toEqual([...CONTENT_KEYS]);
    expect(body.entries.find((entry) => entry.key === 'order.email')).toEqual({ key: 'order.email', values: values('sales@example.com'), isDefault: false });
    expect(body.entries.find((entry) => entry.key === 'faq.warehouse.answer')).toMatchObject({ isDefault: true, values: { EN: expect.stringMatching(/Frankfurt/) } });
  });

  it('refuses a save with any problem, saves nothing, and names each by key and language in the caller\'s language', async () => {
    const before = (await t.get('/api/content')).body;
    const response = await put([
      { key: 'welcome.title', values: values('A fine new title') },
      { key: 'order.email', values: values('orders at acme') },
      { key: 'faq.stock.answer', values: values('ok', '<script>alert(1)</script>') },
      { key: 'nothing.here', values: values('x') },
      { key: 'welcome.text', values: values('  ', 'Nur Deutsch') },
      // PostgreSQL cannot store U+0000: refused as not text, never a 500.
      { key: 'enquiries.title', values: values('Nul\u0000') },
    ], 'DE');
    expect(response.statusCode).toBe(400);
    const body = response.json() as AdminContentProblems;
    expect(body).toMatchObject({ error: 'invalid_request', message: 'Einige Texte können nicht gespeichert werden; nichts wurde geändert.' });
    expect(body.problems).toEqual([
      { key: 'order.email', language: 'EN', code: 'notAnAddress', detail: 'orders at acme' },
      { key: 'faq.stock.answer', language: 'DE', code: 'unsafeMarkup', detail: '<script>' },
      { key: 'nothing.here', language: 'EN', code: 'unknownKey', detail: 'nothing.here' },
      { key: 'welcome.text', language: 'EN', code: 'missingEnglish', detail: 'welcome.text' },
      { key: 'enquiries.title', language: 'EN', code: 'notText', detail: 'U+0000' },
    ]);
    expect((await t.get('/api/content')).body).toBe(before);
  });

  it('saves a valid change, audits who and from where, and the page\'s content shows it at once', async () => {
    const tag = String((await t.get('/api/content')).headers.etag);
    const response = await put([
      { key: 'order.email', values: values(' orders@acme.example ') },
      { key: 'newBrands.text', values: values('Now with <b>Balluff</b>.', 'Neu: <b>Balluff</b>.') },
    ]);
    expect(response.statusCode).toBe(200);
    const entries = (response.json() as AdminContentResponse).entries;
    expect(entries.find((entry) => entry.key === 'order.email')).toEqual({ key: 'order.email', values: values('orders@acme.example'), isDefault: false });
    const page = await t.get('/api/content', undefined, { 'if-none-match': tag });
    expect(page.statusCode).toBe(200);
    const content = page.json() as ContentResponse;
    expect(content.settings['order.email']).toBe('orders@acme.example');
    expect(content.texts['newBrands.text']).toEqual(values('Now with <b>Balluff</b>.', 'Neu: <b>Balluff</b>.', 'Now with <b>Balluff</b>.', 'Now with <b>Balluff</b>.'));
    const audit = await t.store.audit.list({ event: 'content-changed', limit: 10 });
    expect(audit.find((entry) => entry.event === 'content-changed')).toMatchObject({
      actor: DEMO.staff.email, actorRole: 'staff', address: '10.1.2.3', details: { keys: 'order.email,newBrands.text' },
    });
  });
});
