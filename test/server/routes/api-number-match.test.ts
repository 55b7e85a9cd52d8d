/**
 * GET /api/suggestions and GET /api/similar on both backends, on the demo catalogue's fixture rows
 * (docs/behaviour.md, Demo catalogue): the mistyped numbers, the customer's discount, blocked
 * brands, the filters, the log line, and the index following a new catalogue.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { importCatalogueCsv } from '../../../src/server/imports/import-csv';
import { NUMBER_ANSWER_CACHE_BYTES, SIMILAR_CANDIDATES, SUGGESTION_CANDIDATES } from '../../../src/server/config';
import { HEADER_SEARCH_ID, HEADER_SEARCH_ORIGIN, SIMILAR_RESULT_LIMIT, SUGGESTION_LIMIT } from '../../../src/shared/api-constants';
import type { ErrorBody, SimilarResponse, SuggestionsResponse } from '../../../src/shared/contract';
import { catalogueCsv, sampleRow } from '../support/csv';
import { startTestApp, TEST_BACKENDS, type TestApp } from '../support/test-app';
import { DEMO } from '../../support/demo-users';

const logLines: Array<Record<string, unknown>> = [];
const logStream = new Writable({
  write(chunk, _encoding, done) {
    for (const line of String(chunk).split('\n').filter(Boolean)) logLines.push(JSON.parse(line));
    done();
  },
});

const INTENDED = '6ES7214-1AG40-0XB0';
/** Muster's percentage for the article's discount group (s7a). */
const MUSTER_S7A = 32;

it('asks the index for more candidates than an answer holds, for the blocked brands and filters to leave enough', () => {
  expect(SUGGESTION_CANDIDATES).toBe(24);
  expect(SIMILAR_CANDIDATES).toBe(40);
  expect(SUGGESTION_CANDIDATES).toBeGreaterThan(SUGGESTION_LIMIT);
  expect(SIMILAR_CANDIDATES).toBeGreaterThan(SIMILAR_RESULT_LIMIT);
});

it('keeps about a thousand small answers for the first characters buyers type again and again', () => {
  expect(NUMBER_ANSWER_CACHE_BYTES).toBe(4 * 1024 * 1024);
});

describe.each(TEST_BACKENDS)('on %s', (backend) => {
  let t: TestApp;
  let muster: string;
  let nord: string;
  beforeAll(async () => {
    t = await startTestApp({ backend, logger: { level: 'info', stream: logStream }, fairShare: null });
    muster = await t.signIn(DEMO.muster.email);
    nord = await t.signIn(DEMO.nord.email);
  });
  afterAll(async () => { await t.close(); });

  const similar = async (params: Record<string, string>, token = muster, headers: Record<string, string> = {}) => {
    const response = await t.get(`/api/similar?${new URLSearchParams(params)}`, token, headers);
    expect(response.statusCode).toBe(200);
    return { response, body: response.json() as SimilarResponse };
  };
  const suggestions = async (q: string, token = muster) => {
    const response = await t.get(`/api/suggestions?${new URLSearchParams({ q })}`, token);
    expect(response.statusCode).toBe(200);
    return (response.json() as SuggestionsResponse).suggestions;
  };

  describe('GET /api/similar', () => {
    it.each([
      ['the letter O for a zero', '6ES7214-1AG4O-0XB0'],
      ['two digits swapped', '6ES7241-1AG40-0XB0'],
      ['a character missing', '6ES7214-1AG40-XB0'],
      ['the end of the number', '1AG40-0XB0'],
    ])('finds %s (%s) first, with the customer\'s discount', async (_mistake, q) => {
      const { body } = await similar({ q });
      expect(body.articles[0]).toMatchObject({ artnr: INTENDED, discount: MUSTER_S7A });
      expect(body.total).toBe(body.articles.length);
    });

    it('ranks a label misreading above two edits, and counts brands and stock over the matches', async () => {
      // 1AG4O is one cheap misreading from 1AG40 and two substitutions from 1AG31 (within reach at 16 characters).
      const { body } = await similar({ q: '6ES7214-1AG4O-0XB0' });
      expect(body.articles.map((a) => a.artnr)).toEqual([INTENDED, '6ES7214-1AG31-0XB0']);
      expect(body).toMatchObject({ brands: [{ brand: 'Siemens', count: 2 }], onStock: 1, total: 2 });
    });

    it('applies the brand and stock filters, with the brand counts as a search gives them', async () => {
      // Close to both Siemens 1214C CPUs, 1AG31 (not on stock) the closer, 1AG40 on stock.
      const q = '6ES7214-1AG3O-0XB0';
      const all = (await similar({ q })).body;
      expect(all.articles.map((a) => a.artnr)).toEqual(['6ES7214-1AG31-0XB0', INTENDED]);
      expect(all).toMatchObject({ total: 2, onStock: 1, brands: [{ brand: 'Siemens', count: 2 }] });
      const onStock = (await similar({ q, onstock: 'true' })).body;
      expect(onStock).toMatchObject({ total: 1, onStock: 1, brands: [{ brand: 'Siemens', count: 1 }] });
      expect(onStock.articles.map((a) => a.artnr)).toEqual([INTENDED]);
      const otherBrand = (await similar({ q, brands: JSON.stringify(['Wago']) })).body;
      expect(otherBrand).toEqual({ articles: [], total: 0, onStock: 0, brands: [{ brand: 'Siemens', count: 2 }] });
      const stockAndBrand = (await similar({ q, onstock: 'true', brands: JSON.stringify(['Siemens']) })).body;
      expect(stockAndBrand.articles.map((a) => a.artnr)).toEqual([INTENDED]);
    });

    it('never answers a blocked brand', async () => {
      const mistyped = 'E2E-X5ME1-Z 2N';
      expect((await similar({ q: mistyped })).body.articles.map((a) => a.brand)).toContain('Omron');
      const { body } = await similar({ q: mistyped }, nord);
      expect(body.articles.map((a) => a.brand)).not.toContain('Omron');
      expect(body.brands.map((b) => b.brand)).not.toContain('Omron');
    });

    it('keeps the search id of the search that caused it, and logs one line without the token', async () => {
      const searchId = 'a1b2c3d4-0000-4000-8000-000000000001';
      const { response } = await similar({ q: '6ES7214-1AG4O-0XB0' }, muster, { [HEADER_SEARCH_ID]: searchId, [HEADER_SEARCH_ORIGIN]: 'auto' });
      expect(response.headers[HEADER_SEARCH_ID]).toBe(searchId);
      const line = logLines.filter((l) => l.event === 'similar').at(-1);
      expect(line).toMatchObject({ searchId, origin: 'auto', q: '6es72141ag4o0xb0', hits: 2, requestId: expect.any(String), customerId: expect.any(Number) });
      expect(typeof line?.ms).toBe('number');
      expect(JSON.stringify(logLines)).not.toContain(muster);
    });

    it.each([
      ['no query', {}],
      ['an empty query', { q: '--' }],
      ['a brand filter that is no list', { q: '6ES7', brands: 'Siemens' }],
      ['a parameter it does not take', { q: '6ES7', exact: 'true' }],
    ])('refuses %s with invalid_query', async (_label, params) => {
      const response = await t.get(`/api/similar?${new URLSearchParams(params as Record<string, string>)}`, muster);
      expect(response.statusCode).toBe(400);
      expect((response.json() as ErrorBody).error).toBe('invalid_query');
    });
  });

  describe('GET /api/suggestions', () => {
    it('suggests the article for 6ES7214-1AG4, as a prefix, with the customer\'s discount', async () => {
      const found = await suggestions('6ES7214-1AG4');
      expect(found[0]).toMatchObject({ match: 'prefix', article: { artnr: INTENDED, discount: MUSTER_S7A } });
    });

    it('suggests prefixes first, then numbers holding the text further in, then close ones, at most SUGGESTION_LIMIT', async () => {
      const found = await suggestions('214-1AG4');
      expect(found.map((s) => s.article.artnr)).toContain(INTENDED);
      expect(found.find((s) => s.article.artnr === INTENDED)?.match).toBe('inside');
      const order = { prefix: 0, inside: 1, close: 2 };
      const many = await suggestions('750');
      expect(many).toHaveLength(SUGGESTION_LIMIT);
      for (const list of [found, many]) {
        const ranks = list.map((s) => order[s.match]);
        expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
      }
    });

    it('answers nothing below SUGGESTION_MIN_LENGTH and for an empty box', async () => {
      expect(await suggestions('6E')).toEqual([]);
      expect(await suggestions('6-E')).toEqual([]);
      expect(await suggestions('')).toEqual([]);
    });

    it('never suggests a blocked brand', async () => {
      for (const [q, brand] of [['7501', 'Pilz'], ['E2E-X5', 'Omron']]) {
        expect((await suggestions(q)).map((s) => s.article.brand)).toContain(brand);
        expect((await suggestions(q, nord)).map((s) => s.article.brand)).not.toContain(brand);
      }
    });

    it('logs one line with the normalised query and the hits', async () => {
      const found = await suggestions('6ES7214-1AG4');
      expect(logLines.filter((l) => l.event === 'suggestions').at(-1)).toMatchObject({ q: '6es72141ag4', hits: found.length, requestId: expect.any(String) });
    });

    it('refuses a parameter it does not take and an over-long query', async () => {
      for (const url of ['/api/suggestions?q=6ES7&onstock=true', `/api/suggestions?q=${'7'.repeat(200)}`]) {
        const response = await t.get(url, muster);
        expect(response.statusCode).toBe(400);
        expect((response.json() as ErrorBody).error).toBe('invalid_query');
      }
    });
  });

  // Where the backend names its data's version (SQLite); PostgreSQL's answers are read each time, as its searches are.
  it('answers a question asked again by the same customer from memory, another customer with its own prices', async () => {
    const reads = jest.spyOn(t.store, 'lookupNumbers');
    const kept = (await t.store.answersVersion()) !== null;
    try {
      const first = await suggestions('6ES7214-1AG');
      const firstSimilar = (await similar({ q: '6ES7214-1AG4O-0XB0' })).body;
      const readsBefore = reads.mock.calls.length;
      expect(await suggestions('6ES7214-1AG')).toEqual(first);
      expect((await similar({ q: '6ES7214-1AG4O-0XB0' })).body).toEqual(firstSimilar);
      expect(reads.mock.calls.length).toBe(kept ? readsBefore : readsBefore + 2);
      const nordAnswer = await suggestions('6ES7214-1AG', nord);
      expect(reads.mock.calls.length).toBe(kept ? readsBefore + 1 : readsBefore + 3);
      const musterPrice = first.find((s) => s.article.artnr === INTENDED)?.article.discount;
      expect(nordAnswer.find((s) => s.article.artnr === INTENDED)?.article.discount).not.toBe(musterPrice);
    } finally {
      reads.mockRestore();
    }
  });

  it('refuses staff with 403, as every customer route does', async () => {
    const staff = await t.signIn(DEMO.staff.email);
    for (const url of ['/api/suggestions?q=6ES7', '/api/similar?q=6ES7']) expect((await t.get(url, staff)).statusCode).toBe(403);
  });

  // Last: the import replaces the fixture rows the tests above read.
  it('follows a new catalogue: once a request has seen it, its numbers are suggested and the old ones no more', async () => {
    expect((await suggestions('IMP-00')).length).toBe(0);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pricetool-numbers-'));
    try {
      const file = path.join(dir, 'next.csv');
      fs.writeFileSync(file, catalogueCsv([sampleRow(1), sampleRow(2), sampleRow(3)]));
      await importCatalogueCsv(t.database, file);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
    // The first request after the import still answers from the old index and has the new one built; wait for it.
    let answered = await suggestions('IMP-00');
    for (let tries = 0; answered.length === 0 && tries < 1000; tries++) {
      await new Promise((resolve) => setImmediate(resolve));
      answered = await suggestions('IMP-00');
    }
    expect(answered.map((s) => s.article.artnr)).toEqual(['IMP-000001', 'IMP-000002', 'IMP-000003']);
    expect(await suggestions('6ES7214-1AG4')).toEqual([]);
  });
});
