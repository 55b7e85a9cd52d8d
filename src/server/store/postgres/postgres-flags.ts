import type pg from 'pg';
import { toSwitched, type FlagName, type FlagStore } from '../flag-store';

/** The switched flags, one row each. */
export function postgresFlags(pool: pg.Pool): FlagStore {
  return {
    async switched() {
      const { rows } = await pool.query<{ name: string; enabled: boolean; changed_at: string }>({ name: 'flags', text: 'SELECT name, enabled, changed_at FROM feature_flags' });
      return toSwitched(rows);
    },
    async switch(name: FlagName, enabled: boolean, at: number) {
      await pool.query(
        `INSERT INTO feature_flags (name, enabled, changed_at) VALUES ($1, $2, $3)
         ON CONFLICT (name) DO UPDATE SET enabled = excluded.enabled, changed_at = excluded.changed_at`, [name, enabled, at]);
    },
  };
}
