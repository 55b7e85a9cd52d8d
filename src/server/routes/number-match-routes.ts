/**
 * GET /api/suggestions and GET /api/similar: article numbers near what was typed, from this
 * instance's number index (catalogue/number-index/), their articles read from the store with the
 * customer's discount and without the customer's blocked brands (docs/api.md, Suggestions and
 * Similar articles; docs/search-flow.md, Mistyped numbers).
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HEADER_CATALOGUE_VERSION, HEADER_SEARCH_ID, SIMILAR_RESULT_LIMIT, SUGGESTION_LIMIT, SUGGESTION_MIN_LENGTH } from '../../shared/api-constants';
import {
  BEARER_SECURITY, ErrorBodySchema, SearchAnswerHeadersSchema, SearchHeadersSchema, SimilarQuerySchema, SimilarResponseSchema, SuggestionsQuerySchema,
  SuggestionsResponseSchema, type Article, type SimilarResponse, type SuggestionsResponse,
} from '../../shared/contract';
import { normaliseQuery } from '../../shared/normalise';
import { authenticate, currentUser, type AuthenticatedUser } from '../auth/authenticate';
import { IndexHolder } from '../catalogue/number-index/index-holder';
import { NumberIndex, type RankedNumber } from '../catalogue/number-index/number-index';
import { MAX_QUERY_LENGTH, SIMILAR_CANDIDATES, SUGGESTION_CANDIDATES } from '../config';
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
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const requireUser = authenticate(store, now);
  const numbers = new IndexHolder({ store, build: (all) => NumberIndex.build(all), now, log: instance.log });

  /**
   * The candidates' articles for this customer (blocked brands left out), each with its candidate;
   * the catalogue version they were read from tells the holder whether its index is still current.
   */
  async function articlesOf(candidates: RankedNumber[], user: AuthenticatedUser): Promise<{ found: Found[]; catalogueVersion: string }> {
    const byNumber = ranks(candidates);
    const { articles, catalogueVersion } = await store.lookupNumbers({
      numbers: [...byNumber.keys()], customerId: user.record.customerId, blockedBrands: user.blockedBrands,
    });
    void numbers.seen(catalogueVersion);
    const found: Found[] = [];
    for (const json of articles) {
      const article = JSON.parse(json) as Article;
      // The lookup also brings the numbers' replacements, which are not near what was typed.
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

  app.get('/suggestions', {
    preHandler: requireUser,
    config: invalidQuery,
    schema: { querystring: SuggestionsQuerySchema, security: BEARER_SECURITY, response: { 200: SuggestionsResponseSchema, ...errors } },
  }, async (request) => shared.run(request, 'search', 1, async (): Promise<SuggestionsResponse> => {
    const started = process.hrtime.bigint();
    const q = normaliseQuery(request.query.q ?? '');
    if (q.length > MAX_QUERY_LENGTH) throw new ApiError(400, 'invalid_query');
    let suggestions: SuggestionsResponse['suggestions'] = [];
    if (q.length >= SUGGESTION_MIN_LENGTH) {
      const candidates = (await numbers.current()).suggest(q, SUGGESTION_CANDIDATES);
      const { found } = await articlesOf(candidates, currentUser(request));
      found.sort(byIndexThenStock);
      suggestions = found.slice(0, SUGGESTION_LIMIT).map(({ article, candidate }) => ({ article, match: candidate.match }));
    }
    logLine(request, 'suggestions', { q, hits: suggestions.length }, started);
    return { suggestions };
  }));

  app.get('/similar', {
    preHandler: requireUser,
    config: invalidQuery,
    schema: {
      querystring: SimilarQuerySchema, headers: SearchHeadersSchema, security: BEARER_SECURITY,
      response: { 200: SimilarResponseSchema, ...errors }, answerHeaders: { 200: SearchAnswerHeadersSchema },
    },
  }, async (request, reply) => shared.run(request, 'search', 1, async (): Promise<SimilarResponse> => {
    const started = process.hrtime.bigint();
    const q = normalisedQuery(request.query.q);
    const brands = brandFilter(request.query.brands);
    const onstock = request.query.onstock === true;
    const { searchId, origin } = searchIdentity(request.headers);
    const candidates = (await numbers.current()).similar(q, SIMILAR_CANDIDATES);
    const { found, catalogueVersion } = await articlesOf(candidates, currentUser(request));
    const answer = similarAnswer(found, q, brands, onstock);
    logLine(request, 'similar', { searchId, origin, q, brands, onstock, hits: answer.total }, started);
    reply.header(HEADER_SEARCH_ID, searchId).header(HEADER_CATALOGUE_VERSION, catalogueVersion);
    return answer;
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
