/**
 * The store interface: everything the routes need from storage. SQLite is the embedded default;
 * other backends implement the same interface. Every method is async so that a networked backend
 * fits without touching a route.
 */
import type { ImportHistory } from './import-history';
import type { CanonicalBrand } from '../../shared/brands/brand-mapping';
import type { BrandCount, Replacement } from '../../shared/contract';
import type { USER_ROLES } from '../../shared/api-constants';
import type { AuditTrail } from './audit-trail';
import type { ReplacementRow } from './catalogue-rows';
import type { FlagStore } from './flag-store';
import type { PasswordStore } from './password-store';
import type { ContentStore } from './content-store';

export interface SearchQuery {
  /** Normalised query (src/shared/normalise). */
  q: string;
  exact: boolean;
  /** Brand filter; null when the customer filters no brand. */
  brands: string[] | null;
  onstock: boolean;
  customerId: number | null;
  blockedBrands: string[];
  limit: number;
}

export interface SearchResult {
  /**
   * The articles as JSON text (an Article each, the customer's discount included), in result
   * order: stores keep articles serialised, so a search never builds and re-serialises objects.
   */
  articles: string[];
  brands: BrandCount[];
  onStock: number;
  total: number;
  /** The catalogue version the whole answer was read from (an import swaps versions atomically). */
  catalogueVersion: string;
}

export interface ReplacementResult {
  replacements: Replacement[];
  originalBrand: string | null;
}

/** The article numbers of a parts list, looked up at once for one customer (POST /api/lookup). */
export interface NumberLookup {
  /** Normalised article numbers (artnrt4): each line's number, and its number without a supplier prefix. */
  numbers: string[];
  customerId: number | null;
  blockedBrands: string[];
  /** false: the numbers' own articles only, no replacement read (the number index's candidates); true when left out. */
  withReplacements?: boolean;
}

export interface NumberLookupResult {
  /**
   * The articles, as JSON text like a search's (the customer's discount included, blocked brands
   * left out), whose number is one of `numbers` or a replacement of one of them. The articles of
   * one number come in the order an exact search gives them: on stock first, then by brand.
   */
  articles: string[];
  /** The replacement rows of `numbers`, each number's in REPLACEMENTS_ORDER, blocked brands not yet left out. */
  replacements: ReplacementRow[];
  /** The catalogue version the whole answer was read from. */
  catalogueVersion: string;
}

/** Every distinct article number of one catalogue version, for the number index (catalogue/number-index/). */
export interface CatalogueNumbers {
  /** Normalised (artnrt4), each once, in no particular order. */
  numbers: string[];
  /** The catalogue version all of them were read from (an import swaps versions atomically). */
  catalogueVersion: string;
}

export interface CatalogueInfo {
  articles: number;
  version: string;
}

/** The last successful import of one kind of data (catalogue, stock, brands, …), kept in the database so every instance reports it. */
export interface ImportRecord {
  kind: string;
  /** When it finished, in ms since the epoch. */
  at: number;
  rows: number;
}

/** Where the meta table keeps an import kind's last success. */
export const IMPORT_META_PREFIX = 'import:';

/** The last failed import of one kind: the import CLIs run in other processes, so they note it in the database. */
export interface ImportFailure {
  kind: string;
  /** When it failed, in ms since the epoch. */
  at: number;
}

/** Where the meta table keeps an import kind's last failure. */
export const IMPORT_FAILURE_META_PREFIX = 'import-failure:';

/** Connections of a pool: open, idle among them, and callers waiting for one. */
export interface PoolUse {
  total: number;
  idle: number;
  waiting: number;
}

export interface UserRecord {
  id: number;
  email: string;
  username: string;
  passwordHash: string;
  customerId: number | null;
  customerName: string | null;
  blockedBrands: string;
  disabled: boolean;
  role: UserRole;
}

export type UserRole = (typeof USER_ROLES)[number];

/** The user a session belongs to, and when the session ends (ms since the epoch). */
export interface SessionUser extends UserRecord {
  sessionExpiresAt: number;
  /** The hash of the browser session's cookie the session is bound to (a sign-in without remember-me), else null. */
  sessionBrowserHash: string | null;
}

export interface NewSession {
  tokenHash: string;
  cookieHash: string;
  /** See SessionUser.sessionBrowserHash. */
  browserHash: string | null;
  userId: number;
  createdAt: number;
  expiresAt: number;
}

export interface LoginAttempt {
  email: string;
  address: string;
  at: number;
  success: boolean;
}

/** Failures in a window: how many, and when the oldest of them happened (for Retry-After). */
export interface FailureCount {
  count: number;
  oldestAt: number | null;
}

export interface FailureCounts {
  pair: FailureCount;
  address: FailureCount;
  account: FailureCount;
  /** Whether this address has ever signed in to this account successfully. */
  knownAddress: boolean;
}

/** Sign-in attempts whose password is being checked right now, on any instance, per scope. */
export interface RunningAttempts {
  pair: number;
  address: number;
  account: number;
}

export interface LoginAttemptCheck {
  failures: FailureCounts;
  running: RunningAttempts;
}

export interface LoginAttemptKey {
  email: string;
  address: string;
  at: number;
  /** Failures from this time on count. */
  failuresSince: number;
  /** Running attempts started before this are left over from a crashed instance and do not count. */
  runningSince: number;
}

export interface StartedLoginAttempt {
  check: LoginAttemptCheck;
  /** The running attempt to end once its outcome is recorded; null when `admit` said no. */
  attemptId: number | null;
}

/**
 * Everything the server keeps lives here, none of it in a process, so that several server
 * instances on one database behave as one.
 */
export interface Store {
  /** Password links, their requests' throttle and the users' languages (password-store.ts). */
  readonly passwords: PasswordStore;
  /** Sign-ins, staff actions and the tools' changes, for the staff console (audit-trail.ts). */
  readonly audit: AuditTrail;
  /** The feature flags switched in the staff console. */
  readonly flags: FlagStore;
  /** Every import and check, with who ran it (store/import-history.ts). */
  readonly importHistory: ImportHistory;
  isReady(): boolean;
  /** The distributor's texts and settings. */
  readonly content: ContentStore;
  catalogueInfo(): Promise<CatalogueInfo>;
  soldBrands(): Promise<string[]>;
  /** The brand data as the last brands import (or the demo) wrote it, sorted by brand. */
  brands(): Promise<CanonicalBrand[]>;
  /** The canonical brand of each lookup key (brandKey of a name or alias) that the brand data knows. */
  canonicalBrands(keys: string[]): Promise<Map<string, string>>;
  search(query: SearchQuery): Promise<SearchResult>;
  /**
   * A token that changes whenever anything a search answer is read from may have changed, by
   * this process or any other (an import's or a stock refresh's commit, a discount, a brand):
   * answers read after seeing one token may be kept and reused while it stays the same. Null
   * when the backend cannot tell cheaply; answers are then never reused.
   */
  answersVersion(): Promise<string | null>;
  replacements(q: string, blockedBrands: string[]): Promise<ReplacementResult>;
  /** Many article numbers at once, with their replacements, in one read of one catalogue (a few statements, not one per number). */
  lookupNumbers(lookup: NumberLookup): Promise<NumberLookupResult>;
  /**
   * Every distinct normalised article number of the current catalogue, read from one version of
   * it, in batches with the event loop free between them; rejects once `signal` is aborted.
   */
  catalogueNumbers(signal?: AbortSignal): Promise<CatalogueNumbers>;
  /** The last successful import of each kind that has ever run. */
  importRecords(): Promise<ImportRecord[]>;
  /** The last failed import of each kind that has ever failed. */
  importFailures(): Promise<ImportFailure[]>;
  /** The database's size on disk in bytes (SQLite: the file and its write-ahead log). */
  databaseBytes(): Promise<number>;
  /** The connection pool's use, for a backend that has one (null on SQLite). */
  poolUse(): PoolUse | null;

  findUserByEmail(email: string): Promise<UserRecord | undefined>;
  findUserBySession(tokenHash: string, now: number): Promise<SessionUser | undefined>;
  createSession(session: NewSession): Promise<void>;
  /** Deletes the session named by either hash; returns whether one existed. */
  deleteSession(by: { tokenHash?: string; cookieHash?: string }): Promise<boolean>;

  recordLoginAttempt(attempt: LoginAttempt): Promise<void>;
  /**
   * In one step that no other instance interleaves with: counts the failures and the running
   * attempts, asks `admit`, and when it says yes records this attempt as running.
   */
  startLoginAttempt(key: LoginAttemptKey, admit: (check: LoginAttemptCheck) => boolean): Promise<StartedLoginAttempt>;
  endLoginAttempt(attemptId: number): Promise<void>;

  /**
   * Makes a small real write where the server's own writes go (on SQLite the sign-in state file,
   * which no import locks) and throws when it fails: whether sign-ins can be written now (a full
   * disk, a read-only database). /api/health and the readiness check ask it.
   */
  checkWrites(): Promise<void>;

  close(): Promise<void>;
}
