/**
 * Whether the SQLite file takes a write (Store.checkWrites, for readiness): one row of the meta
 * table written, waiting for the write lock no longer than WRITE_CHECK_TIMEOUT_MS, since the
 * wait blocks the process. Throws when the write fails (locked, read-only, disk full).
 */
import { WRITE_CHECK_TIMEOUT_MS } from '../../config';
import { WRITE_CHECK_META_KEY } from '../store-rows';
import type { SqliteDatabase } from './open-database';

export function checkSqliteWrites(db: SqliteDatabase): void {
  const usual = db.pragma('busy_timeout', { simple: true }) as number;
  db.pragma(`busy_timeout = ${WRITE_CHECK_TIMEOUT_MS}`);
  try {
    db.prepare('INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)').run(WRITE_CHECK_META_KEY, String(Date.now()));
  } finally {
    db.pragma(`busy_timeout = ${usual}`);
  }
}
