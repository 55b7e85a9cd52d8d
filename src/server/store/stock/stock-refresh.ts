/**
 * What both backends' stock refresh shares. A refresh changes only stock and delivery time, in
 * place, in one transaction: a search sees all the old stock or all the new, never a mix, and an
 * article number the catalogue lacks is reported, never added.
 */
import type { StockRow } from '../catalogue-rows';

export type StockRows = AsyncIterable<StockRow> | Iterable<StockRow>;

export interface StockRefreshOptions {
  /** The catalogue version after the refresh: cached answers of the old stock are not reused. */
  version: string;
  /** Called once every line is staged, before anything changes; throwing aborts the refresh. */
  beforeApply?: (staged: number) => void;
  /** Called as each phase ends, for timing the refresh (bench/imports.ts). */
  onPhase?: (phase: StockPhase) => void;
}

/**
 * The phases of a refresh, in order: the file read and validated, the catalogue's stock compared
 * with it, the changed articles written, the on-stock counts moved, the transaction committed.
 */
export type StockPhase = 'read' | 'compared' | 'written' | 'counted' | 'committed';

export interface UnknownArticle {
  line: number;
  artnrt4: string;
  brand: string;
}

export interface StockRefreshResult {
  /** Articles whose stock or delivery time changed. */
  updated: number;
  /** Lines naming no article of the catalogue (the first UNKNOWN_REPORTED of them in `unknown`). */
  unknownCount: number;
  unknown: UnknownArticle[];
}

export const UNKNOWN_REPORTED = 1000;

/**
 * Where a stored article (store/catalogue-load.ts articleDocument) keeps its stock: the two fields
 * stand side by side in that order, from STOCK_FIELDS_START on; inside a JSON string every quote
 * is escaped, so the marker can only be the field itself. Either may be a number or, as the
 * contract allows for older data, a text; the refresh writes numbers.
 */
export const STOCK_FIELDS_START = ',"onstock":';
const STOCK_FIELDS = /^,"onstock":(-?\d+|"[^"]*"),"delivery_time_weeks":(\d+|"[^"]*"),/;

/** The two fields as the refresh writes them into a document. */
export function stockFields(onstock: number, weeks: number): string {
  return `${STOCK_FIELDS_START}${onstock},"delivery_time_weeks":${weeks},`;
}

/** The length of the stock fields `text` (a document from STOCK_FIELDS_START on) starts with; 0 when it does not. */
export function stockFieldsLength(text: string): number {
  return STOCK_FIELDS.exec(text)?.[0].length ?? 0;
}
