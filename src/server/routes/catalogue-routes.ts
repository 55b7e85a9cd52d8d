/** POST /api/brands, GET /api/search, GET /api/replacements: the customer's view of the catalogue. */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { HEADER_CATALOGUE_VERSION, HEADER_SEARCH_ID, SEARCH_RESULT_LIMIT } from '../../shared/api-constants';
import {
  BEARER_SECURITY, BrandsResponseSchema, ErrorBodySchema, NoBodySchema, NoQuerySchema, ReplacementsQuerySchema, ReplacementsResponseSchema,
  SearchAnswerHeadersSchema, SearchHeadersSchema, SearchQuerySchema, SearchResponseSchema, type SearchQuery,
} from '../../shared/contract';
import { authenticate, currentUser } from '../auth/authenticate';
import { AnswerCache, answerKey, type CachedAnswer } from '../catalogue/answer-cache';
import { keptBody } from '../compression';
import { ANSWER_CACHE_BYTES } from '../config';
import type { RouteContext } from './route-context';
import { searchKind } from '../store/search-results';
import type { SearchQuery as StoreQuery, SearchResult } from '../store/store';
import { brandFilter, normalisedQuery, searchIdentity, validSearchId } from './search-params';

/**
 * The search response (SearchResponseSchema) as JSON text, written here rather than by a
 * serialiser because the articles arrive from the store already serialised.
 */
export function searchResponseJson(result: SearchResult): string {
  return `{"articles":[${result.articles.join(',')}],"brands":${JSON.stringify(result.brands)},"onStock":${result.onStock},"total":${result.total}}`;
}

/** A search's answer as sent, with what the log line reports; compressed forms are added as clients ask. */
function answerOf(result: SearchResult): CachedAnswer {
  return {
    body: Buffer.from(searchResponseJson(result)),
    catalogueVersion: result.catalogueVersion,
    total: result.total,
    returned: result.articles.length,
    encoded: new Map(),
  };
}

const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema, 429: ErrorBodySchema };
/** A malformed search parameter is invalid_query, whatever was wrong with it. */
const invalidQuery = { invalidInputError: 'invalid_query' } as const;

export async function catalogueRoutes(instance: FastifyInstance, { store, now, metrics, shared }: RouteContext): Promise<void> {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const requireUser = authenticate(store, now);
  const answers = new AnswerCache(ANSWER_CACHE_BYTES);

  /**
   * The answer from memory when the data has not changed since it was read (answer-cache.ts), else
   * from the store. `version` is the data version the sign-in check saw, before this read.
   */
  async function searchAnswer(question: StoreQuery, version: string | null): Promise<{ answer: CachedAnswer; cacheKey: string | null }> {
    if (version === null) return { answer: answerOf(await store.search(question)), cacheKey: null };
    const cacheKey = answerKey(question);
    const kept = answers.get(version, cacheKey);
    if (kept) return { answer: kept, cacheKey };
    const answer = answerOf(await store.search(question));
    answers.set(version, cacheKey, answer);
    return { answer, cacheKey };
  }

  app.post('/brands', {
    preHandler: requireUser,
    schema: { querystring: NoQuerySchema, body: NoBodySchema, security: BEARER_SECURITY, response: { 200: BrandsResponseSchema, 401: ErrorBodySchema, 403: ErrorBodySchema, 429: ErrorBodySchema } },
  }, async (request) => shared.run(request, 'search', 1, async () => {
    const blocked = new Set(currentUser(request).blockedBrands);
    return { brands: (await store.soldBrands()).filter((brand) => !blocked.has(brand)) };
  }));

  // Registered without the type provider: its answer is JSON text, which the provider would type as a body of the wrong shape.
  instance.get<{ Querystring: SearchQuery }>('/search', {
    preHandler: requireUser,
    config: invalidQuery,
    schema: {
      querystring: SearchQuerySchema, headers: SearchHeadersSchema, security: BEARER_SECURITY,
      response: { 200: SearchResponseSchema, ...errors }, answerHeaders: { 200: SearchAnswerHeadersSchema },
    },
  }, async (request, reply) => shared.run(request, 'search', 1, async () => {
    const started = process.hrtime.bigint();
    const user = currentUser(request);
    const q = normalisedQuery(request.query.q);
    const brands = brandFilter(request.query.brands);
    const exact = request.query.exact === true;
    const onstock = request.query.onstock === true;
    const { searchId, origin } = searchIdentity(request.headers);

    const searchStarted = process.hrtime.bigint();
    const question = {
      q, exact, brands, onstock,
      customerId: user.record.customerId,
      blockedBrands: user.blockedBrands,
      limit: SEARCH_RESULT_LIMIT,
    };
    const { answer, cacheKey } = await searchAnswer(question, user.dataVersion);
    const kind = searchKind({ exact, brands, onstock }, answer.total);
    metrics.observeSearch(kind, Number(process.hrtime.bigint() - searchStarted) / 1e9);
    request.log.info({
      event: 'search', searchId, userId: user.record.id, customerId: user.record.customerId, q, exact, brands, onstock, kind,
      hits: answer.total, returned: answer.returned, ms: Number(process.hrtime.bigint() - started) / 1e6, origin,
    }, 'search');
    reply.header(HEADER_SEARCH_ID, searchId).header(HEADER_CATALOGUE_VERSION, answer.catalogueVersion).type('application/json; charset=utf-8');
    return reply.send(keptBody(request, reply, answer.body, answer.encoded, (encoding, bytes) => {
      if (cacheKey !== null) answers.addEncoding(cacheKey, answer, encoding, bytes);
    }));
  }));

  app.get('/replacements', {
    preHandler: requireUser,
    config: invalidQuery,
    schema: {
      querystring: ReplacementsQuerySchema, headers: SearchHeadersSchema, security: BEARER_SECURITY, response: { 200: ReplacementsResponseSchema, ...errors },
    },
  }, async (request) => shared.run(request, 'search', 1, async () => {
    const user = currentUser(request);
    const q = normalisedQuery(request.query.q);
    const result = await store.replacements(q, user.blockedBrands);
    request.log.info({
      event: 'replacements', searchId: validSearchId(request.headers[HEADER_SEARCH_ID]), userId: user.record.id,
      q, mode: request.query.mode, hits: result.replacements.length,
    }, 'replacements');
    return result;
  }));
}
