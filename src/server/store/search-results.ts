/**
 * What every backend's search shares: the prefix range, the discount put into a stored article,
 * the order of brand-filtered candidates, and the facets summarised from per-brand counts.
 */
import type { BrandCount } from '../../shared/contract';
import type { SearchQuery, SearchResult } from './store';

/** The smallest string greater than every string that starts with `prefix` (code point order). */
export function prefixUpperBound(prefix: string): string {
  const chars = Array.from(prefix);
  const last = chars.pop() as string;
  return chars.join('') + String.fromCodePoint((last.codePointAt(0) as number) + 1);
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
