import { Writable } from 'node:stream';
import { FIXTURE_ARTICLES, MUSTER } from '../../../src/server/catalogue/demo/fixtures';
import { SEARCH_RESULT_LIMIT } from '../../../src/shared/api-constants';
import type { ErrorBody, SearchResponse } from '../../../src/shared/contract';
import { normaliseQuery } from '../../../src/shared/normalise';
import { startTestApp, TEST_BACKENDS, type TestApp } from '../support/test-app';
import { DEMO } from '../../support/demo-users';

const logLines: Array<Record<string, unknown>> = [];
const logStream = new Writable({
  write(chunk, _encoding, done) {
    for (const line of String(chunk).split('\n').filter(Boolean)) logLines.push(JSON.parse(line));
    done();
  },
});

const FILTER_COMBINATIONS = ['', '&exact=true', '&onstock=true', '&brands=%5B%22Wago%22%5D', '&exact=true&onstock=true&brands=%5B%22Wago%22%5D'];

describe.each(TEST_BACKENDS)('on %s', (backend) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    // Hundreds of searches by one user on a clock that stands still: about the answers, not the user's share.
    t = await startTestApp({ backend, logger: { level: 'info', stream: logStream }, fairShare: null });
    token = await t.signIn(DEMO.muster.email);
  });
  afterAll(async () => { await t.close(); });

  const search = async (params: Record<string, string>, headers: Record<string, string> = {}) => {
    const response = await t.get(`/api/search?${new URLSearchParams(params)}`, token, headers);
    return { response, body: response.json() as SearchResponse };
  };

  describe('every fixture row, as the server sends it to the demo customer', () => {
    it.each(FIXTURE_ARTICLES.map((row) => [row.artnr, row]))('%s', async (_artnr, row) => {
      const artnrt4 = normaliseQuery(row.artnr);
      const { response, body } = await search({ q: row.artnr, exact: 'true' });
      expect(response.statusCode).toBe(200);
      expect(body.articles).toHaveLength(1);
      const expectedDiscount = row.discountgroup ? (MUSTER.discounts[row.discountgroup] ?? null) : null;
      expect(body.articles[0]).toEqual({ ...row, artnrt4, to_artnrt4: artnrt4, discount: expectedDiscount });
    });

    it('keeps the types the catalogue delivered: Sick stock and weeks as strings, Siemens as numbers', async () => {
      const sick = (await search({ q: '1040764' })).body.articles[0];
      expect(sick.onstock).toBe('120');
      expect(sick.delivery_time_weeks).toBe('1');
      const siemens = (await search({ q: '6ES7214-1AG40-0XB0' })).body.articles[0];
      expect(siemens).toMatchObject({ onstock: 37, delivery_time_weeks: 2, listprice: '398,00', discount: 32, weight: 0.415 });
    });

    it('sends a negative discount for Rechner and null for Omron om-x and an empty group', async () => {
      expect((await search({ q: 'KAS-80-A14-S' })).body.articles[0].discount).toBe(-70);
      expect((await search({ q: 'E3Z-D61 2M' })).body.articles[0].discount).toBeNull();
      expect((await search({ q: 'BES 516-300-S135-S4' })).body.articles[0].discount).toBeNull();
    });
  });

  describe('GET /api/search: matching', () => {
    it('finds articles whose artnrt4 starts with the normalised query', async () => {
      const { body } = await search({ q: '6ES7214-1AG' });
      expect(body.articles.map((a) => a.artnr).sort()).toEqual(['6ES7214-1AG31-0XB0', '6ES7214-1AG40-0XB0']);
      expect(body.total).toBe(2);
    });

    it('with exact=true finds only the article whose artnrt4 equals the query', async () => {
      expect((await search({ q: '6ES7214-1AG', exact: 'true' })).body.articles).toEqual([]);
      expect((await search({ q: '6es72141ag400xb0', exact: 'true' })).body.articles).toHaveLength(1);
    });

    it('matches no article by brand name', async () => {
      for (const q of ['Siemens', 'Festo', 'Wago']) expect((await search({ q })).body.total).toBe(0);
    });

    it('finds nothing for zzzz999 and for a prefixed number as typed', async () => {
      expect((await search({ q: 'zzzz999' })).body).toEqual({ articles: [], brands: [], onStock: 0, total: 0 });
      expect((await search({ q: 'SIC1040764' })).body.total).toBe(0);
    });

    it('finds several brands for 750, with disjunctive facets and the on-stock count', async () => {
      const { body } = await search({ q: '750' });
      expect(body.total).toBeGreaterThan(5);
      expect(body.total).toBeLessThan(100);
      expect(body.brands.length).toBeGreaterThanOrEqual(2);
      expect(body.brands.map((b) => b.brand)).toEqual(expect.arrayContaining(['Wago', 'Pilz']));
      expect(body.brands.reduce((sum, b) => sum + b.count, 0)).toBe(body.total);
      const counts = body.brands.map((b) => b.count);
      expect([...counts].sort((a, b) => b - a)).toEqual(counts);
      expect(body.onStock).toBe(body.articles.filter((a) => Number(a.onstock) > 0).length);
    });

    it('filters by brand, counting brand facets without the brand filter', async () => {
      const all = (await search({ q: '750' })).body;
      const { body } = await search({ q: '750', brands: JSON.stringify(['Pilz']) });
      expect(body.articles.every((a) => a.brand === 'Pilz')).toBe(true);
      expect(body.total).toBe(all.brands.find((b) => b.brand === 'Pilz')?.count);
      expect(body.brands).toEqual(all.brands);
      expect(body.onStock).toBe(body.articles.filter((a) => Number(a.onstock) > 0).length);
    });

    it('filters by stock, counting the on-stock facet without the stock filter', async () => {
      const all = (await search({ q: '750' })).body;
      const { body } = await search({ q: '750', onstock: 'true' });
      expect(body.articles.every((a) => Number(a.onstock) > 0)).toBe(true);
      expect(body.total).toBe(all.onStock);
      expect(body.onStock).toBe(all.onStock);
      expect(body.brands.reduce((sum, b) => sum + b.count, 0)).toBe(all.onStock);
    });

    it('combines brand and stock filters', async () => {
      const { body } = await search({ q: '750', brands: JSON.stringify(['Wago']), onstock: 'true' });
      expect(body.articles.every((a) => a.brand === 'Wago' && Number(a.onstock) > 0)).toBe(true);
      expect(body.total).toBe(body.articles.length);
    });

    it('caps the articles at 100, exact match first, then on stock, then by artnrt4, and reports the total', async () => {
      const { body } = await search({ q: '6' });
      expect(SEARCH_RESULT_LIMIT).toBe(100);
      expect(body.total).toBeGreaterThan(SEARCH_RESULT_LIMIT);
      expect(body.articles).toHaveLength(SEARCH_RESULT_LIMIT);
      const stock = body.articles.map((a) => Number(a.onstock) > 0);
      expect(stock.indexOf(false) === -1 || !stock.slice(stock.indexOf(false)).includes(true)).toBe(true);
      const inStock = body.articles.filter((a) => Number(a.onstock) > 0).map((a) => a.artnrt4);
      expect([...inStock].sort()).toEqual(inStock);
    });

    it.each(['6', '75', 'e2e', '6es7', '2002', '6es72', '1040764'])(
      'counts facets for %j exactly as a scan of the catalogue does (pre-counted or not)',
      async (q) => {
        const { body } = await search({ q });
        const scanned = await t.rows<{ brand: string; count: number; instock: number }>(
          `SELECT brand, COUNT(*) AS count, SUM(instock) AS instock FROM articles WHERE substr(artnrt4, 1, ?) = ? GROUP BY brand`, [q.length, q]);
        expect([...body.brands].sort((a, b) => a.brand.localeCompare(b.brand)))
          .toEqual(scanned.map(({ brand, count }) => ({ brand, count })).sort((a, b) => a.brand.localeCompare(b.brand)));
        expect(body.onStock).toBe(scanned.reduce((sum, row) => sum + row.instock, 0));
        expect(body.total).toBe(scanned.reduce((sum, row) => sum + row.count, 0));
      },
    );

    it('puts the exact match first even when it is not on stock', async () => {
      const { body } = await search({ q: '6ES7214-1AG31-0XB0' });
      expect(body.articles[0].artnr).toBe('6ES7214-1AG31-0XB0');
      expect(body.articles[0].onstock).toBe(0);
    });
  });

  describe('GET /api/search: x-search-id and the log line', () => {
    it('gives every search a new id', async () => {
      const first = (await search({ q: '750' })).response.headers['x-search-id'];
      const second = (await search({ q: '750' }, { 'x-search-id': String(first) })).response.headers['x-search-id'];
      expect(first).toMatch(/^[0-9a-f-]{36}$/);
      expect(second).not.toBe(first);
    });

    it('keeps the id of a search the SPA makes on its own (x-search-origin: auto)', async () => {
      const { response } = await search({ q: 'cp2en30dtd', exact: 'true' }, { 'x-search-origin': 'auto', 'x-search-id': 'abc-123' });
      expect(response.headers['x-search-id']).toBe('abc-123');
    });

    it('does not keep a malformed id', async () => {
      const { response } = await search({ q: '750' }, { 'x-search-origin': 'auto', 'x-search-id': 'bad id; drop' });
      expect(response.headers['x-search-id']).toMatch(/^[0-9a-f-]{36}$/);
    });

    it('logs one structured line per search naming id, user, customer, query, filters, hits, time and origin', async () => {
      const { response } = await search({ q: '750', brands: JSON.stringify(['Wago']), onstock: 'true' });
      const id = response.headers['x-search-id'];
      const lines = logLines.filter((line) => line.searchId === id);
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatchObject({
        event: 'search', userId: expect.any(Number), customerId: expect.any(Number), q: '750', exact: false,
        brands: ['Wago'], onstock: true, hits: expect.any(Number), ms: expect.any(Number), origin: 'user',
      });
    });
  });

  describe('GET /api/search: x-catalogue-version', () => {
    it('names the catalogue version the answer was read from, the one health reports', async () => {
      const health = (await t.get('/api/health')).json() as { catalogueVersion: string };
      const { response } = await search({ q: '750' });
      expect(health.catalogueVersion).toMatch(/^demo-/);
      expect(response.headers['x-catalogue-version']).toBe(health.catalogueVersion);
    });
  });

  describe('GET /api/search: errors', () => {
    it.each([
      ['an empty query', { q: '' }],
      ['no query', {}],
      ['a query of only removed characters', { q: '--..//' }],
      ['a query over 64 characters', { q: 'a'.repeat(65) }],
      ['a 10 kB query', { q: 'x'.repeat(10_000) }],
      ['brands that are not JSON', { q: '750', brands: 'Wago' }],
      ['brands that are not an array', { q: '750', brands: '{"a":1}' }],
      ['brands with a non-string', { q: '750', brands: '["Wago",1]' }],
      ['exact that is not a boolean', { q: '750', exact: 'maybe' }],
      ['onstock that is not a boolean', { q: '750', onstock: 'yes' }],
    ])('answers %s with 400 invalid_query', async (_case, params) => {
      const { response } = await search(params as Record<string, string>);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: 'invalid_query', message: 'Invalid search query. Please try again.' });
    });

    it('answers a repeated q parameter with 400', async () => {
      const response = await t.get('/api/search?q=750&q=751', token);
      expect(response.statusCode).toBe(400);
    });

    it('answers 401 without a token', async () => {
      const response = await t.get('/api/search?q=750');
      expect(response.statusCode).toBe(401);
      expect((response.json() as ErrorBody).error).toBe('unauthorized');
    });

    it('treats SQL wildcards as plain characters', async () => {
      expect((await search({ q: '6%' })).body.total).toBe((await search({ q: '6' })).body.total);
      expect((await search({ q: "6' OR 1=1" })).body.total).toBe(0);
    });

    it.each([
      ['the last code point, U+10FFFF', 200, '%F4%8F%BF%BF', { total: 0 }],
      ['a query ending in it', 200, '6es7%F4%8F%BF%BF', { total: 0 }],
      ['the last character before the surrogates, U+D7FF', 200, '%ED%9F%BF', { total: 0 }],
      ['a surrogate encoded on its own', 400, '%ED%A0%80', { error: 'invalid_query' }],
      ['bytes that are not UTF-8', 400, '%FF%FE', { error: 'invalid_query' }],
    ])('answers %s with %i, with any filter', async (_name, status, q, body) => {
      for (const filters of FILTER_COMBINATIONS) {
        const response = await t.get(`/api/search?q=${q}${filters}`, token);
        expect(response.statusCode).toBe(status);
        expect(response.json()).toMatchObject(body);
      }
    });

    it('answers brands holding surrogates escaped in their JSON with 200, matching no brand', async () => {
      const wago = (await search({ q: '750', brands: '["Wago"]' })).body;
      expect(wago.total).toBeGreaterThan(0);
      for (const [brands, expected] of [['["\\ud800"]', 0], ['["\\udbff\\udfff"]', 0], ['["Wago","\\udfff"]', wago.total]] as const) {
        const response = await t.get(`/api/search?q=750&brands=${encodeURIComponent(brands)}`, token);
        expect(response.statusCode).toBe(200);
        expect((response.json() as SearchResponse).total).toBe(expected);
      }
    });
  });
});
