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
  }, async () => {
    if (isShuttingDown() || !store.isReady()) throw new ApiError(503, 'not_ready');
    const catalogue = await store.catalogueInfo();
    return { status: 'ok', articles: catalogue.articles, catalogueVersion: catalogue.version };
  });

  // Web-vitals beacons from the page: logged for whoever watches page speed, answered at once.
  app.post<{ Body: { name: string; value: number; rating?: string; path?: string } }>('/vitals', {
    schema: {
      body: {
        type: 'object',
        required: ['name', 'value'],
        properties: {
          name: { type: 'string', enum: ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] },
          value: { type: 'number' },
          rating: { type: 'string', maxLength: 20 },
          path: { type: 'string', maxLength: 200 },
        },
      },
    },
  }, async (request, reply) => {
    request.log.info({ event: 'web-vital', ...request.body }, 'web-vital');
    return reply.code(204).send();
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
