/**
 * The query classes of the search benchmarks, each a few concrete searches that the load
 * rotates through. The largest brand and its commonest first character are read from the store,
 * so the classes fit whatever catalogue is benchmarked, on either backend.
 */
import { FIXTURE_ARTICLES } from '../../src/server/catalogue/demo/fixtures';
import type { Store } from '../../src/server/store/store';
import { normaliseQuery } from '../../src/shared/normalise';

export interface BenchQuery {
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

export async function queryClasses(store: Store): Promise<QueryClass[]> {
  const { brand, firstChar } = await largestBrand(store);
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
  ];
}

export function searchPath(query: BenchQuery): string {
  const params = new URLSearchParams({ q: query.q });
  if (query.exact) params.set('exact', 'true');
  if (query.brands) params.set('brands', JSON.stringify(query.brands));
  if (query.onstock) params.set('onstock', 'true');
  return `/api/search?${params}`;
}

/** The characters a normalised article number starts with: digits and lower-case letters. */
const FIRST_CHARACTERS = [...'0123456789abcdefghijklmnopqrstuvwxyz'];

/**
 * The brand with the most articles, and the character most of its article numbers start with, from
 * the brand facets of one search per first character: the store's own interface, so every backend answers it.
 */
async function largestBrand(store: Store): Promise<{ brand: string; firstChar: string }> {
  const brands = new Map<string, { articles: number; firstChar: string; firstCharArticles: number }>();
  for (const firstChar of FIRST_CHARACTERS) {
    const result = await store.search({ q: firstChar, exact: false, brands: null, onstock: false, customerId: null, blockedBrands: [], limit: 1 });
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
  return { brand, firstChar };
}
