/** The embedded default: store, admin and catalogue loader on one SQLite connection. */
import type { CatalogueRows, LoadOptions } from '../catalogue-load';
import type { DatabaseTarget } from '../../database-target';
import type { Database } from '../database';
import { loadCatalogue } from './catalogue-loader';
import { SqliteAdmin } from './sqlite-admin';
import { SqliteStore } from './sqlite-store';

export class SqliteDatabaseHandle implements Database {
  readonly target: DatabaseTarget;
  readonly admin: SqliteAdmin;

  private constructor(readonly store: SqliteStore, file: string) {
    this.target = { kind: 'sqlite', file };
    this.admin = new SqliteAdmin(store.db);
  }

  static open(file: string): SqliteDatabaseHandle {
    return new SqliteDatabaseHandle(SqliteStore.open(file), file);
  }

  loadCatalogue(rows: CatalogueRows, options: LoadOptions): Promise<number> {
    return loadCatalogue(this.store.db, rows, options);
  }

  close(): Promise<void> {
    return this.store.close();
  }
}
