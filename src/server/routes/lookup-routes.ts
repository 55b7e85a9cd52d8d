/** POST /api/lookup: a whole parts list looked up at once (docs/api.md, Parts-list lookup). */
import crypto from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Static } from 'typebox';
import { HEADER_CATALOGUE_VERSION, LOOKUP_MAX_LINES } from '../../shared/api-constants';
import {
  BEARER_SECURITY, ErrorBodySchema, LookupAnswerHeadersSchema, LookupBodySchema, LookupResponseSchema, NoQuerySchema, type LookupStatus,
} from '../../shared/contract';
import { authenticate, currentUser } from '../auth/authenticate';
import { lookUpPartsList, type ResolvedLine } from '../catalogue/parts-list-lookup';
import { LOOKUP_BODY_LIMIT_BYTES } from '../config';
import { ApiError } from '../errors';
import { checkLine } from './lookup-lines';
import type { RouteContext } from './route-context';

/** What the log line counts: found (with or without a prefix), replaced, ambiguous, not found, invalid. */
const COUNTED: Record<LookupStatus, 'found' | 'replaced' | 'ambiguous' | 'notFound' | 'invalid'> = {
  found: 'found', found_after_prefix: 'found', successor: 'replaced', alternative: 'replaced',
  ambiguous: 'ambiguous', not_found: 'notFound', invalid: 'invalid',
};

/**
 * The lookup answer (LookupResponseSchema) as JSON text: the articles arrive from the store
 * already serialised, and a 500-line answer (about 230 kB) re-serialised through the schema took
 * longer than the lookup itself. A test checks real answers of both backends against the schema.
 */
export function lookupResponseJson(lookupId: string, lines: ResolvedLine[]): string {
  const lineJson = ({ article, candidates, ...fields }: ResolvedLine) =>
    `${JSON.stringify(fields).slice(0, -1)},"article":${article?.json ?? 'null'},"candidates":[${candidates.map((found) => found.json).join(',')}]}`;
  return `{"lookupId":${JSON.stringify(lookupId)},"lines":[${lines.map(lineJson).join(',')}]}`;
}

export async function lookupRoutes(app: FastifyInstance, { store, now, flags, shared }: RouteContext): Promise<void> {
  // Registered without the type provider: its answer is JSON text, which the provider would type as a body of the wrong shape.
  app.post<{ Body: Static<typeof LookupBodySchema> }>('/lookup', {
    preHandler: authenticate(store, now),
    bodyLimit: LOOKUP_BODY_LIMIT_BYTES,
    schema: {
      querystring: NoQuerySchema, body: LookupBodySchema, security: BEARER_SECURITY,
      response: { 200: LookupResponseSchema, 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema, 429: ErrorBodySchema },
      answerHeaders: { 200: LookupAnswerHeadersSchema },
    },
  }, async (request, reply) => {
    if (request.body.lines.length > LOOKUP_MAX_LINES) throw new ApiError(400, 'too_many_lines');
    return shared.run(request, 'lookup', request.body.lines.length, () => lookUp(request, reply));
  });

  /** The list looked up and answered, once it has its turn. */
  async function lookUp(request: FastifyRequest<{ Body: Static<typeof LookupBodySchema> }>, reply: FastifyReply): Promise<FastifyReply> {
    const started = process.hrtime.bigint();
    const user = currentUser(request);
    const lookupId = crypto.randomUUID();
    const answer = await lookUpPartsList(store, request.body.lines.map(checkLine), {
      customerId: user.record.customerId, blockedBrands: user.blockedBrands, replacements: flags.replacementSearch,
    });
    const counts = { found: 0, replaced: 0, ambiguous: 0, notFound: 0, invalid: 0 };
    for (const line of answer.lines) counts[COUNTED[line.status]] += 1;
    request.log.info({
      event: 'lookup', lookupId, userId: user.record.id, customerId: user.record.customerId, lines: answer.lines.length, ...counts,
      ms: Number(process.hrtime.bigint() - started) / 1e6,
    }, 'lookup');
    return reply.header(HEADER_CATALOGUE_VERSION, answer.catalogueVersion).type('application/json; charset=utf-8').send(lookupResponseJson(lookupId, answer.lines));
  }
}
