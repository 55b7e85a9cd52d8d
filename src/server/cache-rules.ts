/**
 * What caches may keep. Customer data (a sign-in's token, prices, the brands a customer may
 * search) must never be stored by a shared cache or the browser's disk cache, so every answer
 * that names no cache rule of its own is `no-store`: a new route is covered without remembering
 * to be. Only what is the same for everyone names its own rule (the built page's files).
 */
import type { FastifyInstance } from 'fastify';

export const DEFAULT_CACHE_CONTROL = 'no-store';

export function addDefaultCacheRule(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', DEFAULT_CACHE_CONTROL);
    return payload;
  });
}
