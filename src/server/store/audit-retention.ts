/**
 * How long the audit trail keeps its lines (docs/operations.md, The audit view): AUDIT_RETENTION_MS.
 * Every server instance prunes the older lines at start and every AUDIT_PRUNE_INTERVAL_MS, a batch
 * of AUDIT_PRUNE_BATCH lines per statement, so a large backlog never holds the table (on SQLite, the
 * sign-in state file, which sign-ins write) for long. Several instances pruning at once only
 * find less to delete.
 */
import type { FastifyBaseLogger } from 'fastify';
import { AUDIT_PRUNE_BATCH, AUDIT_PRUNE_INTERVAL_MS, AUDIT_RETENTION_MS } from '../config';
import type { AuditTrail } from './audit-trail';

/** Deletes the lines older than AUDIT_RETENTION_MS before `now`; returns how many went. */
export async function pruneAuditTrail(audit: AuditTrail, now: number): Promise<number> {
  let pruned = 0;
  for (;;) {
    const deleted = await audit.prune(now - AUDIT_RETENTION_MS, AUDIT_PRUNE_BATCH);
    pruned += deleted;
    if (deleted < AUDIT_PRUNE_BATCH) return pruned;
  }
}

/** Prunes now and then every AUDIT_PRUNE_INTERVAL_MS until stopped; a failure is logged and tried again at the next turn. */
export function keepAuditTrailPruned(audit: AuditTrail, now: () => number, log: FastifyBaseLogger): { stop: () => void } {
  const prune = () => pruneAuditTrail(audit, now()).then(
    (pruned) => { if (pruned > 0) log.info({ event: 'audit-pruned', lines: pruned }, 'audit trail pruned'); },
    (error: unknown) => log.warn({ err: error, event: 'audit-prune-failed' }, 'audit trail not pruned'),
  );
  void prune();
  const timer = setInterval(() => void prune(), AUDIT_PRUNE_INTERVAL_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
