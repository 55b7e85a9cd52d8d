/** GET /api/metrics for the operator's Prometheus, GET /api/openapi.json for whoever writes a client. */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { ErrorBodySchema, MetricsTextSchema, NoQuerySchema, OpenApiDocumentSchema, type OpenApiDocument } from '../../shared/contract';
import { productVersion } from '../config';
import { ApiError } from '../errors';
import { openApiDocument } from './openapi';
import type { RouteContext } from './route-context';

export async function operatorRoutes(instance: FastifyInstance, { metrics, metricsAllowed, routes }: RouteContext): Promise<void> {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();

  // Another address is told the route does not exist, like any unknown path: the answer says
  // nothing about what a scrape would show or that there is one to get.
  app.get('/metrics', {
    schema: { querystring: NoQuerySchema, response: { 200: MetricsTextSchema, 404: ErrorBodySchema } },
  }, async (request, reply) => {
    if (!metricsAllowed(request.ip)) throw new ApiError(404, 'not_found');
    return reply.type(metrics.registry.contentType).send(await metrics.scrape());
  });

  // Written at the first request, once every route is registered, and kept: the routes never change.
  let document: OpenApiDocument | undefined;
  app.get('/openapi.json', {
    schema: { querystring: NoQuerySchema, response: { 200: OpenApiDocumentSchema } },
  }, async () => {
    document ??= openApiDocument(routes, productVersion());
    return document;
  });
}
