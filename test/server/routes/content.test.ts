/**
 * GET /api/content on both backends (docs/api.md, Content): the distributor's texts and settings
 * from the database, without a session, with a strong ETag and a 304 for a matching
 * If-None-Match; an import shows at the next load on this instance and on a second one.
 */
import type { FastifyInstance } from 'fastify';
import { Compile } from 'typebox/compile';
import { contentAnswer } from '../../../src/server/content/content-answer';
import { demoContentRows } from '../../../src/server/content/content-defaults';
import type { Database } from '../../../src/server/store/database';
import { ContentResponseSchema, type ContentResponse } from '../../../src/shared/content-contract';
import { appOn, startTestApp, TEST_BACKENDS, type TestApp } from '../support/test-app';

describe.each(TEST_BACKENDS)('GET /api/content on %s', (backend) => {
  let t: TestApp;
  let second: { app: FastifyInstance; database: Database };

  beforeAll(async () => {
    t = await startTestApp({ backend, articles: 200 });
    second = await appOn(t.target);
  });
  afterAll(async () => {
    await second.app.close();
    await second.database.close();
    await t.close();
  });

  const content = (headers: Record<string, string> = {}) => t.get('/api/content', undefined, headers);

  it('answers every text in four languages and the settings, to anyone (the sign-in page shows the contact address), never kept by a cache', async () => {
    const response = await content();
    expect(response.statusCode).toBe(200);
    expect(response.headers.etag).toMatch(/^"[A-Za-z0-9_-]{43}"$/);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json() as ContentResponse;
    expect(Compile(ContentResponseSchema).Errors(body)).toEqual([]);
    expect(body).toEqual(contentAnswer(demoContentRows()));
    expect(body.settings).toEqual({ 'order.email': 'sales@example.com', 'contact.email': 'sales@example.com', 'company.name': '' });
    expect(body.texts['newBrands.text'].DE).toMatch(/Contrinex/);
  });

  it('answers 304 without a body to a matching If-None-Match, the whole answer to any other', async () => {
    const tag = String((await content()).headers.etag);
    for (const header of [tag, `W/${tag}`, `"other", ${tag}`, '*']) {
      const response = await content({ 'if-none-match': header });
      expect(response.statusCode).toBe(304);
      expect(response.body).toBe('');
      expect(response.headers.etag).toBe(tag);
    }
    for (const header of ['"not-the-tag"', tag.slice(1, -1), '']) expect((await content({ 'if-none-match': header })).statusCode).toBe(200);
  });

  it('a change shows at the next load, on every instance: a new tag, and the old one no longer matches', async () => {
    const before = await content();
    const oldTag = String(before.headers.etag);
    await t.store.content.write([
      { key: 'order.email', values: { EN: 'orders@acme.example', DE: '', FR: '', ES: '' } },
      { key: 'newBrands.text', values: { EN: 'Now with Balluff.', DE: 'Neu: Balluff.', FR: '', ES: '' } },
    ], t.clock.now);
    const after = await content({ 'if-none-match': oldTag });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(oldTag);
    const body = after.json() as ContentResponse;
    expect(body.settings['order.email']).toBe('orders@acme.example');
    expect(body.texts['newBrands.text']).toEqual({ EN: 'Now with Balluff.', DE: 'Neu: Balluff.', FR: 'Now with Balluff.', ES: 'Now with Balluff.' });
    const other = await second.app.inject({ method: 'GET', url: '/api/content', headers: { 'if-none-match': oldTag } });
    expect(other.statusCode).toBe(200);
    expect(other.headers.etag).toBe(after.headers.etag);
  });
});
