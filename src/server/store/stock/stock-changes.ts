/**
 * What a stock refresh changes, worked out the same way on both backends: the file's lines are
 * held by article number and brand, the catalogue is read once (each article's on-stock flag and
 * its document from the stock fields on), and only articles whose stock or delivery time differ
 * are written; in a 3-hourly refresh most are unchanged. An article going on or off stock moves the
 * on-stock count of each of its prefixes by one, so the counts stay right without a recount.
 */
import type { StockRow } from '../catalogue-rows';
import { facetPrefixes } from '../prefix-facets';
import { stockFields, stockFieldsLength, UNKNOWN_REPORTED, type StockRows, type UnknownArticle } from './stock-refresh';

/** An article as the refresh reads it; `stock` is its document from STOCK_FIELDS_START on (STOCK_TEXT_LENGTH characters of it). */
export interface ArticleStock {
  id: number;
  artnrt4: string;
  brand: string;
  instock: number;
  stock: string;
}

/** Enough of a document to hold its stock fields (as the refresh writes them, at most 47 characters). */
export const STOCK_TEXT_LENGTH = 64;

export interface StockChange {
  id: number;
  artnrt4: string;
  brand: string;
  /** The new stock fields, and the length of the old ones they replace in the document. */
  fields: string;
  replacedLength: number;
  /** The on-stock flag after the refresh, and before it. */
  instock: number;
  was: number;
}

export interface FacetDelta {
  prefix: string;
  brand: string;
  /** Added to the prefix's on-stock count of this brand. */
  instock: number;
}

/** A line of the file; `other` links the next line naming the same article number with another brand. */
interface StockLine {
  row: StockRow;
  matched: boolean;
  other?: StockLine;
}

export class StockLines {
  /** By article number: looking an article up costs one hash of a string the database returned. */
  private readonly lines = new Map<string, StockLine>();
  private count = 0;

  static async read(rows: StockRows): Promise<StockLines> {
    const stockLines = new StockLines();
    for await (const row of rows) stockLines.add(row);
    return stockLines;
  }

  private add(row: StockRow): void {
    const line: StockLine = { row, matched: false, other: this.lines.get(row.artnrt4) };
    this.lines.set(row.artnrt4, line);
    this.count++;
  }

  get size(): number {
    return this.count;
  }

  /**
   * The change the file makes to `article`, or null when no line names it or its line holds the
   * stock it has. A line naming the brand wins over one naming the article number alone, which
   * applies to that number's articles of every brand.
   */
  change(article: ArticleStock): StockChange | null {
    let own: StockLine | undefined;
    let anyBrand: StockLine | undefined;
    for (let line = this.lines.get(article.artnrt4); line; line = line.other) {
      if (line.row.brand === article.brand) own = line;
      else if (line.row.brand === '') anyBrand = line;
    }
    if (anyBrand) anyBrand.matched = true;
    if (own) own.matched = true;
    const row = (own ?? anyBrand)?.row;
    if (!row) return null;
    const fields = stockFields(row.onstock, row.delivery_time_weeks);
    // A document whose stock fields cannot be read (none the catalogue import writes) is left as it is.
    const replacedLength = stockFieldsLength(article.stock);
    if (article.stock.startsWith(fields) || replacedLength === 0) return null;
    const { id, artnrt4, brand, instock: was } = article;
    return { id, artnrt4, brand, fields, replacedLength, instock: row.onstock > 0 ? 1 : 0, was };
  }

  /** The lines that named no article (in file order), once every article went through `change`. */
  unknown(): { unknownCount: number; unknown: UnknownArticle[] } {
    const rows: StockRow[] = [];
    for (const first of this.lines.values()) {
      for (let line: StockLine | undefined = first; line; line = line.other) if (!line.matched) rows.push(line.row);
    }
    rows.sort((a, b) => a.line - b.line);
    return { unknownCount: rows.length, unknown: rows.slice(0, UNKNOWN_REPORTED).map(({ line, artnrt4, brand }) => ({ line, artnrt4, brand })) };
  }
}

/** The articles going on or off stock, in article-number order: their index entries then lie side by side. */
export function stockFlips(changes: readonly StockChange[]): StockChange[] {
  return changes.filter((change) => change.instock !== change.was)
    .sort((a, b) => (a.artnrt4 < b.artnrt4 ? -1 : a.artnrt4 > b.artnrt4 ? 1 : a.id - b.id));
}

/** How the on-stock counts per prefix and brand move with these flips (only counts that move). */
export function facetDeltas(flips: readonly StockChange[]): FacetDelta[] {
  const deltas = new Map<string, FacetDelta>();
  for (const { artnrt4, brand, instock, was } of flips) {
    for (const prefix of facetPrefixes(artnrt4)) {
      const key = `${prefix}\u0000${brand}`;
      const delta = deltas.get(key);
      if (delta) delta.instock += instock - was;
      else deltas.set(key, { prefix, brand, instock: instock - was });
    }
  }
  return [...deltas.values()].filter((delta) => delta.instock !== 0);
}
