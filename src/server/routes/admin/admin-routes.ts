/** Stand-in for the staff foundation's admin-routes.ts until it is merged: the staff APIs under /api/admin. */
import type { FastifyInstance } from 'fastify';
import type { RouteContext } from '../route-context';
import { importsRoutes } from './imports-routes';

export async function adminRoutes(app: FastifyInstance, context: RouteContext): Promise<void> {
  await app.register(async (admin) => {
    await importsRoutes(admin, context);
  }, { prefix: '/admin' });
}
