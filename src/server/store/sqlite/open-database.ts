import Database from 'better-sqlite3';
import { openDatabaseFile } from './database-file';
import { MIGRATIONS } from './migrations';

export type SqliteDatabase = Database.Database;

const MMAP_BYTES = 1024 ** 3;

/**
 * Opens (creating if needed) a database file in WAL mode, so searches read a consistent snapshot
 * while an import writes, and brings its schema up to date. A file that cannot be used is refused
 * with a DatabaseFileError naming it and why (database-file.ts).
 */
export function openDatabase(file: string, options: { readonly?: boolean } = {}): SqliteDatabase {
  if (file === ':memory:') return configure(new Database(file), options);
  return openDatabaseFile(file, options.readonly ? 'read' : 'write', () => {
    const db = new Database(file, { readonly: options.readonly ?? false });
    try {
      return configure(db, options);
    } catch (error) {
      db.close();
      throw error;
    }
  });
}

function configure(db: SqliteDatabase, options: { readonly?: boolean }): SqliteDatabase {
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  // Another process (an import, the user CLI) may hold the write lock for a moment.
  db.pragma('busy_timeout = 5000');
  db.pragma('cache_size = -65536');
  // Reads straight from the operating system's page cache instead of copying every page: searches
  // touch a few hundred pages of a catalogue that stays cached.
  db.pragma(`mmap_size = ${MMAP_BYTES}`);
  if (!options.readonly) migrate(db);
  return db;
}

export function migrate(db: SqliteDatabase): void {
  const current = db.pragma('user_version', { simple: true }) as number;
  if (current > MIGRATIONS.length) {
    throw new Error(`Database schema version ${current} is newer than this server (${MIGRATIONS.length})`);
  }
  for (let version = current; version < MIGRATIONS.length; version++) {
    db.transaction(() => {
      db.exec(MIGRATIONS[version]);
      db.pragma(`user_version = ${version + 1}`);
    })();
  }
}
