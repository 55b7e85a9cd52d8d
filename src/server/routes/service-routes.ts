/**
 * GET /api/health for load balancers (503 while shutting down, and while the database takes no
 * writes: a sign-in would fail, write-check.ts) and GET /api/flags for the SPA (switchable without a rebuild).
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { ErrorBodySchema, FeatureFlagsSchema, HealthResponseSchema, VitalsReportSchema } from '../../shared/contract';
import { ApiError } from '../errors';
import type { RouteContext } from './route-context';
import { writeCheck, type WritesFailingError } from './write-check';

export async function serviceRoutes(instance: FastifyInstance, { store, flags, isShuttingDown }: RouteContext): Promise<void> {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const writesWork = writeCheck(store);
  app.get('/health', {
    schema: { response: { 200: HealthResponseSchema, 503: ErrorBodySchema } },
  }, async (request) => {
    if (isShuttingDown() || !store.isReady()) throw new ApiError(503, 'not_ready');
    await writesWork().catch((error: WritesFailingError) => {
      request.log.warn({ err: error.cause, event: 'database-unavailable' }, 'health: the database takes no writes');
      throw error;
    });
    const catalogue = await store.catalogueInfo();
    return {
      status: 'ok' as const,
      articles: catalogue.articles,
      catalogueVersion: catalogue.version,
      catalogue: catalogue.articles === 0 ? 'empty' as const : 'loaded' as const,
    };
  });

  // Web-vitals beacons from the page: logged for whoever watches page speed, answered at once.
  app.post('/vitals', {
    schema: { body: VitalsReportSchema },
  }, async (request, reply) => {
    request.log.info({ event: 'web-vital', ...request.body }, 'web-vital');
    return reply.code(204).send();
  });

  app.get('/flags', {
    schema: { response: { 200: FeatureFlagsSchema } },
  }, async () => flags);
}
