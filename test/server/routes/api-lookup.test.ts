/**
 * POST /api/lookup on both backends: every status of a parts-list line for both demo customers,
 * prices and totals, quantities and bad lines, the limits, and the log line.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { buildApp } from '../../../src/server/app';
import { FIXTURE_ARTICLES } from '../../../src/server/catalogue/demo/fixtures';
import { importReplacementsCsv } from '../../../src/server/imports/replacements-csv';
import { LOOKUP_MAX_LINES } from '../../../src/shared/api-constants';
import { Compile } from 'typebox/compile';
import { LookupResponseSchema, type ErrorBody, type LookupLine, type LookupResponse } from '../../../src/shared/contract';
import { sample } from '../../support/prometheus-text';
import { sampleRow } from '../support/csv';
import { startTestApp, TEST_BACKENDS, TEST_FLAGS, type TestApp } from '../support/test-app';
import { DEMO } from '../../support/demo-users';

const logLines: Array<Record<string, unknown>> = [];
const logStream = new Writable({
  write(chunk, _encoding, done) {
    for (const line of String(chunk).split('\n').filter(Boolean)) logLines.push(JSON.parse(line));
    done();
  },
});

/**
 * The same number at two brands (the Phoenix one on stock, so it comes first), beside the fixtures;
 * and a number that ends in a space and a digit beside the same number without it.
 */
const AMBIGUOUS = [
  sampleRow(1, { brand: 'Wago', artnr: 'AMB-100', onstock: 0, discountgroup: 'wa' }),
  sampleRow(2, { brand: 'Phoenix Contact', artnr: 'AMB-100', onstock: 4, discountgroup: 'ph' }),
  sampleRow(3, { brand: 'Wago', artnr: 'TB 2', discountgroup: 'wa' }),
  sampleRow(4, { brand: 'Wago', artnr: 'TB', discountgroup: 'wa' }),
];

/** The fixture replacements, and a number replaced only by another brand's article. */
const REPLACEMENTS_CSV = [
  'from,from_brand,to,to_brand',
  '6ES7214-1AG31-0XB0,Siemens,6ES7214-1AG40-0XB0,Siemens',
  '6ES7214-1AG31-0XB0,Siemens,CP2E-N30DT-D,Omron',
  '3RH1122-1BB40,Siemens,3RH2122-1BB40,Siemens',
  '3RH1122-1BB40,Siemens,CA2KN22BD,Telemecanique',
  'E2E-X5MF1,Omron,E2E-X5ME1-Z 2M,Omron',
  'OLD-ALT-1,Siemens,750-455,Wago',
].join('\n');

describe.each(TEST_BACKENDS)('POST /api/lookup on %s', (backend) => {
  let t: TestApp;
  let demo: string;
  let nord: string;
  beforeAll(async () => {
    t = await startTestApp({ backend, articles: 50, logger: { level: 'info', stream: logStream } });
    async function* rows() {
      yield* FIXTURE_ARTICLES;
      yield* AMBIGUOUS;
    }
    await t.database.loadCatalogue(rows(), { version: 'lookup-test' });
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lookup-test-'));
    fs.writeFileSync(path.join(dir, 'replacements.csv'), REPLACEMENTS_CSV);
    await importReplacementsCsv(t.database, path.join(dir, 'replacements.csv'));
    fs.rmSync(dir, { recursive: true });
    [demo, nord] = [await t.signIn(DEMO.muster.email), await t.signIn(DEMO.nord.email)];
  });
  afterAll(async () => { await t.close(); });

  const post = (body: unknown, token?: string, headers: Record<string, string> = {}) => t.app.inject({
    method: 'POST', url: '/api/lookup', payload: body as object,
    headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  const fitsContract = Compile(LookupResponseSchema);
  /** The answered lines; every answer is checked against the contract, as the route writes it by hand. */
  const lookUp = async (lines: unknown[], token = demo) => {
    const response = await post({ lines }, token);
    expect(response.statusCode).toBe(200);
    expect(fitsContract.Check(response.json())).toBe(true);
    return (response.json() as LookupResponse).lines;
  };
  const one = async (q: string, token = demo, qty?: number) => (await lookUp([{ q, ...(qty === undefined ? {} : { qty }) }], token))[0];

  describe('every status, for the demo customer', () => {
    it('found: the number as typed with spaces and hyphens, the customer price and the line total', async () => {
      const line = await one('6es7 214 1ag40-0xb0', demo, 3);
      expect(line).toMatchObject({ index: 0, q: '6es7 214 1ag40-0xb0', qty: 3, status: 'found', problem: null, price: 270.64, lineTotal: 811.92, belowMoq: false, candidates: [] });
      expect(line.article).toMatchObject({ brand: 'Siemens', artnr: '6ES7214-1AG40-0XB0', discount: 32, onstock: 37, delivery_time_weeks: 2, moq: 1 });
    });

    it('found after prefix: SIC stripped, then exact', async () => {
      const line = await one('SIC1040764');
      expect(line).toMatchObject({ status: 'found_after_prefix', price: 67.13, lineTotal: 67.13 });
      expect(line.article).toMatchObject({ brand: 'Sick', artnr: '1040764' });
    });

    it('a number found exactly is not stripped, and a prefix match is no match', async () => {
      expect(await one('6ES7214-1AG40')).toMatchObject({ status: 'not_found', article: null, candidates: [] });
    });

    it('successor: a replacement of the same brand, chosen before another brand\'s', async () => {
      const line = await one('3RH1122-1BB40', demo, 2);
      expect(line).toMatchObject({ status: 'successor', price: 39.51, lineTotal: 79.02 });
      expect(line.article?.artnr).toBe('3RH2122-1BB40');
      expect(line.candidates.map((article) => article.artnr)).toEqual(['3RH2122-1BB40', 'CA2KN22BD']);
    });

    it('successor after the prefix was stripped (OMR), as the search does', async () => {
      const line = await one('OMRE2E-X5MF1');
      expect(line).toMatchObject({ status: 'successor', price: null, lineTotal: null });
      expect(line.article?.artnr).toBe('E2E-X5ME1-Z 2M');
    });

    it('alternative: only another brand replaces the number', async () => {
      const line = await one('OLD-ALT-1', demo, 10);
      expect(line).toMatchObject({ status: 'alternative', price: 71.04, lineTotal: 710.4 });
      expect(line.article).toMatchObject({ brand: 'Wago', artnr: '750-455' });
    });

    it('ambiguous: the same number at two brands, both offered, the one on stock first', async () => {
      const line = await one('AMB-100');
      expect(line).toMatchObject({ status: 'ambiguous', article: null, price: null, lineTotal: null, belowMoq: false });
      expect(line.candidates.map((article) => article.brand)).toEqual(['Phoenix Contact', 'Wago']);
      expect(line.candidates.map((article) => article.discount)).toEqual([30, 40]);
    });

    it('not found: a typo that matches nothing', async () => {
      expect(await one('zzzz999')).toMatchObject({ status: 'not_found', article: null, price: null, lineTotal: null, candidates: [] });
    });

    it('found with successors: a phased-out article is the line\'s, offered with its replacements after it', async () => {
      const line = await one('6ES7214-1AG31-0XB0', demo, 2);
      expect(line).toMatchObject({ status: 'found', price: 280.16, lineTotal: 560.32 });
      expect(line.article?.artnr).toBe('6ES7214-1AG31-0XB0');
      expect(line.candidates.map((article) => article.artnr)).toEqual(['6ES7214-1AG31-0XB0', '6ES7214-1AG40-0XB0', 'CP2E-N30DT-D']);
      expect((await one('6ES7214-1AG40-0XB0')).candidates).toEqual([]);
    });

    it('on request: the article with a null price and a null line total', async () => {
      const line = await one('E3Z-D61 2M', demo, 4);
      expect(line).toMatchObject({ status: 'found', price: null, lineTotal: null });
      expect(line.article?.discount).toBeNull();
    });
  });

  describe('Nordtech: blocked brands are not found, and the prices are its own', () => {
    it.each([
      ['750104', 'a Pilz number'],
      ['E3Z-D61 2M', 'an Omron number'],
      ['OMRE2E-X5MF1', 'an Omron number replaced by an Omron article'],
    ])('%s (%s) is not_found', async (q) => {
      expect(await one(q, nord)).toMatchObject({ status: 'not_found', article: null, candidates: [] });
      expect((await one(q, demo)).status).not.toBe('not_found');
    });

    it('a replacement of a blocked brand is left out of the candidates', async () => {
      const line = await one('6ES7214-1AG31-0XB0', nord);
      expect(line).toMatchObject({ status: 'found', price: 362.56 });
      expect(line.candidates.map((article) => article.artnr)).toEqual(['6ES7214-1AG31-0XB0', '6ES7214-1AG40-0XB0']);
      const replaced = await one('3RH1122-1BB40', nord);
      expect(replaced.candidates.map((article) => article.brand)).toEqual(['Siemens', 'Telemecanique']);
    });

    it('its own discount', async () => {
      expect(await one('6ES7214-1AG40-0XB0', nord, 2)).toMatchObject({ status: 'found', price: 350.24, lineTotal: 700.48 });
    });
  });

  describe('quantities', () => {
    it('default to 1', async () => {
      expect(await one('750-455')).toMatchObject({ qty: 1, price: 71.04, lineTotal: 71.04 });
    });

    it.each([
      ['6ES7214-1AG40-0XB0 4', 'found', '6ES7214-1AG40-0XB0', 4],
      ['  6ES7214-1AG40-0XB0\t12 ', 'found', '6ES7214-1AG40-0XB0', 12],
      ['SIC1040764 3', 'found_after_prefix', '1040764', 3],
      ['3RH1122-1BB40 2', 'successor', '3RH2122-1BB40', 2],
      ['TB 5', 'found', 'TB', 5],
    ])('%p without a quantity is the number and its quantity, when only that reading is an article', async (q, status, artnr, qty) => {
      const line = await one(q);
      expect(line).toMatchObject({ q, status, qty });
      expect(line.article?.artnr).toBe(artnr);
      expect(line.lineTotal).toBe(Math.round((line.price ?? 0) * qty * 100) / 100);
    });

    it.each([
      ['the whole text is an article', 'TB 2', undefined, 'found', 'TB 2', 1],
      ['numbers that end in a space and a count, which is no whole number', 'E3Z-D61 2M', undefined, 'found', 'E3Z-D61 2M', 1],
      ['a quantity was sent', '6ES7214-1AG40-0XB0 4', 2, 'not_found', undefined, 2],
      ['neither reading is an article', 'zzzz999 4', undefined, 'not_found', undefined, 1],
      ['the trailing number is beyond any quantity', '6ES7214-1AG40-0XB0 1000001', undefined, 'not_found', undefined, 1],
    ])('a trailing number stays part of the number when %s', async (_case, q, sent, status, artnr, qty) => {
      const line = await one(q, demo, sent);
      expect(line).toMatchObject({ q, status, qty });
      expect(line.article?.artnr).toBe(artnr);
    });

    it('below the MOQ are noted, at or above it not', async () => {
      expect(await one('2002-1201', demo, 10)).toMatchObject({ belowMoq: true, lineTotal: 3.7 });
      expect(await one('2002-1201', demo, 100)).toMatchObject({ belowMoq: false, lineTotal: 37 });
    });
  });

  it('reports every bad line at its index and answers the others', async () => {
    const lines = await lookUp([
      { q: '6ES7214-1AG40-0XB0', qty: 2 },
      { q: '' },
      { q: 5 },
      { qty: 2 },
      { q: '750-455', qty: 0 },
      { q: '750-455', qty: 1.5 },
      { q: '750-455', qty: '3' },
      'just text',
      null,
      { q: 'a'.repeat(300) },
      { q: '-- / --' },
      { q: '750-455', qty: 1_000_001 },
      { q: 'zzzz999' },
    ]);
    expect(lines.map(({ index, status, problem }) => [index, status, problem])).toEqual([
      [0, 'found', null],
      [1, 'invalid', 'invalid_number'],
      [2, 'invalid', 'invalid_number'],
      [3, 'invalid', 'invalid_number'],
      [4, 'invalid', 'invalid_qty'],
      [5, 'invalid', 'invalid_qty'],
      [6, 'invalid', 'invalid_qty'],
      [7, 'invalid', 'invalid_number'],
      [8, 'invalid', 'invalid_number'],
      [9, 'invalid', 'invalid_number'],
      [10, 'invalid', 'invalid_number'],
      [11, 'invalid', 'invalid_qty'],
      [12, 'not_found', null],
    ]);
    expect(lines[0].lineTotal).toBe(541.28);
    expect(lines.filter((line) => line.status === 'invalid').every((line) => line.article === null && line.price === null)).toBe(true);
  });

  it('answers each line in order, the same number twice twice', async () => {
    const lines = await lookUp([{ q: '750-455', qty: 2 }, { q: 'SIC1040764' }, { q: '750455', qty: 5 }]);
    expect(lines.map((line: LookupLine) => [line.index, line.status, line.qty])).toEqual([[0, 'found', 2], [1, 'found_after_prefix', 1], [2, 'found', 5]]);
  });

  describe('limits and errors', () => {
    it('401 without a valid session', async () => {
      for (const token of [undefined, 'not-a-token']) {
        const response = await post({ lines: [{ q: '750-455' }] }, token);
        expect(response.statusCode).toBe(401);
        expect((response.json() as ErrorBody).error).toBe('unauthorized');
      }
    });

    it(`${LOOKUP_MAX_LINES} lines are answered; one more is 400 too_many_lines in the caller's language`, async () => {
      const lines = Array.from({ length: LOOKUP_MAX_LINES }, (_, i) => ({ q: i % 2 ? '750-455' : `QQQ-${i}`, qty: i + 1 }));
      const answered = await lookUp(lines);
      expect(answered).toHaveLength(LOOKUP_MAX_LINES);
      expect(answered[499]).toMatchObject({ index: 499, status: 'found', qty: 500 });
      const refused = await post({ lines: [...lines, { q: '750-455' }] }, demo, { 'x-selected-language': 'DE' });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ error: 'too_many_lines', message: 'Eine Teileliste kann mit höchstens 500 Zeilen auf einmal abgefragt werden.' });
    });

    it.each([
      ['no lines', { lines: [] }],
      ['lines not a list', { lines: { q: '750-455' } }],
      ['no lines field', { q: '750-455' }],
    ])('400 invalid_request for %s', async (_name, body) => {
      const response = await post(body, demo);
      expect(response.statusCode).toBe(400);
      expect((response.json() as ErrorBody).error).toBe('invalid_request');
    });

    it('takes a body above the other routes\' 16 KiB limit, and refuses one above its own with 413', async () => {
      const long = Array.from({ length: LOOKUP_MAX_LINES }, () => ({ q: '6ES7214-1AG40-0XB0 '.repeat(10), qty: 999_999 }));
      const body = JSON.stringify({ lines: long });
      expect(body.length).toBeGreaterThan(64 * 1024);
      expect((await post({ lines: long }, demo)).statusCode).toBe(200);
      const tooBig = await post({ lines: long.map((line) => ({ ...line, q: 'x'.repeat(600) })) }, demo);
      expect(tooBig.statusCode).toBe(413);
      expect((tooBig.json() as ErrorBody).error).toBe('payload_too_large');
    });

    it('does not look up replacements when the replacementSearch flag is off', async () => {
      const { app } = await buildApp({ store: t.store, flags: { ...TEST_FLAGS, replacementSearch: false } });
      const response = await app.inject({ method: 'POST', url: '/api/lookup', payload: { lines: [{ q: '3RH1122-1BB40' }] }, headers: { authorization: `Bearer ${demo}` } });
      expect((response.json() as LookupResponse).lines[0].status).toBe('not_found');
      const found = await app.inject({ method: 'POST', url: '/api/lookup', payload: { lines: [{ q: '6ES7214-1AG31-0XB0' }] }, headers: { authorization: `Bearer ${demo}` } });
      expect((found.json() as LookupResponse).lines[0]).toMatchObject({ status: 'found', candidates: [] });
      await app.close();
    });
  });

  it('writes one log line per lookup with its counts, and sends the catalogue version and the request id', async () => {
    const response = await post({ lines: [{ q: '750-455' }, { q: 'SIC1040764' }, { q: '3RH1122-1BB40' }, { q: 'zzzz999' }, { q: 'AMB-100' }, { q: '' }] }, demo, { 'x-request-id': 'lookup-log-1' });
    expect(response.headers['x-catalogue-version']).toBe('lookup-test');
    expect(response.headers['x-request-id']).toBe('lookup-log-1');
    expect(response.headers['cache-control']).toBe('no-store');
    const { lookupId } = response.json() as LookupResponse;
    const lines = logLines.filter((line) => line.lookupId === lookupId);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      event: 'lookup', requestId: 'lookup-log-1', userId: expect.any(Number), customerId: expect.any(Number),
      lines: 6, found: 2, replaced: 1, ambiguous: 1, notFound: 1, invalid: 1, ms: expect.any(Number),
    });
    expect(JSON.stringify(lines[0])).not.toContain('750-455');
  });

  it('is counted in /api/metrics under its route, by status', async () => {
    const metrics = (await t.get('/api/metrics')).body;
    expect(sample(metrics, 'pricetool_http_request_duration_seconds_count{method="POST",route="/api/lookup",status="200"}')).toBeGreaterThan(10);
    expect(sample(metrics, 'pricetool_http_request_duration_seconds_count{method="POST",route="/api/lookup",status="400"}')).toBeGreaterThan(0);
  });
});
