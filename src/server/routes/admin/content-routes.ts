/**
 * GET/PUT /api/admin/content: the distributor's texts and addresses in the staff console
 * (docs/api.md, Content). A save is checked like the import (content/content-rules.ts): one text
 * that breaks a rule and nothing is saved, every problem answered by key and language; a valid
 * save sets the keys sent in one transaction and is audited. Customers' pages show it at their
 * next load.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { AdminContentProblemsSchema, AdminContentResponseSchema, AdminContentUpdateSchema, type AdminContentProblems } from '../../../shared/content-contract';
import { BEARER_SECURITY, ErrorBodySchema, NoQuerySchema } from '../../../shared/contract';
import { LANGUAGES, type Language } from '../../../shared/languages';
import { contentEntries } from '../../content/content-answer';
import { contentProblems, isContentKey } from '../../content/content-rules';
import { errorBody } from '../../errors';
import type { ContentRow } from '../../store/content-store';
import type { RouteContext } from '../route-context';
import { auditStaffAction } from './staff-action';

type Problems = NonNullable<AdminContentProblems['problems']>;

function checked(entries: ReadonlyArray<{ key: string; values: Record<Language, string> }>): { rows: ContentRow[]; problems: Problems } {
  const rows: ContentRow[] = [];
  const problems: Problems = [];
  const seen = new Set<string>();
  for (const { key, values } of entries) {
    if (!isContentKey(key) || seen.has(key)) {
      problems.push({ key, language: 'EN', code: 'unknownKey', detail: key });
      continue;
    }
    seen.add(key);
    const trimmed = Object.fromEntries(LANGUAGES.map((language) => [language, values[language].trim()])) as Record<Language, string>;
    const found = contentProblems(key, trimmed);
    problems.push(...found.map((problem) => ({ key, ...problem })));
    if (found.length === 0) rows.push({ key, values: trimmed });
  }
  return { rows, problems };
}

export async function contentAdminRoutes(instance: FastifyInstance, context: RouteContext): Promise<void> {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const { store, now } = context;
  const denied = { 401: ErrorBodySchema, 403: ErrorBodySchema };

  app.get('/content', {
    schema: { querystring: NoQuerySchema, security: BEARER_SECURITY, response: { 200: AdminContentResponseSchema, ...denied } },
  }, async () => ({ entries: contentEntries(await store.content.rows()) }));

  app.put('/content', {
    schema: {
      querystring: NoQuerySchema, body: AdminContentUpdateSchema, security: BEARER_SECURITY,
      response: { 200: AdminContentResponseSchema, 400: AdminContentProblemsSchema, ...denied },
    },
  }, async (request, reply) => {
    const { rows, problems } = checked(request.body.entries);
    if (problems.length > 0) return reply.code(400).send({ ...errorBody(request, 'invalid_request', 'content_invalid'), problems });
    await store.content.write(rows, now());
    // The keys only: the texts are in the table, and an address is no secret but a change to it is what matters.
    await auditStaffAction(request, context, 'content-changed', { details: { keys: rows.map((row) => row.key).join(',') } });
    return { entries: contentEntries(await store.content.rows()) };
  });
}
