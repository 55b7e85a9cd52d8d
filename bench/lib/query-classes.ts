/**
 * The query classes of the search benchmarks, each a few concrete searches that the load
 * rotates through. The largest brand and its commonest first character are read from the store,
 * so the classes fit whatever catalogue is benchmarked, on either backend.
 */
import { FIXTURE_ARTICLES } from '../../src/server/catalogue/demo/fixtures';
import { Prng, weightedTable } from '../../src/server/catalogue/demo/prng';
import type { Store } from '../../src/server/store/store';
import { SEARCH_RESULT_LIMIT } from '../../src/shared/api-constants';
import { normaliseQuery } from '../../src/shared/normalise';

export interface BenchQuery {
  /** The call it is sent to: a search (when absent), suggestions as one types, or similar articles. */
  endpoint?: 'suggestions' | 'similar';
  q: string;
  exact?: boolean;
  brands?: string[];
  onstock?: boolean;
}

export interface QueryClass {
  name: string;
  description: string;
  queries: BenchQuery[];
}

const TYPICAL_PREFIXES = ['6es7', '750', '1040'];

/**
 * How many distinct random prefixes the `random-prefix` class rotates through, in turn: their
 * answers (about 20 kB each, 50 MB together) are three times what the server keeps
 * (ANSWER_CACHE_BYTES), and the least recently used go first, so every search, in the first pass
 * of a run and in every later one, reads the store, as a customer's own new number would.
 */
export const RANDOM_PREFIX_COUNT = 2500;
/** The random prefixes are cut to 2–6 characters: the lengths customers type before picking a result. */
export const RANDOM_PREFIX_LENGTHS = { min: 2, max: 6 };
/** Same seed, same prefixes: runs and backends compare. */
const RANDOM_PREFIX_SEED = 18;

export async function queryClasses(store: Store): Promise<QueryClass[]> {
  const { brand, firstChar, firstChars } = await largestBrand(store);
  const randomPrefixes = await realPrefixes(store, firstChars, RANDOM_PREFIX_COUNT, RANDOM_PREFIX_SEED);
  return [
    {
      name: 'exact',
      description: 'a fixture article, exact=true',
      queries: FIXTURE_ARTICLES.slice(0, 8).map((row) => ({ q: normaliseQuery(row.artnr), exact: true })),
    },
    { name: 'prefix', description: 'typical prefixes 6es7, 750, 1040', queries: TYPICAL_PREFIXES.map((q) => ({ q })) },
    { name: 'one-char', description: '1-character prefixes 1, 3, 6', queries: ['1', '3', '6'].map((q) => ({ q })) },
    {
      name: 'prefix+brand',
      description: 'typical prefix with a brand filter',
      queries: [{ q: '6es7', brands: ['Siemens'] }, { q: '750', brands: ['Wago'] }, { q: '1040', brands: ['Sick'] }],
    },
    { name: 'onstock', description: 'typical prefix, onstock=true', queries: TYPICAL_PREFIXES.map((q) => ({ q, onstock: true })) },
    { name: 'miss', description: 'nothing matches', queries: ['zzzz999', 'qx0000', '99999999999'].map((q) => ({ q })) },
    {
      name: 'largest-brand',
      description: `1-character prefix "${firstChar}" filtered to the largest brand, ${brand}`,
      queries: [{ q: firstChar, brands: [brand] }],
    },
    {
      name: 'random-prefix',
      description: `${randomPrefixes.length} distinct ${RANDOM_PREFIX_LENGTHS.min}–${RANDOM_PREFIX_LENGTHS.max}-character prefixes of article numbers drawn at random from the catalogue`,
      queries: randomPrefixes.map((q) => ({ q })),
    },
  ];
}

export function searchPath(query: BenchQuery): string {
  const params = new URLSearchParams({ q: query.q });
  if (query.exact) params.set('exact', 'true');
  if (query.brands) params.set('brands', JSON.stringify(query.brands));
  if (query.onstock) params.set('onstock', 'true');
  return `/api/${query.endpoint ?? 'search'}?${params}`;
}

/** The characters a normalised article number starts with: digits and lower-case letters. */
const FIRST_CHARACTERS = [...'0123456789abcdefghijklmnopqrstuvwxyz'];

/**
 * The brand with the most articles, and the character most of its article numbers start with, from
 * the brand facets of one search per first character: the store's own interface, so every backend answers it.
 */
export async function largestBrand(store: Store): Promise<{ brand: string; firstChar: string; firstChars: Map<string, number> }> {
  const brands = new Map<string, { articles: number; firstChar: string; firstCharArticles: number }>();
  const firstChars = new Map<string, number>();
  for (const firstChar of FIRST_CHARACTERS) {
    const result = await store.search(plainSearch(firstChar, 1));
    if (result.total > 0) firstChars.set(firstChar, result.total);
    for (const { brand, count } of result.brands) {
      const tally = brands.get(brand) ?? { articles: 0, firstChar, firstCharArticles: 0 };
      tally.articles += count;
      if (count > tally.firstCharArticles) {
        tally.firstChar = firstChar;
        tally.firstCharArticles = count;
      }
      brands.set(brand, tally);
    }
  }
  const [brand, { firstChar }] = [...brands].reduce((most, next) => (next[1].articles > most[1].articles ? next : most));
  return { brand, firstChar, firstChars };
}

function plainSearch(q: string, limit: number) {
  return { q, exact: false, brands: null, onstock: false, customerId: null, blockedBrands: [], limit };
}

/** Articles picked from each answer read while drawing: fewer reads for the same number of prefixes. */
const PICKS_PER_ANSWER = 8;

/** `count` distinct prefixes cut from real article numbers to a random length, seeded. Fewer come back only from a small catalogue. */
async function realPrefixes(store: Store, firstChars: Map<string, number>, count: number, seed: number): Promise<string[]> {
  return drawnFromCatalogue(store, firstChars, count, seed, (artnr, prng) => {
    const number = normaliseQuery(artnr);
    const length = prng.int(RANDOM_PREFIX_LENGTHS.min, RANDOM_PREFIX_LENGTHS.max);
    return number.length >= length ? number.slice(0, length) : null;
  });
}

/**
 * `count` distinct texts made by `cut` from real article numbers (as printed), seeded; `cut` may
 * give null to skip a number. The store offers no "random article", so each draw narrows down: a
 * first character weighted by its articles, two more characters at random, then a few articles
 * picked at random from that 3-character prefix's answer (up to 100).
 */
export async function drawnFromCatalogue(
  store: Store, firstChars: Map<string, number>, count: number, seed: number, cut: (artnr: string, prng: Prng) => string | null,
): Promise<string[]> {
  if (firstChars.size === 0) return [];
  const prng = new Prng(seed);
  const starts = weightedTable([...firstChars]);
  const drawn = new Set<string>();
  for (let attempt = 0; attempt < count * 4 && drawn.size < count; attempt++) {
    const start = prng.weighted(starts) + prng.pick(FIRST_CHARACTERS) + prng.pick(FIRST_CHARACTERS);
    const { articles } = await store.search(plainSearch(start, SEARCH_RESULT_LIMIT));
    for (let pick = 0; pick < PICKS_PER_ANSWER && articles.length > 0 && drawn.size < count; pick++) {
      const text = cut((JSON.parse(prng.pick(articles)) as { artnr: string }).artnr, prng);
      if (text !== null) drawn.add(text);
    }
  }
  return [...drawn];
}
