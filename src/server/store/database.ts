/**
 * A database of either backend (connect-database.ts opens one). Everything above the store
 * (routes, CLIs, the demo, imports) works on this interface and never asks which backend it is.
 */
import type { DatabaseTarget } from '../database-target';
import type { Admin } from './admin';
import type { CatalogueRows, LoadOptions } from './catalogue-load';
import type { StockRefreshOptions, StockRefreshResult, StockRows } from './stock/stock-refresh';
import type { Store } from './store';

export interface ConnectOptions {
  /** For the server, which waits for another process's lock briefly and without blocking for long (docs/operations.md, Sign-ins during imports); the tools wait longer. */
  server?: boolean;
}

export interface Database {
  readonly target: DatabaseTarget;
  readonly store: Store;
  readonly admin: Admin;
  /** Stages every row, indexes, and swaps the catalogue in atomically; returns the articles now serving. */
  loadCatalogue(rows: CatalogueRows, options: LoadOptions): Promise<number>;
  /** Sets stock and delivery time of the catalogue's articles in place, atomically (store/stock/stock-refresh.ts). */
  refreshStock(rows: StockRows, options: StockRefreshOptions): Promise<StockRefreshResult>;
  /** Runs `work` holding the import lock: imports of every kind run one at a time (ImportInProgressError). */
  whileImporting<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}
