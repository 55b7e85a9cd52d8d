/**
 * The staff API under /api/admin: one plugin per page of the console. requireStaff (auth/staff.ts)
 * guards every route of it as the request arrives, before its body is read or checked: no session
 * is 401, a customer's token 403 from every one of them, whatever it sends. Every route's work then
 * runs within its staff member's console share (fair-share/), so no script with a staff token
 * takes the instance from the customers (console-share.ts).
 */
import type { FastifyInstance } from 'fastify';
import { requireStaff } from '../../auth/staff';
import type { RouteContext } from '../route-context';
import { auditRoutes } from './audit-routes';
import { withinShare } from './console-share';
import { flagsRoutes } from './flags-routes';
import { importsRoutes } from './imports-routes';
import { contentAdminRoutes } from './content-routes';
import { customersRoutes } from './customers-routes';
import { staffRoutes } from './staff-routes';
import { usersRoutes } from './users-routes';

export async function adminRoutes(app: FastifyInstance, context: RouteContext): Promise<void> {
  await app.register(async (admin) => {
    admin.addHook('onRequest', requireStaff(context.store, context.now));
    admin.addHook('onRoute', (route) => withinShare(route, context));
    await staffRoutes(admin, context);
    await flagsRoutes(admin, context);
    await auditRoutes(admin, context);
    await importsRoutes(admin, context);
    await contentAdminRoutes(admin, context);
    await customersRoutes(admin, context);
    await usersRoutes(admin, context);
  }, { prefix: '/admin' });
}
