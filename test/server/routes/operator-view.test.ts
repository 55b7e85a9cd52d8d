/**
 * The operator's view on both backends: /api/metrics (what it counts, who may read it, that it
 * holds no customer's data), /api/openapi.json (every route with its parameters and answers, each
 * answer a route gives one it names), request ids, and the audit log lines of sign-in and logout.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { buildApp } from '../../../src/server/app';
import { clientPasswordHash } from '../../../src/server/auth/password';
import { importCatalogueCsv } from '../../../src/server/imports/import-csv';
import { recordImport, recordingFailure } from '../../../src/server/imports/record-import';
import { documentedPath } from '../../../src/server/routes/openapi';
import { DEMO_PASSWORD, DEMO_USERS } from '../../../src/server/catalogue/demo/fixtures';
import {
  BrandsResponseSchema, ErrorBodySchema, HealthResponseSchema, LivenessResponseSchema, NotReadySchema, ProfileResponseSchema, SearchQuerySchema,
  SearchResponseSchema,
} from '../../../src/shared/contract';
import { sample, samples } from '../../support/prometheus-text';
import { DEMO } from '../../support/demo-users';
import { PROBES, sendProbe } from '../support/route-probes';
import { catalogueCsv, sampleRow } from '../support/csv';
import { startTestApp, TEST_BACKENDS, TEST_FLAGS, type TestApp } from '../support/test-app';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const plain = (schema: unknown) => JSON.parse(JSON.stringify(schema)) as unknown;

describe.each(TEST_BACKENDS)('the operator\'s view on %s', (backend) => {
  const lines: Array<Record<string, unknown>> = [];
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  let t: TestApp;
  const email = DEMO_USERS[0].email;
  beforeAll(async () => { t = await startTestApp({ backend, logger: { level: 'info', stream: logStream } }); });
  afterAll(() => t.close());

  const metrics = async () => {
    const response = await t.get('/api/metrics');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    return response.body;
  };

  describe('/api/metrics', () => {
    it('counts requests by route and status, and searches by kind', async () => {
      const token = await t.signIn(email);
      for (const query of ['q=750', 'q=750&onstock=true', 'q=QQQQ0000ZZZZ', 'q=750&brands=%5B%22Wago%22%5D']) {
        expect((await t.get(`/api/search?${query}`, token)).statusCode).toBe(200);
      }
      await t.get('/api/no-such-route');
      const text = await metrics();
      expect(sample(text, 'pricetool_http_request_duration_seconds_count{method="GET",route="/api/search",status="200"}')).toBe(4);
      expect(sample(text, 'pricetool_http_request_duration_seconds_count{method="GET",route="unmatched",status="404"}')).toBe(1);
      for (const kind of ['prefix', 'on-stock', 'miss', 'brand']) {
        expect(sample(text, `pricetool_search_duration_seconds_count{kind="${kind}"}`)).toBe(1);
      }
      expect(text).not.toContain('no-such-route');
    });

    it('counts sign-ins by outcome, throttle locks among them', async () => {
      const before = await metrics();
      const count = (text: string, outcome: string) => sample(text, `pricetool_sign_ins_total{outcome="${outcome}"}`) ?? 0;
      await t.signIn(email);
      const wrong = { useremail: 'locked-out@example.com', passwordhash: clientPasswordHash('not the password') };
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) {
        statuses.push((await t.app.inject({ method: 'POST', url: '/api/login', remoteAddress: '10.9.9.9', payload: wrong })).statusCode);
      }
      expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
      const after = await metrics();
      expect(count(after, 'success') - count(before, 'success')).toBe(1);
      expect(count(after, 'failure') - count(before, 'failure')).toBe(5);
      expect(count(after, 'locked') - count(before, 'locked')).toBe(1);
    });

    it('reports the last success of each import kind, written by another process into the database', async () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pricetool-metrics-'));
      try {
        const file = path.join(dir, 'catalogue.csv');
        fs.writeFileSync(file, catalogueCsv([1, 2, 3].map((i) => sampleRow(i))));
        const before = Date.now() / 1000;
        await importCatalogueCsv(t.database, file);
        await recordImport(t.database, 'stock', 42, () => 1_700_000_000_000);
        const text = await metrics();
        expect(sample(text, 'pricetool_import_rows{kind="catalogue"}')).toBe(3);
        expect(sample(text, 'pricetool_import_last_success_timestamp_seconds{kind="catalogue"}')).toBeGreaterThanOrEqual(Math.floor(before));
        expect(sample(text, 'pricetool_import_rows{kind="stock"}')).toBe(42);
        expect(sample(text, 'pricetool_import_last_success_timestamp_seconds{kind="stock"}')).toBe(1_700_000_000);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    });

    it('reports the last failure of each import kind, written by the import\'s process into the database', async () => {
      const failing = recordingFailure(t.database, 'brands', () => Promise.reject(new Error('a line is invalid')), () => 1_700_000_123_000);
      await expect(failing).rejects.toThrow('a line is invalid');
      expect(await t.store.importFailures()).toEqual([{ kind: 'brands', at: 1_700_000_123_000 }]);
      const text = await metrics();
      expect(sample(text, 'pricetool_import_last_failure_timestamp_seconds{kind="brands"}')).toBe(1_700_000_123);
      expect(samples(text, 'pricetool_import_last_failure_timestamp_seconds')).toEqual({ '{kind="brands"}': 1_700_000_123 });
      expect(sample(text, 'pricetool_import_last_success_timestamp_seconds{kind="brands"}')).toBeUndefined();
    });

    it('reports the database\'s size on disk', async () => {
      const size = sample(await metrics(), 'pricetool_database_size_bytes') ?? 0;
      if (t.target.kind === 'sqlite') {
        // The file and its write-ahead log, which the scrape's own reads do not change.
        const bytes = (file: string) => (fs.existsSync(file) ? fs.statSync(file).size : 0);
        expect(size).toBe(bytes(t.target.file) + bytes(`${t.target.file}-wal`));
      } else {
        const [{ bytes }] = await t.rows<{ bytes: number }>('SELECT pg_database_size(current_database()) AS bytes');
        expect(size).toBeGreaterThan(0.9 * Number(bytes));
        expect(size).toBeLessThan(1.1 * Number(bytes));
      }
    });

    it('reports the process\'s own figures (memory, CPU, event-loop lag, garbage collection), in every app of the process, in bounded series', async () => {
      const other = await buildApp({ store: t.store, flags: TEST_FLAGS });
      try {
        const texts = [await metrics(), (await other.app.inject({ url: '/api/metrics' })).body];
        for (const text of texts) {
          for (const series of ['process_resident_memory_bytes', 'process_cpu_seconds_total', 'nodejs_eventloop_lag_p99_seconds', 'nodejs_heap_size_used_bytes']) {
            expect(sample(text, series)).toBeGreaterThanOrEqual(0);
          }
          // Its samples come with the first garbage collection.
          expect(text).toContain('# TYPE nodejs_gc_duration_seconds histogram');
        }
        // Each metric once per scrape, whatever the number of apps in the process.
        expect(texts[0].match(/^# TYPE process_cpu_seconds_total /gm)).toHaveLength(1);
        const processSeries = (text: string) => text.split('\n').filter((line) => /^(process|nodejs)_/.test(line)).length;
        expect(processSeries(texts[0])).toBeLessThan(200);
      } finally {
        await other.app.close();
      }
    });

    it(backend === 'postgres' ? 'shows the connection pool\'s use' : 'has no pool samples on SQLite', async () => {
      const text = await metrics();
      const total = sample(text, 'pricetool_db_pool_connections{state="total"}');
      if (backend === 'postgres') {
        expect(total).toBeGreaterThanOrEqual(1);
        expect(sample(text, 'pricetool_db_pool_connections{state="waiting"}')).toBe(0);
      } else {
        expect(total).toBeUndefined();
      }
    });

    it('holds no customer\'s data: no e-mail, customer, query, token or article', async () => {
      const token = await t.signIn(email);
      await t.get('/api/search?q=3RH1122', token);
      const text = await metrics();
      for (const secret of [email, token, '3RH1122', DEMO_USERS[0].customer ?? 'no customer', DEMO_PASSWORD]) expect(text).not.toContain(secret);
    });

    it.each(['10.1.2.3', '192.168.0.10', '::ffff:10.0.0.1', '2001:db8::1'])('answers %s, an address not allowed, 404 like an unknown path', async (remoteAddress) => {
      const response = await t.app.inject({ method: 'GET', url: '/api/metrics', remoteAddress });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'not_found', message: expect.any(String) });
      expect(response.body).not.toContain('pricetool_');
    });

    it.each(['127.0.0.1', '::1', '::ffff:127.0.0.1'])('answers the loopback address %s by default', async (remoteAddress) => {
      expect((await t.app.inject({ method: 'GET', url: '/api/metrics', remoteAddress })).statusCode).toBe(200);
    });
  });

  describe('/api/openapi.json', () => {
    it('lists every /api route with its parameters and answers, from the contract\'s schemas', async () => {
      const { app, routes } = await buildApp({ store: t.store, flags: TEST_FLAGS, benchFloor: true });
      await app.ready();
      try {
        const response = await app.inject({ method: 'GET', url: '/api/openapi.json' });
        expect(response.statusCode).toBe(200);
        const document = response.json() as { openapi: string; paths: Record<string, Record<string, Record<string, unknown>>> };
        expect(document.openapi).toMatch(/^3\./);
        const listed = Object.entries(document.paths).flatMap(([url, operations]) => Object.keys(operations).map((method) => `${method.toUpperCase()} ${url}`));
        const registered = routes.filter((route) => route.url.startsWith('/api') && route.method !== 'HEAD')
          .map((route) => `${route.method} ${documentedPath(route.url)}`);
        expect(listed.sort()).toEqual([...new Set(registered)].sort());
        expect(listed).toEqual(expect.arrayContaining(['GET /api/', 'GET /api/health/live', 'GET /api/health/ready', 'GET /api/health']));
        const search = document.paths['/api/search'].get as { parameters: Array<{ name: string; in: string; required: boolean; schema: unknown }>; responses: Record<string, unknown> };
        const q = search.parameters.find((p) => p.name === 'q' && p.in === 'query');
        expect(q).toEqual({ name: 'q', in: 'query', required: false, schema: plain(SearchQuerySchema.properties.q) });
        expect(search.parameters.map((p) => `${p.in} ${p.name}`)).toEqual(expect.arrayContaining(['query brands', 'query onstock', 'header x-search-id']));
        expect(search.responses['401']).toMatchObject({ description: 'Unauthorized', content: { 'application/json': { schema: plain(ErrorBodySchema) } } });
        expect(search.responses['200']).toMatchObject({
          content: { 'application/json': { schema: plain(SearchResponseSchema) } },
          headers: { 'x-search-id': expect.any(Object), 'x-catalogue-version': expect.any(Object) },
        });
        expect(document.paths['/api/'].get.responses).toMatchObject({ 200: { content: { 'application/json': { schema: plain(ProfileResponseSchema) } } } });
        for (const path of ['/api/health', '/api/health/ready']) {
          expect(document.paths[path].get.responses).toMatchObject({
            200: { content: { 'application/json': { schema: plain(HealthResponseSchema) } } },
            503: { content: { 'application/json': { schema: plain(NotReadySchema) } }, headers: { 'retry-after': expect.any(Object) } },
          });
        }
        expect(document.paths['/api/health/live'].get.responses).toMatchObject({ 200: { content: { 'application/json': { schema: plain(LivenessResponseSchema) } } } });
        expect(document.paths['/api/brands'].post.responses).toMatchObject({ 200: { content: { 'application/json': { schema: plain(BrandsResponseSchema) } } } });
        expect(document.paths['/api/metrics'].get.responses).toMatchObject({ 200: { content: { 'text/plain': expect.any(Object) } } });
      } finally {
        await app.close();
      }
    });

    type Operation = { parameters: Array<{ name: string; in: string }>; security?: unknown; responses: Record<string, { headers: Record<string, unknown> }> };
    const openApi = async () => (await t.get('/api/openapi.json')).json() as {
      paths: Record<string, Record<string, Operation>>; components: { securitySchemes: Record<string, unknown> };
    };

    it('names the bearer scheme, the language header of every call, the request id of every answer and Retry-After of every 429 and 503', async () => {
      const document = await openApi();
      expect(document.components.securitySchemes).toEqual({ bearer: { type: 'http', scheme: 'bearer', description: expect.any(String) } });
      for (const [path, operations] of Object.entries(document.paths)) {
        for (const [method, operation] of Object.entries(operations)) {
          const where = `${method.toUpperCase()} ${path}`;
          expect({ where, language: operation.parameters.some((p) => p.in === 'header' && p.name === 'x-selected-language') }).toEqual({ where, language: true });
          // Every call checks its query string (and body), and every body may be over the limit.
          expect({ where, statuses: Object.keys(operation.responses) }).toEqual({
            where, statuses: expect.arrayContaining(['400', ...(method === 'post' || method === 'put' ? ['413'] : [])]),
          });
          for (const [status, answer] of Object.entries(operation.responses)) {
            const expected = ['x-request-id', ...(status === '429' || status === '503' ? ['retry-after'] : [])];
            expect({ where, status, headers: Object.keys(answer.headers) }).toEqual({ where, status, headers: expect.arrayContaining(expected) });
          }
        }
      }
    });

    it('names every answer the routes give: each route asked with its session, and without it where it needs one', async () => {
      const document = await openApi();
      const token = await t.signIn(email);
      const staff = await t.signIn(DEMO.staff.email);
      const given: Array<{ call: string; status: number; named: string[] }> = [];
      for (const [route, probe] of Object.entries(PROBES)) {
        const [method, url] = route.split(' ');
        // HEAD answers as GET; this app serves neither the benchmark's routes nor the translations.
        if (method === 'HEAD' || !url.startsWith('/api') || url.startsWith('/api/bench')) continue;
        const call = `${method} ${documentedPath(url)}`;
        const operation = document.paths[documentedPath(url)][method.toLowerCase()];
        const named = Object.keys(operation.responses);
        const session = route === 'POST /api/logout' ? await t.signIn(email) : token;
        given.push({ call, status: (await sendProbe(t.app, route, probe, { customer: session, staff })).statusCode, named });
        // A call refused without the session names the bearer scheme; logout, which takes a token but needs none, does not.
        const without = probe.session ? (await sendProbe(t.app, route, probe, null)).statusCode : null;
        if (without !== null) given.push({ call, status: without, named });
        expect({ call, security: operation.security }).toEqual({ call, security: without === 401 ? [{ bearer: [] }] : undefined });
      }
      // Every staff route needs the session too (routes/admin/staff-guard.test.ts walks them).
      expect(given.filter(({ status, call }) => status === 401 && !call.includes('/api/admin/')).map(({ call }) => call).sort()).toEqual([
        'GET /api/', 'GET /api/brand-data', 'GET /api/replacements', 'GET /api/search', 'GET /api/similar', 'GET /api/suggestions',
        'POST /api/brands', 'POST /api/lookup', 'POST /api/password',
      ]);
      expect(given.filter(({ status, named }) => !named.includes(String(status)))).toEqual([]);
    });

    it('describes real answers: the health answer has exactly the fields its schema names', async () => {
      const document = (await t.get('/api/openapi.json')).json() as { paths: Record<string, Record<string, { responses: Record<string, { content: Record<string, { schema: { properties: object; required: string[] } }> }> }>> };
      const schema = document.paths['/api/health'].get.responses['200'].content['application/json'].schema;
      const health = (await t.get('/api/health')).json() as object;
      expect(Object.keys(health).sort()).toEqual(Object.keys(schema.properties).sort());
      expect(schema.required.sort()).toEqual(Object.keys(health).sort());
    });

    it('holds no customer\'s data', async () => {
      const text = (await t.get('/api/openapi.json')).body;
      for (const secret of [email, DEMO_PASSWORD, 'Siemens']) expect(text).not.toContain(secret);
    });
  });

  describe('request ids', () => {
    it('keeps a plain x-request-id, echoes it and puts it in every log line of the request', async () => {
      const token = await t.signIn(email);
      lines.length = 0;
      const response = await t.get('/api/search?q=750', token, { 'x-request-id': 'lb-7f3a.42:b_c' });
      expect(response.headers['x-request-id']).toBe('lb-7f3a.42:b_c');
      const searchLine = lines.find((line) => line.event === 'search');
      expect(searchLine?.requestId).toBe('lb-7f3a.42:b_c');
      expect(lines.every((line) => line.requestId === 'lb-7f3a.42:b_c')).toBe(true);
    });

    it.each([
      ['too long', 'x'.repeat(129)],
      ['spaces', 'id with spaces'],
      ['a quote and braces', '"}{"level":60'],
      ['non-ASCII', 'idé'],
      ['a comma-joined pair', 'a,b'],
      ['empty', ''],
    ])('replaces one with %s by a new id', async (_label, given) => {
      const response = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': given } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['x-request-id']).toMatch(UUID);
    });

    it('gives every request without one an id of its own, on errors too', async () => {
      const ids = await Promise.all(['/api/health', '/api/search?q=750', '/api/unknown'].map(async (url) => (await t.get(url)).headers['x-request-id']));
      for (const id of ids) expect(id).toMatch(UUID);
      expect(new Set(ids).size).toBe(3);
    });
  });

  describe('the audit lines of signing in and out', () => {
    it('say who and from where, and never hold the password, its hash or a token', async () => {
      lines.length = 0;
      const passwordhash = clientPasswordHash(DEMO_PASSWORD);
      const token = await t.signIn(email, DEMO_PASSWORD, '10.20.30.40');
      await t.app.inject({ method: 'POST', url: '/api/login', remoteAddress: '10.20.30.41', payload: { useremail: email, passwordhash: clientPasswordHash('wrong password') } });
      const logout = await t.app.inject({ method: 'POST', url: '/api/logout', remoteAddress: '10.20.30.40', headers: { authorization: `Bearer ${token}` } });
      expect(logout.statusCode).toBe(204);
      const [stored] = await t.rows<{ password_hash: string }>('SELECT password_hash FROM users WHERE email = ?', [email]);

      const audit = lines.filter((line) => line.event === 'sign-in' || line.event === 'logout');
      expect(audit).toEqual([
        expect.objectContaining({ event: 'sign-in', outcome: 'success', email, address: '10.20.30.40', userId: expect.any(Number) }),
        expect.objectContaining({ event: 'sign-in', outcome: 'failure', email, address: '10.20.30.41' }),
        expect.objectContaining({ event: 'logout', email, address: '10.20.30.40', ended: true }),
      ]);
      const text = lines.map((line) => JSON.stringify(line)).join('\n');
      for (const secret of [DEMO_PASSWORD, passwordhash, stored.password_hash, token]) expect(text).not.toContain(secret);
    });
  });
});
