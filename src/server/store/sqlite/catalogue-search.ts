/**
 * Catalogue search on SQLite (DESIGN.md §3 "Search semantics"). Every statement is a range scan
 * of the (artnrt4, brand, instock) index; statements are prepared once per shape and cached.
 */
import type { Article, BrandCount } from '../../../shared/contract';
import type { SearchQuery, SearchResult } from '../store';
import type { SqliteDatabase } from './open-database';

type Match = 'exact' | 'after-exact';
type Stock = 'any' | 'in' | 'out';

interface Shape {
  match: Match;
  brands: boolean;
  blocked: boolean;
  stock: Stock;
}

const ARTICLE_SELECT = `
  SELECT a.brand, a.artnr, a.artnrt4, a.name, a.onstock, a.delivery_time_weeks, a.listprice,
         d.percent AS discount, a.discountgroup, a.metalsur, a.base_unit, a.moq, a.weight,
         a.weightunit, a.ctn, a.origin
  FROM articles a
  LEFT JOIN customer_discounts d
    ON d.customer_id = @customer AND d.discountgroup = a.discountgroup AND a.discountgroup <> ''`;

function conditions(shape: Omit<Shape, 'stock'> & { stock?: Stock }): string {
  const parts = [shape.match === 'exact' ? 'a.artnrt4 = @q' : 'a.artnrt4 > @q AND a.artnrt4 < @upper'];
  if (shape.brands) parts.push('a.brand IN (SELECT value FROM json_each(@brands))');
  if (shape.blocked) parts.push('a.brand NOT IN (SELECT value FROM json_each(@blocked))');
  if (shape.stock === 'in') parts.push('a.instock = 1');
  if (shape.stock === 'out') parts.push('a.instock = 0');
  return parts.join(' AND ');
}

/** The smallest string greater than every string that starts with `prefix` (UTF-8 order). */
export function prefixUpperBound(prefix: string): string {
  const chars = Array.from(prefix);
  const last = chars.pop() as string;
  return chars.join('') + String.fromCodePoint((last.codePointAt(0) as number) + 1);
}

interface FacetRow {
  brand: string;
  count: number;
  instock: number;
}

type ArticleRow = Omit<Article, 'to_artnrt4'>;

export class CatalogueSearch {
  private readonly statements = new Map<string, ReturnType<SqliteDatabase['prepare']>>();

  constructor(private readonly db: SqliteDatabase) {}

  private statement(key: string, sql: () => string) {
    let statement = this.statements.get(key);
    if (!statement) {
      statement = this.db.prepare(sql());
      this.statements.set(key, statement);
    }
    return statement;
  }

  /** Reads in one transaction, so an import swapping the catalogue is seen wholly or not at all. */
  search(query: SearchQuery): SearchResult {
    return this.db.transaction(() => this.searchInSnapshot(query))();
  }

  private searchInSnapshot(query: SearchQuery): SearchResult {
    const params = {
      q: query.q,
      upper: prefixUpperBound(query.q),
      brands: query.brands ? JSON.stringify(query.brands) : null,
      blocked: JSON.stringify(query.blockedBrands),
      customer: query.customerId ?? -1,
    };
    const blocked = query.blockedBrands.length > 0;
    const facets = this.facets(query.exact, blocked, params);
    const articles = this.articles(query, blocked, params);
    return { articles, ...summarise(facets, query) };
  }

  /** Per brand: matching articles and those on stock, with neither the brand nor the stock filter. */
  private facets(exact: boolean, blocked: boolean, params: object): FacetRow[] {
    const match = exact ? 'a.artnrt4 = @q' : 'a.artnrt4 >= @q AND a.artnrt4 < @upper';
    const blockedSql = blocked ? ' AND a.brand NOT IN (SELECT value FROM json_each(@blocked))' : '';
    const statement = this.statement(`facets:${exact}:${blocked}`, () =>
      `SELECT a.brand, COUNT(*) AS count, SUM(a.instock) AS instock FROM articles a
       WHERE ${match}${blockedSql} GROUP BY a.brand`,
    );
    return statement.all(params) as FacetRow[];
  }

  /** The exact match first, then articles on stock, then the rest, each by artnrt4. */
  private articles(query: SearchQuery, blocked: boolean, params: object): Article[] {
    const base = { brands: query.brands !== null, blocked };
    const rows: ArticleRow[] = [];
    const take = (shape: Shape, order: string) => {
      if (rows.length >= query.limit) return;
      const key = `rows:${shape.match}:${shape.brands}:${shape.blocked}:${shape.stock}`;
      const statement = this.statement(key, () => `${ARTICLE_SELECT} WHERE ${conditions(shape)} ORDER BY ${order} LIMIT @limit`);
      rows.push(...(statement.all({ ...params, limit: query.limit - rows.length }) as ArticleRow[]));
    };
    const stockFilter: Stock = query.onstock ? 'in' : 'any';
    take({ ...base, match: 'exact', stock: stockFilter }, 'a.instock DESC, a.brand');
    if (!query.exact) {
      take({ ...base, match: 'after-exact', stock: 'in' }, 'a.artnrt4');
      if (!query.onstock) take({ ...base, match: 'after-exact', stock: 'out' }, 'a.artnrt4');
    }
    return rows.map((row) => ({ ...row, to_artnrt4: row.artnrt4 }));
  }
}

/** Disjunctive facets, on-stock count and total from the per-brand counts. */
function summarise(facets: FacetRow[], query: SearchQuery): Omit<SearchResult, 'articles'> {
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
