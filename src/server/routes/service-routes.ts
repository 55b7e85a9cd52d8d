/**
 * GET /api/health/live and /api/health/ready (GET /api/health answers as ready) for load
 * balancers and orchestrators, GET /api/flags for the SPA (switched in the staff console, taking effect without a restart), and
 * POST /api/vitals for the page's web-vitals beacons.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import {
  ErrorBodySchema, FeatureFlagsSchema, HealthResponseSchema, LivenessResponseSchema, NoContentSchema, NoQuerySchema, NotReadySchema, VitalsReportSchema,
  type VitalsReport,
} from '../../shared/contract';
import { NOT_READY_RETRY_AFTER_SECONDS, VITALS_RATE_LIMIT } from '../config';
import { errorBody } from '../errors';
import { addressLimiter } from '../rate-limit';
import { readiness } from '../readiness';
import type { RouteContext } from './route-context';

/** The longest first path segment a vital's log line keeps. */
const MAX_PAGE_LENGTH = 64;

/**
 * A beacon's fields as the log line holds them, nested under `vital` so no field of the body can
 * pass for a field of the line. The path is cut to its first segment (/product, /login): the
 * page is what matters to its speed, and a /product/… path holds the customer's search.
 */
function vitalLogFields({ name, value, rating, path }: VitalsReport) {
  return { name, value, rating, page: path === undefined ? undefined : `/${path.split('/')[1]}`.slice(0, MAX_PAGE_LENGTH) };
}

export async function serviceRoutes(instance: FastifyInstance, { store, flags, now, isShuttingDown, writes }: RouteContext): Promise<void> {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();

  app.get('/health/live', {
    schema: { querystring: NoQuerySchema, response: { 200: LivenessResponseSchema } },
  }, async () => ({ status: 'ok' as const, draining: isShuttingDown() }));

  // /api/health is the address load balancers were set up with: the same question, the same answer.
  for (const url of ['/health/ready', '/health']) {
    app.get(url, {
      schema: { querystring: NoQuerySchema, response: { 200: HealthResponseSchema, 503: NotReadySchema } },
    }, async (request, reply) => {
      const { ready, checks, catalogue } = await readiness(store, isShuttingDown(), writes);
      const state = catalogue && {
        articles: catalogue.articles, catalogueVersion: catalogue.version, catalogue: catalogue.articles === 0 ? 'empty' as const : 'loaded' as const,
      };
      if (ready && state) return { status: 'ok' as const, ...state, checks };
      return reply.code(503).header('retry-after', String(NOT_READY_RETRY_AFTER_SECONDS)).send({ ...errorBody(request, 'not_ready'), checks, ...state });
    });
  }

  // Web-vitals beacons from the page: logged for whoever watches page speed, answered at once.
  // Anyone may send one, so each address may send only so many (VITALS_RATE_LIMIT), counted
  // before the body is read.
  const beacons = addressLimiter(VITALS_RATE_LIMIT, now);
  app.post('/vitals', {
    onRequest: async (request) => beacons.take(request.ip),
    schema: { querystring: NoQuerySchema, body: VitalsReportSchema, response: { 204: NoContentSchema, 400: ErrorBodySchema, 429: ErrorBodySchema } },
  }, async (request, reply) => {
    request.log.info({ event: 'web-vital', vital: vitalLogFields(request.body) }, 'web-vital');
    return reply.code(204).send(null);
  });

  app.get('/flags', {
    schema: { querystring: NoQuerySchema, response: { 200: FeatureFlagsSchema } },
  }, async () => flags.current());
}
