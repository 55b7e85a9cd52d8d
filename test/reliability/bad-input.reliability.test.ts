/**
 * Bad input, property-based: random and hostile search parameters, sign-in bodies and
 * headers (SQL wildcards and quotes, 10 kB strings, invalid UTF-8, __proto__, repeated
 * parameters, wrong types, odd x-request-id values) are refused with a 4xx and the documented error body in the caller's
 * language, or served when they are valid; never a 5xx, never a hang. On both backends, since
 * the hostile text reaches each store's SQL. Over real sockets (once: sockets are Node's and
 * Fastify's, whichever store answers): a body over the limit is refused with 413, and a client
 * trickling its headers is cut off.
 */
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { clientPasswordHash } from '../../src/server/auth/password';
import { BODY_LIMIT_BYTES, HEADERS_TIMEOUT_MS, IMPORT_MAX_BYTES, LOOKUP_BODY_LIMIT_BYTES, REQUEST_ID_PATTERN, TIMEOUT_CHECK_INTERVAL_MS } from '../../src/server/config';
import { LOOKUP_MAX_LINES } from '../../src/shared/api-constants';
import type { LookupResponse } from '../../src/shared/contract';
import { contentProblems } from '../../src/server/content/content-rules';
import { MESSAGES } from '../../src/server/i18n/messages';
import type { AdminContentProblems, ContentResponse } from '../../src/shared/content-contract';
import { CONTENT_KEYS, type ContentKey } from '../../src/shared/content-keys';
import { FLAG_NAMES } from '../../src/shared/feature-flags';
import { MAX_IMPORT_FILE_NAME_LENGTH, type ImportRun, type ImportRunDetail, type ImportStarted } from '../../src/shared/admin-imports-contract';
import { parseLanguage } from '../../src/shared/languages';
import { startTestApp, TEST_BACKENDS, TEST_FLAGS, type TestApp } from '../server/support/test-app';
import { clientErrorProblem } from './support/documented-error';
import {
  hostileText, lookupLineProblem, mostly, occurrences, paramValue, percentEncode, queryString, replacementsAccepts, searchAccepts, similarAccepts,
  suggestionsAccepts, type Params,
} from './support/hostile/hostile-input';
import { propertySettings } from './support/hostile/property-runs';
import { endlessly, exchange } from './support/clients/raw-http';
import { suiteReport } from './support/report';
import { timed, within } from './support/timing';
import { DEMO } from '../support/demo-users';

jest.setTimeout(120_000);
const RUNS = 300;
/** Any answer slower than this counts as a hang. */
const ANSWER_WITHIN_MS = 5_000;
const LANGUAGE_HEADERS = ['EN', 'DE', 'FR', 'ES', 'de', ' fr ', 'xx', '', "' OR 1=1", '__proto__'];
const EXTRA_PARAM_NAMES = ['__proto__', 'constructor', 'hasOwnProperty', 'q[]', 'q[a]', 'customerId'];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe.each(TEST_BACKENDS)('on %s', (backend) => {
  const report = suiteReport('bad-input', backend);
  let t: TestApp;
  let token: string;
  let port: number;
  const seen = { requests: 0, slowestMs: 0, statuses: new Map<number, number>() };

  beforeAll(async () => {
    // A thousand requests of one user as fast as they go: about the answers to bad input, not the user's share.
    t = await startTestApp({ articles: 300, backend, fairShare: null });
    token = await t.signIn(DEMO.muster.email);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as { port: number }).port;
  });
  afterAll(async () => {
    await t.close();
    report.figure('requests sent', seen.requests);
    report.figure('slowest answer (ms)', Math.round(seen.slowestMs));
    report.line(`statuses: ${[...seen.statuses].sort(([a], [b]) => a - b).map(([status, n]) => `${status}×${n}`).join(', ')}`);
    report.flush();
  });

  /** Injects, failing on a hang, and keeps the tally every property shares. */
  async function send(options: InjectOptions) {
    const { result, ms } = await timed(() => within(ANSWER_WITHIN_MS, 'an answer', t.app.inject(options)));
    seen.requests++;
    seen.slowestMs = Math.max(seen.slowestMs, ms);
    seen.statuses.set(result.statusCode, (seen.statuses.get(result.statusCode) ?? 0) + 1);
    return result;
  }

  function expectDocumentedError(response: Awaited<ReturnType<typeof send>>, language: string, code?: string): void {
    expect(clientErrorProblem(response.statusCode, response.headers['content-type'], response.body, language)).toBeNull();
    if (code) expect((response.json() as { error: string }).error).toBe(code);
  }

  const languageHeader = fc.constantFrom(...LANGUAGE_HEADERS);

  const q = occurrences(fc.oneof(paramValue, mostly('750', '6ES7214-1AG40-0XB0', 'E2E-X5ME1', '6es7%', "750' --", 'ö')));
  const flag = occurrences(mostly('true', 'false'));
  const brands = occurrences(mostly('["Wago"]', '["Siemens","Pilz"]', '[]', '["__proto__"]', '["Wa%"]'));
  const mode = occurrences(mostly('replacement', 'exact_match'));
  /** The call's own parameters, and now and then one it does not take (the other call's among them), which it refuses. */
  const withExtra = (own: fc.Arbitrary<Params>, others: string[]): fc.Arbitrary<Params> => fc.tuple(
    own, fc.oneof(
      { weight: 3, arbitrary: fc.constant(null) },
      { weight: 1, arbitrary: fc.tuple(fc.constantFrom(...EXTRA_PARAM_NAMES, ...others), occurrences(paramValue)) },
    ),
  ).map(([params, extra]) => (extra ? { ...params, [extra[0]]: extra[1] } : params));
  const paramsOf: Record<string, fc.Arbitrary<Params>> = {
    '/api/search': withExtra(fc.record({ q, exact: flag, onstock: flag, brands }), ['mode']),
    '/api/replacements': withExtra(fc.record({ q, mode }), ['exact', 'onstock', 'brands']),
    '/api/similar': withExtra(fc.record({ q, onstock: flag, brands }), ['exact', 'mode']),
    '/api/suggestions': withExtra(fc.record({ q }), ['exact', 'onstock', 'brands', 'mode']),
  };
  /** The properties of each call's answer. */
  const answerKeys: Record<string, string[]> = {
    '/api/search': ['articles', 'brands', 'onStock', 'total'],
    '/api/replacements': ['originalBrand', 'replacements'],
    '/api/similar': ['articles', 'brands', 'onStock', 'total'],
    '/api/suggestions': ['suggestions'],
  };

  describe('search parameters', () => {
    it.each([
      ['/api/search', searchAccepts],
      ['/api/replacements', replacementsAccepts],
      ['/api/similar', similarAccepts],
      ['/api/suggestions', suggestionsAccepts],
    ])(`${RUNS} random and hostile parameter sets on %s: served when valid, else 400 invalid_query; never a 5xx or a hang`, async (path, accepts) => {
      const settings = propertySettings(RUNS);
      let served = 0;
      await fc.assert(fc.asyncProperty(paramsOf[path], languageHeader, fc.option(hostileText.filter((id) => /^[\x20-\x7e]*$/.test(id))), async (params, language, searchId) => {
        const headers: Record<string, string> = { authorization: `Bearer ${token}`, 'x-selected-language': language };
        if (searchId !== null) Object.assign(headers, { 'x-search-id': searchId, 'x-search-origin': 'auto' });
        const response = await send({ method: 'GET', url: `${path}?${queryString(params)}`, headers });
        if (accepts(params)) {
          expect(response.statusCode).toBe(200);
          expect(Object.keys(response.json() as object).sort()).toEqual(answerKeys[path]);
          served++;
        } else {
          expect(response.statusCode).toBe(400);
          expectDocumentedError(response, language, 'invalid_query');
        }
      }), settings);
      report.line(`${path}: ${RUNS} parameter sets (seed ${settings.seed}) → ${served} valid ones served, ${RUNS - served} refused with 400 invalid_query in the selected language`);
    });

    it('treats SQL wildcards and quotes as text, not as patterns', async () => {
      const cases: Array<[q: string, brands?: string]> = [['6es7%'], ['6ES7_214'], ["750' OR '1'='1"], ['750', '["Wa%"]'], ['750', '["W_go"]']];
      for (const [q, brands] of cases) {
        const query = `q=${percentEncode(q)}${brands ? `&brands=${percentEncode(brands)}` : ''}`;
        const response = await send({ method: 'GET', url: `/api/search?${query}`, headers: { authorization: `Bearer ${token}` } });
        expect(response.statusCode).toBe(200);
        const body = response.json() as { articles: Array<{ brand: string; artnrt4: string }>; total: number };
        // The normaliser drops % _ and quotes from q; a brand filter must match names exactly.
        if (brands) expect(body.total).toBe(0);
        else expect(body.articles.every((article) => article.artnrt4.startsWith(q.toLowerCase().replace(/[%_' =]/g, '')))).toBe(true);
      }
      report.line('SQL wildcards and quotes: q "6es7%", "6ES7_214", "750\' OR \'1\'=\'1" match as plain prefixes; brands ["Wa%"], ["W_go"] match no brand');
    });
  });

  describe('URLs the router cannot decode', () => {
    it.each(['/api/sea%FFrch?q=750', '/api/%', '/api/search%C3%28?q=1', '/%E0%80%AF'])('%s → 400 with the documented body', async (url) => {
      const response = await send({ method: 'GET', url, headers: { authorization: `Bearer ${token}`, 'x-selected-language': 'FR' } });
      expect(response.statusCode).toBe(400);
      expectDocumentedError(response, 'FR', 'invalid_request');
    });
  });

  /** A sign-in body: random JSON, hostile fields of every type, raw bytes, prototype pollution. */
  const fieldValue = fc.oneof(hostileText, fc.integer(), fc.boolean(), fc.constant(null), fc.array(hostileText, { maxLength: 3 }), fc.dictionary(hostileText, hostileText, { maxKeys: 2 }));
  const signInBody: fc.Arbitrary<string | Buffer> = fc.oneof(
    fc.jsonValue().map((value) => JSON.stringify(value)),
    fc.record({ useremail: fieldValue, passwordhash: fc.oneof(fieldValue, fc.constant(clientPasswordHash('guess'))), remember: fieldValue }, { requiredKeys: [] })
      .map((body) => JSON.stringify(body)),
    fc.uint8Array({ maxLength: 200 }).map((bytes) => Buffer.from(bytes)),
    fc.uint8Array({ minLength: 1, maxLength: 20 }).map((bytes) => Buffer.concat([
      Buffer.from('{"useremail":"'), Buffer.from(bytes), Buffer.from(`@example.com","passwordhash":"${clientPasswordHash('guess')}"}`),
    ])),
    fc.constantFrom(
      `{"__proto__":{"polluted":true},"useremail":"a@b.c","passwordhash":"${clientPasswordHash('x')}"}`,
      '{"constructor":{"prototype":{"polluted":true}},"useremail":"a@b.c"}',
      '{"useremail":"a@b.c","useremail":"b@c.d"}',
    ),
  );
  const contentType = fc.constantFrom('application/json', 'application/json; charset=utf-8', 'text/plain', 'application/x-www-form-urlencoded', 'application/json; charset=latin1');

  describe('bodies', () => {
    it(`${RUNS} random and hostile sign-in bodies: always a 4xx with the documented body, nothing polluted`, async () => {
      const settings = propertySettings(RUNS);
      await fc.assert(fc.asyncProperty(signInBody, contentType, languageHeader, async (payload, type, language) => {
        // One address for all of them: after a few well-formed guesses the throttle answers (429, also documented).
        const response = await send({ method: 'POST', url: '/api/login', remoteAddress: '10.66.0.1', payload, headers: { 'content-type': type, 'x-selected-language': language } });
        // 413: a 10 kB string of control characters is 60 kB once JSON-escaped.
        expect([400, 401, 413, 415, 429]).toContain(response.statusCode);
        expectDocumentedError(response, language);
      }), settings);
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      report.line(`POST /api/login: ${RUNS} bodies (seed ${settings.seed}) → 4xx with the documented body each; Object.prototype untouched`);
    });

    it(`${RUNS} random bodies and authorizations on the other calls: 2xx or a documented 4xx`, async () => {
      const settings = propertySettings(RUNS);
      const call = fc.constantFrom(
        ['POST', '/api/brands'], ['POST', '/api/logout'], ['POST', '/api/vitals'], ['GET', '/api/'], ['GET', '/api/health'], ['GET', '/api/brand-data'],
        ['GET', '/api/content']);
      // A session of its own: a hostile logout may well end it, which must not end the suite's.
      const spare = await t.signIn(DEMO.muster.email);
      const authorization = fc.oneof(fc.constant(`Bearer ${spare}`), hostileText.filter((value) => /^[\x20-\x7e]*$/.test(value)).map((value) => `Bearer ${value}`));
      await fc.assert(fc.asyncProperty(call, signInBody, contentType, authorization, languageHeader, async ([method, url], payload, type, auth, language) => {
        const response = await send({ method: method as 'GET' | 'POST', url, payload, headers: { 'content-type': type, authorization: auth, 'x-selected-language': language } });
        if (response.statusCode >= 300) expectDocumentedError(response, language);
        expect(response.statusCode).toBeLessThan(500);
      }), settings);
      report.line(`/brands, /logout, /vitals, /, /health, /brand-data, /content: ${RUNS} hostile bodies × authorizations (seed ${settings.seed}) → 2xx or a documented 4xx`);
    });

    it(`${RUNS} random and hostile texts saved by a staff member: saved only when they keep the rules, else refused by key; the page's texts always served`, async () => {
      const settings = propertySettings(RUNS);
      const staff = await t.signIn(DEMO.staff.email);
      const key = fc.oneof(fc.constantFrom(...CONTENT_KEYS), hostileText);
      const text = fc.oneof(hostileText, fc.constantFrom('<mail>{{email}}</mail>', '<b>x</b><br/>', '<B>x</B>', '<mail>', '{{constructor}}', '$t(app.title)', 'a@b.example', '', 'Nul\u0000', 'Bell\u0007', 'Half \uD800'));
      const entry = fc.record({ key, values: fc.record({ EN: text, DE: text, FR: text, ES: text }) });
      let saved = 0;
      await fc.assert(fc.asyncProperty(fc.array(entry, { minLength: 1, maxLength: 4 }), languageHeader, async (entries, language) => {
        const response = await send({ method: 'PUT', url: '/api/admin/content', payload: { entries }, headers: { authorization: `Bearer ${staff}`, 'x-selected-language': language } });
        expect(response.statusCode).toBeLessThan(500);
        const body = response.json() as AdminContentProblems;
        if (response.statusCode === 200) saved++;
        else if (body.problems) expect({ status: response.statusCode, error: body.error, message: body.message, some: body.problems.length > 0 })
          .toEqual({ status: 400, error: 'invalid_request', message: MESSAGES.content_invalid[parseLanguage(language)], some: true });
        else expectDocumentedError(response, language);
        const page = await send({ method: 'GET', url: '/api/content' });
        expect(page.statusCode).toBe(200);
        const served = (page.json() as ContentResponse).texts;
        for (const [stored, values] of Object.entries(served)) expect(contentProblems(stored as ContentKey, values)).toEqual([]);
      }), settings);
      report.line(`PUT /api/admin/content: ${RUNS} hostile texts and keys (seed ${settings.seed}) → ${saved} saved, the rest 400 by key and language or a documented 4xx; every text served keeps the rules`);
    });

    it(`${RUNS} random and hostile bodies on the password calls: a documented answer, never a 5xx`, async () => {
      const settings = propertySettings(RUNS);
      const call = fc.constantFrom('/api/password', '/api/password/forgot', '/api/password/reset');
      const passwordBody = fc.oneof(
        fc.record({ email: fieldValue, token: fieldValue, newPassword: fieldValue, currentPasswordhash: fieldValue, remember: fieldValue }, { requiredKeys: [] })
          .map((body) => JSON.stringify(body)),
        signInBody,
      );
      // A session of its own, whose password a lucky body could change.
      const spare = await t.signIn(DEMO.muster.email);
      await fc.assert(fc.asyncProperty(call, passwordBody, contentType, languageHeader, async (url, payload, type, language) => {
        const response = await send({
          method: 'POST', url, payload, remoteAddress: '10.66.0.2', headers: { 'content-type': type, authorization: `Bearer ${spare}`, 'x-selected-language': language },
        });
        expect([202, 204, 400, 401, 410, 413, 415, 429]).toContain(response.statusCode);
        if (response.statusCode >= 300) expectDocumentedError(response, language);
      }), settings);
      report.line(`/password, /password/forgot, /password/reset: ${RUNS} hostile bodies (seed ${settings.seed}) → 202/204 or a documented 4xx`);
    });

    it(`${RUNS} random If-None-Match values on /api/brand-data: the whole answer, or 304 for the real tag`, async () => {
      const settings = propertySettings(RUNS);
      const first = await send({ method: 'GET', url: '/api/brand-data', headers: { authorization: `Bearer ${token}` } });
      const tag = String(first.headers.etag);
      const header = fc.oneof(
        hostileText.filter((value) => /^[\x20-\x7e]*$/.test(value)),
        hostileText.filter((value) => /^[\x20-\x7e]*$/.test(value)).map((value) => `${value}, ${tag}`),
      );
      await fc.assert(fc.asyncProperty(header, async (value) => {
        const response = await send({ method: 'GET', url: '/api/brand-data', headers: { authorization: `Bearer ${token}`, 'if-none-match': value } });
        const matches = value.trim() === '*' || value.endsWith(`, ${tag}`);
        expect(response.headers.etag).toBe(tag);
        expect(response.statusCode).toBe(matches ? 304 : 200);
        if (!matches) expect(response.body).toBe(first.body);
      }), settings);
      report.line(`GET /api/brand-data: ${RUNS} hostile If-None-Match values (seed ${settings.seed}) → the whole answer, or 304 when the real tag (or *) is among them; never an error`);
    });

    it(`a body over the limit (${BODY_LIMIT_BYTES / 1024} KiB) → 413 with the documented body, on every call that takes one`, async () => {
      const oversized = JSON.stringify({ useremail: 'a@b.c', passwordhash: 'x'.repeat(BODY_LIMIT_BYTES) });
      for (const url of ['/api/login', '/api/brands', '/api/vitals', '/api/logout', '/api/password', '/api/password/forgot', '/api/password/reset']) {
        const response = await send({ method: 'POST', url, payload: oversized, headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'x-selected-language': 'ES' } });
        expect(response.statusCode).toBe(413);
        expectDocumentedError(response, 'ES', 'payload_too_large');
      }
      report.line(`bodies of ${oversized.length} bytes on /login, /brands, /vitals, /logout, /password* → 413 payload_too_large (in Spanish when asked)`);
    });
  });

  describe('parts lists (POST /api/lookup)', () => {
    /** A line as a client might send it: hostile numbers and quantities of every type, or no object at all. */
    const line = fc.oneof(
      { weight: 4, arbitrary: fc.record({ q: fc.oneof(hostileText, mostly('750-455', 'SIC1040764', '3RH1122-1BB40').map((value) => value.decoded ?? '')), qty: fc.oneof(fc.integer({ min: -5, max: 2_000_000 }), fc.double(), fc.constantFrom('3', null, true, [], {}, 1e300)) }, { requiredKeys: ['q'] }) },
      { weight: 1, arbitrary: fc.oneof(fieldValue, fc.record({ q: fieldValue })) },
    );
    const lines = fc.oneof(
      { weight: 6, arbitrary: fc.array(line, { minLength: 1, maxLength: 12 }) },
      { weight: 1, arbitrary: fc.integer({ min: LOOKUP_MAX_LINES - 1, max: LOOKUP_MAX_LINES + 2 }).map((n) => Array.from({ length: n }, (_, i) => ({ q: `'%_${i}`, qty: i + 1 }))) },
    );

    it(`${RUNS} random and hostile parts lists: every line answered at its index, bad ones as invalid; too many lines, too big or malformed a documented 4xx`, async () => {
      const settings = propertySettings(RUNS);
      const tally = { answered: 0, lines: 0, invalid: 0, refused: 0 };
      await fc.assert(fc.asyncProperty(lines, languageHeader, async (sent, language) => {
        const payload = JSON.stringify({ lines: sent });
        const response = await send({ method: 'POST', url: '/api/lookup', payload, headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'x-selected-language': language } });
        if (Buffer.byteLength(payload) > LOOKUP_BODY_LIMIT_BYTES) {
          expect(response.statusCode).toBe(413);
          expectDocumentedError(response, language, 'payload_too_large');
        } else if (payload.includes('"__proto__":')) {
          // Fastify refuses a body that would set a prototype before any route sees it.
          expect(response.statusCode).toBe(400);
          expectDocumentedError(response, language, 'invalid_request');
        } else if (sent.length > LOOKUP_MAX_LINES) {
          expect(response.statusCode).toBe(400);
          expectDocumentedError(response, language, 'too_many_lines');
        } else {
          expect(response.statusCode).toBe(200);
          const answered = (response.json() as LookupResponse).lines;
          expect(answered.map((one) => one.index)).toEqual(sent.map((_, i) => i));
          expect(answered.map((one) => one.problem)).toEqual(sent.map(lookupLineProblem));
          expect(answered.every((one) => (one.status === 'invalid') === (one.problem !== null))).toBe(true);
          tally.answered++;
          tally.lines += answered.length;
          tally.invalid += answered.filter((one) => one.status === 'invalid').length;
          return;
        }
        tally.refused++;
      }), settings);
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      report.line(`POST /api/lookup: ${RUNS} lists (seed ${settings.seed}) → ${tally.answered} answered (${tally.lines} lines, ${tally.invalid} of them invalid, each at its index), ${tally.refused} refused with a documented 4xx`);
    });

    it(`${RUNS} random bodies and content types: 200 or a documented 4xx, never a 5xx`, async () => {
      const settings = propertySettings(RUNS);
      await fc.assert(fc.asyncProperty(signInBody, contentType, languageHeader, async (payload, type, language) => {
        const response = await send({ method: 'POST', url: '/api/lookup', payload, headers: { 'content-type': type, authorization: `Bearer ${token}`, 'x-selected-language': language } });
        if (response.statusCode !== 200) expectDocumentedError(response, language);
        expect(response.statusCode).toBeLessThan(500);
      }), settings);
      report.line(`POST /api/lookup: ${RUNS} random bodies (seed ${settings.seed}) → 200 or a documented 4xx`);
    });

    it('treats SQL wildcards and quotes in a number as text, not as patterns', async () => {
      const numbers = ['6es7%', '6ES7_214', "750' OR '1'='1", '%', '_'];
      const response = await send({ method: 'POST', url: '/api/lookup', payload: { lines: numbers.map((q) => ({ q })) }, headers: { authorization: `Bearer ${token}` } });
      expect((response.json() as LookupResponse).lines.map((one) => one.status)).toEqual(['not_found', 'not_found', 'not_found', 'invalid', 'invalid']);
      report.line('POST /api/lookup: numbers "6es7%", "6ES7_214", "750\' OR \'1\'=\'1" match nothing; "%" and "_" normalise to nothing and are invalid lines');
    });

    it(`a body over its own limit (${LOOKUP_BODY_LIMIT_BYTES / 1024} KiB) → 413 with the documented body`, async () => {
      const payload = JSON.stringify({ lines: [{ q: 'x'.repeat(LOOKUP_BODY_LIMIT_BYTES) }] });
      const response = await send({ method: 'POST', url: '/api/lookup', payload, headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'x-selected-language': 'DE' } });
      expect(response.statusCode).toBe(413);
      expectDocumentedError(response, 'DE', 'payload_too_large');
    });
  });

  describe('the staff console\'s flags and audit view', () => {
    /** The flags' names, a name it does not know now and then, and `__proto__`. */
    const flagName = fc.oneof({ weight: 4, arbitrary: fc.constantFrom<string>(...FLAG_NAMES) }, { weight: 1, arbitrary: fc.constantFrom('__proto__', 'Maintenance', 'holidays', '') });
    const flagsBody = fc.oneof(
      fc.dictionary(flagName, fc.oneof({ weight: 4, arbitrary: fc.boolean() }, { weight: 1, arbitrary: fieldValue }), { maxKeys: 4 }).map((body) => JSON.stringify(body)),
      signInBody,
    );
    /** What PUT /api/admin/flags takes: an object naming at least one flag, each a boolean, nothing else. */
    const switchesFlags = (payload: string | Buffer) => {
      try {
        const body: unknown = JSON.parse(String(payload));
        if (body === null || typeof body !== 'object' || Array.isArray(body) || Object.keys(body).length === 0) return false;
        return Object.entries(body).every(([name, value]) => (FLAG_NAMES as readonly string[]).includes(name) && typeof value === 'boolean');
      } catch {
        return false;
      }
    };

    it(`${RUNS} random and hostile bodies on PUT /api/admin/flags: switched when valid, else a documented 4xx; never a 5xx`, async () => {
      const settings = propertySettings(RUNS);
      const staff = await t.signIn(DEMO.staff.email);
      let switched = 0;
      await fc.assert(fc.asyncProperty(flagsBody, languageHeader, async (payload, language) => {
        const headers = { 'content-type': 'application/json', authorization: `Bearer ${staff}`, 'x-selected-language': language };
        const response = await send({ method: 'PUT', url: '/api/admin/flags', payload, headers });
        if (switchesFlags(payload)) {
          expect(response.statusCode).toBe(200);
          switched++;
        } else {
          expect([400, 413]).toContain(response.statusCode);
          expectDocumentedError(response, language);
        }
      }), settings);
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      await send({ method: 'PUT', url: '/api/admin/flags', payload: TEST_FLAGS, headers: { authorization: `Bearer ${staff}` } });
      report.line(`PUT /api/admin/flags: ${RUNS} bodies (seed ${settings.seed}) → ${switched} valid ones switched, the rest a documented 4xx; Object.prototype untouched`);
    });

    it(`${RUNS} random and hostile filters on GET /api/admin/audit: 200 or 400 invalid_request; never a 5xx or a hang`, async () => {
      const settings = propertySettings(RUNS);
      const staff = await t.signIn(DEMO.staff.email);
      const filters = fc.record({
        user: occurrences(mostly(DEMO.muster.email, 'STAFF@example.com')),
        customer: occurrences(mostly('muster', 'GmbH', '%', '_')),
        event: occurrences(mostly('sign-in', 'flag-switched')),
        from: occurrences(mostly('0', '1764115200000')),
        to: occurrences(mostly('9999999999999')),
        before: occurrences(mostly('1', '1000')),
        limit: occurrences(mostly('1', '50', '200')),
      });
      let served = 0;
      await fc.assert(fc.asyncProperty(filters, languageHeader, async (params, language) => {
        const response = await send({ method: 'GET', url: `/api/admin/audit?${queryString(params)}`, headers: { authorization: `Bearer ${staff}`, 'x-selected-language': language } });
        if (response.statusCode === 200) served++;
        else {
          expect(response.statusCode).toBe(400);
          expectDocumentedError(response, language, 'invalid_request');
        }
      }), settings);
      report.line(`GET /api/admin/audit: ${RUNS} filter sets (seed ${settings.seed}) → ${served} served, the rest 400 invalid_request`);
    });

    it('treats SQL wildcards and quotes in the audit filters as text, not as patterns', async () => {
      const staff = await t.signIn(DEMO.staff.email);
      for (const [name, value] of [['customer', '%'], ['customer', '_'], ['customer', "' OR '1'='1"], ['user', "' OR '1'='1"], ['user', '%']]) {
        const response = await send({ method: 'GET', url: `/api/admin/audit?${name}=${encodeURIComponent(value)}`, headers: { authorization: `Bearer ${staff}` } });
        expect({ name, value, lines: response.json<{ lines: unknown[] }>().lines }).toEqual({ name, value, lines: [] });
      }
      report.line('GET /api/admin/audit: customer "%", "_" and quotes, user "%" and quotes match no line');
    });
  });

  describe('request ids', () => {
    const plainId = fc.stringMatching(/^[A-Za-z0-9._:-]{1,128}$/);
    const anyHeaderText = fc.oneof(hostileText, plainId, fc.constantFrom('', ' ', 'a b', 'a,b', 'x'.repeat(129), '../../etc', '${jndi:x}'))
      .filter((id) => /^[\x20-\x7e]*$/.test(id));

    it(`${RUNS} random and hostile x-request-id values: a plain one is echoed, any other replaced by a new id; never a 5xx`, async () => {
      const settings = propertySettings(RUNS);
      let kept = 0;
      await fc.assert(fc.asyncProperty(anyHeaderText, async (id) => {
        const response = await send({ method: 'GET', url: '/api/search?q=750', headers: { authorization: `Bearer ${token}`, 'x-request-id': id } });
        expect(response.statusCode).toBe(200);
        if (REQUEST_ID_PATTERN.test(id)) {
          expect(response.headers['x-request-id']).toBe(id);
          kept++;
        } else {
          expect(response.headers['x-request-id']).toMatch(UUID);
        }
      }), settings);
      report.line(`x-request-id: ${RUNS} random and hostile values (seed ${settings.seed}) → ${kept} plain ones echoed, ${RUNS - kept} replaced by a new UUID`);
    });
  });

  if (backend === 'sqlite') describe('over real sockets', () => {
    const headers = (lines: string[]) => `${lines.join('\r\n')}\r\n\r\n`;

    it('refuses a declared 1 MB body with 413 before reading it', async () => {
      const answer = await exchange(port, {
        chunks: [headers(['POST /api/login HTTP/1.1', 'Host: localhost', 'Content-Type: application/json', 'Content-Length: 1000000']), '{"useremail":"'],
        giveUpMs: 5_000,
      });
      expect(answer.status).toBe(413);
      expect(clientErrorProblem(answer.status, answer.headers['content-type'], answer.body)).toBeNull();
      report.line(`Content-Length: 1000000, ${answer.bytesSent} bytes sent → 413 documented body after ${answer.ms} ms`);
    });

    it('refuses a chunked 1 MB body with 413 once it passes the limit', async () => {
      const chunk = `1000\r\n${'a'.repeat(0x1000)}\r\n`;
      const answer = await exchange(port, {
        chunks: [headers(['POST /api/vitals HTTP/1.1', 'Host: localhost', 'Content-Type: application/json', 'Transfer-Encoding: chunked']), ...Array(256).fill(chunk)],
        giveUpMs: 10_000,
      });
      expect(answer.status).toBe(413);
      expect(clientErrorProblem(answer.status, answer.headers['content-type'], answer.body)).toBeNull();
      report.line(`chunked upload of 1 MB → 413 documented body after ${Math.round(answer.bytesSent / 1024)} KiB sent`);
    });

    it.each([
      ['a malformed request line', ['GARBAGE / NOT-HTTP\r\n\r\n'], 400],
      ['headers over the size limit', [headers(['GET /api/health HTTP/1.1', 'Host: localhost', `X-Big: ${'a'.repeat(20_000)}`])], 431],
    ])('answers %s with the documented body', async (name, chunks, status) => {
      const answer = await exchange(port, { chunks, giveUpMs: 5_000 });
      expect(answer.status).toBe(status);
      expect(clientErrorProblem(answer.status, answer.headers['content-type'], answer.body)).toBeNull();
      report.line(`${name} → ${answer.status} documented body`);
    });

    it.each([
      ['bytes that are not ASCII', Buffer.from('X-Request-Id: caf\xe9\xff\r\n', 'latin1')],
      ['the header twice', 'X-Request-Id: one\r\nX-Request-Id: two\r\n'],
      ['an 8 kB id', `X-Request-Id: ${'a'.repeat(8_000)}\r\n`],
    ])('replaces an x-request-id of %s by a new id', async (_label, header) => {
      const answer = await exchange(port, { chunks: ['GET /api/health HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n', header, '\r\n'], giveUpMs: 5_000 });
      expect(answer.status).toBe(200);
      expect(answer.headers['x-request-id']).toMatch(UUID);
    });

    it('cuts off a client that sends its headers a byte at a time', async () => {
      const deadline = HEADERS_TIMEOUT_MS + TIMEOUT_CHECK_INTERVAL_MS;
      function* slowHeaders() {
        yield* 'GET /api/health HTTP/1.1\r\nHost: localhost\r\n';
        yield* endlessly('X-Slow: aaaaaaaaaaaaaaaaaaaaaaaa\r\n');
      }
      const answer = await exchange(port, {
        chunks: slowHeaders(),
        gapMs: 100,
        giveUpMs: deadline + 5_000,
      });
      expect(answer.status).toBe(408);
      expect(answer.headers.connection).toBe('close');
      expect(clientErrorProblem(answer.status, answer.headers['content-type'], answer.body)).toBeNull();
      expect(answer.ms).toBeGreaterThanOrEqual(HEADERS_TIMEOUT_MS - 500);
      expect(answer.ms).toBeLessThan(deadline + 2_000);
      // Meanwhile the server goes on serving everyone else.
      expect((await t.get('/api/health')).statusCode).toBe(200);
      report.line(`headers a byte every 100 ms → 408 and closed after ${(answer.ms / 1000).toFixed(1)} s (${answer.bytesSent} bytes); deadline ${HEADERS_TIMEOUT_MS / 1000} s + check interval ${TIMEOUT_CHECK_INTERVAL_MS / 1000} s`);
      report.figure('slow headers cut off after (s)', Number((answer.ms / 1000).toFixed(1)));
    });
  });

  describe('the console imports (docs/imports.md, From the console)', () => {
    let staff: string;
    beforeAll(async () => {
      staff = await t.signIn(DEMO.staff.email);
    });
    const upload = (query: string, payload: string | Buffer, type = 'text/csv') => send({
      method: 'POST', url: `/api/admin/imports?${query}`, payload, headers: { authorization: `Bearer ${staff}`, 'content-type': type },
    });
    /** The run's row once its process has ended it. */
    async function ended(id: number): Promise<ImportRun> {
      for (;;) {
        const { run } = (await send({ method: 'GET', url: `/api/admin/imports/${id}`, headers: { authorization: `Bearer ${staff}` } })).json<ImportRunDetail>();
        if (run.outcome !== 'running') return run;
        await new Promise((resolve) => setImmediate(resolve));
      }
    }

    it.each([
      ['a malformed multipart body', '--x\r\nContent-Disposition: form-data; name="file"; filename="../../x.csv"\r\n\r\nbrand', 'multipart/form-data; boundary=x', 415],
      ['a multipart body without its boundary', 'brand;sold', 'multipart/form-data', 415],
      ['JSON', '{"file":"brand;sold"}', 'application/json', 415],
    ])('refuses %s with the documented body; the file goes as the body itself', async (_label, payload, type, status) => {
      const response = await upload('kind=brands&fileName=brands.csv', payload, type);
      expect(response.statusCode).toBe(status);
      expectDocumentedError(response, 'EN', 'invalid_request');
    });

    it.each([['__proto__'], ['constructor'], ['catalogue;DROP TABLE users'], ['']])('refuses the kind %p with 400', async (kind) => {
      const response = await upload(`kind=${percentEncode(kind)}&fileName=b.csv`, 'brand;sold\nSiemens;yes\n');
      expect(response.statusCode).toBe(400);
      expectDocumentedError(response, 'EN', 'invalid_request');
    });

    it('keeps crafted file names to their last part, printable, never a path the server writes to', async () => {
      const names = fc.oneof(
        hostileText.filter((name) => name.length > 0 && name.length <= 1000),
        fc.constantFrom('../../etc/passwd', '..\\..\\windows\\win.ini', '/dev/null', 'a/../../b.csv', '..', '.', 'x\u0000y.csv', '\u202Egnp.csv', 'x\r\nSet-Cookie: a=b'),
      );
      await fc.assert(fc.asyncProperty(names, async (name) => {
        const response = await upload(`fileName=${percentEncode(name)}&kind=brands`, 'brand;sold\nSiemens;yes\n');
        expect(response.statusCode).toBe(202);
        const run = await ended(response.json<ImportStarted>().run.id);
        expect(run.outcome).toBe('succeeded');
        expect(run.fileName).not.toMatch(/[/\\\p{Cc}\p{Cf}]/u);
        expect(run.fileName.length).toBeGreaterThan(0);
        expect(run.fileName.length).toBeLessThanOrEqual(MAX_IMPORT_FILE_NAME_LENGTH);
      }), propertySettings(8));
      const tooLong = await upload(`kind=brands&fileName=${'a'.repeat(1001)}`, 'brand;sold\nSiemens;yes\n');
      expect(tooLong.statusCode).toBe(400);
    });

    it('reads a line of 4 MB without a newline as one line, and answers everyone meanwhile', async () => {
      const response = await upload('kind=brands&fileName=huge.csv', `brand;sold;info_en\nSiemens;yes;${'a'.repeat(4 * 1024 * 1024)}`);
      expect(response.statusCode).toBe(202);
      expect((await send({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      const run = await ended(response.json<ImportStarted>().run.id);
      expect(run).toMatchObject({ outcome: 'failed', rejected: 1 });
      report.line(`a brands file of one 4 MB line → checked in its own process: ${run.message ?? ''}`);
    });

    it('refuses a file over its kind\'s limit with 413, declared or not', async () => {
      const declared = await upload('kind=users&fileName=users.csv', Buffer.alloc(IMPORT_MAX_BYTES.users + 1, 'a'));
      const tooLarge = { error: 'payload_too_large', message: 'The file is larger than this kind of import takes.' };
      expect(declared.statusCode).toBe(413);
      expect(declared.json()).toEqual(tooLarge);
      if (backend !== 'sqlite') return;
      const chunk = `10000\r\n${'a'.repeat(0x10000)}\r\n`;
      const answer = await exchange(port, {
        chunks: [
          `POST /api/admin/imports?kind=users&fileName=u.csv HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer ${staff}\r\nContent-Type: text/csv\r\nTransfer-Encoding: chunked\r\n\r\n`,
          ...Array(Math.ceil(IMPORT_MAX_BYTES.users / 0x10000) + 4).fill(chunk),
        ],
        giveUpMs: 10_000,
      });
      expect(answer.status).toBe(413);
      expect(JSON.parse(answer.body)).toEqual(tooLarge);
      report.line(`chunked users upload over ${IMPORT_MAX_BYTES.users} bytes → 413 documented body after ${Math.round(answer.bytesSent / 1024)} KiB sent`);
    });
  });

  describe('the staff API: customers and users', () => {
    /** A request of the console's, with hostile text, numbers and types where it takes any. */
    const staffRequest: fc.Arbitrary<{ method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'; url: string; payload?: object }> = fc.oneof(
      occurrences(paramValue).map((q) => ({ method: 'GET' as const, url: `/api/admin/customers?${queryString({ q })}` })),
      fc.tuple(occurrences(paramValue), occurrences(mostly('1', '2', '0', '-1', '2147483648'))).map(([q, customerId]) => ({
        method: 'GET' as const, url: `/api/admin/users?${queryString({ q, customerId })}`,
      })),
      fc.record({ name: fieldValue }, { requiredKeys: [] }).map((payload) => ({ method: 'POST' as const, url: '/api/admin/customers', payload })),
      fc.record({ name: fieldValue }, { requiredKeys: [] }).map((payload) => ({ method: 'PATCH' as const, url: '/api/admin/customers/2', payload })),
      fc.tuple(hostileText, fc.oneof(fc.double(), fc.integer(), fieldValue, fc.constantFrom(-1000, 99.99, 100, -70, 12.345, null)))
        .map(([group, percent]) => ({ method: 'PUT' as const, url: `/api/admin/customers/2/discounts/${percentEncode(group)}`, payload: { percent } })),
      hostileText.map((group) => ({ method: 'DELETE' as const, url: `/api/admin/customers/2/discounts/${percentEncode(group)}` })),
      fc.record({ email: fieldValue, username: fieldValue, customerId: fc.oneof(fc.constant(2), fieldValue), blockedBrands: fieldValue }, { requiredKeys: [] })
        .map((payload) => ({ method: 'POST' as const, url: '/api/admin/users', payload })),
      fc.record({ blockedBrands: fieldValue }, { requiredKeys: [] }).map((payload) => ({ method: 'PUT' as const, url: '/api/admin/users/2/blocked-brands', payload })),
    );

    it(`${RUNS} random and hostile requests from a staff member: answered, or a documented 4xx; never a 5xx or a hang`, async () => {
      const settings = propertySettings(RUNS);
      const staff = await t.signIn(DEMO.staff.email);
      const statuses = new Map<number, number>();
      await fc.assert(fc.asyncProperty(staffRequest, languageHeader, async ({ method, url, payload }, language) => {
        const response = await send({ method, url, payload, headers: { authorization: `Bearer ${staff}`, 'x-selected-language': language } });
        statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
        expect(response.statusCode).toBeLessThan(500);
        if (response.statusCode >= 400) expectDocumentedError(response, language);
      }), settings);
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      report.line(`staff API (customers, users): ${RUNS} hostile requests (seed ${settings.seed}) → ${[...statuses].sort(([a], [b]) => a - b).map(([status, n]) => `${status}×${n}`).join(', ')}`);
    });

    it('finds SQL wildcards and quotes in names as text, not as patterns', async () => {
      const staff = await t.signIn(DEMO.staff.email);
      const asStaff = { authorization: `Bearer ${staff}` };
      for (const name of ['100% Wildcard Ltd', 'Under_Score AG', "O'Quote & Co"]) await send({ method: 'POST', url: '/api/admin/customers', payload: { name }, headers: asStaff });
      const found = async (q: string) => ((await send({ method: 'GET', url: `/api/admin/customers?q=${percentEncode(q)}`, headers: asStaff })).json() as { customers: Array<{ name: string }> })
        .customers.map((customer) => customer.name);
      // The hostile requests before may have made customers holding these signs too: every name
      // found holds the sign (as a pattern, "%" would find every customer), the planted one among them.
      for (const [sign, planted] of [['%', '100% Wildcard Ltd'], ['_', 'Under_Score AG'], ["'", "O'Quote & Co"]]) {
        const names = await found(sign);
        expect(names).toContain(planted);
        expect(names.filter((name) => !name.includes(sign))).toEqual([]);
      }
      report.line('staff API: customer searches for "%", "_" and "\'" find the names holding them, nothing else');
    });
  });


  describe('the language of error bodies', () => {
    it.each(['EN', 'DE', 'FR', 'ES'])('%s: an invalid search is refused in that language', async (language) => {
      const response = await send({ method: 'GET', url: '/api/search?q=%FF', headers: { authorization: `Bearer ${token}`, 'x-selected-language': language } });
      expect(response.statusCode).toBe(400);
      expectDocumentedError(response, language, 'invalid_query');
    });
  });
});
