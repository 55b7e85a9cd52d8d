/**
 * Catalogue search on SQLite (docs/api.md, Search). Every statement is a range scan
 * of the (artnrt4, brand, instock) index; statements are prepared once per shape and cached.
 */
import { PREFIX_FACET_MAX_LENGTH } from '../prefix-facets';
import { prefixRangeSql, prefixUpperBound, summarise, withDiscount, type ArticleRow, type FacetRow } from '../search-results';
import type { SearchQuery, SearchResult } from '../store';
import type { SqliteDatabase } from './open-database';

type Match = 'exact' | 'after-exact';
type Stock = 'any' | 'in' | 'out';

interface Shape {
  match: Match;
  /** Whether the prefix has an upper bound (see prefixUpperBound). */
  bounded: boolean;
  brands: boolean;
  blocked: boolean;
  stock: Stock;
}

/** An article's document and the customer's percentage for its group (the parts-list lookup reads articles the same way). */
export const ARTICLE_SELECT = `
  SELECT a.doc, d.percent
  FROM articles a
  LEFT JOIN customer_discounts d
    ON d.customer_id = @customer AND d.discountgroup = a.discountgroup AND a.discountgroup <> ''`;

function conditions(shape: Omit<Shape, 'stock'> & { stock?: Stock }): string {
  const parts = [shape.match === 'exact' ? 'a.artnrt4 = @q' : prefixRange('a.artnrt4', '>', shape.bounded)];
  if (shape.brands) parts.push('a.brand IN (SELECT value FROM json_each(@brands))');
  if (shape.blocked) parts.push('a.brand NOT IN (SELECT value FROM json_each(@blocked))');
  if (shape.stock === 'in') parts.push('a.instock = 1');
  if (shape.stock === 'out') parts.push('a.instock = 0');
  return parts.join(' AND ');
}

function prefixRange(column: string, start: '>' | '>=', bounded: boolean): string {
  return prefixRangeSql(column, start, '@q', bounded ? '@upper' : null);
}

interface SearchParams {
  q: string;
  upper: string | null;
  brands: string | null;
  blocked: string;
  customer: number;
}

export class CatalogueSearch {
  private readonly statements = new Map<string, ReturnType<SqliteDatabase['prepare']>>();

  /** Reads in one transaction, so an import swapping the catalogue is seen wholly or not at all. */
  readonly search: (query: SearchQuery) => SearchResult;

  constructor(private readonly db: SqliteDatabase) {
    this.search = db.transaction((query: SearchQuery) => this.searchInSnapshot(query));
  }

  private statement(key: string, sql: () => string) {
    let statement = this.statements.get(key);
    if (!statement) {
      statement = this.db.prepare(sql());
      this.statements.set(key, statement);
    }
    return statement;
  }

  private searchInSnapshot(query: SearchQuery): SearchResult {
    const params: SearchParams = {
      q: query.q,
      upper: prefixUpperBound(query.q),
      brands: query.brands ? JSON.stringify(query.brands) : null,
      blocked: JSON.stringify(query.blockedBrands),
      customer: query.customerId ?? -1,
    };
    const blocked = query.blockedBrands.length > 0;
    const facets = this.facets(query, blocked, params);
    const articles = this.articles(query, blocked, params);
    const catalogueVersion = (this.statement('version', () => `SELECT value FROM meta WHERE key = 'catalogue_version'`).pluck().get({}) as string | undefined) ?? 'empty';
    return { articles, ...summarise(facets, query), catalogueVersion };
  }

  /** Per brand: matching articles and those on stock, with neither the brand nor the stock filter. */
  private facets(query: SearchQuery, blocked: boolean, params: SearchParams): FacetRow[] {
    const blockedSql = blocked ? ' AND a.brand NOT IN (SELECT value FROM json_each(@blocked))' : '';
    if (!query.exact && query.q.length <= PREFIX_FACET_MAX_LENGTH) {
      const counted = this.statement(`prefix-facets:${blocked}`, () =>
        `SELECT a.brand, a.count, a.instock FROM prefix_facets a WHERE a.prefix = @q${blockedSql}`);
      return counted.all(params) as FacetRow[];
    }
    const bounded = params.upper !== null;
    const match = query.exact ? 'a.artnrt4 = @q' : prefixRange('a.artnrt4', '>=', bounded);
    const statement = this.statement(`facets:${query.exact}:${bounded}:${blocked}`, () =>
      `SELECT a.brand, COUNT(*) AS count, SUM(a.instock) AS instock FROM articles a
       WHERE ${match}${blockedSql} GROUP BY a.brand`,
    );
    return statement.all(params) as FacetRow[];
  }

  /** The exact match first, then articles on stock, then the rest, each by artnrt4. */
  private articles(query: SearchQuery, blocked: boolean, params: SearchParams): string[] {
    const base = { bounded: params.upper !== null, brands: query.brands !== null, blocked };
    const rows: string[] = [];
    const take = (shape: Shape, order: string) => {
      if (rows.length >= query.limit) return;
      const key = `rows:${shape.match}:${shape.bounded}:${shape.brands}:${shape.blocked}:${shape.stock}`;
      const statement = this.statement(key, () => `${ARTICLE_SELECT} WHERE ${conditions(shape)} ORDER BY ${order} LIMIT @limit`).raw();
      for (const row of statement.all({ ...params, limit: query.limit - rows.length }) as ArticleRow[]) rows.push(withDiscount(row));
    };
    const takeFromBrands = (instock: 0 | 1) => {
      if (rows.length >= query.limit || !query.brands) return;
      const visible = query.brands.filter((brand) => !query.blockedBrands.includes(brand));
      for (const row of this.brandRanges(visible, instock, params, query.limit - rows.length)) rows.push(withDiscount(row));
    };
    const stockFilter: Stock = query.onstock ? 'in' : 'any';
    take({ ...base, match: 'exact', stock: stockFilter }, 'a.instock DESC, a.brand, a.id');
    if (query.exact) return rows;
    if (query.brands) {
      takeFromBrands(1);
      if (!query.onstock) takeFromBrands(0);
    } else {
      take({ ...base, match: 'after-exact', stock: 'in' }, 'a.artnrt4');
      if (!query.onstock) take({ ...base, match: 'after-exact', stock: 'out' }, 'a.artnrt4');
    }
    return rows;
  }

  /**
   * With a brand filter: each brand's next articles after the exact match, read from the brand
   * index as one range per brand, merged by (artnrt4, brand, id) — the order the artnrt4 index
   * gives without a filter — and only the first `limit` of them read from the table.
   */
  private brandRanges(brands: string[], instock: 0 | 1, params: SearchParams, limit: number): ArticleRow[] {
    const bounded = params.upper !== null;
    const range = this.statement(`brand-range:${bounded}`, () =>
      `SELECT a.artnrt4, a.brand, a.id FROM articles a
       WHERE a.brand = @brand AND a.instock = @instock AND ${prefixRange('a.artnrt4', '>', bounded)}
       ORDER BY a.artnrt4 LIMIT @limit`).raw();
    const candidates: BrandRangeRow[] = [];
    for (const brand of brands) {
      candidates.push(...(range.all({ brand, instock, q: params.q, upper: params.upper, limit }) as BrandRangeRow[]));
    }
    candidates.sort(byArticleNumberBrandId);
    const byId = this.statement('article-by-id', () => `${ARTICLE_SELECT} WHERE a.id = @id`).raw();
    return candidates.slice(0, limit).map(([, , id]) => byId.get({ id, customer: params.customer }) as ArticleRow);
  }
}

type BrandRangeRow = [artnrt4: string, brand: string, id: number];

function byArticleNumberBrandId(a: BrandRangeRow, b: BrandRangeRow): number {
  if (a[0] !== b[0]) return a[0] < b[0] ? -1 : 1;
  if (a[1] !== b[1]) return a[1] < b[1] ? -1 : 1;
  return a[2] - b[2];
}
