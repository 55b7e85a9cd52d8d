/**
 * GET /api/content: the distributor's texts and settings (docs/api.md, Content), read from the
 * database on every request like the brand data, so an import or a console edit shows on every
 * instance at the next load. Public: the sign-in page shows the contact address, and nothing here
 * is a customer's. The ETag is the hash of the answer's text; the page keeps its copy and asks
 * with If-None-Match for a 304 without a body.
 */
import type { FastifyInstance } from 'fastify';
import { BrandDataAnswerHeadersSchema, BrandDataHeadersSchema, NoQuerySchema, NotModifiedSchema } from '../../shared/contract';
import { ContentResponseSchema } from '../../shared/content-contract';
import { readContentAnswer } from '../content/content-answer';
import { entityTag, matchesIfNoneMatch } from './entity-tag';
import type { RouteContext } from './route-context';

export async function contentRoutes(app: FastifyInstance, { store }: RouteContext): Promise<void> {
  // Registered without the type provider: its answer is JSON text, written here so the tag covers exactly what is sent.
  app.get<{ Headers: { 'if-none-match'?: string } }>('/content', {
    schema: {
      querystring: NoQuerySchema, headers: BrandDataHeadersSchema,
      response: { 200: ContentResponseSchema, 304: NotModifiedSchema },
      answerHeaders: { 200: BrandDataAnswerHeadersSchema, 304: BrandDataAnswerHeadersSchema },
    },
  }, async (request, reply) => {
    const body = JSON.stringify(await readContentAnswer(store.content));
    const tag = entityTag(body);
    // No cache rule of its own (no-store, like every API answer): the page keeps its own copy and
    // asks with its tag, so an HTTP cache would add nothing, and a change shows at the next load.
    reply.header('etag', tag);
    if (matchesIfNoneMatch(request.headers['if-none-match'], tag)) return reply.code(304).send();
    return reply.type('application/json; charset=utf-8').send(body);
  });
}
