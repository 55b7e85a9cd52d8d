/**
 * GET /api/brand-data on both backends: the brand data from the database, signed-in only, with a
 * strong ETag of its content and a 304 for a matching If-None-Match; a brands import shows at once
 * on this instance and on a second one on the same database, without a restart.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { Compile } from 'typebox/compile';
import { importBrandsCsv } from '../../../src/server/imports/brands-csv';
import { DEMO_BRANDS } from '../../../src/server/catalogue/demo/demo-brands';
import { connectDatabase } from '../../../src/server/store/connect-database';
import type { Database } from '../../../src/server/store/database';
import { BrandDataResponseSchema, type BrandDataResponse } from '../../../src/shared/contract';
import { sample } from '../../support/prometheus-text';
import { appOn, startTestApp, TEST_BACKENDS, type TestApp } from '../support/test-app';
import { DEMO } from '../../support/demo-users';

const BRANDS_CSV = [
  'brand;aliases;sold;message;info_en;info_de;info_fr;info_es',
  'Siemens;Simatic|Sinamics;yes;none;Now shipped from Hamburg.;Jetzt ab Hamburg.;;',
  'Festo;;no;not_sell_this_brand;;;;',
].join('\n');

describe.each(TEST_BACKENDS)('GET /api/brand-data on %s', (backend) => {
  let t: TestApp;
  let token: string;
  let second: { app: FastifyInstance; database: Database };
  let dir: string;

  beforeAll(async () => {
    // One user asks for the brand data as fast as imports replace it, on a clock that stands still: not about its share.
    t = await startTestApp({ backend, articles: 200, fairShare: null });
    token = await t.signIn(DEMO.muster.email);
    second = await appOn(t.target);
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pricetool-brand-data-'));
  });
  afterAll(async () => {
    await second.app.close();
    await second.database.close();
    await t.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const brandData = (headers: Record<string, string> = {}) => t.get('/api/brand-data', token, headers);

  it('answers the whole brand data with a strong ETag, kept by the browser only and revalidated before use', async () => {
    const response = await brandData();
    expect(response.statusCode).toBe(200);
    expect(response.headers.etag).toMatch(/^"[A-Za-z0-9_-]{43}"$/);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json() as BrandDataResponse;
    expect(Compile(BrandDataResponseSchema).Errors(body)).toEqual([]);
    expect(body.brands.map((brand) => brand.brand)).toEqual(DEMO_BRANDS.map((brand) => brand.brand).sort());
    expect(body.brands.find((brand) => brand.brand === 'Autonics')?.info).toEqual(DEMO_BRANDS.find((brand) => brand.brand === 'Autonics')?.info);
    expect(body).toEqual({ brands: await t.store.brands() });
  });

  it('gives the same tag on every request and every instance while the data is unchanged', async () => {
    const tags = [(await brandData()).headers.etag, (await brandData()).headers.etag,
      (await second.app.inject({ method: 'GET', url: '/api/brand-data', headers: { authorization: `Bearer ${token}` } })).headers.etag];
    expect(new Set(tags).size).toBe(1);
  });

  it('answers 304 without a body to a matching If-None-Match (the tag, its weak form, in a list, or *)', async () => {
    const tag = String((await brandData()).headers.etag);
    for (const header of [tag, `W/${tag}`, `"other", ${tag}`, '*']) {
      const response = await brandData({ 'if-none-match': header });
      expect(response.statusCode).toBe(304);
      expect(response.body).toBe('');
      expect(response.headers.etag).toBe(tag);
      expect(response.headers['cache-control']).toBe('no-store');
    }
  });

  it.each([
    ['another tag', '"not-the-tag"'],
    ['a tag without quotes', 'abc'],
    ['the tag unquoted', 'TAG'],
    ['an empty header', ''],
    ['commas only', ',,,,'],
    ['a very long header', `"${'x'.repeat(8000)}"`],
    ['control characters', '"\u0001\u007f"'],
    ['a quote inside', '"a"b"'],
    ['unicode', '"Ω≈ç√∫"'],
    ['a JSON body', '{"etag": "*"}'],
  ])('answers the whole data to a hostile or foreign If-None-Match (%s)', async (_label, header) => {
    const tag = String((await brandData()).headers.etag);
    const response = await brandData({ 'if-none-match': header.replace('TAG', tag.slice(1, -1)) });
    expect(response.statusCode).toBe(200);
    expect(response.headers.etag).toBe(tag);
    expect((response.json() as BrandDataResponse).brands.length).toBe(DEMO_BRANDS.length);
  });

  it("leaves out the user's blocked brands, as every other answer does", async () => {
    const nord = await t.get('/api/brand-data', await t.signIn(DEMO.nord.email));
    const names = (nord.json() as BrandDataResponse).brands.map((brand) => brand.brand);
    expect(names).toEqual(DEMO_BRANDS.map((brand) => brand.brand).filter((brand) => brand !== 'Pilz' && brand !== 'Omron').sort());
    expect(nord.headers.etag).not.toBe((await brandData()).headers.etag);
  });

  it('answers 401 without a valid token, whatever If-None-Match says', async () => {
    for (const headers of [{}, { 'if-none-match': '*' }] as Array<Record<string, string>>) {
      const response = await t.get('/api/brand-data', undefined, headers);
      expect(response.statusCode).toBe(401);
      expect(response.headers.etag).toBeUndefined();
    }
    expect((await t.get('/api/brand-data', 'not-a-token')).statusCode).toBe(401);
  });

  it('follows a brands import at once, on this instance and on another one on the same database', async () => {
    const before = String((await brandData()).headers.etag);
    const file = path.join(dir, `brands-${backend}.csv`);
    fs.writeFileSync(file, BRANDS_CSV);
    const writer = await connectDatabase(t.target);
    try {
      expect(await importBrandsCsv(writer, file)).toMatchObject({ loaded: 2, rejectedCount: 0 });
    } finally {
      await writer.close();
    }
    const here = await brandData({ 'if-none-match': before });
    const there = await second.app.inject({ method: 'GET', url: '/api/brand-data', headers: { authorization: `Bearer ${token}`, 'if-none-match': before } });
    for (const response of [here, there]) {
      expect(response.statusCode).toBe(200);
      expect(response.headers.etag).not.toBe(before);
      expect(response.json()).toEqual({
        brands: [
          { brand: 'Festo', aliases: [], in_PT: '', message: 'not_sell_this_brand', info: null },
          { brand: 'Siemens', aliases: ['simatic', 'sinamics'], in_PT: 'yes', message: '', info: { EN: 'Now shipped from Hamburg.', DE: 'Jetzt ab Hamburg.' } },
        ],
      });
    }
    expect(here.headers.etag).toBe(there.headers.etag);
    expect((await brandData({ 'if-none-match': String(here.headers.etag) })).statusCode).toBe(304);
  });

  it('answers one brand data or the other while imports replace it, never a mix of the two', async () => {
    const versions = ['one', 'two'].map((version) => {
      const file = path.join(dir, `brands-${backend}-${version}.csv`);
      fs.writeFileSync(file, ['brand;aliases;sold;message;info_en', `Siemens;Simatic ${version}|Sinamics ${version};yes;none;Note ${version}`,
        `Wago;Wago ${version};yes;none;`].join('\n'));
      return file;
    });
    const writer = await connectDatabase(t.target);
    let importing = true;
    const imports = (async () => {
      try {
        for (let round = 0; round < 6; round++) await importBrandsCsv(writer, versions[round % 2]);
      } finally {
        importing = false;
      }
    })();
    const seen = new Set<string>();
    try {
      while (importing) {
        // Injected requests on SQLite finish without waiting for I/O: let the import read its file.
        await new Promise((resolve) => setImmediate(resolve));
        const { brands } = (await brandData()).json() as BrandDataResponse;
        const { info } = brands[0];
        const version = info !== null && typeof info === 'object' ? info.EN.slice(-3) : 'other';
        const names = JSON.stringify(brands.map((brand) => [brand.brand, brand.aliases]));
        seen.add(version);
        if (version === 'one' || version === 'two') {
          expect(names).toBe(JSON.stringify([['Siemens', [`simatic ${version}`, `sinamics ${version}`]], ['Wago', [`wago ${version}`]]]));
        }
      }
      await imports;
    } finally {
      await writer.close();
    }
    expect([...seen].filter((version) => version !== 'other').sort()).toEqual(['one', 'two']);
  });

  it('is in the OpenAPI document with its answers, and counted in /api/metrics under its route', async () => {
    const document = (await t.get('/api/openapi.json')).json() as { paths: Record<string, Record<string, { responses: Record<string, unknown> }>> };
    expect(Object.keys(document.paths['/api/brand-data'].get.responses).sort()).toEqual(['200', '304', '400', '401', '403', '429', '503']);
    await brandData({ 'if-none-match': String((await brandData()).headers.etag) });
    const metrics = (await t.get('/api/metrics')).body;
    expect(sample(metrics, 'pricetool_http_request_duration_seconds_count{method="GET",route="/api/brand-data",status="200"}')).toBeGreaterThan(0);
    expect(sample(metrics, 'pricetool_http_request_duration_seconds_count{method="GET",route="/api/brand-data",status="304"}')).toBeGreaterThan(0);
  });
});
