/**
 * The query classes of the search benchmarks, each a few concrete searches that the load
 * rotates through. The largest brand and its commonest first character are read from the database,
 * so the classes fit whatever catalogue is benchmarked.
 */
import Database from 'better-sqlite3';
import { FIXTURE_ARTICLES } from '../../src/server/catalogue/demo/fixtures';
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

export function queryClasses(database: string): QueryClass[] {
  const { brand, firstChar } = largestBrand(database);
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

function largestBrand(database: string): { brand: string; firstChar: string } {
  const db = new Database(database, { readonly: true });
  try {
    const { brand } = db.prepare('SELECT brand, COUNT(*) AS n FROM articles GROUP BY brand ORDER BY n DESC LIMIT 1').get() as { brand: string };
    const { c } = db.prepare('SELECT substr(artnrt4, 1, 1) AS c, COUNT(*) AS n FROM articles WHERE brand = ? GROUP BY c ORDER BY n DESC LIMIT 1')
      .get(brand) as { c: string };
    return { brand, firstChar: c };
  } finally {
    db.close();
  }
}
