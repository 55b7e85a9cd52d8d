/**
 * The store on PostgreSQL, for several server instances on one database. Sessions, sign-in
 * failures and running sign-in attempts are rows like on SQLite, so a token issued by one instance
 * is honoured by every other and the throttle counts attempts made at any of them.
 */
import { PostgresImportHistory } from './postgres-import-history';
import type pg from 'pg';
import type {
  CatalogueInfo, CatalogueNumbers, ImportFailure, ImportRecord, LoginAttempt, LoginAttemptCheck, LoginAttemptKey, NewSession, NumberLookup, NumberLookupResult,
  ReplacementResult, SearchQuery, PoolUse, SearchResult, SessionUser, StartedLoginAttempt, Store, UserRecord,
} from '../store';
import type { ReplacementRow } from '../catalogue-rows';
import type { CanonicalBrand } from '../../../shared/brands/brand-mapping';
import {
  BRAND_ALIASES_SELECT, BRANDS_SELECT, FAILURE_RETENTION_MS, IMPORT_FAILURES_LIKE, IMPORT_RECORDS_LIKE, REPLACEMENTS_ORDER, SESSION_USER_SELECT, toBrands,
  toImportFailure, toImportRecord, toSessionUser, toUser, USER_SELECT, visibleReplacements, type BrandRow, type UserRow,
} from '../store-rows';
import { searchCatalogue } from './catalogue-search';
import { PostgresAudit } from './postgres-audit';
import { catalogueNumbers, lookupNumbers } from './number-lookup';
import { PostgresContent } from './postgres-content';
import { STORE_BUSY_WAIT_MS } from '../../config';
import { ADVISORY_LOCK, inTransaction } from './pool';
import { postgresFlags } from './postgres-flags';
import { PostgresPasswords } from './postgres-passwords';

/** $1 email, $2 address, $3 failures since, $4 running since. */
const LOGIN_COUNTS_SQL = `
  WITH stale AS (DELETE FROM login_attempts_running WHERE started_at < $4),
  pair AS (SELECT COUNT(*) AS count, MIN(at) AS oldest FROM login_failures WHERE email = $1 AND address = $2 AND at >= $3),
  by_address AS (SELECT COUNT(*) AS count, MIN(at) AS oldest FROM login_failures WHERE address = $2 AND at >= $3),
  by_account AS (SELECT COUNT(*) AS count, MIN(at) AS oldest FROM login_failures WHERE email = $1 AND at >= $3),
  running AS (
    SELECT COUNT(*) FILTER (WHERE email = $1 AND address = $2) AS pair, COUNT(*) FILTER (WHERE address = $2) AS address,
           COUNT(*) FILTER (WHERE email = $1) AS account
    FROM login_attempts_running WHERE (email = $1 OR address = $2) AND started_at >= $4)
  SELECT pair.count AS pair_count, pair.oldest AS pair_oldest, by_address.count AS address_count,
         by_address.oldest AS address_oldest, by_account.count AS account_count, by_account.oldest AS account_oldest,
         EXISTS (SELECT 1 FROM known_sign_in_addresses k WHERE k.email = $1 AND k.address = $2) AS known,
         running.pair AS running_pair, running.address AS running_address, running.account AS running_account
  FROM pair, by_address, by_account, running`;

interface LoginCountsRow {
  pair_count: number; pair_oldest: number | null;
  address_count: number; address_oldest: number | null;
  account_count: number; account_oldest: number | null;
  known: boolean;
  running_pair: number; running_address: number; running_account: number;
}

function toCheck(row: LoginCountsRow): LoginAttemptCheck {
  return {
    failures: {
      pair: { count: row.pair_count, oldestAt: row.pair_oldest },
      address: { count: row.address_count, oldestAt: row.address_oldest },
      account: { count: row.account_count, oldestAt: row.account_oldest },
      knownAddress: row.known,
    },
    running: { pair: row.running_pair, address: row.running_address, account: row.running_account },
  };
}

export class PostgresStore implements Store {
  private open = true;
  readonly passwords: PostgresPasswords;
  readonly audit: PostgresAudit;
  readonly content: PostgresContent;
  readonly flags;
  readonly importHistory: PostgresImportHistory;

  constructor(readonly pool: pg.Pool) {
    this.passwords = new PostgresPasswords(pool);
    this.audit = new PostgresAudit(pool);
    this.content = new PostgresContent(pool);
    this.flags = postgresFlags(pool);
    this.importHistory = new PostgresImportHistory(pool);
  }

  isReady(): boolean {
    return this.open;
  }

  async catalogueInfo(): Promise<CatalogueInfo> {
    const { rows } = await this.pool.query<{ key: string; value: string }>(
      `SELECT key, value FROM meta WHERE key IN ('catalogue_version', 'catalogue_articles')`);
    const meta = Object.fromEntries(rows.map((row) => [row.key, row.value]));
    return { version: meta.catalogue_version ?? 'empty', articles: Number(meta.catalogue_articles ?? 0) };
  }

  async importRecords(): Promise<ImportRecord[]> {
    return (await this.metaLike(IMPORT_RECORDS_LIKE)).map(toImportRecord);
  }

  async importFailures(): Promise<ImportFailure[]> {
    return (await this.metaLike(IMPORT_FAILURES_LIKE)).map(toImportFailure);
  }

  private async metaLike(pattern: string): Promise<Array<{ key: string; value: string }>> {
    const { rows } = await this.pool.query<{ key: string; value: string }>('SELECT key, value FROM meta WHERE key LIKE $1 ORDER BY key', [pattern]);
    return rows;
  }

  async databaseBytes(): Promise<number> {
    const { rows } = await this.pool.query<{ bytes: number }>('SELECT pg_database_size(current_database()) AS bytes');
    return rows[0].bytes;
  }

  poolUse(): PoolUse {
    return { total: this.pool.totalCount, idle: this.pool.idleCount, waiting: this.pool.waitingCount };
  }

  /** Both tables from one snapshot, so a brands import committed meanwhile is seen whole or not at all. */
  async brands(): Promise<CanonicalBrand[]> {
    return inTransaction(this.pool, 'BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY', async (client) => {
      const brands = await client.query<BrandRow>(BRANDS_SELECT);
      const aliases = await client.query<{ alias: string; brand: string }>(BRAND_ALIASES_SELECT);
      return toBrands(brands.rows, aliases.rows);
    });
  }

  async canonicalBrands(keys: string[]): Promise<Map<string, string>> {
    // PostgreSQL text cannot hold NUL, and no alias contains one.
    const { rows } = await this.pool.query<{ alias: string; brand: string }>(
      'SELECT alias, brand FROM brand_aliases WHERE alias = ANY($1::text[])', [keys.filter((key) => !key.includes('\u0000'))]);
    return new Map(rows.map((row) => [row.alias, row.brand]));
  }

  async soldBrands(): Promise<string[]> {
    const { rows } = await this.pool.query<{ brand: string }>(`SELECT brand FROM brands WHERE in_pt = 'yes' ORDER BY lower(brand), brand`);
    return rows.map((row) => row.brand);
  }

  search(query: SearchQuery): Promise<SearchResult> {
    return searchCatalogue(this.pool, query);
  }

  /**
   * Null: answers are not reused. Knowing that nothing changed would take a round trip that
   * covers the catalogue, stock, discounts and brands, which costs about what the search does.
   */
  async answersVersion(): Promise<null> {
    return null;
  }

  async replacements(q: string, blockedBrands: string[]): Promise<ReplacementResult> {
    if (q.includes('\u0000')) return { replacements: [], originalBrand: null };
    const { rows } = await this.pool.query<ReplacementRow>({
      name: 'replacements',
      text: `SELECT from_artnrt4, from_brand, to_artnrt4, to_brand FROM replacements WHERE from_artnrt4 = $1 ${REPLACEMENTS_ORDER}`,
      values: [q],
    });
    return visibleReplacements(rows, blockedBrands);
  }

  lookupNumbers(lookup: NumberLookup): Promise<NumberLookupResult> {
    return lookupNumbers(this.pool, lookup);
  }

  catalogueNumbers(): Promise<CatalogueNumbers> {
    return catalogueNumbers(this.pool);
  }

  async findUserByEmail(email: string): Promise<UserRecord | undefined> {
    const { rows } = await this.pool.query<UserRow>({ name: 'user-by-email', text: `${USER_SELECT} WHERE u.email = $1`, values: [email] });
    return toUser(rows[0]);
  }

  async findUserBySession(tokenHash: string, now: number): Promise<SessionUser | undefined> {
    const { rows } = await this.pool.query<UserRow & { session_expires_at: string; session_browser_hash: string | null }>({
      name: 'user-by-session',
      text: `${SESSION_USER_SELECT} WHERE s.token_hash = $1 AND s.expires_at > $2 AND NOT u.disabled`,
      values: [tokenHash, now],
    });
    return toSessionUser(rows[0]);
  }

  async createSession(session: NewSession): Promise<void> {
    await this.pool.query({
      name: 'create-session',
      text: `WITH expired AS (DELETE FROM sessions WHERE expires_at <= $4)
        INSERT INTO sessions (token_hash, cookie_hash, browser_hash, user_id, created_at, expires_at) VALUES ($1, $2, $3, $4, $5, $6)`,
      values: [session.tokenHash, session.cookieHash, session.browserHash, session.userId, session.createdAt, session.expiresAt],
    });
  }

  async deleteSession(by: { tokenHash?: string; cookieHash?: string }): Promise<boolean> {
    const { rowCount } = await this.pool.query('DELETE FROM sessions WHERE token_hash = $1 OR cookie_hash = $2', [by.tokenHash ?? null, by.cookieHash ?? null]);
    return (rowCount ?? 0) > 0;
  }

  async recordLoginAttempt(attempt: LoginAttempt): Promise<void> {
    if (attempt.success) {
      await this.pool.query({
        name: 'login-success',
        text: `WITH cleared AS (DELETE FROM login_failures WHERE email = $1 AND address = $2)
          INSERT INTO known_sign_in_addresses (email, address, last_at) VALUES ($1, $2, $3)
          ON CONFLICT (email, address) DO UPDATE SET last_at = excluded.last_at`,
        values: [attempt.email, attempt.address, attempt.at],
      });
    } else {
      await this.pool.query({
        name: 'login-failure',
        text: `WITH old AS (DELETE FROM login_failures WHERE at < $4) INSERT INTO login_failures (email, address, at) VALUES ($1, $2, $3)`,
        values: [attempt.email, attempt.address, attempt.at, attempt.at - FAILURE_RETENTION_MS],
      });
    }
  }

  async startLoginAttempt(key: LoginAttemptKey, admit: (check: LoginAttemptCheck) => boolean): Promise<StartedLoginAttempt> {
    // One admission at a time across every instance: counting and recording cannot interleave.
    const begin = `BEGIN; SELECT pg_advisory_xact_lock(${ADVISORY_LOCK.signInAdmission})`;
    return inTransaction(this.pool, begin, async (client) => {
      const counts = await client.query<LoginCountsRow>({
        name: 'login-counts', text: LOGIN_COUNTS_SQL, values: [key.email, key.address, key.failuresSince, key.runningSince],
      });
      const check = toCheck(counts.rows[0]);
      if (!admit(check)) return { check, attemptId: null };
      const inserted = await client.query<{ id: number }>({
        name: 'login-attempt-start',
        text: 'INSERT INTO login_attempts_running (email, address, started_at) VALUES ($1, $2, $3) RETURNING id',
        values: [key.email, key.address, key.at],
      });
      return { check, attemptId: inserted.rows[0].id };
    });
  }

  async endLoginAttempt(attemptId: number): Promise<void> {
    await this.pool.query({ name: 'login-attempt-end', text: 'DELETE FROM login_attempts_running WHERE id = $1', values: [attemptId] });
  }

  async checkWrites(): Promise<void> {
    // A write stuck behind a lock is a write that does not go through: given up after the wait a
    // request on SQLite gets (55P03, lock_not_available), so readiness answers instead of hanging.
    await inTransaction(this.pool, `BEGIN; SET LOCAL lock_timeout = ${STORE_BUSY_WAIT_MS}`, (client) => client.query({
      name: 'write-check', text: 'INSERT INTO write_checks (id, at) VALUES (1, $1) ON CONFLICT (id) DO UPDATE SET at = excluded.at', values: [Date.now()],
    }));
  }

  async close(): Promise<void> {
    if (!this.open) return;
    this.open = false;
    await this.pool.end();
  }
}
