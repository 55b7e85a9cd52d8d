/**
 * What every backend's catalogue loader shares: its options and progress, the one-import-at-a-time
 * error, and the article as it is stored (the API's JSON, without the customer's discount).
 */
import type { Article } from '../../shared/contract';
import { normaliseQuery } from '../../shared/normalise';
import type { CatalogueRow } from './catalogue-rows';

export class ImportInProgressError extends Error {
  constructor(readonly holder: string, readonly startedAt: number | null) {
    const since = startedAt === null ? '' : `, started ${new Date(startedAt).toISOString()}`;
    super(`Another catalogue import (${holder}${since}) is still running`);
  }
}

/** A catalogue import refused before it staged anything, because the disk cannot hold it (its message names the bytes). */
export class InsufficientSpaceError extends Error {}

export interface LoadProgress {
  loaded: number;
  /** `compacting`: a SQLite file made before incremental auto-vacuum is converted first, once (sqlite/disk-space.ts). */
  phase: 'compacting' | 'loading' | 'indexing' | 'swapping' | 'done';
}

export interface LoadOptions {
  version: string;
  onProgress?: (progress: LoadProgress) => void;
  /** Called after the last row is staged and before the swap; throwing aborts the import. */
  beforeSwap?: (loaded: number) => void;
  /**
   * The size of the file the rows are read from. A backend that sees its disk (SQLite) refuses
   * before staging anything an import the disk cannot hold, naming the bytes free and needed.
   */
  sourceBytes?: number;
}

export type CatalogueRows = Iterable<CatalogueRow> | AsyncIterable<CatalogueRow>;

/** Rows are staged and progress reported in batches of this many. */
export const LOAD_BATCH_SIZE = 20_000;

/** The article as the API sends it, in the contract's field order, except the customer's discount. */
export function articleDocument(row: CatalogueRow, artnrt4: string): Omit<Article, 'discount'> {
  return {
    brand: row.brand, artnr: row.artnr, artnrt4, to_artnrt4: artnrt4, name: row.name, onstock: row.onstock,
    delivery_time_weeks: row.delivery_time_weeks, listprice: row.listprice, discountgroup: row.discountgroup,
    metalsur: row.metalsur, base_unit: row.base_unit, moq: row.moq, weight: row.weight, weightunit: row.weightunit,
    ctn: row.ctn, origin: row.origin,
  };
}

/** One article as both backends store it: the columns searches read, and the document. */
export interface StoredArticle {
  artnrt4: string;
  brand: string;
  instock: 0 | 1;
  discountgroup: string;
  doc: string;
}

export function storedArticle(row: CatalogueRow): StoredArticle {
  const artnrt4 = normaliseQuery(row.artnr);
  return {
    artnrt4,
    brand: row.brand,
    instock: Number(row.onstock) > 0 ? 1 : 0,
    discountgroup: row.discountgroup,
    doc: JSON.stringify(articleDocument(row, artnrt4)),
  };
}
