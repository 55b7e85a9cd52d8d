/**
 * The sign-in state on SQLite lives in a file of its own beside the database (`pricetool.sqlite`
 * → `pricetool.sessions.sqlite`): sessions, sign-in failures, the addresses each account signed
 * in from, and the sign-in attempts being checked. They are the server's only writes, and an
 * import holds the database file's write lock for seconds (an index build, the swap, a stock
 * refresh's transaction), which no sign-in may wait for
 * (docs/operations.md, Sign-ins during imports). The file is attached to the connection that reads users as schema `signin`, so a
 * session is still read joined with its user in one statement; every table name in it is unique
 * across both files, so statements name its tables without the schema.
 *
 * The state is not backed up (db:backup): a database file restored or created anew gets a
 * `sign_in_state_id` of its own, and a sign-in state file that belongs to another id is emptied
 * when the database is opened, which signs everyone out and forgets the sign-in failures.
 */
import path from 'node:path';
import type Database from 'better-sqlite3';

export const SIGN_IN_SCHEMA = 'signin';

/** The meta key (in the database file) naming the sign-in state that belongs to it. */
export const SIGN_IN_STATE_ID = 'sign_in_state_id';

/** The sign-in state file of a database file: `.sessions` before its extension. */
export function signInStateFile(file: string): string {
  if (file === ':memory:') return file;
  const extension = path.extname(file);
  return `${file.slice(0, file.length - extension.length)}.sessions${extension}`;
}

/** A new sign_in_state_id, for a new database and for every backup copy, in SQL. */
export const NEW_ID_SQL = 'lower(hex(randomblob(16)))';

/** The sign-in state file's schema, as numbered migrations recorded in its own user_version. */
const SIGN_IN_MIGRATIONS: readonly string[] = [
  `
  CREATE TABLE signin.meta (key TEXT PRIMARY KEY, value TEXT NOT NULL) WITHOUT ROWID;

  -- user_id names a row of the database file's users: the file cannot hold a foreign key to it,
  -- so the operator's writes that end a user's sessions delete them (sqlite-admin.ts).
  CREATE TABLE signin.sessions (
    token_hash TEXT PRIMARY KEY,
    cookie_hash TEXT NOT NULL UNIQUE,
    user_id INTEGER NOT NULL,
    created_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL,
    browser_hash TEXT
  ) WITHOUT ROWID;
  CREATE INDEX signin.sessions_by_expiry ON sessions(expires_at);
  CREATE INDEX signin.sessions_by_user ON sessions(user_id);

  CREATE TABLE signin.login_failures (
    id INTEGER PRIMARY KEY,
    email TEXT NOT NULL,
    address TEXT NOT NULL,
    at INTEGER NOT NULL
  );
  CREATE INDEX signin.login_failures_by_email ON login_failures(email, at);
  CREATE INDEX signin.login_failures_by_address ON login_failures(address, at);
  CREATE TABLE signin.known_sign_in_addresses (
    email TEXT NOT NULL,
    address TEXT NOT NULL,
    last_at INTEGER NOT NULL,
    PRIMARY KEY (email, address)
  ) WITHOUT ROWID;

  CREATE TABLE signin.login_attempts_running (
    id INTEGER PRIMARY KEY,
    email TEXT NOT NULL,
    address TEXT NOT NULL,
    started_at INTEGER NOT NULL
  );
  `,
  `
  -- The audit trail (audit-trail.ts): here, so that a sign-in's line never waits for an import.
  CREATE TABLE signin.audit (
    id INTEGER PRIMARY KEY,
    at INTEGER NOT NULL,
    event TEXT NOT NULL,
    actor TEXT NOT NULL,
    actor_role TEXT NOT NULL,
    address TEXT NOT NULL,
    customer_id INTEGER,
    user_email TEXT,
    details TEXT NOT NULL          -- JSON
  );
  CREATE INDEX signin.audit_by_at ON audit(at);
  CREATE INDEX signin.audit_by_actor ON audit(actor, id);
  CREATE INDEX signin.audit_by_user ON audit(user_email, id);
  CREATE INDEX signin.audit_by_customer ON audit(customer_id, id);
  `,
];

/** The tables a restored database empties (the audit trail is kept) and the move out of the database file fills. */
const SIGN_IN_TABLES = ['sessions', 'login_failures', 'known_sign_in_addresses', 'login_attempts_running'] as const;

/**
 * The database file's migration that moves the sign-in state out of it (sqlite/migrations.ts),
 * run with the sign-in state file attached; it gives the database its sign_in_state_id. Whatever
 * the state file held before is not this database's and goes. In WAL mode the two files commit
 * one after the other, not as one: a crash in between loses the moved rows, which only signs
 * everyone out.
 */
export const MOVE_SIGN_IN_STATE_SQL = `
  ${SIGN_IN_TABLES.map((table) => `DELETE FROM signin.${table};`).join('\n  ')}
  INSERT INTO signin.sessions (token_hash, cookie_hash, user_id, created_at, expires_at, browser_hash)
    SELECT token_hash, cookie_hash, user_id, created_at, expires_at, browser_hash FROM main.sessions;
  INSERT INTO signin.login_failures (id, email, address, at) SELECT id, email, address, at FROM main.login_failures;
  INSERT INTO signin.known_sign_in_addresses (email, address, last_at) SELECT email, address, last_at FROM main.known_sign_in_addresses;
  DROP TABLE main.sessions;
  DROP TABLE main.login_failures;
  DROP TABLE main.known_sign_in_addresses;
  DROP TABLE main.login_attempts_running;
  INSERT OR REPLACE INTO main.meta (key, value) VALUES ('${SIGN_IN_STATE_ID}', ${NEW_ID_SQL});
  INSERT OR REPLACE INTO signin.meta (key, value) SELECT 'owner', value FROM main.meta WHERE key = '${SIGN_IN_STATE_ID}';`;

/** Attaches the sign-in state file (creating it) as schema `signin` and brings its schema up to date. */
export function attachSignInState(db: Database.Database, file: string): void {
  db.prepare(`ATTACH DATABASE ? AS ${SIGN_IN_SCHEMA}`).run(signInStateFile(file));
  db.pragma(`${SIGN_IN_SCHEMA}.journal_mode = WAL`);
  db.pragma(`${SIGN_IN_SCHEMA}.synchronous = NORMAL`);
  const current = db.pragma(`${SIGN_IN_SCHEMA}.user_version`, { simple: true }) as number;
  if (current > SIGN_IN_MIGRATIONS.length) {
    throw new Error(`Sign-in state schema version ${current} is newer than this server (${SIGN_IN_MIGRATIONS.length})`);
  }
  for (let version = current; version < SIGN_IN_MIGRATIONS.length; version++) {
    db.transaction(() => {
      db.exec(SIGN_IN_MIGRATIONS[version]);
      db.pragma(`${SIGN_IN_SCHEMA}.user_version = ${version + 1}`);
    })();
  }
}

/**
 * Empties a sign-in state file that belongs to another database (a restored backup, a database
 * created anew beside an old state file), and marks it as this database's. Run once the database
 * file's migrations have given it its id.
 */
export function claimSignInState(db: Database.Database): void {
  db.transaction(() => {
    const id = db.prepare(`SELECT value FROM main.meta WHERE key = ?`).pluck().get(SIGN_IN_STATE_ID) as string;
    const owner = db.prepare(`SELECT value FROM signin.meta WHERE key = 'owner'`).pluck().get() as string | undefined;
    if (owner === id) return;
    if (owner !== undefined) for (const table of SIGN_IN_TABLES) db.exec(`DELETE FROM signin.${table}`);
    db.prepare(`INSERT OR REPLACE INTO signin.meta (key, value) VALUES ('owner', ?)`).run(id);
  })();
}
