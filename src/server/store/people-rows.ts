/**
 * What both backends read the same way for the staff console's customers and users. The SQL is
 * standard but for the parameters, which each backend names its own way. The last sign-in is the
 * latest of the addresses an account signed in from, and the failures are the throttle's rows
 * (both written at every sign-in, on SQLite in the sign-in state file, which no import locks),
 * so a sign-in writes nothing more for the console.
 */
import type { CustomerSummary, UserDetail } from './admin';
import type { UserRole } from './store';

/** The user columns of UserDetail; `since` and `now` name the parameters holding those times. */
export function userDetailSelect(since: string, now: string): string {
  return `SELECT u.id, u.email, u.username, u.role, u.customer_id, c.name AS customer, u.blocked_brands, u.disabled, u.created_at,
    (SELECT MAX(k.last_at) FROM known_sign_in_addresses k WHERE k.email = u.email) AS last_sign_in_at,
    (SELECT COUNT(*) FROM login_failures f WHERE f.email = u.email AND f.at >= ${since}) AS failed_attempts,
    (SELECT MAX(f.at) FROM login_failures f WHERE f.email = u.email AND f.at >= ${since}) AS last_failed_at,
    (SELECT COUNT(*) FROM sessions s WHERE s.user_id = u.id AND s.expires_at > ${now}) AS open_sessions
    FROM users u LEFT JOIN customers c ON c.id = u.customer_id`;
}

export interface UserDetailRow {
  id: number;
  email: string;
  username: string;
  role: UserRole;
  customer_id: number | null;
  customer: string | null;
  blocked_brands: string;
  /** SQLite stores 0 or 1, PostgreSQL a boolean. */
  disabled: number | boolean;
  /** PostgreSQL returns bigint and counts as text. */
  created_at: number | string;
  last_sign_in_at: number | string | null;
  failed_attempts: number | string;
  last_failed_at: number | string | null;
  open_sessions: number | string;
}

const orNull = (value: number | string | null): number | null => (value === null ? null : Number(value));

export function toUserDetail(row: UserDetailRow): UserDetail {
  return {
    id: row.id,
    email: row.email,
    username: row.username,
    role: row.role,
    customer: row.customer,
    customerId: row.customer_id,
    blocked_brands: row.blocked_brands,
    disabled: row.disabled === 1 || row.disabled === true,
    createdAt: Number(row.created_at),
    lastSignInAt: orNull(row.last_sign_in_at),
    failedAttempts: Number(row.failed_attempts),
    lastFailedAt: orNull(row.last_failed_at),
    openSessions: Number(row.open_sessions),
  };
}

/** The customer columns of CustomerSummary but its discounts, which each backend reads in a second statement. */
export const CUSTOMER_SELECT = 'SELECT c.id, c.name, (SELECT COUNT(*) FROM users u WHERE u.customer_id = c.id) AS users FROM customers c';

export interface CustomerRow {
  id: number;
  name: string;
  users: number | string;
}

export interface DiscountRow {
  customer_id: number;
  discountgroup: string;
  percent: number | null;
}

/** The customers with their discount groups (given ordered by group). */
export function toCustomers(customers: readonly CustomerRow[], discounts: readonly DiscountRow[]): CustomerSummary[] {
  return customers.map((customer) => ({
    id: customer.id,
    name: customer.name,
    users: Number(customer.users),
    discounts: Object.fromEntries(discounts.filter((d) => d.customer_id === customer.id).map((d) => [d.discountgroup, d.percent])),
  }));
}
