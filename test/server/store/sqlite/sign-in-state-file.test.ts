/**
 * SQLite's sign-in state file (store/sqlite/sign-in-state.ts): a database made before it existed
 * has its sessions, failures and known addresses moved there; a state file that belongs to
 * another database (a restored backup beside the live state) is emptied when the database opens.
 */
import Database from 'better-sqlite3';
import fs from 'node:fs';
import { secretHash } from '../../../../src/server/auth/tokens';
import { backupSqlite } from '../../../../src/server/store/sqlite/backup';
import { MIGRATIONS } from '../../../../src/server/store/sqlite/migrations';
import { signInStateFile } from '../../../../src/server/store/sqlite/sign-in-state';
import { SqliteStore } from '../../../../src/server/store/sqlite/sqlite-store';
import { createSqliteTestDatabase } from '../../support/test-app';
import { DEMO } from '../../../support/demo-users';

/** The migrations before the sign-in state moved out of the database file. */
const BEFORE_THE_MOVE = 5;

let database: { file: string; remove: () => void };
afterEach(() => database.remove());

const tables = (db: Database.Database, schema: string) =>
  db.prepare(`SELECT name FROM ${schema}.sqlite_master WHERE type = 'table' ORDER BY name`).pluck().all() as string[];

it('moves the sign-in state of a database made before it had a file of its own; its sessions go on', async () => {
  database = await createSqliteTestDatabase(100);
  fs.rmSync(database.file);
  const old = new Database(database.file);
  for (const migration of MIGRATIONS.slice(0, BEFORE_THE_MOVE)) old.exec(migration);
  old.pragma(`user_version = ${BEFORE_THE_MOVE}`);
  const now = Date.now();
  const userId = Number(old.prepare(`INSERT INTO users (email, username, password_hash, created_at) VALUES ('old@example.com', 'Old', 'x', ?)`).run(now).lastInsertRowid);
  old.prepare('INSERT INTO sessions (token_hash, cookie_hash, user_id, created_at, expires_at) VALUES (?, ?, ?, ?, ?)')
    .run(secretHash('old-token'), secretHash('old-cookie'), userId, now, now + 60_000);
  old.prepare(`INSERT INTO login_failures (email, address, at) VALUES ('old@example.com', '10.0.0.9', ?)`).run(now);
  old.prepare(`INSERT INTO known_sign_in_addresses (email, address, last_at) VALUES ('old@example.com', '10.0.0.8', ?)`).run(now);
  old.close();

  const store = SqliteStore.open(database.file);
  try {
    expect(await store.findUserBySession(secretHash('old-token'), now)).toMatchObject({ email: 'old@example.com', sessionExpiresAt: now + 60_000 });
    expect(tables(store.accounts, 'main')).not.toEqual(expect.arrayContaining(['sessions']));
    expect(tables(store.accounts, 'main').filter((name) => /session|login|sign_in/.test(name))).toEqual([]);
    expect(tables(store.accounts, 'signin')).toEqual(['audit', 'known_sign_in_addresses', 'login_attempts_running', 'login_failures', 'meta', 'password_links', 'password_requests', 'sessions', 'user_languages']);
    const { check } = await store.startLoginAttempt(
      { email: 'old@example.com', address: '10.0.0.9', at: now, failuresSince: 0, runningSince: 0 }, () => false);
    expect(check.failures).toMatchObject({ pair: { count: 1 }, knownAddress: false });
    const known = await store.startLoginAttempt({ email: 'old@example.com', address: '10.0.0.8', at: now, failuresSince: 0, runningSince: 0 }, () => false);
    expect(known.check.failures.knownAddress).toBe(true);
  } finally {
    await store.close();
  }
});

it('empties a sign-in state file that belongs to another database, such as the live one beside a restored copy', async () => {
  database = await createSqliteTestDatabase(100);
  const now = Date.now();
  const live = SqliteStore.open(database.file);
  const { id } = await live.findUserByEmail(DEMO.muster.email) as { id: number };
  await live.createSession({ tokenHash: secretHash('live-token'), cookieHash: secretHash('live-cookie'), browserHash: null, userId: id, createdAt: now, expiresAt: now + 60_000 });
  await live.close();

  const copy = `${database.file}.copy.sqlite`;
  backupSqlite(database.file, copy);
  fs.copyFileSync(signInStateFile(database.file), signInStateFile(copy));
  const restored = SqliteStore.open(copy);
  const reopened = SqliteStore.open(database.file);
  try {
    expect(await restored.findUserBySession(secretHash('live-token'), now)).toBeUndefined();
    expect(restored.accounts.prepare('SELECT COUNT(*) FROM sessions').pluck().get()).toBe(0);
    // The database the state belongs to keeps it.
    expect(await reopened.findUserBySession(secretHash('live-token'), now)).toMatchObject({ email: DEMO.muster.email });
  } finally {
    await restored.close();
    await reopened.close();
  }
});
