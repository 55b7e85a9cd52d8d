/** The server hands out the built SPA: assets as files, every page route as index.html, locales. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { buildApp } from '../../src/server/app';
import { projectRoot } from '../../src/server/config';
import { SqliteStore } from '../../src/server/store/sqlite/sqlite-store';
import { createSqliteTestDatabase, TEST_FLAGS } from './support/test-app';

const HASHED_TRANSLATIONS = JSON.stringify({ login: { heading: 'Anmelden (Build)' } });
const SCRIPT = `/* vendor */ ${'window.x = 1;\n'.repeat(500)}`;
let dir: string;
let database: { file: string; remove: () => void };
let store: SqliteStore;
let app: Awaited<ReturnType<typeof buildApp>>['app'];

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pricetool-spa-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
  fs.writeFileSync(path.join(dir, 'assets', 'main.abc123.js'), 'console.log(1)');
  // As the build writes them (src/client/build/precompress-plugin.js): compressed files beside the file.
  fs.writeFileSync(path.join(dir, 'assets', 'vendor.def456.js'), SCRIPT);
  fs.writeFileSync(path.join(dir, 'assets', 'vendor.def456.js.br'), zlib.brotliCompressSync(SCRIPT));
  fs.writeFileSync(path.join(dir, 'assets', 'vendor.def456.js.gz'), zlib.gzipSync(SCRIPT));
  fs.mkdirSync(path.join(dir, 'locales', 'de'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'locales', 'de', 'translation.0123456789.json'), HASHED_TRANSLATIONS);
  database = await createSqliteTestDatabase(100);
  store = SqliteStore.open(database.file);
  ({ app } = await buildApp({ store, flags: TEST_FLAGS, clientDir: dir, localesDir: path.join(projectRoot(), 'locales') }));
});
afterAll(async () => {
  await app.close();
  await store.close();
  database.remove();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('serving the SPA', () => {
  it.each(['/', '/login', '/index.html', '/login.html', '/product/750', '/product/all/filter/Wago,Pilz/onstock', '/anything/else'])('answers %s with index.html (a build without login.html)', async (url) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('<div id="root">');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('serves content-hashed assets for a year', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/main.abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('max-age=31536000');
  });

  it.each([
    ['gzip, deflate, br, zstd', 'br', (body: Buffer) => zlib.brotliDecompressSync(body)],
    ['gzip, deflate', 'gzip', (body: Buffer) => zlib.gunzipSync(body)],
  ])('serves the file the build compressed to a browser that accepts %p as %s', async (accept, encoding, decode) => {
    const response = await app.inject({ method: 'GET', url: '/assets/vendor.def456.js', headers: { 'accept-encoding': accept } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers['content-type']).toContain('javascript');
    expect(response.headers.vary).toBe('Accept-Encoding');
    expect(response.headers['cache-control']).toContain('max-age=31536000');
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
    expect(decode(response.rawPayload).toString()).toBe(SCRIPT);
  });

  it('serves the file itself, with Vary, to a client that accepts no compression', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/vendor.def456.js' });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers.vary).toBe('Accept-Encoding');
    expect(response.body).toBe(SCRIPT);
  });

  it.each(['en', 'de', 'fr', 'es'])('serves the %s translations as written, to be revalidated on every use', async (language) => {
    const response = await app.inject({ method: 'GET', url: `/locales/${language}/translation.json` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toHaveProperty('login.heading');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('answers a hashed name the build no longer has (a page opened before a release) with today\'s translations, revalidated', async () => {
    const response = await app.inject({ method: 'GET', url: '/locales/de/translation.ffffffffff.json', headers: { 'accept-encoding': 'br' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-encoding']).toBe('br');
    expect(JSON.parse(zlib.brotliDecompressSync(response.rawPayload).toString())).toHaveProperty('login.heading', 'Anmelden');
  });

  it.each(['/locales/xx/translation.json', '/locales/de/other.json', '/locales/de/translation.json.br', '/locales/../package.json'])('does not serve %s as translations', async (url) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.headers['content-type']).toContain('text/html');
  });

  it('serves the translations of the build under their content-hashed name for a year', async () => {
    const response = await app.inject({ method: 'GET', url: '/locales/de/translation.0123456789.json' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(HASHED_TRANSLATIONS);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('keeps unknown API paths a JSON 404', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/unknown' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'not_found', message: 'Not found.' });
  });

  it('accepts a web-vitals beacon and refuses a malformed one', async () => {
    const ok = await app.inject({ method: 'POST', url: '/api/vitals', payload: { name: 'LCP', value: 812.5, rating: 'good', path: '/login' } });
    expect(ok.statusCode).toBe(204);
    const bad = await app.inject({ method: 'POST', url: '/api/vitals', payload: { name: 'nonsense', value: 'x' } });
    expect(bad.statusCode).toBe(400);
  });
});

describe('serving the sign-in page drawn in HTML', () => {
  const LOGIN_PAGE = `<!doctype html><div class="login-shell" id="login-shell">${'<p>Sign In</p>'.repeat(200)}</div><div id="root"></div>`;
  const INDEX_PAGE = '<!doctype html><div id="root"></div>';
  const decoded = (response: { headers: Record<string, unknown>; rawPayload: Buffer }) => {
    const encoding = response.headers['content-encoding'];
    if (encoding === 'br') return zlib.brotliDecompressSync(response.rawPayload).toString();
    if (encoding === 'gzip') return zlib.gunzipSync(response.rawPayload).toString();
    return response.rawPayload.toString();
  };
  let loginDir: string;
  let loginApp: Awaited<ReturnType<typeof buildApp>>['app'];

  beforeAll(async () => {
    loginDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pricetool-spa-login-'));
    // As the build writes them: each page with its compressed copies beside it.
    fs.writeFileSync(path.join(loginDir, 'index.html'), INDEX_PAGE);
    fs.writeFileSync(path.join(loginDir, 'index.html.gz'), zlib.gzipSync(INDEX_PAGE));
    fs.writeFileSync(path.join(loginDir, 'index.html.br'), zlib.brotliCompressSync(INDEX_PAGE));
    fs.writeFileSync(path.join(loginDir, 'login.html'), LOGIN_PAGE);
    fs.writeFileSync(path.join(loginDir, 'login.html.gz'), zlib.gzipSync(LOGIN_PAGE));
    fs.writeFileSync(path.join(loginDir, 'login.html.br'), zlib.brotliCompressSync(LOGIN_PAGE));
    ({ app: loginApp } = await buildApp({ store, flags: TEST_FLAGS, clientDir: loginDir, localesDir: path.join(projectRoot(), 'locales') }));
  });
  afterAll(async () => {
    await loginApp.close();
    fs.rmSync(loginDir, { recursive: true, force: true });
  });

  it.each(['/login', '/login?reason=expired'])('answers %s with login.html, compressed by the build, revalidated', async (url) => {
    const response = await loginApp.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(zlib.brotliDecompressSync(response.rawPayload).toString()).toBe(LOGIN_PAGE);
  });

  it('answers HEAD /login like GET, without a body', async () => {
    const response = await loginApp.inject({ method: 'HEAD', url: '/login' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toBe('');
  });

  it.each(['/', '/product/750', '/login/other', '/anything/else'])('answers %s with index.html, without the sign-in page in it', async (url) => {
    const response = await loginApp.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(INDEX_PAGE);
  });

  // docs/behaviour.md, Pages and addresses: the page is revalidated on every load, whichever
  // address, file name or compressed copy of it is asked for; only assets are kept for a year.
  it.each([
    ['/login', LOGIN_PAGE], ['/login.html', LOGIN_PAGE], ['/login.html?v=2', LOGIN_PAGE], ['/%6Cogin.html', LOGIN_PAGE],
    ['/', INDEX_PAGE], ['/index.html', INDEX_PAGE], ['/index.html?v=2', INDEX_PAGE], ['/%69ndex.html', INDEX_PAGE],
    ['/index.html.gz', INDEX_PAGE], ['/index.html.br', INDEX_PAGE], ['/login.html.br', INDEX_PAGE], ['/login.html.gz', INDEX_PAGE],
  ])('never lets a cache keep %s: no-cache, the page itself', async (url, page) => {
    for (const method of ['GET', 'HEAD'] as const) {
      for (const encoding of [undefined, 'gzip', 'br']) {
        const response = await loginApp.inject({ method, url, headers: encoding ? { 'accept-encoding': encoding } : {} });
        expect({ method, encoding, status: response.statusCode, cacheControl: response.headers['cache-control'] })
          .toEqual({ method, encoding, status: 200, cacheControl: 'no-cache' });
        expect(response.headers['content-type']).toContain('text/html');
        if (method === 'GET') expect(decoded(response)).toBe(page);
      }
    }
  });

  it('refuses POST /login as any other unknown address', async () => {
    const response = await loginApp.inject({ method: 'POST', url: '/login', payload: {} });
    expect(response.statusCode).toBe(404);
  });
});
