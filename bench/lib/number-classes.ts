/**
 * The query classes of GET /api/suggestions and GET /api/similar for the search API benchmark,
 * drawn from the benchmarked catalogue's own numbers, seeded, so runs and backends compare.
 */
import { Prng } from '../../src/server/catalogue/demo/prng';
import type { Store } from '../../src/server/store/store';
import { mistypedQueries } from './mistyped-numbers';
import type { QueryClass } from './query-classes';

/** Distinct typed prefixes the suggestions class rotates through, and their lengths: what the box holds from the third key to a dozen. */
export const SUGGESTION_QUERY_COUNT = 2000;
export const SUGGESTION_PREFIX_LENGTHS = { min: 3, max: 12 };
/** Mistyped numbers per kind of mistake for the similar class (seven kinds: about a thousand queries). */
export const SIMILAR_QUERIES_PER_KIND = 150;
const SEED = 28;

export async function numberClasses(store: Store): Promise<QueryClass[]> {
  const { numbers } = await store.catalogueNumbers();
  if (numbers.length === 0) return [];
  const prng = new Prng(SEED);
  const prefixes = new Set<string>();
  for (let tries = 0; prefixes.size < SUGGESTION_QUERY_COUNT && tries < SUGGESTION_QUERY_COUNT * 10; tries++) {
    const number = prng.pick(numbers);
    prefixes.add(number.slice(0, prng.int(SUGGESTION_PREFIX_LENGTHS.min, SUGGESTION_PREFIX_LENGTHS.max)));
  }
  const mistyped = mistypedQueries(numbers, SIMILAR_QUERIES_PER_KIND, SEED);
  return [
    {
      name: 'suggestions',
      description: `${prefixes.size} distinct ${SUGGESTION_PREFIX_LENGTHS.min}–${SUGGESTION_PREFIX_LENGTHS.max}-character prefixes of catalogue numbers, GET /api/suggestions`,
      queries: [...prefixes].map((q) => ({ endpoint: 'suggestions', q })),
    },
    {
      name: 'similar',
      description: `${mistyped.length} mistyped catalogue numbers (each kind of mistake, and fragments), GET /api/similar`,
      queries: mistyped.map(({ query }) => ({ endpoint: 'similar', q: query })),
    },
  ];
}
