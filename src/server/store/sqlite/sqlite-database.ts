/** The embedded default: store, admin and catalogue loader on the two connections of open-database.ts. */
import { SQLITE_SERVER_BUSY_TIMEOUT_MS, STORE_BUSY_WAIT_MS } from '../../config';
import type { CatalogueRows, LoadOptions } from '../catalogue-load';
import type { DatabaseTarget } from '../../database-target';
import type { ConnectOptions, Database } from '../database';
import type { StockRefreshOptions, StockRefreshResult, StockRows } from '../stock/stock-refresh';
import { loadCatalogue, whileImporting } from './catalogue-loader';
import { SqliteAdmin } from './sqlite-admin';
import { SqliteStore } from './sqlite-store';
import { refreshStock } from './stock-refresh';

export class SqliteDatabaseHandle implements Database {
  readonly target: DatabaseTarget;
  readonly admin: SqliteAdmin;

  private constructor(readonly store: SqliteStore, file: string) {
    this.target = { kind: 'sqlite', file };
    this.admin = new SqliteAdmin(store.accounts);
  }

  static open(file: string, { server = false }: ConnectOptions = {}): SqliteDatabaseHandle {
    const waits = server ? { busyTimeoutMs: SQLITE_SERVER_BUSY_TIMEOUT_MS, busyWaitMs: STORE_BUSY_WAIT_MS } : {};
    return new SqliteDatabaseHandle(SqliteStore.open(file, waits), file);
  }

  loadCatalogue(rows: CatalogueRows, options: LoadOptions): Promise<number> {
    return loadCatalogue(this.store.db, rows, options);
  }

  refreshStock(rows: StockRows, options: StockRefreshOptions): Promise<StockRefreshResult> {
    return refreshStock(this.store.db, rows, options);
  }

  whileImporting<T>(work: () => Promise<T>): Promise<T> {
    return whileImporting(this.store.db, work);
  }

  close(): Promise<void> {
    return this.store.close();
  }
}
