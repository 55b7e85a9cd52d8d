/** GET /api/admin/staff: the distributor's staff accounts, for the console. */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { StaffListResponseSchema } from '../../../shared/admin-staff-contract';
import { BEARER_SECURITY, ErrorBodySchema, NoQuerySchema } from '../../../shared/contract';
import type { RouteContext } from '../route-context';

export async function staffRoutes(instance: FastifyInstance, context: RouteContext): Promise<void> {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const { admin } = context;

  app.get('/staff', {
    schema: { querystring: NoQuerySchema, security: BEARER_SECURITY, response: { 200: StaffListResponseSchema, 401: ErrorBodySchema, 403: ErrorBodySchema } },
  }, async () => {
    const staff = (await admin.listUsers()).filter((user) => user.role === 'staff');
    return { staff: staff.map(({ id, email, username, disabled }) => ({ id, email, username, disabled })) };
  });
}
