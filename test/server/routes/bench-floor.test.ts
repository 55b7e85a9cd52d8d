import zlib from 'node:zlib';
import { compress } from '../../../src/server/compression';
import { buildApp } from '../../../src/server/app';
import { ANSWER_COMPRESSION_MIN_BYTES } from '../../../src/server/config';
import { MAX_FLOOR_BODIES } from '../../../src/server/routes/bench-routes';
import { SqliteStore } from '../../../src/server/store/sqlite/sqlite-store';
import { createSqliteTestDatabase, TEST_FLAGS } from '../support/test-app';

describe('GET /api/bench/floor: the search benchmark HTTP floor', () => {
  let database: Awaited<ReturnType<typeof createSqliteTestDatabase>>;
  let store: SqliteStore;
  beforeAll(async () => {
    database = await createSqliteTestDatabase(100);
    store = SqliteStore.open(database.file);
  });
  afterAll(async () => {
    await store.close();
    database.remove();
  });

  it('does not exist unless the server is started with BENCH_FLOOR', async () => {
    const { app } = await buildApp({ store, flags: TEST_FLAGS });
    expect((await app.inject('/api/bench/floor?bytes=100')).statusCode).toBe(404);
    await app.close();
  });

  it('answers a JSON body of exactly the asked size, without signing in', async () => {
    const { app } = await buildApp({ store, flags: TEST_FLAGS, benchFloor: true });
    for (const bytes of [10, 1234, 48_000]) {
      const response = await app.inject(`/api/bench/floor?bytes=${bytes}`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(Buffer.byteLength(response.body)).toBe(bytes);
      expect(typeof response.json().pad).toBe('string');
    }
    expect((await app.inject('/api/bench/floor?bytes=-1')).statusCode).toBe(400);
    expect((await app.inject('/api/bench/floor?bytes=2000000')).statusCode).toBe(400);
    await app.close();
  });

  it('sends back a stored body byte for byte, compressed by the same compress at the same level as a search answer', async () => {
    const { app } = await buildApp({ store, flags: TEST_FLAGS, benchFloor: true });
    const answer = JSON.stringify({ articles: Array.from({ length: 60 }, (_, i) => ({ artnr: `6ES7 ${i}`, brand: 'Müller' })) });
    expect(Buffer.byteLength(answer)).toBeGreaterThan(ANSWER_COMPRESSION_MIN_BYTES);
    const put = await app.inject({ method: 'PUT', url: '/api/bench/floor/prefix-0', headers: { 'content-type': 'text/plain; charset=utf-8' }, payload: answer });
    expect(put.statusCode).toBe(204);
    const plain = await app.inject('/api/bench/floor/prefix-0');
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(plain.body).toBe(answer);
    const compressed = await app.inject({ url: '/api/bench/floor/prefix-0', headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(compressed.rawPayload).toString()).toBe(answer);
    expect(compressed.rawPayload.equals(compress(Buffer.from(answer), 'br'))).toBe(true);
    expect(compressed.headers.vary).toMatch(/Accept-Encoding/);
    const again = await app.inject({ url: '/api/bench/floor/prefix-0', headers: { 'accept-encoding': 'br' } });
    expect(again.rawPayload.equals(compressed.rawPayload)).toBe(true);
    const gzipped = await app.inject({ url: '/api/bench/floor/prefix-0', headers: { 'accept-encoding': 'gzip' } });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzipped.rawPayload).toString()).toBe(answer);
    const replaced = JSON.stringify({ articles: Array.from({ length: 60 }, (_, i) => ({ artnr: `750-${i}`, brand: 'WAGO' })) });
    await app.inject({ method: 'PUT', url: '/api/bench/floor/prefix-0', headers: { 'content-type': 'text/plain; charset=utf-8' }, payload: replaced });
    const afterPut = await app.inject({ url: '/api/bench/floor/prefix-0', headers: { 'accept-encoding': 'br' } });
    expect(zlib.brotliDecompressSync(afterPut.rawPayload).toString()).toBe(replaced);
    await app.close();
  });

  it('takes a body larger than the usual body limit, and refuses unknown names, bad names and too many bodies', async () => {
    const { app } = await buildApp({ store, flags: TEST_FLAGS, benchFloor: true });
    const put = (name: string, payload = '{}') => app.inject({ method: 'PUT', url: `/api/bench/floor/${name}`, headers: { 'content-type': 'text/plain' }, payload });
    expect((await put('large', JSON.stringify({ pad: 'x'.repeat(60_000) }))).statusCode).toBe(204);
    expect((await app.inject('/api/bench/floor/large')).body).toHaveLength(60_010);
    expect((await app.inject('/api/bench/floor/never-stored')).statusCode).toBe(404);
    expect((await put('Upper Case')).statusCode).toBe(400);
    for (let n = 1; n < MAX_FLOOR_BODIES; n++) expect((await put(`body-${n}`)).statusCode).toBe(204);
    const refused = await put('one-too-many');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe('invalid_request');
    expect((await put('body-1', '[]')).statusCode).toBe(204);
    await app.close();
  });
});
