/** The content table on PostgreSQL (store/content-store.ts). */
import type pg from 'pg';
import { toContentRow, type ContentRow, type ContentStore, type ContentTableRow } from '../content-store';
import { inTransaction } from './pool';

export class PostgresContent implements ContentStore {
  constructor(private readonly pool: pg.Pool) {}

  async rows(): Promise<ContentRow[]> {
    const { rows } = await this.pool.query<ContentTableRow>('SELECT key, en, de, fr, es FROM content ORDER BY key');
    return rows.map(toContentRow);
  }

  async write(rows: readonly ContentRow[], at: number): Promise<void> {
    await inTransaction(this.pool, 'BEGIN', async (client) => {
      for (const { key, values } of rows) {
        await client.query(
          `INSERT INTO content (key, en, de, fr, es, updated_at) VALUES ($1, $2, $3, $4, $5, $6)
           ON CONFLICT (key) DO UPDATE SET en = excluded.en, de = excluded.de, fr = excluded.fr, es = excluded.es, updated_at = excluded.updated_at`,
          [key, values.EN, values.DE, values.FR, values.ES, at]);
      }
    });
  }
}
