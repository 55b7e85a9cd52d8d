/** Stand-in for the staff foundation's auditStaffAction until it is merged: the log line only. */
import type { FastifyRequest } from 'fastify';
import type { RouteContext } from '../routes/route-context';

export interface StaffActionDetails {
  customerId?: number | null;
  userEmail?: string | null;
  details?: Record<string, string | number | boolean | null>;
}

export async function auditStaffAction(request: FastifyRequest, _context: RouteContext, event: string, action: StaffActionDetails = {}): Promise<void> {
  request.log.info({ event, by: request.auth?.record.email, from: request.ip, ...action.details }, event);
}
