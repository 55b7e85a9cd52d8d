/** POST /api/lookup: a whole parts list looked up at once (docs/behaviour.md, API: Parts-list lookup). */
import crypto from 'node:crypto';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { HEADER_CATALOGUE_VERSION, LOOKUP_MAX_LINES } from '../../shared/api-constants';
import { ErrorBodySchema, LookupBodySchema, LookupResponseSchema, type LookupStatus } from '../../shared/contract';
import { authenticate, currentUser } from '../auth/authenticate';
import { lookUpPartsList } from '../catalogue/parts-list-lookup';
import { LOOKUP_BODY_LIMIT_BYTES } from '../config';
import { ApiError } from '../errors';
import { checkLine } from './lookup-lines';
import type { RouteContext } from './route-context';

/** What the log line counts: found (with or without a prefix), replaced, ambiguous, not found, invalid. */
const COUNTED: Record<LookupStatus, 'found' | 'replaced' | 'ambiguous' | 'notFound' | 'invalid'> = {
  found: 'found', found_after_prefix: 'found', successor: 'replaced', alternative: 'replaced',
  ambiguous: 'ambiguous', not_found: 'notFound', invalid: 'invalid',
};

export async function lookupRoutes(instance: FastifyInstance, { store, now, flags }: RouteContext): Promise<void> {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();

  app.post('/lookup', {
    preHandler: authenticate(store, now),
    bodyLimit: LOOKUP_BODY_LIMIT_BYTES,
    schema: { body: LookupBodySchema, response: { 200: LookupResponseSchema, 400: ErrorBodySchema, 401: ErrorBodySchema } },
  }, async (request, reply) => {
    const started = process.hrtime.bigint();
    if (request.body.lines.length > LOOKUP_MAX_LINES) throw new ApiError(400, 'too_many_lines');
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
    return reply.header(HEADER_CATALOGUE_VERSION, answer.catalogueVersion).send({ lookupId, lines: answer.lines });
  });
}
