import Database from 'better-sqlite3';
import { openDatabaseFile } from './database-file';
import { MIGRATIONS } from './migrations';
import { attachSignInState, claimSignInState } from './sign-in-state';

export type SqliteDatabase = Database.Database;

const MMAP_BYTES = 1024 ** 3;

/** How long the tools (imports, the user CLI, migrations at start) wait, blocking, for a lock another process holds. */
export const TOOL_BUSY_TIMEOUT_MS = 5000;

/**
 * A write-ahead log that an import made big (a stock refresh writes its whole transaction there)
 * is cut back to this size once it has been checkpointed and starts over.
 */
const WAL_SIZE_LIMIT_BYTES = 64 * 1024 ** 2;

export interface OpenOptions {
  /**
   * How long a statement waits, blocking, for a lock another process holds: better-sqlite3 is
   * synchronous, so the server's wait holds up every request and is short; its store then retries
   * without blocking (sqlite-store.ts). The tools wait TOOL_BUSY_TIMEOUT_MS.
   */
  busyTimeoutMs?: number;
}

/** The two connections of a SQLite database. */
export interface SqliteConnections {
  /**
   * The database file alone: searches read through it, imports write through it. It never sees
   * the sign-in state file, so no transaction on it, however long, locks that file.
   */
  db: SqliteDatabase;
  /**
   * Users with their sign-in state: the database file with the sign-in state file attached
   * (sign-in-state.ts). A transaction here must never begin IMMEDIATE, which would take the write
   * lock of both files and so wait for an import: sign-in writes begin with a write to the
   * sign-in state, which takes that file's lock alone.
   */
  accounts: SqliteDatabase;
}

/** A connection on the database file in WAL mode, so searches read a consistent snapshot while an import writes. */
function connect(file: string, busyTimeoutMs: number): SqliteDatabase {
  const db = new Database(file);
  // A new file gives the pages a failed import used back to the file system (catalogue-loader.ts);
  // on a file that has tables already this changes nothing (see convertToIncrementalVacuum).
  db.pragma('auto_vacuum = INCREMENTAL');
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  db.pragma(`journal_size_limit = ${WAL_SIZE_LIMIT_BYTES}`);
  db.pragma(`busy_timeout = ${busyTimeoutMs}`);
  return db;
}

/**
 * Opens (creating if needed) a database file and its sign-in state file, and brings both schemas
 * up to date, waiting as the tools do for that; then each connection waits as `options` say. A
 * file that cannot be used is refused with a DatabaseFileError naming it and why (database-file.ts).
 */
export function openDatabase(file: string, options: OpenOptions = {}): SqliteConnections {
  if (file === ':memory:') return openConnections(file, options);
  return openDatabaseFile(file, 'write', () => openConnections(file, options));
}

function openConnections(file: string, options: OpenOptions): SqliteConnections {
  const busyTimeoutMs = options.busyTimeoutMs ?? TOOL_BUSY_TIMEOUT_MS;
  const accounts = connect(file, TOOL_BUSY_TIMEOUT_MS);
  try {
    attachSignInState(accounts, file);
    migrate(accounts);
    claimSignInState(accounts);
  } catch (error) {
    accounts.close();
    throw error;
  }
  accounts.pragma(`busy_timeout = ${busyTimeoutMs}`);
  const db = connect(file, busyTimeoutMs);
  db.pragma('cache_size = -65536');
  // Reads straight from the operating system's page cache instead of copying every page: searches
  // touch a few hundred pages of a catalogue that stays cached.
  db.pragma(`mmap_size = ${MMAP_BYTES}`);
  return { db, accounts };
}

/** Brings the database file's schema up to date; `db` has the sign-in state attached (a migration moves rows there). */
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
