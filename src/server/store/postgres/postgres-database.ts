/** PostgreSQL: store, admin and catalogue loader on one connection pool, the schema brought up to date on connect. */
import type pg from 'pg';
import type { CatalogueRows, LoadOptions } from '../catalogue-load';
import type { Database, DatabaseTarget } from '../database';
import { loadCatalogue } from './catalogue-loader';
import { migrate, TABLES } from './migrations';
import { createPool } from './pool';
import { PostgresAdmin } from './postgres-admin';
import { PostgresStore } from './postgres-store';

export class PostgresDatabase implements Database {
  readonly target: DatabaseTarget;
  readonly store: PostgresStore;
  readonly admin: PostgresAdmin;

  private constructor(readonly pool: pg.Pool, url: string) {
    this.target = { kind: 'postgres', url };
    this.store = new PostgresStore(pool);
    this.admin = new PostgresAdmin(pool);
  }

  static async connect(url: string): Promise<PostgresDatabase> {
    const pool = createPool(url);
    try {
      const client = await pool.connect();
      try {
        await migrate(client);
      } finally {
        client.release();
      }
    } catch (error) {
      await pool.end();
      throw new Error(`Cannot use the PostgreSQL database: ${(error as Error).message}`);
    }
    return new PostgresDatabase(pool, url);
  }

  loadCatalogue(rows: CatalogueRows, options: LoadOptions): Promise<number> {
    return loadCatalogue(this.pool, rows, options);
  }

  /** True while no catalogue has been loaded and no user but `demoEmails` exists: a new database. */
  async isNew(demoEmails: readonly string[]): Promise<boolean> {
    const { rows } = await this.pool.query<{ fresh: boolean }>(
      `SELECT (SELECT value FROM meta WHERE key = 'catalogue_version') = 'empty'
          AND NOT EXISTS (SELECT 1 FROM users WHERE email <> ALL($1::text[])) AS fresh`, [demoEmails]);
    return rows[0].fresh;
  }

  /** Runs `work` while holding a session advisory lock: other processes asking for the same key wait. */
  async exclusively<T>(key: number, work: () => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    try {
      await client.query('SELECT pg_advisory_lock($1)', [key]);
      try {
        return await work();
      } finally {
        await client.query('SELECT pg_advisory_unlock($1)', [key]);
      }
    } finally {
      client.release();
    }
  }

  /** Drops every table of this product and migrates afresh (db:create --force). */
  async reset(): Promise<void> {
    await this.pool.query(`DROP TABLE IF EXISTS ${TABLES.join(', ')} CASCADE`);
    const client = await this.pool.connect();
    try {
      await migrate(client);
    } finally {
      client.release();
    }
  }

  close(): Promise<void> {
    return this.store.close();
  }
}
