/**
 * Stand-in for the staff foundation's requireStaff and currentStaff until it is merged: any
 * signed-in user passes. Replaced as a whole by the foundation's file.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Store } from '../store/store';
import { authenticate, currentUser, type AuthenticatedUser } from './authenticate';

export function requireStaff(store: Store, now: () => number): (request: FastifyRequest, reply: FastifyReply) => Promise<void> {
  return authenticate(store, now);
}

export function currentStaff(request: FastifyRequest): AuthenticatedUser {
  return currentUser(request);
}
