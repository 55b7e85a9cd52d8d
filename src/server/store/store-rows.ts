/**
 * What both stores read the same way: the user with its customer, and a number's replacements as
 * the user may see them. The SQL is standard, so one text serves both backends.
 */
import { brandKey, type BrandInfo, type BrandMessage, type CanonicalBrand } from '../../shared/brands/brand-mapping';
import type { ReplacementRow } from './catalogue-rows';
import { IMPORT_FAILURE_META_PREFIX, IMPORT_META_PREFIX, type ImportFailure, type ImportRecord, type ReplacementResult, type SessionUser, type UserRecord, type UserRole } from './store';

export interface UserRow {
  id: number;
  email: string;
  username: string;
  password_hash: string;
  customer_id: number | null;
  customer_name: string | null;
  blocked_brands: string;
  /** SQLite stores 0 or 1, PostgreSQL a boolean. */
  disabled: number | boolean;
  role: UserRole;
}

const USER_COLUMNS = 'u.id, u.email, u.username, u.password_hash, u.customer_id, c.name AS customer_name, u.blocked_brands, u.disabled, u.role';

export const USER_SELECT = `SELECT ${USER_COLUMNS} FROM users u LEFT JOIN customers c ON c.id = u.customer_id`;

export function toUser(row: UserRow | undefined): UserRecord | undefined {
  if (!row) return undefined;
  return {
    id: row.id,
    email: row.email,
    username: row.username,
    passwordHash: row.password_hash,
    customerId: row.customer_id,
    customerName: row.customer_name,
    blockedBrands: row.blocked_brands,
    disabled: row.disabled === 1 || row.disabled === true,
    role: row.role,
  };
}

/** A signed-in user and when the session ends: USER_SELECT joined with the session (alias `s`). */
export const SESSION_USER_SELECT = `SELECT ${USER_COLUMNS}, s.expires_at AS session_expires_at, s.browser_hash AS session_browser_hash
  FROM sessions s JOIN users u ON u.id = s.user_id LEFT JOIN customers c ON c.id = u.customer_id`;

export function toSessionUser(row: (UserRow & { session_expires_at: number | string; session_browser_hash: string | null }) | undefined): SessionUser | undefined {
  const user = toUser(row);
  // PostgreSQL returns its bigint as text.
  return user && row ? { ...user, sessionExpiresAt: Number(row.session_expires_at), sessionBrowserHash: row.session_browser_hash ?? null } : undefined;
}

/** Failure rows are kept for a day (for support questions), far longer than the throttle window. */
export const FAILURE_RETENTION_MS = 24 * 60 * 60 * 1000;

const REPLACEMENT_KEYS = 'to_brand, to_artnrt4';
/** The replacement rows of one number, read in this order by both stores. */
export const REPLACEMENTS_ORDER = `ORDER BY ${REPLACEMENT_KEYS}`;
/** The replacement rows of many numbers (a parts list): number by number, each number's in REPLACEMENTS_ORDER. */
export const NUMBERS_REPLACEMENTS_ORDER = `ORDER BY from_artnrt4, ${REPLACEMENT_KEYS}`;

/** A blocked brand's article is invisible to the user, and so are its successors of blocked brands. */
export function visibleReplacements(rows: ReplacementRow[], blockedBrands: string[]): ReplacementResult {
  const blocked = new Set(blockedBrands);
  if (rows.length === 0 || blocked.has(rows[0].from_brand)) return { replacements: [], originalBrand: null };
  return {
    originalBrand: rows[0].from_brand,
    replacements: rows
      .filter((row) => !blocked.has(row.to_brand))
      .map(({ from_artnrt4, to_artnrt4, to_brand }) => ({ from_artnrt4, to_artnrt4, to_brand })),
  };
}

/** The meta rows that note imports (both stores select `key LIKE IMPORT_RECORDS_LIKE`). */
export const IMPORT_RECORDS_LIKE = `${IMPORT_META_PREFIX}%`;

export function toImportRecord(row: { key: string; value: string }): ImportRecord {
  const { at, rows } = JSON.parse(row.value) as { at: number; rows: number };
  return { kind: row.key.slice(IMPORT_META_PREFIX.length), at, rows };
}

/** The meta rows that note failed imports. */
export const IMPORT_FAILURES_LIKE = `${IMPORT_FAILURE_META_PREFIX}%`;

export function toImportFailure(row: { key: string; value: string }): ImportFailure {
  const { at } = JSON.parse(row.value) as { at: number };
  return { kind: row.key.slice(IMPORT_FAILURE_META_PREFIX.length), at };
}

export const BRANDS_SELECT = 'SELECT brand, in_pt, message, info FROM brands ORDER BY brand';
export const BRAND_ALIASES_SELECT = 'SELECT alias, brand FROM brand_aliases ORDER BY alias';

export interface BrandRow {
  brand: string;
  in_pt: string;
  message: string;
  info: string | null;
}

/**
 * The brand data as stored: aliases are kept as lookup keys (lowercased), and the brand's own
 * name, which is one of them, is not repeated among its aliases.
 */
export function toBrands(brands: BrandRow[], aliases: Array<{ alias: string; brand: string }>): CanonicalBrand[] {
  const byBrand = new Map<string, string[]>();
  for (const { alias, brand } of aliases) {
    if (alias !== brandKey(brand)) byBrand.set(brand, [...(byBrand.get(brand) ?? []), alias]);
  }
  return brands.map((row) => ({
    brand: row.brand,
    aliases: byBrand.get(row.brand) ?? [],
    in_PT: row.in_pt === 'yes' ? 'yes' : '',
    message: row.message as BrandMessage,
    info: row.info === null ? null : (JSON.parse(row.info) as BrandInfo),
  }));
}
