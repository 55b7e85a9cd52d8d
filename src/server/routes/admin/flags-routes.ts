/**
 * GET /api/admin/flags and PUT /api/admin/flags: the feature flags, switched without a restart
 * (docs/behaviour.md, Maintenance and flags). Every switch is audited with the flag's value before
 * and after.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { AdminFlagsChangeSchema, AdminFlagsResponseSchema } from '../../../shared/admin-flags-contract';
import { BEARER_SECURITY, ErrorBodySchema, NoQuerySchema } from '../../../shared/contract';
import { FLAG_NAMES } from '../../../shared/feature-flags';
import type { RouteContext } from '../route-context';
import { auditStaffAction } from './staff-action';

export async function flagsRoutes(instance: FastifyInstance, context: RouteContext): Promise<void> {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const { flags } = context;
  const refusals = { 401: ErrorBodySchema, 403: ErrorBodySchema };

  app.get('/flags', {
    schema: { querystring: NoQuerySchema, security: BEARER_SECURITY, response: { 200: AdminFlagsResponseSchema, ...refusals } },
  }, async () => ({ flags: await flags.describe() }));

  app.put('/flags', {
    schema: {
      querystring: NoQuerySchema, body: AdminFlagsChangeSchema, security: BEARER_SECURITY,
      response: { 200: AdminFlagsResponseSchema, 400: ErrorBodySchema, ...refusals },
    },
  }, async (request) => {
    for (const name of FLAG_NAMES) {
      const enabled = request.body[name];
      if (enabled === undefined) continue;
      const before = await flags.switch(name, enabled);
      await auditStaffAction(request, context, 'flag-switched', { details: { flag: name, from: before, to: enabled } });
    }
    return { flags: await flags.describe() };
  });
}
