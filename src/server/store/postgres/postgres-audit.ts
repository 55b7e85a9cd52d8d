/** The audit trail on PostgreSQL: an ordinary table (no import's lock holds it). */
import type pg from 'pg';
import { AUDIT_COLUMNS, AUDIT_INSERT, auditWhere, toAuditRecord, type AuditEntry, type AuditFilter, type AuditRecord, type AuditRow, type AuditTrail } from '../audit-trail';

export class PostgresAudit implements AuditTrail {
  constructor(private readonly pool: pg.Pool) {}

  async record(entry: AuditEntry): Promise<void> {
    await this.pool.query({
      name: 'audit-insert',
      text: `${AUDIT_INSERT} VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      values: [entry.at, entry.event, entry.actor, entry.actorRole, entry.address, entry.customerId, entry.userEmail, JSON.stringify(entry.details)],
    });
  }

  async list(filter: AuditFilter): Promise<AuditRecord[]> {
    const values: (string | number)[] = [];
    const where = auditWhere(filter, (value) => {
      values.push(value);
      return `$${values.length}`;
    });
    values.push(filter.limit);
    const { rows } = await this.pool.query<AuditRow>(`SELECT ${AUDIT_COLUMNS} FROM audit ${where} ORDER BY id DESC LIMIT $${values.length}`, values);
    return rows.map(toAuditRecord);
  }
}
