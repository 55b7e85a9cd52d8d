/**
 * The audit trail on SQLite, in the sign-in state file: a sign-in writes its line there, and no
 * import's lock on the database file may hold a sign-in up (sign-in-state.ts). The trail is
 * kept when a restored database empties the sign-in state: what happened stays true.
 */
import { AUDIT_COLUMNS, AUDIT_INSERT, auditWhere, toAuditRecord, type AuditEntry, type AuditFilter, type AuditRecord, type AuditRow, type AuditTrail } from '../audit-trail';
import type { SqliteDatabase } from './open-database';
import { retryWhileBusy } from './retry-while-busy';

export class SqliteAudit implements AuditTrail {
  private readonly insert;

  constructor(private readonly accounts: SqliteDatabase, private readonly busyWaitMs = 0) {
    this.insert = accounts.prepare(`${AUDIT_INSERT.replace('INTO audit', 'INTO signin.audit')}
      VALUES (@at, @event, @actor, @actorRole, @address, @customerId, @userEmail, @details)`);
  }

  async record(entry: AuditEntry): Promise<void> {
    const details = JSON.stringify(entry.details);
    await retryWhileBusy(this.busyWaitMs, () => this.insert.run({ ...entry, details }));
  }

  async list(filter: AuditFilter): Promise<AuditRecord[]> {
    const values: (string | number)[] = [];
    const where = auditWhere(filter, (value) => {
      values.push(value);
      return '?';
    });
    const rows = this.accounts.prepare<(string | number)[], AuditRow>(
      `SELECT ${AUDIT_COLUMNS} FROM signin.audit ${where} ORDER BY id DESC LIMIT ?`).all(...values, filter.limit);
    return rows.map(toAuditRecord);
  }
}
