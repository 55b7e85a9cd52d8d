/**
 * GET /api/brand-data: the brand mapping and brand notes the SPA's type detection, brand messages
 * and brand info panel use, read from the database on every request (no copy in the process), so a
 * brands import shows on every instance at once. A user's blocked brands are left out, as from
 * every other answer. The ETag is the hash of the answer's text: an unchanged answer has the same
 * tag everywhere, and the page revalidates its stored copy with If-None-Match for a 304 without a
 * body (docs/behaviour.md, Brands).
 */
import type { FastifyInstance } from 'fastify';
import {
  BEARER_SECURITY, BrandDataAnswerHeadersSchema, BrandDataHeadersSchema, BrandDataResponseSchema, ErrorBodySchema, NoQuerySchema, NotModifiedSchema,
  type BrandDataResponse,
} from '../../shared/contract';
import { authenticate, currentUser } from '../auth/authenticate';
import { entityTag, matchesIfNoneMatch } from './entity-tag';
import type { RouteContext } from './route-context';

export async function brandDataRoutes(app: FastifyInstance, { store, now, shared }: RouteContext): Promise<void> {
  // Registered without the type provider: its answer is JSON text, written here so the tag covers exactly what is sent.
  app.get<{ Headers: { 'if-none-match'?: string } }>('/brand-data', {
    preHandler: authenticate(store, now),
    schema: {
      querystring: NoQuerySchema, headers: BrandDataHeadersSchema, security: BEARER_SECURITY,
      response: { 200: BrandDataResponseSchema, 304: NotModifiedSchema, 401: ErrorBodySchema, 403: ErrorBodySchema, 429: ErrorBodySchema },
      answerHeaders: { 200: BrandDataAnswerHeadersSchema, 304: BrandDataAnswerHeadersSchema },
    },
  }, async (request, reply) => shared.run(request, 'search', 1, async () => {
    const blocked = new Set(currentUser(request).blockedBrands);
    const answer: BrandDataResponse = { brands: (await store.brands()).filter((brand) => !blocked.has(brand.brand)) };
    const body = JSON.stringify(answer);
    const tag = entityTag(body);
    // No cache rule of its own: the answer depends on the user (blocked brands left out), so it is
    // no-store like all customer data; the page keeps its copy with the session and asks with its tag.
    reply.header('etag', tag);
    if (matchesIfNoneMatch(request.headers['if-none-match'], tag)) return reply.code(304).send();
    return reply.type('application/json; charset=utf-8').send(body);
  }));
}
