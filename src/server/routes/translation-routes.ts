/**
 * GET /locales/{lng}/translation.json and /locales/{lng}/translation.<hash>.json: the translations
 * as the server holds them, to be revalidated on every use. A built page reads its translations
 * under content-hashed names from the build, served with the build's other files and cached for a
 * year; these routes answer `npm run dev`, and a page opened before a release that asks for a
 * hashed name the new build no longer has: it gets today's texts, not a 404 that would show keys.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { NoQuerySchema, TranslationParamsSchema } from '../../shared/contract';

const TRANSLATION_FILE = /^translation(\.[0-9a-f]{10})?\.json$/;

export async function translationRoutes(instance: FastifyInstance, localesDir: string): Promise<void> {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const languages = new Set(fs.readdirSync(localesDir).filter((language) => fs.existsSync(path.join(localesDir, language, 'translation.json'))));
  app.get('/locales/:language/:file', { schema: { querystring: NoQuerySchema, params: TranslationParamsSchema } }, async (request, reply) => {
    const { language, file } = request.params;
    if (!languages.has(language) || !TRANSLATION_FILE.test(file)) return reply.callNotFound();
    const translations = await fs.promises.readFile(path.join(localesDir, language, 'translation.json'));
    return reply.header('cache-control', 'no-cache').type('application/json; charset=utf-8').send(translations);
  });
}
