/**
 * Real answers of both backends against the shared contract. The search and lookup answers are
 * written as JSON text by hand (searchResponseJson, lookupResponseJson), so no serialiser holds
 * them to their schemas: only this test does (and api-lookup.test.ts, for every lookup status). The other answers go through Fastify's serialiser, which drops what the schema does not
 * name; checking them here shows each keeps every field the SPA's types promise.
 */
import type { TSchema } from 'typebox';
import { Compile } from 'typebox/compile';
import {
  BrandsResponseSchema, ErrorBodySchema, FeatureFlagsSchema, HealthResponseSchema, LoginResponseSchema, ProfileResponseSchema,
  LookupResponseSchema, ReplacementsResponseSchema, SearchResponseSchema, SimilarResponseSchema, SuggestionsResponseSchema, type LookupResponse, type SearchResponse,
} from '../../../src/shared/contract';
import { LOOKUP_MAX_LINES, SEARCH_RESULT_LIMIT } from '../../../src/shared/api-constants';
import { clientPasswordHash } from '../../../src/server/auth/password';
import { startTestApp, TEST_BACKENDS, type TestApp } from '../support/test-app';
import { DEMO } from '../../support/demo-users';

/** The schema's complaints about `value`, as readable lines (empty when it fits). */
function misfits(schema: TSchema, value: unknown): string[] {
  return Compile(schema).Errors(value).map((error) => `${error.instancePath || '/'} ${error.message}`);
}

const SEARCHES: Array<[kind: string, params: Record<string, string>, expectArticles: (body: SearchResponse) => void]> = [
  ['exact', { q: '6ES7214-1AG40-0XB0', exact: 'true' }, (body) => expect(body.articles).toHaveLength(1)],
  ['prefix', { q: '6ES7214-1AG' }, (body) => expect(body.articles.length).toBeGreaterThan(1)],
  ['brand filter', { q: '750', brands: JSON.stringify(['Wago']) }, (body) => {
    expect(body.articles.length).toBeGreaterThan(0);
    expect(body.articles.every((article) => article.brand === 'Wago')).toBe(true);
  }],
  ['on stock', { q: '750', onstock: 'true' }, (body) => expect(body.total).toBe(body.onStock)],
  ['text stock and weeks (Sick)', { q: '1040764' }, (body) => expect(typeof body.articles[0].onstock).toBe('string')],
  ['negative discount (Rechner)', { q: 'KAS-80-A14-S' }, (body) => expect(body.articles[0].discount).toBeLessThan(0)],
  ['discount on request (Omron)', { q: 'E3Z-D61 2M' }, (body) => expect(body.articles[0].discount).toBeNull()],
  ['miss', { q: 'QQQQ0000ZZZZ' }, (body) => expect(body).toEqual({ articles: [], brands: [], onStock: 0, total: 0 })],
  ['capped', { q: '6' }, (body) => expect(body.articles).toHaveLength(SEARCH_RESULT_LIMIT)],
];

describe.each(TEST_BACKENDS)('on %s', (backend) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await startTestApp({ backend });
    token = await t.signIn(DEMO.muster.email);
  });
  afterAll(async () => { await t.close(); });

  const answer = async (url: string, expectedStatus = 200) => {
    const response = await t.get(url, token);
    expect(response.statusCode).toBe(expectedStatus);
    return response.json() as unknown;
  };

  describe('GET /api/search fits SearchResponseSchema', () => {
    it.each(SEARCHES)('%s', async (_kind, params, expectArticles) => {
      const body = await answer(`/api/search?${new URLSearchParams(params)}`);
      expect(misfits(SearchResponseSchema, body)).toEqual([]);
      expectArticles(body as SearchResponse);
    });

    it('and the schema refuses an answer with a field missing, renamed or added', async () => {
      const body = await answer('/api/search?q=6ES7214-1AG40-0XB0&exact=true') as SearchResponse;
      const { discount: _discount, ...withoutDiscount } = body.articles[0];
      expect(misfits(SearchResponseSchema, { ...body, articles: [withoutDiscount] })).not.toEqual([]);
      expect(misfits(SearchResponseSchema, { ...body, onstock: body.onStock })).not.toEqual([]);
      expect(misfits(SearchResponseSchema, { ...body, articles: [{ ...body.articles[0], price: '1,00' }] })).not.toEqual([]);
    });
  });

  it('POST /api/login fits LoginResponseSchema', async () => {
    const response = await t.app.inject({
      method: 'POST', url: '/api/login', payload: { useremail: DEMO.muster.email, passwordhash: clientPasswordHash(DEMO.password) },
    });
    expect(misfits(LoginResponseSchema, response.json())).toEqual([]);
  });

  it.each([
    ['GET /api/ (profile)', '/api/', ProfileResponseSchema],
    ['GET /api/replacements, replacement mode', '/api/replacements?q=e2ex5mf1&mode=replacement', ReplacementsResponseSchema],
    ['GET /api/replacements, exact_match mode', '/api/replacements?q=6es72141ag310xb0&mode=exact_match', ReplacementsResponseSchema],
    ['GET /api/health', '/api/health', HealthResponseSchema],
    ['GET /api/flags', '/api/flags', FeatureFlagsSchema],
    ['GET /api/suggestions', '/api/suggestions?q=6ES7214-1AG4', SuggestionsResponseSchema],
    ['GET /api/suggestions, nothing', '/api/suggestions?q=QQQQ0000ZZZZ', SuggestionsResponseSchema],
    ['GET /api/similar', '/api/similar?q=6ES7214-1AG4O-0XB0', SimilarResponseSchema],
    ['GET /api/similar, with text stock (Sick)', '/api/similar?q=1040765', SimilarResponseSchema],
  ])('%s fits its schema', async (_route, url, schema) => {
    expect(misfits(schema, await answer(url))).toEqual([]);
  });

  it('POST /api/brands fits BrandsResponseSchema', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/brands', headers: { authorization: `Bearer ${token}` } });
    expect(response.statusCode).toBe(200);
    expect(misfits(BrandsResponseSchema, response.json())).toEqual([]);
  });

  it.each([
    ['invalid_query', '/api/search?q=', 400],
    ['invalid_request', '/api/replacements?q=x&mode=sideways', 400],
    ['not_found', '/api/nothing-here', 404],
  ])('an error body (%s) fits ErrorBodySchema', async (_code, url, status) => {
    expect(misfits(ErrorBodySchema, await answer(url, status))).toEqual([]);
  });

  it('POST /api/lookup fits LookupResponseSchema with lines of every status the demo catalogue gives', async () => {
    const lines = ['6ES7214-1AG40-0XB0', 'SIC1040764', '3RH1122-1BB40', 'zzzz999', 'E3Z-D61 2M', '1040764', ''].map((q, i) => ({ q, qty: i + 1 }));
    const response = await t.app.inject({ method: 'POST', url: '/api/lookup', payload: { lines }, headers: { authorization: `Bearer ${token}` } });
    expect(response.statusCode).toBe(200);
    const body = response.json() as LookupResponse;
    expect(misfits(LookupResponseSchema, body)).toEqual([]);
    expect(new Set(body.lines.map((line) => line.status))).toEqual(new Set(['found', 'found_after_prefix', 'successor', 'not_found', 'invalid']));
    expect(typeof body.lines[5].article?.onstock).toBe('string');
    expect(misfits(LookupResponseSchema, { ...body, lines: [{ ...body.lines[0], total: 1 }] })).not.toEqual([]);
  });

  it('a too_many_lines error body fits ErrorBodySchema', async () => {
    const lines = Array.from({ length: LOOKUP_MAX_LINES + 1 }, () => ({ q: '750' }));
    const response = await t.app.inject({ method: 'POST', url: '/api/lookup', payload: { lines }, headers: { authorization: `Bearer ${token}` } });
    expect(response.statusCode).toBe(400);
    expect(misfits(ErrorBodySchema, response.json())).toEqual([]);
  });

  it('an error body without a token (unauthorized) fits ErrorBodySchema', async () => {
    const response = await t.get('/api/search?q=6');
    expect(response.statusCode).toBe(401);
    expect(misfits(ErrorBodySchema, response.json())).toEqual([]);
  });
});
