/**
 * The staff API's guard: only a staff account's session passes. No session is 401 as everywhere;
 * a customer's session is 403, so a customer's token reaches nothing of the console, whatever it
 * asks (docs/operations.md, The staff console).
 */
import type { FastifyRequest } from 'fastify';
import type { Store } from '../store/store';
import { authenticate, currentUser, type AuthenticatedUser } from './authenticate';

export function requireStaff(store: Store, now: () => number) {
  return authenticate(store, now, ['staff']);
}

/** For handlers behind requireStaff: the staff member asking. */
export function currentStaff(request: FastifyRequest): AuthenticatedUser {
  return currentUser(request);
}
