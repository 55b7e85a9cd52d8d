/**
 * GET /api/admin/audit: the audit trail (sign-ins, the console's and the tools' changes, imports,
 * flag switches) by user, customer, kind and period, newest first, a page at a time
 * (docs/operations.md, The audit view).
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { AUDIT_PAGE_SIZE, AuditPageSchema, AuditQuerySchema } from '../../../shared/admin-audit-contract';
import { BEARER_SECURITY, ErrorBodySchema } from '../../../shared/contract';
import type { RouteContext } from '../route-context';

export async function auditRoutes(instance: FastifyInstance, { store }: RouteContext): Promise<void> {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();

  app.get('/audit', {
    schema: {
      querystring: AuditQuerySchema, security: BEARER_SECURITY,
      response: { 200: AuditPageSchema, 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema },
    },
  }, async (request) => {
    const { user, customer, event, from, to, before, limit = AUDIT_PAGE_SIZE } = request.query;
    // One line more than the page shows tells whether there is a next page.
    const records = await store.audit.list({ user, customer, event, from, to, beforeId: before, limit: limit + 1 });
    const lines = records.slice(0, limit);
    return {
      lines,
      next: records.length > limit ? lines[lines.length - 1].id : null,
      ...(before === undefined ? { events: await store.audit.events() } : {}),
    };
  });
}
