/** POST /api/brands, GET /api/search, GET /api/replacements: the customer's view of the catalogue. */
import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { HEADER_CATALOGUE_VERSION, HEADER_SEARCH_ID, HEADER_SEARCH_ORIGIN, REPLACEMENT_MODES, SEARCH_ORIGIN_AUTO, type ReplacementMode } from '../../shared/contract';
import { authenticate, currentUser } from '../auth/authenticate';
import { MAX_RAW_QUERY_LENGTH, SEARCH_RESULT_LIMIT } from '../config';
import type { RouteContext } from './route-context';
import type { SearchResult } from '../store/store';
import { ERROR_BODY_SCHEMA } from './schemas';
import { brandFilter, normalisedQuery, validSearchId } from './search-params';

interface SearchQuerystring {
  q?: string;
  exact?: boolean;
  brands?: string;
  onstock?: boolean;
}

const SEARCH_QUERYSTRING_SCHEMA = {
  type: 'object',
  properties: {
    q: { type: 'string', maxLength: MAX_RAW_QUERY_LENGTH },
    exact: { type: 'boolean' },
    brands: { type: 'string', maxLength: 10_000 },
    onstock: { type: 'boolean' },
  },
} as const;

/** The search response as JSON text; the articles arrive from the store already serialised. */
export function searchResponseJson(result: SearchResult): string {
  return `{"articles":[${result.articles.join(',')}],"brands":${JSON.stringify(result.brands)},"onStock":${result.onStock},"total":${result.total}}`;
}

const REPLACEMENTS_RESPONSE_SCHEMA = {
  type: 'object',
  required: ['replacements', 'originalBrand'],
  properties: {
    replacements: {
      type: 'array',
      items: {
        type: 'object',
        properties: { from_artnrt4: { type: 'string' }, to_artnrt4: { type: 'string' }, to_brand: { type: 'string' } },
      },
    },
    originalBrand: { type: ['string', 'null'] },
  },
} as const;

const errors = { 400: ERROR_BODY_SCHEMA, 401: ERROR_BODY_SCHEMA };
/** A malformed search parameter is invalid_query, whatever was wrong with it. */
const invalidQuery = { invalidInputError: 'invalid_query' } as const;

export async function catalogueRoutes(app: FastifyInstance, { store, now }: RouteContext): Promise<void> {
  const requireUser = authenticate(store, now);

  app.post('/brands', {
    preHandler: requireUser,
    schema: { response: { 200: { type: 'object', properties: { brands: { type: 'array', items: { type: 'string' } } } }, 401: ERROR_BODY_SCHEMA } },
  }, async (request) => {
    const blocked = new Set(currentUser(request).blockedBrands);
    return { brands: (await store.soldBrands()).filter((brand) => !blocked.has(brand)) };
  });

  app.get<{ Querystring: SearchQuerystring }>('/search', {
    preHandler: requireUser,
    config: invalidQuery,
    schema: { querystring: SEARCH_QUERYSTRING_SCHEMA, response: errors },
  }, async (request, reply) => {
    const started = process.hrtime.bigint();
    const user = currentUser(request);
    const q = normalisedQuery(request.query.q);
    const brands = brandFilter(request.query.brands);
    const exact = request.query.exact === true;
    const onstock = request.query.onstock === true;
    // Follow-up fetches the SPA makes on its own keep the id of the search that caused them.
    const origin = request.headers[HEADER_SEARCH_ORIGIN] === SEARCH_ORIGIN_AUTO ? 'auto' : 'user';
    const inherited = origin === 'auto' ? validSearchId(request.headers[HEADER_SEARCH_ID]) : null;
    const searchId = inherited ?? crypto.randomUUID();

    const result = await store.search({
      q, exact, brands, onstock,
      customerId: user.record.customerId,
      blockedBrands: user.blockedBrands,
      limit: SEARCH_RESULT_LIMIT,
    });
    request.log.info({
      event: 'search', searchId, userId: user.record.id, customerId: user.record.customerId, q, exact, brands, onstock,
      hits: result.total, returned: result.articles.length, ms: Number(process.hrtime.bigint() - started) / 1e6, origin,
    }, 'search');
    return reply.header(HEADER_SEARCH_ID, searchId).header(HEADER_CATALOGUE_VERSION, result.catalogueVersion).type('application/json; charset=utf-8').send(searchResponseJson(result));
  });

  app.get<{ Querystring: { q?: string; mode?: ReplacementMode } }>('/replacements', {
    preHandler: requireUser,
    config: invalidQuery,
    schema: {
      querystring: {
        type: 'object',
        required: ['mode'],
        properties: { q: { type: 'string', maxLength: MAX_RAW_QUERY_LENGTH }, mode: { type: 'string', enum: [...REPLACEMENT_MODES] } },
      },
      response: { 200: REPLACEMENTS_RESPONSE_SCHEMA, ...errors },
    },
  }, async (request) => {
    const user = currentUser(request);
    const q = normalisedQuery(request.query.q);
    const result = await store.replacements(q, user.blockedBrands);
    request.log.info({
      event: 'replacements', searchId: validSearchId(request.headers[HEADER_SEARCH_ID]), userId: user.record.id,
      q, mode: request.query.mode, hits: result.replacements.length,
    }, 'replacements');
    return result;
  });
}
