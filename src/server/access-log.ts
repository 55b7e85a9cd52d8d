/**
 * One line per request, when its answer has been sent: method, route, status and milliseconds,
 * with the request id every line of the request carries. The route is the pattern as registered
 * (/api/search, /api/bench/floor/:name), never the URL asked for, so no query (a customer's
 * search) lands in it; no header or body either, so no token or password ever does. Health checks
 * and metrics scrapes come every few seconds from machines: their lines are at debug level.
 */
import type { FastifyRequest } from 'fastify';
import { API_PREFIX } from '../shared/api-constants';

const MACHINE_ROUTES = new Set(['/health', '/health/live', '/health/ready', '/metrics'].map((route) => API_PREFIX + route));

export function logAccess(request: FastifyRequest, route: string, status: number, milliseconds: number): void {
  const line = { event: 'request', method: request.method, route, status, ms: Math.round(milliseconds * 1000) / 1000 };
  if (MACHINE_ROUTES.has(route)) request.log.debug(line, 'request');
  else request.log.info(line, 'request');
}
