/**
 * GET /api/bench/floor?bytes=N, only when BENCH_FLOOR is on: a fixed JSON body of N bytes with no
 * authentication and no database work. The search benchmark loads it with the same connections as
 * a search class whose answers are N bytes long, so the HTTP stack's own cost (the floor) can be
 * told apart from the search's. The body is compressed like any answer when the client asks, and
 * its padding is demo article data, so it compresses about as well, and as slowly, as a search
 * answer of that size.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { FloorQuerySchema } from '../../shared/contract';
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

export async function benchRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const bodies = new Map<number, string>();
  app.get('/bench/floor', {
    schema: { querystring: FloorQuerySchema },
  }, async (request, reply) => {
    const { bytes } = request.query;
    let body = bodies.get(bytes);
    if (body === undefined) {
      body = floorBody(bytes);
      bodies.set(bytes, body);
    }
    return reply.type('application/json; charset=utf-8').send(body);
  });
}
