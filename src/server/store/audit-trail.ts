/**
 * The audit trail: who changed what, from where, kept in the database so the staff console can
 * show it by user, customer and time (docs/operations.md, Audit lines). Sign-ins, staff actions in
 * the console and the command-line tools' changes all land here. Details never hold a password,
 * a hash, a token or a link.
 */
import type { USER_ROLES } from '../../shared/api-constants';

export type AuditDetails = Record<string, string | number | boolean | null>;

/** Who acted: a user of either role, an operator at a terminal, the server itself, or someone not signed in (a refused sign-in). */
export type AuditActorRole = (typeof USER_ROLES)[number] | 'cli' | 'system' | 'anonymous';

export interface AuditEntry {
  /** ms since the epoch. */
  at: number;
  /** What happened, in the log lines' words: sign-in, user-added, discount-set, … */
  event: string;
  /** The acting account's e-mail, `cli:<os user>` at a terminal, or `system`. */
  actor: string;
  actorRole: AuditActorRole;
  /** The client's address, or `cli@<host>`. */
  address: string;
  /** The customer the action concerns, if any. */
  customerId: number | null;
  /** The user the action concerns, if any (for a sign-in, the account signing in). */
  userEmail: string | null;
  details: AuditDetails;
}

export interface AuditRecord extends AuditEntry {
  id: number;
}

export interface AuditFilter {
  /** An e-mail: entries this account made or that concern it. */
  user?: string;
  customerId?: number;
  event?: string;
  /** From this time on (ms, inclusive). */
  from?: number;
  /** Before this time (ms, exclusive). */
  to?: number;
  /** Older than this entry: the next page after the last one shown. */
  beforeId?: number;
  limit: number;
}

export interface AuditTrail {
  record(entry: AuditEntry): Promise<void>;
  /** Newest first. */
  list(filter: AuditFilter): Promise<AuditRecord[]>;
}

/** The WHERE clause of a filter, for both backends: `param(value)` adds a value and returns its placeholder. */
export function auditWhere(filter: AuditFilter, param: (value: string | number) => string): string {
  const conditions: string[] = [];
  if (filter.user !== undefined) {
    const email = filter.user.trim().toLowerCase();
    conditions.push(`(actor = ${param(email)} OR user_email = ${param(email)})`);
  }
  if (filter.customerId !== undefined) conditions.push(`customer_id = ${param(filter.customerId)}`);
  if (filter.event !== undefined) conditions.push(`event = ${param(filter.event)}`);
  if (filter.from !== undefined) conditions.push(`at >= ${param(filter.from)}`);
  if (filter.to !== undefined) conditions.push(`at < ${param(filter.to)}`);
  if (filter.beforeId !== undefined) conditions.push(`id < ${param(filter.beforeId)}`);
  return conditions.length === 0 ? '' : `WHERE ${conditions.join(' AND ')}`;
}

export interface AuditRow {
  id: number | string;
  at: number | string;
  event: string;
  actor: string;
  actor_role: string;
  address: string;
  customer_id: number | null;
  user_email: string | null;
  details: string;
}

export function toAuditRecord(row: AuditRow): AuditRecord {
  return {
    id: Number(row.id), at: Number(row.at), event: row.event, actor: row.actor, actorRole: row.actor_role as AuditActorRole,
    address: row.address, customerId: row.customer_id, userEmail: row.user_email, details: JSON.parse(row.details) as AuditDetails,
  };
}

export const AUDIT_COLUMNS = 'id, at, event, actor, actor_role, address, customer_id, user_email, details';
export const AUDIT_INSERT = 'INSERT INTO audit (at, event, actor, actor_role, address, customer_id, user_email, details)';
