/**
 * Every staff action leaves its entry in the audit trail and its log line: who (the staff
 * member's e-mail), from where (the client's address), what, and whom it concerns. Details
 * never hold a password, a hash, a token or a link.
 */
import type { FastifyRequest } from 'fastify';
import { currentStaff } from '../../auth/staff';
import type { AuditDetails } from '../../store/audit-trail';
import type { RouteContext } from '../route-context';

export interface StaffActionSubject {
  customerId?: number | null;
  userEmail?: string | null;
  details?: AuditDetails;
}

export async function auditStaffAction(request: FastifyRequest, { store, now }: Pick<RouteContext, 'store' | 'now'>, event: string, subject: StaffActionSubject = {}): Promise<void> {
  const entry = {
    at: now(), event, actor: currentStaff(request).record.email, actorRole: 'staff' as const, address: request.ip,
    customerId: subject.customerId ?? null, userEmail: subject.userEmail ?? null, details: subject.details ?? {},
  };
  request.log.info({ event, by: entry.actor, address: entry.address, customerId: entry.customerId, userEmail: entry.userEmail, details: entry.details }, event);
  await store.audit.record(entry);
}
