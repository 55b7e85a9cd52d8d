/**
 * The embedded default store: one SQLite file, and its sign-in state in a file beside it
 * (sign-in-state.ts). better-sqlite3 is synchronous and fast enough that a search finishes in well
 * under a millisecond of blocking; the async interface is for other backends, and lets the
 * sign-in writes wait for a lock without blocking (retry-while-busy.ts).
 */
import fs from 'node:fs';
import type {
  CatalogueInfo, CatalogueNumbers, FailureCount, ImportFailure, ImportRecord, LoginAttempt, LoginAttemptCheck, LoginAttemptKey, NewSession, NumberLookup, NumberLookupResult,
  ReplacementResult, RunningAttempts, SearchQuery, SearchResult, SessionUser, StartedLoginAttempt, Store, UserRecord,
} from '../store';
import type { ReplacementRow } from '../catalogue-rows';
import type { CanonicalBrand } from '../../../shared/brands/brand-mapping';
import {
  BRAND_ALIASES_SELECT, BRANDS_SELECT, FAILURE_RETENTION_MS, IMPORT_FAILURES_LIKE, IMPORT_RECORDS_LIKE, REPLACEMENTS_ORDER, SESSION_USER_SELECT, toBrands,
  toImportFailure, toImportRecord, toSessionUser, toUser, USER_SELECT, visibleReplacements, type BrandRow, type UserRow,
} from '../store-rows';
import { CatalogueSearch } from './catalogue-search';
import { SqliteAudit } from './sqlite-audit';
import { SqliteContent } from './sqlite-content';
import { catalogueNumbers, numberLookup } from './number-lookup';
import { openDatabase, type OpenOptions, type SqliteDatabase } from './open-database';
import { truncateLog } from './disk-space';
import { retryWhileBusy } from './retry-while-busy';
import { sqliteFlags } from './sqlite-flags';
import { SqliteImportHistory } from './sqlite-import-history';
import { SqlitePasswords } from './sqlite-passwords';

export interface SqliteStoreOptions extends OpenOptions {
  /** How long a sign-in's read or write tries again, without blocking, while another process holds the lock (0: once). */
  busyWaitMs?: number;
}

export class SqliteStore implements Store {
  private readonly catalogue: CatalogueSearch;
  private readonly lookup: (lookup: NumberLookup) => NumberLookupResult;
  private readonly numbers: () => CatalogueNumbers;
  private readonly sql;
  private readonly signIns;
  readonly audit: SqliteAudit;
  private open = true;
  readonly flags;
  readonly importHistory: SqliteImportHistory;
  readonly passwords: SqlitePasswords;
  readonly content: SqliteContent;

  /** `db` and `accounts` as open-database.ts describes them. */
  constructor(readonly db: SqliteDatabase, readonly accounts: SqliteDatabase, private readonly busyWaitMs = 0) {
    this.importHistory = new SqliteImportHistory(accounts);
    this.catalogue = new CatalogueSearch(db);
    this.passwords = new SqlitePasswords(accounts, busyWaitMs);
    this.audit = new SqliteAudit(accounts, busyWaitMs);
    this.content = new SqliteContent(db, busyWaitMs);
    this.lookup = numberLookup(db);
    this.numbers = catalogueNumbers(db);
    this.flags = sqliteFlags(accounts, busyWaitMs);
    this.sql = {
      meta: db.prepare<[], { key: string; value: string }>(
        `SELECT key, value FROM meta WHERE key IN ('catalogue_version', 'catalogue_articles')`),
      importRecords: db.prepare<[string], { key: string; value: string }>(`SELECT key, value FROM meta WHERE key LIKE ? ORDER BY key`),
      canonicalBrands: db.prepare<[string], { alias: string; brand: string }>(
        `SELECT alias, brand FROM brand_aliases WHERE alias IN (SELECT value FROM json_each(?))`),
      soldBrands: db.prepare<[], { brand: string }>(
        `SELECT brand FROM brands WHERE in_pt = 'yes' ORDER BY brand COLLATE NOCASE`),
      replacements: db.prepare<[string], ReplacementRow>(
        `SELECT from_artnrt4, from_brand, to_artnrt4, to_brand FROM replacements WHERE from_artnrt4 = ? ${REPLACEMENTS_ORDER}`),
    };
    this.signIns = {
      // Each file's data_version moves on with every commit of another connection (an import, a
      // CLI, another instance's sign-ins); total_changes with every row this connection writes.
      databaseVersion: accounts.prepare<[], number>('PRAGMA main.data_version').pluck(),
      signInVersion: accounts.prepare<[], number>('PRAGMA signin.data_version').pluck(),
      ownChanges: accounts.prepare<[], number>('SELECT total_changes()').pluck(),
      writeCheck: accounts.prepare<[string]>(`INSERT OR REPLACE INTO signin.meta (key, value) VALUES ('write_check', ?)`),
      userByEmail: accounts.prepare<[string], UserRow>(`${USER_SELECT} WHERE u.email = ?`),
      userBySession: accounts.prepare<[string, number], UserRow & { session_expires_at: number; session_browser_hash: string | null }>(
        `${SESSION_USER_SELECT} WHERE s.token_hash = ? AND s.expires_at > ? AND u.disabled = 0`),
      insertSession: accounts.prepare(
        `INSERT INTO sessions (token_hash, cookie_hash, browser_hash, user_id, created_at, expires_at)
         VALUES (@tokenHash, @cookieHash, @browserHash, @userId, @createdAt, @expiresAt)`),
      deleteExpiredSessions: accounts.prepare<[number]>(`DELETE FROM sessions WHERE expires_at <= ?`),
      deleteSessionByToken: accounts.prepare<[string]>(`DELETE FROM sessions WHERE token_hash = ?`),
      deleteSessionByCookie: accounts.prepare<[string]>(`DELETE FROM sessions WHERE cookie_hash = ?`),
      insertFailure: accounts.prepare<[string, string, number]>(`INSERT INTO login_failures (email, address, at) VALUES (?, ?, ?)`),
      deleteOldFailures: accounts.prepare<[number]>(`DELETE FROM login_failures WHERE at < ?`),
      clearPairFailures: accounts.prepare<[string, string]>(`DELETE FROM login_failures WHERE email = ? AND address = ?`),
      rememberAddress: accounts.prepare<[string, string, number]>(
        `INSERT INTO known_sign_in_addresses (email, address, last_at) VALUES (?, ?, ?)
         ON CONFLICT (email, address) DO UPDATE SET last_at = excluded.last_at`),
      pairFailures: accounts.prepare<[string, string, number], FailureCount>(
        `SELECT COUNT(*) AS count, MIN(at) AS oldestAt FROM login_failures WHERE email = ? AND address = ? AND at >= ?`),
      addressFailures: accounts.prepare<[string, number], FailureCount>(
        `SELECT COUNT(*) AS count, MIN(at) AS oldestAt FROM login_failures WHERE address = ? AND at >= ?`),
      accountFailures: accounts.prepare<[string, number], FailureCount>(
        `SELECT COUNT(*) AS count, MIN(at) AS oldestAt FROM login_failures WHERE email = ? AND at >= ?`),
      knownAddress: accounts.prepare<[string, string], { known: number }>(
        `SELECT 1 AS known FROM known_sign_in_addresses WHERE email = ? AND address = ?`),
      deleteStaleAttempts: accounts.prepare<[number]>(`DELETE FROM login_attempts_running WHERE started_at < ?`),
      runningAttempts: accounts.prepare<{ email: string; address: string }, RunningAttempts>(
        `SELECT COALESCE(SUM(email = @email AND address = @address), 0) AS pair,
                COALESCE(SUM(address = @address), 0) AS address, COALESCE(SUM(email = @email), 0) AS account
         FROM login_attempts_running WHERE email = @email OR address = @address`),
      insertAttempt: accounts.prepare<[string, string, number]>(`INSERT INTO login_attempts_running (email, address, started_at) VALUES (?, ?, ?)`),
      deleteAttempt: accounts.prepare<[number]>(`DELETE FROM login_attempts_running WHERE id = ?`),
    };
  }

  static open(file: string, options: SqliteStoreOptions = {}): SqliteStore {
    const { db, accounts } = openDatabase(file, options);
    return new SqliteStore(db, accounts, options.busyWaitMs);
  }

  /** A sign-in's read or write, tried again while another process holds the sign-in state's lock. */
  private signInState<T>(operation: () => T): Promise<T> {
    return retryWhileBusy(this.busyWaitMs, operation);
  }

  isReady(): boolean {
    return this.open;
  }

  async catalogueInfo(): Promise<CatalogueInfo> {
    const meta = Object.fromEntries(this.sql.meta.all().map((row) => [row.key, row.value]));
    return { version: meta.catalogue_version ?? 'empty', articles: Number(meta.catalogue_articles ?? 0) };
  }

  async importRecords(): Promise<ImportRecord[]> {
    return this.sql.importRecords.all(IMPORT_RECORDS_LIKE).map(toImportRecord);
  }

  async importFailures(): Promise<ImportFailure[]> {
    return this.sql.importRecords.all(IMPORT_FAILURES_LIKE).map(toImportFailure);
  }

  /** The file and its write-ahead log, which holds the commits not yet copied into the file. */
  async databaseBytes(): Promise<number> {
    const size = (file: string) => fs.statSync(file, { throwIfNoEntry: false })?.size ?? 0;
    return this.db.memory ? 0 : size(this.db.name) + size(`${this.db.name}-wal`);
  }

  poolUse(): null {
    return null;
  }

  /** Both tables in one read transaction, so a brands import another process commits meanwhile is seen whole or not at all. */
  async brands(): Promise<CanonicalBrand[]> {
    return this.db.transaction(() => toBrands(
      this.db.prepare(BRANDS_SELECT).all() as BrandRow[], this.db.prepare(BRAND_ALIASES_SELECT).all() as Array<{ alias: string; brand: string }>))();
  }

  async canonicalBrands(keys: string[]): Promise<Map<string, string>> {
    return new Map(this.sql.canonicalBrands.all(JSON.stringify(keys)).map((row) => [row.alias, row.brand]));
  }

  async soldBrands(): Promise<string[]> {
    return this.sql.soldBrands.all().map((row) => row.brand);
  }

  async search(query: SearchQuery): Promise<SearchResult> {
    return this.catalogue.search(query);
  }

  async answersVersion(): Promise<string> {
    const { databaseVersion, signInVersion, ownChanges } = this.signIns;
    return `${databaseVersion.get()}:${signInVersion.get()}:${ownChanges.get()}`;
  }

  async replacements(q: string, blockedBrands: string[]): Promise<ReplacementResult> {
    return visibleReplacements(this.sql.replacements.all(q), blockedBrands);
  }

  async lookupNumbers(lookup: NumberLookup): Promise<NumberLookupResult> {
    return this.lookup(lookup);
  }

  async catalogueNumbers(): Promise<CatalogueNumbers> {
    return this.numbers();
  }

  async findUserByEmail(email: string): Promise<UserRecord | undefined> {
    return toUser(await this.signInState(() => this.signIns.userByEmail.get(email)));
  }

  async findUserBySession(tokenHash: string, now: number): Promise<SessionUser | undefined> {
    return toSessionUser(await this.signInState(() => this.signIns.userBySession.get(tokenHash, now)));
  }

  // The transactions below begin with a write to the sign-in state, which takes that file's write
  // lock first (as IMMEDIATE would, without also taking the database file's, which an import may
  // hold for seconds): no other process interleaves with what they count and write.

  async createSession(session: NewSession): Promise<void> {
    await this.signInState(() => this.accounts.transaction(() => {
      this.signIns.deleteExpiredSessions.run(session.createdAt);
      this.signIns.insertSession.run(session);
    })());
  }

  async deleteSession(by: { tokenHash?: string; cookieHash?: string }): Promise<boolean> {
    let deleted = 0;
    if (by.tokenHash) deleted += (await this.signInState(() => this.signIns.deleteSessionByToken.run(by.tokenHash as string))).changes;
    if (by.cookieHash) deleted += (await this.signInState(() => this.signIns.deleteSessionByCookie.run(by.cookieHash as string))).changes;
    return deleted > 0;
  }

  async recordLoginAttempt(attempt: LoginAttempt): Promise<void> {
    await this.signInState(() => this.accounts.transaction(() => {
      if (attempt.success) {
        this.signIns.clearPairFailures.run(attempt.email, attempt.address);
        this.signIns.rememberAddress.run(attempt.email, attempt.address, attempt.at);
      } else {
        this.signIns.deleteOldFailures.run(attempt.at - FAILURE_RETENTION_MS);
        this.signIns.insertFailure.run(attempt.email, attempt.address, attempt.at);
      }
    })());
  }

  async startLoginAttempt(key: LoginAttemptKey, admit: (check: LoginAttemptCheck) => boolean): Promise<StartedLoginAttempt> {
    const sql = this.signIns;
    return this.signInState(() => this.accounts.transaction(() => {
      sql.deleteStaleAttempts.run(key.runningSince);
      const check: LoginAttemptCheck = {
        failures: {
          pair: sql.pairFailures.get(key.email, key.address, key.failuresSince) as FailureCount,
          address: sql.addressFailures.get(key.address, key.failuresSince) as FailureCount,
          account: sql.accountFailures.get(key.email, key.failuresSince) as FailureCount,
          knownAddress: sql.knownAddress.get(key.email, key.address) !== undefined,
        },
        running: sql.runningAttempts.get({ email: key.email, address: key.address }) as RunningAttempts,
      };
      if (!admit(check)) return { check, attemptId: null };
      return { check, attemptId: Number(sql.insertAttempt.run(key.email, key.address, key.at).lastInsertRowid) };
    })());
  }

  async endLoginAttempt(attemptId: number): Promise<void> {
    await this.signInState(() => this.signIns.deleteAttempt.run(attemptId));
  }

  /** Writes a row of the sign-in state, the file the server writes to and no import locks. */
  async checkWrites(): Promise<void> {
    await this.signInState(() => this.signIns.writeCheck.run(String(Date.now())));
  }

  async close(): Promise<void> {
    if (!this.open) return;
    this.open = false;
    // The log emptied before going: while the server's connection stays open, SQLite keeps the
    // log, with what this one wrote last (an import's line in the history), until its next checkpoint.
    try {
      truncateLog(this.db);
    } catch {
      // Busy or out of room: the next checkpoint takes the log.
    }
    this.db.close();
    this.accounts.close();
  }
}
