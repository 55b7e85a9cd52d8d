/**
 * An online copy of a SQLite database. VACUUM INTO writes the copy from one read transaction, so
 * it is the database as it was at one instant even while the server searches and an import or a
 * sign-in writes (WAL mode lets them go on meanwhile), and it is compact. The copy is written under
 * a temporary name and renamed when complete, so a backup that fails leaves no half file behind.
 *
 * The sign-in state file (sign-in-state.ts) is not copied: sessions and sign-in failures are
 * short-lived, and a copy restored weeks later must not bring back sessions ended since. The copy
 * gets a sign_in_state_id of its own, so a server started on it empties whatever sign-in state
 * file it finds beside it: restoring signs everyone out.
 */
import Database from 'better-sqlite3';
import fs from 'node:fs';
import { openDatabaseFile } from './database-file';
import { TOOL_BUSY_TIMEOUT_MS } from './open-database';
import { NEW_ID_SQL, SIGN_IN_STATE_ID } from './sign-in-state';

export function backupSqlite(source: string, destination: string): { bytes: number } {
  // Opened read-only without migrating: a backup never changes what it copies.
  const db = openDatabaseFile(source, 'read', () => {
    const opened = new Database(source, { readonly: true, fileMustExist: true });
    try {
      opened.pragma(`busy_timeout = ${TOOL_BUSY_TIMEOUT_MS}`);
      // SQLite opens the file at the first read; a refusal then still names it.
      opened.pragma('schema_version');
      return opened;
    } catch (error) {
      opened.close();
      throw error;
    }
  });
  const partial = `${destination}.partial-${process.pid}`;
  try {
    db.prepare('VACUUM INTO ?').run(partial);
    const copy = new Database(partial);
    try {
      copy.exec(`INSERT OR REPLACE INTO meta (key, value) VALUES ('${SIGN_IN_STATE_ID}', ${NEW_ID_SQL})`);
    } finally {
      copy.close();
    }
    fs.renameSync(partial, destination);
  } catch (error) {
    for (const file of [partial, `${partial}-journal`]) fs.rmSync(file, { force: true });
    throw error;
  } finally {
    db.close();
  }
  return { bytes: fs.statSync(destination).size };
}
