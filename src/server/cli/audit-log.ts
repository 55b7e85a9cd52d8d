/**
 * The record an operator's change leaves: one JSON line on stderr in the server log's shape
 * (pino's: level, time, pid, hostname, msg), with who ran it and from where, and the same entry in
 * the database's audit trail, which the staff console shows (store/audit-trail.ts). The CLI's own
 * answer stays human on stdout, for the person at the terminal and for pipes; a log collector
 * reading stderr (journald, a cron mail) keeps the audit line. Never give it a password, hash or token.
 */
import os from 'node:os';
import type { AuditDetails } from '../store/audit-trail';
import type { Store } from '../store/store';

const INFO = 30;

/** Whom a change concerns, for the audit trail's filters. */
export interface AuditSubject {
  customerId?: number | null;
  userEmail?: string | null;
}

export async function auditLog(store: Pick<Store, 'audit'>, event: string, fields: AuditDetails, message: string, subject: AuditSubject = {}): Promise<void> {
  const at = Date.now();
  const by = os.userInfo().username;
  const from = `cli@${os.hostname()}`;
  const line = { level: INFO, time: at, pid: process.pid, hostname: os.hostname(), event, by, from, ...fields, msg: message };
  process.stderr.write(`${JSON.stringify(line)}\n`);
  await store.audit.record({
    at, event, actor: `cli:${by}`, actorRole: 'cli', address: from,
    customerId: subject.customerId ?? null, userEmail: subject.userEmail ?? null, details: fields,
  });
}
