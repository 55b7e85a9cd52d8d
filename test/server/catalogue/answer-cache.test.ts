/**
 * Search answers kept for reuse (catalogue/answer-cache.ts): bounded in bytes, least recently used
 * out first, everything forgotten when the data version moves on; and through the API, an import,
 * a stock refresh or a discount committed by another connection is seen by the very next search,
 * and each customer gets only its own answer.
 */
import zlib from 'node:zlib';
import { AnswerCache, answerKey, type CachedAnswer } from '../../../src/server/catalogue/answer-cache';
import { ANSWER_CACHE_BYTES } from '../../../src/server/config';
import type { Database } from '../../../src/server/store/database';
import { fromAnotherConnection as anotherConnection } from '../support/another-connection';
import { HEADER_CATALOGUE_VERSION } from '../../../src/shared/api-constants';
import type { Article, SearchResponse } from '../../../src/shared/contract';
import { sampleRow } from '../support/csv';
import { startTestApp, TEST_BACKENDS, type TestApp } from '../support/test-app';
import { DEMO } from '../../support/demo-users';

const answer = (bytes: number, total = 1): CachedAnswer => ({
  body: Buffer.alloc(bytes, 'x'), catalogueVersion: 'v', total, returned: total, encoded: new Map(),
});

describe('AnswerCache', () => {
  it('reuses an answer under the same version and forgets every answer when the version moves on', () => {
    const cache = new AnswerCache(1000);
    expect(cache.get('1', 'a')).toBeUndefined();
    const kept = answer(100);
    cache.set('1', 'a', kept);
    expect(cache.get('1', 'a')).toBe(kept);
    expect(cache.get('2', 'a')).toBeUndefined();
    expect({ size: cache.size, bytes: cache.measure }).toEqual({ size: 0, bytes: 0 });
    expect(cache.get('1', 'a')).toBeUndefined();
  });

  it('drops an answer read under a version that has since moved on', () => {
    const cache = new AnswerCache(1000);
    cache.get('2', 'a');
    cache.set('1', 'a', answer(100));
    expect(cache.get('2', 'a')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('holds at most its bytes, compressed forms included, letting the least recently used go first', () => {
    const cache = new AnswerCache(300);
    cache.get('1', 'a');
    for (const key of ['a', 'b', 'c']) cache.set('1', key, answer(100));
    cache.get('1', 'a');
    cache.set('1', 'd', answer(100));
    expect(['a', 'b', 'c', 'd'].filter((key) => cache.get('1', key) !== undefined)).toEqual(['a', 'c', 'd']);
    const c = cache.get('1', 'c') as CachedAnswer;
    cache.addEncoding('c', c, 'br', Buffer.alloc(50));
    expect(cache.measure).toBeLessThanOrEqual(300);
    expect(c.encoded.get('br')).toHaveLength(50);
    expect(cache.get('1', 'a')).toBeUndefined();
    expect(cache.measure).toBe(250);
    cache.set('1', 'huge', answer(301));
    expect(cache.get('1', 'huge')).toBeUndefined();
    expect(cache.measure).toBeLessThanOrEqual(300);
  });

  it('keeps apart customers, blocked brands and every part of the question', () => {
    const base = { q: '750', exact: false, brands: null, onstock: false, customerId: 1, blockedBrands: [], limit: 100 };
    const variants = [
      base, { ...base, customerId: 2 }, { ...base, customerId: null }, { ...base, blockedBrands: ['Wago'] }, { ...base, q: '7500' },
      { ...base, exact: true }, { ...base, brands: ['Wago'] }, { ...base, onstock: true }, { ...base, limit: 1 },
    ];
    expect(new Set(variants.map(answerKey)).size).toBe(variants.length);
  });

  it('is sized well inside the memory the load suite lets a running server grow by (48 MiB)', () => {
    expect(ANSWER_CACHE_BYTES).toBe(16 * 1024 * 1024);
  });
});

describe.each(TEST_BACKENDS)('search answers on %s', (backend) => {
  let t: TestApp;
  let token: string;
  beforeEach(async () => {
    t = await startTestApp({ backend, articles: 300 });
    token = await t.signIn(DEMO.muster.email);
  });
  afterEach(async () => { await t.close(); });

  const search = async (url: string, who = token) => {
    const response = await t.get(url, who);
    expect(response.statusCode).toBe(200);
    return { version: response.headers[HEADER_CATALOGUE_VERSION], body: response.json() as SearchResponse };
  };
  /** What another process does: its own connection to the same database. */
  const fromAnotherConnection = (work: (database: Database) => Promise<unknown>) => anotherConnection(t.target, work);

  it('answers the next search from a catalogue another connection imported, after the same search was answered twice', async () => {
    const before = await search('/api/search?q=imp');
    expect(await search('/api/search?q=imp')).toEqual(before);
    await fromAnotherConnection((other) => other.loadCatalogue(Array.from({ length: 30 }, (_, i) => sampleRow(i)), { version: 'after-import' }));
    const after = await search('/api/search?q=imp');
    expect(after.version).toBe('after-import');
    expect(after.body.total).toBe(30);
    expect(before.body.total).not.toBe(30);
  });

  it('answers the next search with the stock another connection refreshed', async () => {
    await t.database.loadCatalogue(Array.from({ length: 5 }, (_, i) => sampleRow(i, { onstock: 0 })), { version: 'stocked' });
    const url = '/api/search?q=imp000001&exact=true';
    expect((await search(url)).body.onStock).toBe(0);
    await search(url);
    const number = (await search(url)).body.articles[0] as Article;
    await fromAnotherConnection((other) => other.refreshStock(
      [{ artnrt4: number.artnrt4, brand: number.brand, onstock: 9, delivery_time_weeks: 1, line: 2 }], { version: 'refreshed' }));
    const after = await search(url);
    expect(after.version).toBe('refreshed');
    expect(after.body).toMatchObject({ onStock: 1, articles: [{ onstock: 9, delivery_time_weeks: 1 }] });
  });

  it('answers the next search with a discount another connection changed', async () => {
    const url = '/api/search?q=6es7';
    const first = (await search(url)).body.articles.find((a) => a.discountgroup !== '') as Article;
    await search(url);
    const customerId = (await t.rows<{ id: number }>(`SELECT id FROM customers WHERE name = ?`, ['Muster Automation GmbH']))[0].id;
    const percent = first.discount === 17 ? 18 : 17;
    await fromAnotherConnection((other) => other.admin.setDiscount(customerId, first.discountgroup, percent));
    const again = (await search(url)).body.articles.find((a) => a.artnrt4 === first.artnrt4 && a.brand === first.brand) as Article;
    expect(again.discount).toBe(percent);
  });

  it('answers the next search from a catalogue this same connection imported', async () => {
    await search('/api/search?q=imp');
    await t.database.loadCatalogue(Array.from({ length: 12 }, (_, i) => sampleRow(i)), { version: 'same-connection' });
    expect(await search('/api/search?q=imp')).toMatchObject({ version: 'same-connection', body: { total: 12 } });
  });

  it('gives each customer its own discounts for the same search, asked in turn', async () => {
    const nord = await t.signIn(DEMO.nord.email);
    const url = '/api/search?q=6es7';
    const discounts = (body: SearchResponse) => body.articles.map((a) => `${a.brand} ${a.artnrt4} ${a.discount}`);
    const [muster1, nord1, muster2, nord2] = [await search(url), await search(url, nord), await search(url), await search(url, nord)];
    expect(muster2).toEqual(muster1);
    expect(nord2).toEqual(nord1);
    expect(discounts(nord1.body)).not.toEqual(discounts(muster1.body));
    for (const [who, customer] of [[muster1, 'Muster Automation GmbH'], [nord1, 'Nordtech Industrie AG']] as const) {
      const customerId = (await t.rows<{ id: number }>(`SELECT id FROM customers WHERE name = ?`, [customer]))[0].id;
      const direct = await t.store.search({ q: '6es7', exact: false, brands: null, onstock: false, customerId, blockedBrands: [], limit: 100 });
      expect(who.body.articles).toEqual(direct.articles.map((doc) => JSON.parse(doc) as Article));
    }
  });

  it('sends a kept answer compressed as each client asks, the same answer decompressed', async () => {
    const url = '/api/search?q=750';
    const plain = await t.get(url, token);
    for (const [encoding, decode] of [['br', zlib.brotliDecompressSync], ['gzip', zlib.gunzipSync]] as const) {
      for (let round = 0; round < 2; round++) {
        const compressed = await t.get(url, token, { 'accept-encoding': encoding });
        expect(compressed.headers['content-encoding']).toBe(encoding);
        expect(compressed.headers.vary).toMatch(/accept-encoding/i);
        expect(JSON.parse(decode(compressed.rawPayload).toString())).toEqual(plain.json());
      }
    }
    expect((await t.get(url, token)).json()).toEqual(plain.json());
  });
});
