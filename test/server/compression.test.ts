/**
 * API answers are compressed for clients that accept it: brotli or gzip by the Accept-Encoding
 * header, at the configured levels, from ANSWER_COMPRESSION_MIN_BYTES on, with Vary:
 * Accept-Encoding; the search's pre-serialised answers included, and the benchmark's floor route
 * the same way, so the floor stays comparable.
 */
import zlib from 'node:zlib';
import { buildApp } from '../../src/server/app';
import { preferredEncoding } from '../../src/server/compression';
import { ANSWER_BROTLI_QUALITY, ANSWER_COMPRESSION_MIN_BYTES, ANSWER_GZIP_LEVEL } from '../../src/server/config';
import { floorBody } from '../../src/server/routes/bench-routes';
import { SqliteStore } from '../../src/server/store/sqlite/sqlite-store';
import { createSqliteTestDatabase, startTestApp, TEST_BACKENDS, TEST_FLAGS, type TestApp } from './support/test-app';
import { DEMO } from '../support/demo-users';

const decode: Record<string, (body: Buffer) => Buffer> = {
  br: (body) => zlib.brotliDecompressSync(body),
  gzip: (body) => zlib.gunzipSync(body),
};

describe('preferredEncoding', () => {
  it.each<[string | undefined, string | null]>([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br', 'br'],
    ['br;q=0.5, gzip', 'gzip'],
    ['br;q=0, gzip;q=0', null],
    ['*', 'br'],
    ['gzip;q=0.8, *;q=0.1', 'gzip'],
    ['identity', null],
    ['deflate', null],
    ['', null],
    [undefined, null],
  ])('%p → %p', (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });
});

describe.each(TEST_BACKENDS)('on %s', (backend) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await startTestApp({ backend, articles: 300 });
    token = await t.signIn(DEMO.muster.email);
  });
  afterAll(async () => { await t.close(); });

  it.each([
    ['br', 'gzip, deflate, br'],
    ['gzip', 'gzip, deflate'],
  ])('sends a search answer as %s to a client that accepts %p', async (encoding, accept) => {
    const plain = await t.get('/api/search?q=750', token);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(ANSWER_COMPRESSION_MIN_BYTES);

    const compressed = await t.get('/api/search?q=750', token, { 'accept-encoding': accept });
    expect(compressed.statusCode).toBe(200);
    expect(compressed.headers['content-encoding']).toBe(encoding);
    expect(compressed.headers.vary).toMatch(/accept-encoding/i);
    expect(Number(compressed.headers['content-length'])).toBe(compressed.rawPayload.length);
    expect(compressed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    const body = decode[encoding](compressed.rawPayload);
    // The same answer (the search id aside, which is new per search).
    expect(JSON.parse(body.toString())).toEqual(plain.json());
    expect(compressed.headers['x-search-id']).toBeDefined();
  });

  it('leaves answers under the threshold (the brand list, an error) alone, with Vary all the same', async () => {
    const brands = await t.app.inject({ method: 'POST', url: '/api/brands', headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'br' } });
    expect(brands.rawPayload.length).toBeLessThan(ANSWER_COMPRESSION_MIN_BYTES);
    expect(brands.headers['content-encoding']).toBeUndefined();
    expect(brands.headers.vary).toMatch(/accept-encoding/i);
    expect(brands.json().brands).toContain('Siemens');
    const refused = await t.get('/api/search?q=750', undefined, { 'accept-encoding': 'br' });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.headers.vary).toMatch(/accept-encoding/i);
    expect(refused.json().error).toBe('unauthorized');
  });
});

describe('the threshold, the levels and the benchmark floor', () => {
  let database: Awaited<ReturnType<typeof createSqliteTestDatabase>>;
  let store: SqliteStore;
  let app: Awaited<ReturnType<typeof buildApp>>['app'];
  beforeAll(async () => {
    database = await createSqliteTestDatabase(100);
    store = SqliteStore.open(database.file);
    ({ app } = await buildApp({ store, flags: TEST_FLAGS, benchFloor: true }));
  });
  afterAll(async () => {
    await app.close();
    await store.close();
    database.remove();
  });

  const floor = (bytes: number, accept?: string) => app.inject({ url: `/api/bench/floor?bytes=${bytes}`, headers: accept ? { 'accept-encoding': accept } : {} });

  it(`compresses an answer of ${ANSWER_COMPRESSION_MIN_BYTES} bytes, not one a byte shorter`, async () => {
    expect((await floor(ANSWER_COMPRESSION_MIN_BYTES - 1, 'br')).headers['content-encoding']).toBeUndefined();
    expect((await floor(ANSWER_COMPRESSION_MIN_BYTES, 'br')).headers['content-encoding']).toBe('br');
  });

  it('compresses with the configured brotli quality and gzip level', async () => {
    const body = Buffer.from(floorBody(30_000));
    const brotli = zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT, [zlib.constants.BROTLI_PARAM_QUALITY]: ANSWER_BROTLI_QUALITY, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } });
    expect((await floor(30_000, 'br')).rawPayload).toEqual(brotli);
    expect((await floor(30_000, 'gzip')).rawPayload).toEqual(zlib.gzipSync(body, { level: ANSWER_GZIP_LEVEL }));
  });

  it('sends the floor body compressed when asked, about as compressible as a search answer', async () => {
    const plain = await floor(25_000);
    const compressed = await floor(25_000, 'br');
    expect(plain.rawPayload.length).toBe(25_000);
    expect(decode.br(compressed.rawPayload).toString()).toBe(plain.body);
    // A 100-article search answer shrinks to about a sixth with brotli 3; padding of one repeated character would shrink to nothing.
    expect(compressed.rawPayload.length).toBeGreaterThan(25_000 / 12);
    expect(compressed.rawPayload.length).toBeLessThan(25_000 / 3);
  });
});
