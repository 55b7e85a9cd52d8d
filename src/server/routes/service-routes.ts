/** GET /api/health for load balancers and GET /api/flags for the SPA (switchable without a rebuild). */
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../errors';
import type { RouteContext } from './route-context';
import { ERROR_BODY_SCHEMA } from './schemas';

export async function serviceRoutes(app: FastifyInstance, { store, flags, isShuttingDown }: RouteContext): Promise<void> {
  app.get('/health', {
    schema: {
      response: {
        200: {
          type: 'object',
          properties: { status: { type: 'string' }, articles: { type: 'integer' }, catalogueVersion: { type: 'string' } },
        },
        503: ERROR_BODY_SCHEMA,
      },
    },
  }, async (_request, reply) => {
    if (isShuttingDown() || !store.isReady()) throw new ApiError(503, 'not_ready');
    const catalogue = await store.catalogueInfo();
    reply.header('cache-control', 'no-store');
    return { status: 'ok', articles: catalogue.articles, catalogueVersion: catalogue.version };
  });

  app.get('/flags', {
    schema: {
      response: {
        200: {
          type: 'object',
          properties: {
            beta: { type: 'boolean' },
            christmasBreakBanner: { type: 'boolean' },
            maintenance: { type: 'boolean' },
            replacementSearch: { type: 'boolean' },
          },
        },
      },
    },
  }, async () => flags);
}
