/**
 * Writes that only operators make: brands, customers and their discounts, users, replacements.
 * The demo seeding and the user CLI share these, so a demo user is made exactly like a real one.
 * Every backend implements the same interface.
 */
import type { CanonicalBrand } from '../../shared/brands/brand-mapping';
import type { ReplacementRow } from './catalogue-rows';
import type { ImportFailure, ImportRecord, UserRole } from './store';

export interface CustomerSummary {
  id: number;
  name: string;
  discounts: Record<string, number | null>;
  users: number;
}

export interface UserSummary {
  id: number;
  email: string;
  username: string;
  customer: string | null;
  blocked_brands: string;
  disabled: boolean;
  role: UserRole;
}

/** A user as the staff console shows one: the summary, and how the account is used. */
export interface UserDetail extends UserSummary {
  customerId: number | null;
  createdAt: number;
  /** The last successful sign-in (ms since the epoch), null if never (or not since the sign-in state was last emptied). */
  lastSignInAt: number | null;
  /** Failed sign-ins kept for support questions (FAILURE_RETENTION_MS), and the last of them. */
  failedAttempts: number;
  lastFailedAt: number | null;
  /** Sessions not yet expired. */
  openSessions: number;
}

/** A page of a list the console searches: `text` is found anywhere in the names, case ignored. */
export interface PageRequest {
  text: string;
  offset: number;
  limit: number;
}

export interface UserFilter extends PageRequest {
  role: UserRole;
  /** Only this customer's users; null for everyone's. */
  customerId: number | null;
  /** The sign-in counts are read as of this time (ms since the epoch). */
  now: number;
}

export interface Page<T> {
  total: number;
  items: T[];
}

export interface NewUser {
  email: string;
  username: string;
  passwordHash: string;
  customerId: number | null;
  blockedBrands: string;
  /** 'customer' if omitted; a staff account has no customer. */
  role?: UserRole;
}

/** A customer as an import names it: the discount groups given are set, the others left alone. */
export interface CustomerImport {
  name: string;
  /** percent null: priced on request. */
  discounts: Record<string, number | null>;
}

/** A user as an import names it; passwordHash null keeps an existing user's password. */
export interface UserImport {
  email: string;
  username: string;
  customer: string | null;
  blockedBrands: string;
  passwordHash: string | null;
}

export interface UpsertCounts {
  created: number;
  updated: number;
  deleted: number;
}

export class NotFoundError extends Error {}

/** Refuses to delete customers that users still belong to. */
export class CustomerInUseError extends Error {
  constructor(names: string[]) {
    super(`Customer(s) ${names.join(', ')} still have users; move or delete those users first`);
  }
}

/** The users import manages customers' users only: it neither changes nor deletes a staff account. */
export class StaffAccountError extends Error {
  constructor(email: string) {
    super(`"${email}" is a staff account; the users import manages customers' users only`);
  }
}

export class UserExistsError extends Error {
  constructor(email: string) {
    super(`A user with e-mail "${email}" exists already`);
  }
}

export class CustomerExistsError extends Error {
  constructor(name: string) {
    super(`A customer named "${name}" exists already`);
  }
}

export interface Admin {
  replaceBrands(brands: readonly CanonicalBrand[]): Promise<void>;
  replaceReplacements(rows: readonly ReplacementRow[]): Promise<void>;
  /**
   * In one transaction: creates the customers not there yet and sets the discount groups given.
   * deleteMissing also removes the groups and the customers the list does not name
   * (CustomerInUseError when such a customer still has users).
   */
  importCustomers(customers: readonly CustomerImport[], deleteMissing: boolean): Promise<UpsertCounts>;
  /**
   * In one transaction: creates or updates each user (NotFoundError for an unknown customer; a new
   * user needs a passwordHash). deleteMissing also deletes the users the list does not name.
   * A changed password ends the user's open sessions. Staff accounts are left alone: naming one is
   * StaffAccountError, and deleteMissing deletes customers' users only.
   */
  importUsers(users: readonly UserImport[], deleteMissing: boolean): Promise<UpsertCounts>;
  /** The customer's id, creating the customer when it does not exist yet. */
  ensureCustomer(name: string): Promise<number>;
  /** Throws NotFoundError when no customer has this name. */
  customerId(name: string): Promise<number>;
  /** percent null: the group is known but priced on request; undefined removes the group. */
  setDiscount(customerId: number, group: string, percent: number | null | undefined): Promise<void>;
  setDiscounts(customerId: number, discounts: Record<string, number | null>): Promise<void>;
  listCustomers(): Promise<CustomerSummary[]>;
  /** The customers whose name holds `text`, by name. */
  findCustomers(request: PageRequest): Promise<Page<CustomerSummary>>;
  customerById(id: number): Promise<CustomerSummary | undefined>;
  /** Throws CustomerExistsError when the name is taken. */
  createCustomer(name: string): Promise<number>;
  /** Throws NotFoundError for an unknown id, CustomerExistsError when another customer has the name. */
  renameCustomer(id: number, name: string): Promise<void>;
  /** The users of the role whose e-mail, name or customer's name holds `text`, by e-mail. */
  findUsers(filter: UserFilter): Promise<Page<UserDetail>>;
  userById(id: number, now: number): Promise<UserDetail | undefined>;
  /** Ends every open session of the user at once; returns how many there were. */
  endSessions(userId: number): Promise<number>;
  /** Throws NotFoundError for an unknown id. */
  setBlockedBrands(userId: number, blockedBrands: string): Promise<void>;
  /** Throws UserExistsError when the e-mail is taken. */
  addUser(user: NewUser, now?: number): Promise<number>;
  listUsers(): Promise<UserSummary[]>;
  /** Disabling ends every open session of the user at once. */
  setDisabled(email: string, disabled: boolean): Promise<void>;
  /** A new password ends every open session of the user at once. */
  setPasswordHash(email: string, passwordHash: string): Promise<void>;
  /** Notes an import's success, which /api/metrics reports (the import runs in another process). */
  recordImport(record: ImportRecord): Promise<void>;
  /** Notes an import's failure, which /api/metrics reports. */
  recordImportFailure(failure: ImportFailure): Promise<void>;
}

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function customerName(name: string): string {
  const trimmed = name.trim();
  if (!trimmed) throw new Error('A customer needs a name');
  return trimmed;
}
