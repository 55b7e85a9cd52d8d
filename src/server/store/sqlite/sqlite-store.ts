/**
 * The embedded default store: one SQLite file. better-sqlite3 is synchronous and fast enough that
 * a search finishes in well under a millisecond of blocking; the async interface is for other backends.
 */
import fs from 'node:fs';
import type {
  CatalogueInfo, FailureCount, ImportFailure, ImportRecord, LoginAttempt, LoginAttemptCheck, LoginAttemptKey, NewSession, NumberLookup, NumberLookupResult,
  ReplacementResult, RunningAttempts, SearchQuery, SearchResult, SessionUser, StartedLoginAttempt, Store, UserRecord,
} from '../store';
import type { ReplacementRow } from '../catalogue-rows';
import type { CanonicalBrand } from '../../../shared/brands/brand-mapping';
import {
  BRAND_ALIASES_SELECT, BRANDS_SELECT, FAILURE_RETENTION_MS, IMPORT_FAILURES_LIKE, IMPORT_RECORDS_LIKE, REPLACEMENTS_ORDER, SESSION_USER_SELECT, toBrands,
  toImportFailure, toImportRecord, toSessionUser, toUser, USER_SELECT, visibleReplacements, type BrandRow, type UserRow,
} from '../store-rows';
import { checkSqliteWrites } from './write-check';
import { CatalogueSearch } from './catalogue-search';
import { numberLookup } from './number-lookup';
import { openDatabase, type SqliteDatabase } from './open-database';

export class SqliteStore implements Store {
  private readonly catalogue: CatalogueSearch;
  private readonly lookup: (lookup: NumberLookup) => NumberLookupResult;
  private readonly sql;
  private open = true;

  constructor(readonly db: SqliteDatabase) {
    this.catalogue = new CatalogueSearch(db);
    this.lookup = numberLookup(db);
    this.sql = {
      // data_version moves on with every commit of another connection (an import, the CLI's);
      // total_changes with every row this connection writes (sign-ins included, which is harmless).
      answersVersion: db.prepare<[], string>(`SELECT (SELECT data_version FROM pragma_data_version()) || ':' || total_changes()`).pluck(),
      meta: db.prepare<[], { key: string; value: string }>(
        `SELECT key, value FROM meta WHERE key IN ('catalogue_version', 'catalogue_articles')`),
      importRecords: db.prepare<[string], { key: string; value: string }>(`SELECT key, value FROM meta WHERE key LIKE ? ORDER BY key`),
      canonicalBrands: db.prepare<[string], { alias: string; brand: string }>(
        `SELECT alias, brand FROM brand_aliases WHERE alias IN (SELECT value FROM json_each(?))`),
      soldBrands: db.prepare<[], { brand: string }>(
        `SELECT brand FROM brands WHERE in_pt = 'yes' ORDER BY brand COLLATE NOCASE`),
      replacements: db.prepare<[string], ReplacementRow>(
        `SELECT from_artnrt4, from_brand, to_artnrt4, to_brand FROM replacements WHERE from_artnrt4 = ? ${REPLACEMENTS_ORDER}`),
      userByEmail: db.prepare<[string], UserRow>(`${USER_SELECT} WHERE u.email = ?`),
      userBySession: db.prepare<[string, number], UserRow & { session_expires_at: number; session_browser_hash: string | null }>(
        `${SESSION_USER_SELECT} WHERE s.token_hash = ? AND s.expires_at > ? AND u.disabled = 0`),
      insertSession: db.prepare(
        `INSERT INTO sessions (token_hash, cookie_hash, browser_hash, user_id, created_at, expires_at)
         VALUES (@tokenHash, @cookieHash, @browserHash, @userId, @createdAt, @expiresAt)`),
      deleteExpiredSessions: db.prepare<[number]>(`DELETE FROM sessions WHERE expires_at <= ?`),
      deleteSessionByToken: db.prepare<[string]>(`DELETE FROM sessions WHERE token_hash = ?`),
      deleteSessionByCookie: db.prepare<[string]>(`DELETE FROM sessions WHERE cookie_hash = ?`),
      insertFailure: db.prepare<[string, string, number]>(`INSERT INTO login_failures (email, address, at) VALUES (?, ?, ?)`),
      deleteOldFailures: db.prepare<[number]>(`DELETE FROM login_failures WHERE at < ?`),
      clearPairFailures: db.prepare<[string, string]>(`DELETE FROM login_failures WHERE email = ? AND address = ?`),
      rememberAddress: db.prepare<[string, string, number]>(
        `INSERT INTO known_sign_in_addresses (email, address, last_at) VALUES (?, ?, ?)
         ON CONFLICT (email, address) DO UPDATE SET last_at = excluded.last_at`),
      pairFailures: db.prepare<[string, string, number], FailureCount>(
        `SELECT COUNT(*) AS count, MIN(at) AS oldestAt FROM login_failures WHERE email = ? AND address = ? AND at >= ?`),
      addressFailures: db.prepare<[string, number], FailureCount>(
        `SELECT COUNT(*) AS count, MIN(at) AS oldestAt FROM login_failures WHERE address = ? AND at >= ?`),
      accountFailures: db.prepare<[string, number], FailureCount>(
        `SELECT COUNT(*) AS count, MIN(at) AS oldestAt FROM login_failures WHERE email = ? AND at >= ?`),
      knownAddress: db.prepare<[string, string], { known: number }>(
        `SELECT 1 AS known FROM known_sign_in_addresses WHERE email = ? AND address = ?`),
      deleteStaleAttempts: db.prepare<[number]>(`DELETE FROM login_attempts_running WHERE started_at < ?`),
      runningAttempts: db.prepare<{ email: string; address: string }, RunningAttempts>(
        `SELECT COALESCE(SUM(email = @email AND address = @address), 0) AS pair,
                COALESCE(SUM(address = @address), 0) AS address, COALESCE(SUM(email = @email), 0) AS account
         FROM login_attempts_running WHERE email = @email OR address = @address`),
      insertAttempt: db.prepare<[string, string, number]>(`INSERT INTO login_attempts_running (email, address, started_at) VALUES (?, ?, ?)`),
      deleteAttempt: db.prepare<[number]>(`DELETE FROM login_attempts_running WHERE id = ?`),
    };
  }

  static open(file: string): SqliteStore {
    return new SqliteStore(openDatabase(file));
  }

  isReady(): boolean {
    return this.open;
  }

  async checkWrites(): Promise<void> {
    checkSqliteWrites(this.db);
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
    return this.sql.answersVersion.get() as string;
  }

  async replacements(q: string, blockedBrands: string[]): Promise<ReplacementResult> {
    return visibleReplacements(this.sql.replacements.all(q), blockedBrands);
  }

  async lookupNumbers(lookup: NumberLookup): Promise<NumberLookupResult> {
    return this.lookup(lookup);
  }

  async findUserByEmail(email: string): Promise<UserRecord | undefined> {
    return toUser(this.sql.userByEmail.get(email));
  }

  async findUserBySession(tokenHash: string, now: number): Promise<SessionUser | undefined> {
    return toSessionUser(this.sql.userBySession.get(tokenHash, now));
  }

  async createSession(session: NewSession): Promise<void> {
    this.db.transaction(() => {
      this.sql.deleteExpiredSessions.run(session.createdAt);
      this.sql.insertSession.run(session);
    })();
  }

  async deleteSession(by: { tokenHash?: string; cookieHash?: string }): Promise<boolean> {
    let deleted = 0;
    if (by.tokenHash) deleted += this.sql.deleteSessionByToken.run(by.tokenHash).changes;
    if (by.cookieHash) deleted += this.sql.deleteSessionByCookie.run(by.cookieHash).changes;
    return deleted > 0;
  }

  async recordLoginAttempt(attempt: LoginAttempt): Promise<void> {
    this.db.transaction(() => {
      if (attempt.success) {
        this.sql.clearPairFailures.run(attempt.email, attempt.address);
        this.sql.rememberAddress.run(attempt.email, attempt.address, attempt.at);
      } else {
        this.sql.deleteOldFailures.run(attempt.at - FAILURE_RETENTION_MS);
        this.sql.insertFailure.run(attempt.email, attempt.address, attempt.at);
      }
    })();
  }

  async startLoginAttempt(key: LoginAttemptKey, admit: (check: LoginAttemptCheck) => boolean): Promise<StartedLoginAttempt> {
    // IMMEDIATE: the write lock is taken first, so no other process counts between this count and insert.
    return this.db.transaction(() => {
      this.sql.deleteStaleAttempts.run(key.runningSince);
      const check: LoginAttemptCheck = {
        failures: {
          pair: this.sql.pairFailures.get(key.email, key.address, key.failuresSince) as FailureCount,
          address: this.sql.addressFailures.get(key.address, key.failuresSince) as FailureCount,
          account: this.sql.accountFailures.get(key.email, key.failuresSince) as FailureCount,
          knownAddress: this.sql.knownAddress.get(key.email, key.address) !== undefined,
        },
        running: this.sql.runningAttempts.get({ email: key.email, address: key.address }) as RunningAttempts,
      };
      if (!admit(check)) return { check, attemptId: null };
      return { check, attemptId: Number(this.sql.insertAttempt.run(key.email, key.address, key.at).lastInsertRowid) };
    }).immediate();
  }

  async endLoginAttempt(attemptId: number): Promise<void> {
    this.sql.deleteAttempt.run(attemptId);
  }

  async close(): Promise<void> {
    if (!this.open) return;
    this.open = false;
    this.db.close();
  }
}
