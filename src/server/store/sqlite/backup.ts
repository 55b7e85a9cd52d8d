/**
 * An online copy of a SQLite database. VACUUM INTO writes the copy from one read transaction, so
 * it is the database as it was at one instant even while the server searches and an import or a
 * sign-in writes (WAL mode lets them go on meanwhile), and it is compact. The copy is written under
 * a temporary name and renamed when complete, so a backup that fails leaves no half file behind.
 */
import Database from 'better-sqlite3';
import fs from 'node:fs';
import { openDatabaseFile } from './database-file';

export function backupSqlite(source: string, destination: string): { bytes: number } {
  // Opened read-only without migrating: a backup never changes what it copies.
  const db = openDatabaseFile(source, 'read', () => {
    const opened = new Database(source, { readonly: true, fileMustExist: true });
    try {
      opened.pragma('busy_timeout = 5000');
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
    fs.renameSync(partial, destination);
  } catch (error) {
    fs.rmSync(partial, { force: true });
    throw error;
  } finally {
    db.close();
  }
  return { bytes: fs.statSync(destination).size };
}
