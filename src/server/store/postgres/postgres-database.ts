/** PostgreSQL: store, admin and catalogue loader on one connection pool, the schema brought up to date on connect. */
import type pg from 'pg';
import type { CatalogueRows, LoadOptions } from '../catalogue-load';
import { describeTarget, type DatabaseTarget } from '../../database-target';
import type { Database } from '../database';
import type { StockRefreshOptions, StockRefreshResult, StockRows } from '../stock/stock-refresh';
import { inImportTransaction, loadCatalogue } from './catalogue-loader';
import { migrate, TABLES } from './migrations';
import { checkOut, createPool } from './pool';
import { PostgresAdmin } from './postgres-admin';
import { PostgresStore } from './postgres-store';
import { refreshStock } from './stock-refresh';

export class PostgresDatabase implements Database {
  readonly target: DatabaseTarget;
  readonly store: PostgresStore;
  readonly admin: PostgresAdmin;

  /**
   * @param foundEmpty the database had none of pricetool's tables when this connection created them
   */
  private constructor(readonly pool: pg.Pool, url: string, readonly foundEmpty: boolean) {
    this.target = { kind: 'postgres', url };
    this.store = new PostgresStore(pool);
    this.admin = new PostgresAdmin(pool);
  }

  static async connect(url: string): Promise<PostgresDatabase> {
    const pool = createPool(url);
    let foundVersion: number;
    try {
      const { client, giveBack } = await checkOut(pool);
      try {
        foundVersion = await migrate(client);
      } finally {
        giveBack();
      }
    } catch (error) {
      await pool.end();
      // 3D000: the database named does not exist; no pricetool command creates one on PostgreSQL.
      const missing = (error as { code?: string }).code === '3D000' ? '; create it first with createdb (docs/operations.md, PostgreSQL and several instances)' : '';
      throw new Error(`Cannot use the PostgreSQL database ${describeTarget({ kind: 'postgres', url })}: ${(error as Error).message}${missing}`);
    }
    return new PostgresDatabase(pool, url, foundVersion === 0);
  }

  loadCatalogue(rows: CatalogueRows, options: LoadOptions): Promise<number> {
    return loadCatalogue(this.pool, rows, options);
  }

  refreshStock(rows: StockRows, options: StockRefreshOptions): Promise<StockRefreshResult> {
    return refreshStock(this.pool, rows, options);
  }

  /** The lock is held by a connection of its own; `work` writes through the pool as usual. */
  whileImporting<T>(work: () => Promise<T>): Promise<T> {
    return inImportTransaction(this.pool, () => work());
  }

  /** True while no catalogue has been loaded and no user exists. */
  async isUnused(): Promise<boolean> {
    const { rows } = await this.pool.query<{ unused: boolean }>(
      `SELECT (SELECT value FROM meta WHERE key = 'catalogue_version') = 'empty' AND NOT EXISTS (SELECT 1 FROM users) AS unused`);
    return rows[0].unused;
  }

  async metaValue(key: string): Promise<string | undefined> {
    const { rows } = await this.pool.query<{ value: string }>('SELECT value FROM meta WHERE key = $1', [key]);
    return rows[0]?.value;
  }

  async setMetaValue(key: string, value: string): Promise<void> {
    await this.pool.query('INSERT INTO meta (key, value) VALUES ($1, $2) ON CONFLICT (key) DO UPDATE SET value = excluded.value', [key, value]);
  }

  /** Runs `work` while holding a session advisory lock: other processes asking for the same key wait. */
  async exclusively<T>(key: number, work: () => Promise<T>): Promise<T> {
    const { client, giveBack } = await checkOut(this.pool);
    try {
      await client.query('SELECT pg_advisory_lock($1)', [key]);
      try {
        return await work();
      } finally {
        await client.query('SELECT pg_advisory_unlock($1)', [key]);
      }
    } finally {
      giveBack();
    }
  }

  /** Drops every table of this product and migrates afresh (db:create --force). */
  async reset(): Promise<void> {
    await this.pool.query(`DROP TABLE IF EXISTS ${TABLES.join(', ')} CASCADE`);
    const { client, giveBack } = await checkOut(this.pool);
    try {
      await migrate(client);
    } finally {
      giveBack();
    }
  }

  close(): Promise<void> {
    return this.store.close();
  }
}
