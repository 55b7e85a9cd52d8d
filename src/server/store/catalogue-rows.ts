/**
 * The rows a catalogue load writes, whoever produces them (the demo generator, the fixtures, the
 * CSV importer). An article row is the API's Article without what the server derives (artnrt4,
 * to_artnrt4) or what depends on the customer (discount).
 */
import type { Article } from '../../shared/contract';

export type CatalogueRow = Omit<Article, 'artnrt4' | 'to_artnrt4' | 'discount'>;

export const REPLACEMENT_KINDS = ['successor', 'alternative'] as const;
/** A successor replaces a discontinued article; an alternative is a substitute for one still sold. */
export type ReplacementKind = (typeof REPLACEMENT_KINDS)[number];

/** One article number replaced by another, both normalised (artnrt4). */
export interface ReplacementRow {
  from_artnrt4: string;
  from_brand: string;
  to_artnrt4: string;
  to_brand: string;
  /** A successor when not given. */
  kind?: ReplacementKind;
}

/** One line of a stock refresh: the new stock and delivery time of the article with this number. */
export interface StockRow {
  artnrt4: string;
  /** Empty when the file names no brand: the article number alone then has to name one article. */
  brand: string;
  onstock: number;
  delivery_time_weeks: number;
  /** The file's line, for reporting an article number the catalogue lacks. */
  line: number;
}
