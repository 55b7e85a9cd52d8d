/**
 * The small test catalogue held in memory, and what docs/api.md (Search, Replacements) says a search or a replacement
 * lookup must answer, worked out by plain scans: an oracle that shares no code with the store.
 */
import type { ReplacementRow } from '../../../src/server/store/catalogue-rows';
import type { Article, BrandCount, LookupStatus, ReplacementsResponse } from '../../../src/shared/contract';
import { normaliseQuery } from '../../../src/shared/normalise';
import { SUPPLIER_PREFIXES } from '../../../src/shared/supplier-prefixes';

export interface OracleArticle {
  artnr: string;
  artnrt4: string;
  brand: string;
  onStock: boolean;
  discountgroup: string;
  /** The article as the catalogue holds it: the same for every customer. */
  stored: Omit<Article, 'discount'>;
}

/** How the oracle and a response's article are matched up. */
export function articleKey(article: { brand: string; artnrt4: string }): string {
  return `${article.brand}\u0000${article.artnrt4}`;
}

export interface OracleQuery {
  /** Already normalised. */
  q: string;
  exact: boolean;
  brands: string[] | null;
  onstock: boolean;
  blocked: ReadonlySet<string>;
}

export interface OracleSearch {
  /** Every article the search may return, by articleKey (the response holds at most 100 of them). */
  matching: Map<string, OracleArticle>;
  /** Facets sorted by brand; the response sorts them by count. */
  facetsByBrand: BrandCount[];
  total: number;
  onStock: number;
}

/** What a parts-list line must resolve to: its status, and the articles it names (its own or those to choose among). */
export interface OracleLookup {
  status: LookupStatus;
  articles: OracleArticle[];
}

export class CatalogueOracle {
  private constructor(readonly articles: readonly OracleArticle[], private readonly replacementRows: readonly ReplacementRow[]) {}

  /** Reads the catalogue and the replacement table through SQL both backends understand. */
  static async read(rows: <T>(sql: string) => Promise<T[]>): Promise<CatalogueOracle> {
    const stored = await rows<{ artnrt4: string; brand: string; instock: number; discountgroup: string; doc: string }>(
      'SELECT artnrt4, brand, instock, discountgroup, doc FROM articles',
    );
    const articles = stored.map(({ artnrt4, brand, instock, discountgroup, doc }) => {
      const article = JSON.parse(doc) as Omit<Article, 'discount'>;
      return { artnr: article.artnr, artnrt4, brand, onStock: instock === 1, discountgroup, stored: article };
    });
    const replacements = await rows<ReplacementRow>('SELECT from_artnrt4, from_brand, to_artnrt4, to_brand FROM replacements');
    return new CatalogueOracle(articles, replacements);
  }

  search({ q, exact, brands, onstock, blocked }: OracleQuery): OracleSearch {
    const selected = brands === null ? null : new Set(brands);
    // Facets are disjunctive: per brand, counted with every filter but the brand filter.
    const perBrand = new Map<string, { count: number; inStock: number }>();
    const matching = new Map<string, OracleArticle>();
    for (const article of this.articles) {
      if (exact ? article.artnrt4 !== q : !article.artnrt4.startsWith(q)) continue;
      if (blocked.has(article.brand)) continue;
      const counts = perBrand.get(article.brand) ?? { count: 0, inStock: 0 };
      counts.count++;
      if (article.onStock) counts.inStock++;
      perBrand.set(article.brand, counts);
      if ((selected === null || selected.has(article.brand)) && (!onstock || article.onStock)) matching.set(articleKey(article), article);
    }
    const facetsByBrand: BrandCount[] = [];
    let total = 0;
    let onStock = 0;
    for (const [brand, { count, inStock }] of [...perBrand].sort(([a], [b]) => (a < b ? -1 : 1))) {
      const shown = onstock ? inStock : count;
      if (shown > 0 || selected?.has(brand)) facetsByBrand.push({ brand, count: shown });
      if (selected === null || selected.has(brand)) {
        total += shown;
        onStock += inStock;
      }
    }
    return { matching, facetsByBrand, total, onStock };
  }

  /** Every from_artnrt4 the replacement table knows. */
  replacementOrigins(): string[] {
    return [...new Set(this.replacementRows.map((row) => row.from_artnrt4))];
  }

  replacements(q: string, blocked: ReadonlySet<string>): ReplacementsResponse {
    const rows = this.replacementRows.filter((row) => row.from_artnrt4 === q);
    if (rows.length === 0 || blocked.has(rows[0].from_brand)) return { replacements: [], originalBrand: null };
    return {
      originalBrand: rows[0].from_brand,
      replacements: rows.filter((row) => !blocked.has(row.to_brand)).map(({ from_artnrt4, to_artnrt4, to_brand }) => ({ from_artnrt4, to_artnrt4, to_brand })),
    };
  }

  /**
   * A parts-list line typed as `typed` (a valid number): exactly; else without a supplier prefix,
   * exactly; else the replacements' articles; else not found. Blocked brands are never seen.
   */
  lookUp(typed: string, blocked: ReadonlySet<string>): OracleLookup {
    const visible = (number: string) => this.articles.filter((article) => article.artnrt4 === number && !blocked.has(article.brand));
    const replacing = (number: string) => {
      const { replacements, originalBrand } = this.replacements(number, blocked);
      return { candidates: replacements.flatMap((row) => visible(row.to_artnrt4)), originalBrand };
    };
    // One article found as such comes with its own replacements; several are ambiguous.
    const matched = (articles: OracleArticle[], status: LookupStatus, number: string): OracleLookup => {
      if (articles.length > 1) return { status: 'ambiguous', articles };
      const others = replacing(number).candidates.filter((article) => article.artnrt4 !== articles[0].artnrt4);
      return { status, articles: [articles[0], ...others] };
    };
    const exact = visible(normaliseQuery(typed));
    if (exact.length > 0) return matched(exact, 'found', normaliseQuery(typed));
    const trimmed = typed.trim();
    const prefixed = trimmed.length > 3 && (SUPPLIER_PREFIXES as readonly string[]).includes(trimmed.slice(0, 3).toUpperCase());
    const stripped = prefixed ? normaliseQuery(trimmed.slice(3)) : null;
    const afterPrefix = stripped ? visible(stripped) : [];
    if (stripped && afterPrefix.length > 0) return matched(afterPrefix, 'found_after_prefix', stripped);
    const { candidates, originalBrand } = replacing(stripped || normaliseQuery(typed));
    if (candidates.length === 0) return { status: 'not_found', articles: [] };
    return { status: candidates.some((article) => article.brand === originalBrand) ? 'successor' : 'alternative', articles: candidates };
  }
}
