/** The content table on SQLite (store/content-store.ts), in the database file. */
import { toContentRow, type ContentRow, type ContentStore, type ContentTableRow } from '../content-store';
import type { SqliteDatabase } from './open-database';
import { retryWhileBusy } from './retry-while-busy';

export class SqliteContent implements ContentStore {
  private readonly sql;

  /** `busyWaitMs`: how long a write tries again, without blocking, while an import holds the lock. */
  constructor(private readonly db: SqliteDatabase, private readonly busyWaitMs: number) {
    this.sql = {
      rows: db.prepare<[], ContentTableRow>('SELECT key, en, de, fr, es FROM content ORDER BY key'),
      upsert: db.prepare(`INSERT INTO content (key, en, de, fr, es, updated_at) VALUES (@key, @en, @de, @fr, @es, @at)
        ON CONFLICT (key) DO UPDATE SET en = excluded.en, de = excluded.de, fr = excluded.fr, es = excluded.es, updated_at = excluded.updated_at`),
    };
  }

  async rows(): Promise<ContentRow[]> {
    return this.sql.rows.all().map(toContentRow);
  }

  async write(rows: readonly ContentRow[], at: number): Promise<void> {
    const write = this.db.transaction(() => {
      for (const { key, values } of rows) this.sql.upsert.run({ key, en: values.EN, de: values.DE, fr: values.FR, es: values.ES, at });
    });
    await retryWhileBusy(this.busyWaitMs, () => write());
  }
}
