/**
 * The staff console's share of the instance (fair-share/, docs/api.md, Fair share): each staff
 * route's work runs within its staff member's console share, so no script with a staff token takes
 * the instance from the customers. An upload is left out (OUTSIDE_SHARE): its time is the client's
 * link, not the server's.
 */
import type { RouteOptions } from 'fastify';
import type { RouteContext } from '../route-context';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A staff route whose time is the network's (an upload), left out of the console's share. */
    outsideShare?: boolean;
  }
}

/** The route option of an upload: its time is the client's link, and one import runs at a time anyway. */
export const OUTSIDE_SHARE = { outsideShare: true } as const;

/** Wraps the route's handler in the staff member's console share. */
export function withinShare(route: RouteOptions, context: RouteContext): void {
  if (route.config?.outsideShare) return;
  const handler = route.handler;
  route.handler = function shared(request, reply) {
    return context.shared.run(request, 'console', 1, async () => handler.call(this, request, reply));
  };
}
