/**
 * GET /api/bench/floor?bytes=N, only when BENCH_FLOOR is on: a fixed JSON body of N bytes with no
 * authentication and no database work. The search benchmark loads it with the same connections as
 * a search class whose answers are N bytes long, so the HTTP stack's own cost (the floor) can be
 * told apart from the search's.
 */
import type { FastifyInstance } from 'fastify';

/** The largest floor body: well above a 100-article answer. */
export const MAX_FLOOR_BYTES = 1_000_000;

/** `{"pad":"xxx…"}` exactly `bytes` long (at least the 10 bytes of the empty padding). */
export function floorBody(bytes: number): string {
  const frame = '{"pad":""}';
  return `{"pad":"${'x'.repeat(Math.max(0, bytes - frame.length))}"}`;
}

export async function benchRoutes(app: FastifyInstance): Promise<void> {
  const bodies = new Map<number, string>();
  app.get<{ Querystring: { bytes: number } }>('/bench/floor', {
    schema: {
      querystring: {
        type: 'object',
        required: ['bytes'],
        properties: { bytes: { type: 'integer', minimum: 0, maximum: MAX_FLOOR_BYTES } },
      },
    },
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
