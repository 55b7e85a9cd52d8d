/**
 * The search benchmark's HTTP floor, only when BENCH_FLOOR is on: answers with no authentication
 * and no database work, loaded with the same connections as a search class, so the HTTP stack's
 * own cost (the floor) can be told apart from the search's.
 * - PUT /api/bench/floor/:name stores a body (a search answer as the server sent it, as text);
 *   GET /api/bench/floor/:name sends it back as JSON. The benchmark stores each query's real
 *   answer, so the floor sends the same bytes. When the client asks for compression they go out
 *   compressed by the same `compress` at the same level, each encoding made once and kept, as a
 *   search keeps the compressed forms of the answers it keeps: a bare server sending fixed bytes
 *   would not compress them again for every request either.
 * - GET /api/bench/floor?bytes=N: a JSON body of N bytes padded with demo article data, which
 *   compresses about as well as a search answer, for a quick look without a search.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../errors';
import { keptBody, type AnswerEncoding } from '../compression';
import {
  ErrorBodySchema, FloorAnswerSchema, FloorBodyParamsSchema, FloorBodySchema, FloorQuerySchema, MAX_FLOOR_BYTES, NoContentSchema, NoQuerySchema,
} from '../../shared/contract';
import { generateArticles } from '../catalogue/demo/generate';

/** Demo articles as JSON with their quotes made single and their text ASCII: a string's worth of article data. */
function articleText(length: number): string {
  let text = '';
  for (const article of generateArticles(Math.ceil(length / 50) + 1)) {
    text += JSON.stringify(article).replace(/["\\]/g, "'").replace(/[^\x20-\x7e]/g, '?');
    if (text.length >= length) break;
  }
  return text.slice(0, length);
}

/** `{"pad":"…"}` exactly `bytes` long (at least the 10 bytes of the empty padding). */
export function floorBody(bytes: number): string {
  const frame = '{"pad":""}';
  return `{"pad":"${articleText(Math.max(0, bytes - frame.length))}"}`;
}

/** Enough for every query of every class (random-prefix has 2,500); more is a runaway client, refused rather than kept in memory. */
export const MAX_FLOOR_BODIES = 5000;

const JSON_TYPE = 'application/json; charset=utf-8';

/** A stored answer and its compressed forms, each made once (compression.ts, keptBody). */
interface StoredBody {
  body: Buffer;
  compressed: Map<AnswerEncoding, Buffer>;
}

export async function benchRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const bodies = new Map<number, string>();
  app.get('/bench/floor', {
    schema: { querystring: FloorQuerySchema, response: { 200: FloorAnswerSchema } },
  }, async (request, reply) => {
    const { bytes } = request.query;
    let body = bodies.get(bytes);
    if (body === undefined) {
      body = floorBody(bytes);
      bodies.set(bytes, body);
    }
    return reply.type(JSON_TYPE).send(body);
  });
  const stored = new Map<string, StoredBody>();
  app.put('/bench/floor/:name', {
    schema: { querystring: NoQuerySchema, params: FloorBodyParamsSchema, body: FloorBodySchema, response: { 204: NoContentSchema } },
    bodyLimit: MAX_FLOOR_BYTES,
  }, async (request, reply) => {
    const { name } = request.params;
    if (!stored.has(name) && stored.size >= MAX_FLOOR_BODIES) throw new ApiError(400, 'invalid_request');
    stored.set(name, { body: Buffer.from(request.body), compressed: new Map() });
    return reply.code(204).send(null);
  });
  app.get('/bench/floor/:name', {
    schema: { querystring: NoQuerySchema, params: FloorBodyParamsSchema, response: { 200: FloorAnswerSchema, 404: ErrorBodySchema } },
  }, async (request, reply) => {
    const body = stored.get(request.params.name);
    if (body === undefined) throw new ApiError(404, 'not_found');
    const bytes = keptBody(request, reply, body.body, body.compressed, (encoding, form) => body.compressed.set(encoding, form));
    return reply.type(JSON_TYPE).send(bytes);
  });
}
