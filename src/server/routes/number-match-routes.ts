/**
 * GET /api/suggestions and GET /api/similar: article numbers near what was typed, from this
 * instance's number index (catalogue/number-index/), their articles read from the store with the
 * customer's discount and without the customer's blocked brands (docs/api.md, Suggestions and
 * Similar articles; docs/search-flow.md, Mistyped numbers).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HEADER_CATALOGUE_VERSION, HEADER_SEARCH_ID, SIMILAR_RESULT_LIMIT, SUGGESTION_LIMIT, SUGGESTION_MIN_LENGTH } from '../../shared/api-constants';
import {
  BEARER_SECURITY, ErrorBodySchema, SearchAnswerHeadersSchema, SearchHeadersSchema, SimilarQuerySchema, SimilarResponseSchema, SuggestionsQuerySchema,
  SuggestionsResponseSchema, type Article, type SimilarQuery, type SimilarResponse, type SuggestionsQuery, type SuggestionsResponse,
} from '../../shared/contract';
import { normaliseQuery } from '../../shared/normalise';
import { authenticate, currentUser, type AuthenticatedUser } from '../auth/authenticate';
import { AnswerCache } from '../catalogue/answer-cache';
import { keptBody } from '../compression';
import { IndexHolder } from '../catalogue/number-index/index-holder';
import { NumberIndex, type RankedNumber } from '../catalogue/number-index/number-index';
import { buildNumberIndex } from '../catalogue/number-index/off-thread-build';
import { MAX_QUERY_LENGTH, NUMBER_ANSWER_CACHE_BYTES, SIMILAR_CANDIDATES, SUGGESTION_CANDIDATES } from '../config';
import { ApiError } from '../errors';
import { summarise, type FacetRow } from '../store/search-results';
import type { RouteContext } from './route-context';
import { brandFilter, normalisedQuery, searchIdentity } from './search-params';

const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema, 429: ErrorBodySchema };
/** A malformed parameter is invalid_query, as in a search. */
const invalidQuery = { invalidInputError: 'invalid_query' } as const;

/** A candidate's article, with what ranks it. */
interface Found {
  article: Article;
  candidate: RankedNumber;
  /** Its place in the index's answer. */
  place: number;
  /** Candidates the index cannot tell apart (the same kind of match, cost and length) share a tie. */
  tie: number;
  onStock: boolean;
}

/**
 * The index's order kept, the articles on stock first among the candidates it ranks alike: the
 * index orders by kind of match, then cost, then length, and leaves the rest to stock.
 */
function byIndexThenStock(a: Found, b: Found): number {
  return a.tie - b.tie || Number(b.onStock) - Number(a.onStock) || a.place - b.place;
}

/** Each candidate's place and tie, as the index ranked them. */
function ranks(candidates: RankedNumber[]): Map<string, Pick<Found, 'candidate' | 'place' | 'tie'>> {
  const ranked = new Map<string, Pick<Found, 'candidate' | 'place' | 'tie'>>();
  let tie = 0;
  candidates.forEach((candidate, place) => {
    const before = candidates[place - 1];
    if (before && (before.match !== candidate.match || before.cost !== candidate.cost || before.number.length !== candidate.number.length)) tie += 1;
    ranked.set(candidate.number, { candidate, place, tie });
  });
  return ranked;
}

/** What the stores count as on stock (catalogue-load.ts): a positive number, even as text. */
const isOnStock = (article: Article) => Number(article.onstock) > 0;

export async function numberMatchRoutes(instance: FastifyInstance, { store, now, shared }: RouteContext): Promise<void> {
  const requireUser = authenticate(store, now);
  const numbers = new IndexHolder({ store, build: buildNumberIndex, empty: () => NumberIndex.build([]), now, log: instance.log });
  // The first index is built as the server starts, not awaited: a server is ready without it.
  instance.addHook('onReady', async () => numbers.start());
  instance.addHook('onClose', () => numbers.close());
  const answers = new AnswerCache(NUMBER_ANSWER_CACHE_BYTES);

  /**
   * The answer to `question` as this customer got it before, under the same data version and the
   * same index (many buyers type the same first characters), else computed and kept
   * (answer-cache.ts); answered with its compressed form when the client asks for one.
   */
  async function sendKept(
    request: FastifyRequest, reply: FastifyReply, question: unknown[], compute: () => Promise<{ json: unknown; total: number; catalogueVersion: string }>,
  ): Promise<{ total: number; catalogueVersion: string; sent: Buffer }> {
    const user = currentUser(request);
    const indexVersion = numbers.catalogueVersion;
    const cacheKey = user.dataVersion !== null && indexVersion !== null
      ? JSON.stringify([indexVersion, user.record.customerId, user.blockedBrands, ...question]) : null;
    let answer = cacheKey === null ? undefined : answers.get(user.dataVersion as string, cacheKey);
    if (!answer) {
      const { json, total, catalogueVersion } = await compute();
      answer = { body: Buffer.from(JSON.stringify(json)), catalogueVersion, total, returned: total, encoded: new Map() };
      if (cacheKey !== null) answers.set(user.dataVersion as string, cacheKey, answer);
    }
    const kept = answer;
    reply.type('application/json; charset=utf-8');
    const sent = keptBody(request, reply, kept.body, kept.encoded, (encoding, bytes) => {
      if (cacheKey !== null) answers.addEncoding(cacheKey, kept, encoding, bytes);
    });
    return { total: kept.total, catalogueVersion: kept.catalogueVersion, sent };
  }

  /**
   * The candidates' articles for this customer (blocked brands left out), each with its candidate;
   * the catalogue version they were read from tells the holder whether its index is still current.
   */
  async function articlesOf(candidates: RankedNumber[], user: AuthenticatedUser): Promise<{ found: Found[]; catalogueVersion: string }> {
    const byNumber = ranks(candidates);
    const { articles, catalogueVersion } = await store.lookupNumbers({
      numbers: [...byNumber.keys()], customerId: user.record.customerId, blockedBrands: user.blockedBrands, withReplacements: false,
    });
    void numbers.seen(catalogueVersion);
    const found: Found[] = [];
    for (const json of articles) {
      const article = JSON.parse(json) as Article;
      const ranked = byNumber.get(article.artnrt4);
      if (ranked) found.push({ article, ...ranked, onStock: isOnStock(article) });
    }
    return { found, catalogueVersion };
  }

  function logLine(request: FastifyRequest, event: string, fields: Record<string, unknown>, started: bigint): void {
    const user = currentUser(request);
    request.log.info({
      event, userId: user.record.id, customerId: user.record.customerId, ...fields, ms: Number(process.hrtime.bigint() - started) / 1e6,
    }, event);
  }

  // Both registered without the type provider: their answers are sent as kept JSON text.
  instance.get<{ Querystring: SuggestionsQuery }>('/suggestions', {
    preHandler: requireUser,
    config: invalidQuery,
    schema: { querystring: SuggestionsQuerySchema, security: BEARER_SECURITY, response: { 200: SuggestionsResponseSchema, ...errors } },
  }, async (request, reply) => shared.run(request, 'search', 1, async () => {
    const started = process.hrtime.bigint();
    const q = normaliseQuery(request.query.q ?? '');
    if (q.length > MAX_QUERY_LENGTH) throw new ApiError(400, 'invalid_query');
    const { total, sent } = await sendKept(request, reply, ['suggestions', q], async () => {
      if (q.length < SUGGESTION_MIN_LENGTH) return { json: { suggestions: [] }, total: 0, catalogueVersion: numbers.catalogueVersion ?? 'empty' };
      const candidates = (await numbers.current()).suggest(q, SUGGESTION_CANDIDATES);
      const { found, catalogueVersion } = await articlesOf(candidates, currentUser(request));
      found.sort(byIndexThenStock);
      const suggestions: SuggestionsResponse['suggestions'] = found.slice(0, SUGGESTION_LIMIT).map(({ article, candidate }) => ({ article, match: candidate.match }));
      return { json: { suggestions }, total: suggestions.length, catalogueVersion };
    });
    logLine(request, 'suggestions', { q, hits: total }, started);
    return reply.send(sent);
  }));

  instance.get<{ Querystring: SimilarQuery }>('/similar', {
    preHandler: requireUser,
    config: invalidQuery,
    schema: {
      querystring: SimilarQuerySchema, headers: SearchHeadersSchema, security: BEARER_SECURITY,
      response: { 200: SimilarResponseSchema, ...errors }, answerHeaders: { 200: SearchAnswerHeadersSchema },
    },
  }, async (request, reply) => shared.run(request, 'search', 1, async () => {
    const started = process.hrtime.bigint();
    const q = normalisedQuery(request.query.q);
    const brands = brandFilter(request.query.brands);
    const onstock = request.query.onstock === true;
    const { searchId, origin } = searchIdentity(request.headers);
    const { total, catalogueVersion, sent } = await sendKept(request, reply, ['similar', q, brands, onstock], async () => {
      const candidates = (await numbers.current()).similar(q, SIMILAR_CANDIDATES);
      const { found, catalogueVersion: read } = await articlesOf(candidates, currentUser(request));
      const answer = similarAnswer(found, q, brands, onstock);
      return { json: answer, total: answer.total, catalogueVersion: read };
    });
    logLine(request, 'similar', { searchId, origin, q, brands, onstock, hits: total }, started);
    reply.header(HEADER_SEARCH_ID, searchId).header(HEADER_CATALOGUE_VERSION, catalogueVersion);
    return reply.send(sent);
  }));
}

/**
 * The similar articles as a search answers (search-results.ts, summarise): disjunctive brand
 * counts, the on-stock count, and the matches within both filters, the likeliest first: the
 * index's order (the cheaper edit, then the query's length), then on stock.
 */
function similarAnswer(found: Found[], q: string, brands: string[] | null, onstock: boolean): SimilarResponse {
  const facets = new Map<string, FacetRow>();
  for (const { article, onStock } of found) {
    const facet = facets.get(article.brand) ?? { brand: article.brand, count: 0, instock: 0 };
    facet.count += 1;
    facet.instock += Number(onStock);
    facets.set(article.brand, facet);
  }
  const selected = brands ? new Set(brands) : null;
  const matches = found.filter((f) => (selected === null || selected.has(f.article.brand)) && (!onstock || f.onStock));
  matches.sort(byIndexThenStock);
  const counts = summarise([...facets.values()], { q, exact: false, brands, onstock, customerId: null, blockedBrands: [], limit: SIMILAR_RESULT_LIMIT });
  return { articles: matches.slice(0, SIMILAR_RESULT_LIMIT).map((f) => f.article), ...counts };
}
