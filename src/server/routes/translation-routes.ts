/**
 * GET /locales/{lng}/translation.json and /locales/{lng}/translation.<hash>.json: the translations
 * as the server holds them, to be revalidated on every use. A built page reads its translations
 * under content-hashed names from the build, served with the build's other files and cached for a
 * year; these routes answer `npm run dev`, and a page opened before a release that asks for a
 * hashed name the new build no longer has: it gets today's texts, not a 404 that would show keys.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';

const TRANSLATION_FILE = /^translation(\.[0-9a-f]{10})?\.json$/;

export async function translationRoutes(app: FastifyInstance, localesDir: string): Promise<void> {
  const languages = new Set(fs.readdirSync(localesDir).filter((language) => fs.existsSync(path.join(localesDir, language, 'translation.json'))));
  app.get<{ Params: { language: string; file: string } }>('/locales/:language/:file', async (request, reply) => {
    const { language, file } = request.params;
    if (!languages.has(language) || !TRANSLATION_FILE.test(file)) return reply.callNotFound();
    const translations = await fs.promises.readFile(path.join(localesDir, language, 'translation.json'));
    return reply.header('cache-control', 'no-cache').type('application/json; charset=utf-8').send(translations);
  });
}
