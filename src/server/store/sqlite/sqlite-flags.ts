import { toSwitched, type FlagName, type FlagStore } from '../flag-store';
import { retryWhileBusy } from './retry-while-busy';
import type { SqliteDatabase } from './open-database';

/**
 * The switched flags in the database file (backed up with it). A switch waits, without blocking,
 * while an import holds the file's write lock, and is answered 503 when that lasts (app.ts).
 */
export function sqliteFlags(db: SqliteDatabase, busyWaitMs: number): FlagStore {
  const select = db.prepare<[], { name: string; enabled: number; changed_at: number }>('SELECT name, enabled, changed_at FROM feature_flags');
  const upsert = db.prepare<[string, number, number]>(
    `INSERT INTO feature_flags (name, enabled, changed_at) VALUES (?, ?, ?)
     ON CONFLICT (name) DO UPDATE SET enabled = excluded.enabled, changed_at = excluded.changed_at`);
  return {
    switched: async () => toSwitched(select.all()),
    switch: async (name: FlagName, enabled: boolean, at: number) => {
      await retryWhileBusy(busyWaitMs, () => upsert.run(name, enabled ? 1 : 0, at));
    },
  };
}
