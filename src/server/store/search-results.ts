/**
 * What every backend's search shares: the prefix range, the discount put into a stored article,
 * the order of brand-filtered candidates, and the facets summarised from per-brand counts.
 */
import type { BrandCount } from '../../shared/contract';
import type { SearchQuery, SearchResult } from './store';

const LAST_CODE_POINT = 0x10ffff;
const SURROGATES = { first: 0xd800, after: 0xe000 };

/**
 * The smallest string greater than every string that starts with `prefix`, in code point order
 * (the order of both stores' byte-wise collations): the last character that can grow grows, and
 * surrogates are skipped, as no stored text holds one. A prefix made only of U+10FFFF has no such
 * string (null): every string at or after it starts with it.
 */
export function prefixUpperBound(prefix: string): string | null {
  const chars = Array.from(prefix);
  while (chars.length > 0) {
    const last = (chars.pop() as string).codePointAt(0) as number;
    if (last === LAST_CODE_POINT) continue;
    const next = last + 1 === SURROGATES.first ? SURROGATES.after : last + 1;
    return chars.join('') + String.fromCodePoint(next);
  }
  return null;
}

/**
 * A prefix range as SQL, from the parameter references of the query and of its upper bound:
 * `column >= q AND column < upper` (`>` when the exact match is read apart). Without an upper
 * bound (see prefixUpperBound) the range is everything from q on.
 */
export function prefixRangeSql(column: string, start: '>' | '>=', q: string, upper: string | null): string {
  return upper === null ? `${column} ${start} ${q}` : `${column} ${start} ${q} AND ${column} < ${upper}`;
}

/** [stored article JSON without discount, the customer's percentage or null] */
export type ArticleRow = [doc: string, percent: number | null];

/** Puts the customer's discount into a stored article: `{"discount":32,"brand":…}`. */
export function withDiscount([doc, percent]: ArticleRow): string {
  return `{"discount":${percent ?? 'null'},${doc.slice(1)}`;
}

/** Per brand: matching articles and those on stock, with neither the brand nor the stock filter. */
export interface FacetRow {
  brand: string;
  count: number;
  instock: number;
}

/** Disjunctive facets, on-stock count and total from the per-brand counts. */
export function summarise(facets: FacetRow[], query: SearchQuery): Omit<SearchResult, 'articles' | 'catalogueVersion'> {
  const selected = query.brands ? new Set(query.brands) : null;
  const inFilter = (brand: string) => selected === null || selected.has(brand);
  let onStock = 0;
  let total = 0;
  const brands: BrandCount[] = [];
  for (const row of facets) {
    const count = query.onstock ? row.instock : row.count;
    if (count > 0 || selected?.has(row.brand)) brands.push({ brand: row.brand, count });
    if (inFilter(row.brand)) {
      onStock += row.instock;
      total += count;
    }
  }
  brands.sort((a, b) => b.count - a.count || a.brand.localeCompare(b.brand));
  return { brands, onStock, total };
}

/**
 * What kind of search a query was, by the plan the stores pick for it: an exact number, a brand
 * filter (read brand by brand), the on-stock filter, a plain prefix; a search finding nothing is
 * a miss whatever it asked. The search log line and /api/metrics report it.
 */
export type SearchKind = 'exact' | 'brand' | 'on-stock' | 'prefix' | 'miss';

export function searchKind(query: { exact: boolean; brands: readonly string[] | null; onstock: boolean }, total: number): SearchKind {
  if (total === 0) return 'miss';
  if (query.exact) return 'exact';
  if (query.brands) return 'brand';
  if (query.onstock) return 'on-stock';
  return 'prefix';
}
