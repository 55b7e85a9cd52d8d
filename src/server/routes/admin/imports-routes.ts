/**
 * The staff console's imports (docs/imports.md, From the console; docs/api.md, Staff: imports):
 * the kinds and the history, a check of an uploaded file, the check's report and an import's
 * progress, and the import of a checked file sent again. A file is the request body as it is
 * (text/csv or application/octet-stream), streamed to disk, never parsed here. Only staff get
 * here (admin-routes.ts); a customer's upload is refused before a byte of it is read.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Readable } from 'node:stream';
import {
  IMPORT_HISTORY_LIMIT, IMPORT_KINDS, IMPORT_UPLOAD_TYPES, ImportCheckQuerySchema, ImportIdParamsSchema, ImportOverviewSchema,
  ImportRunDetailSchema, ImportStartedSchema, type ImportRun,
} from '../../../shared/admin-imports-contract';
import { BEARER_SECURITY, ErrorBodySchema, NoQuerySchema } from '../../../shared/contract';
import { currentStaff } from '../../auth/staff';
import { ApiError } from '../../errors';
import { FileDiffersError, NotCheckedError, NotFoundError, TooManyChecksError, UploadTooLargeError, type ConsoleImports } from '../../imports/console-imports';
import { ImportRunningError, publicRun } from '../../store/import-history';
import { IMPORT_KIND_DEFINITIONS } from '../../imports/import-kinds';
import { drainRefusedBody } from '../../oversized-body';
import type { RouteContext } from '../route-context';
import { OUTSIDE_SHARE } from './console-share';
import { auditStaffAction } from './staff-action';

const ERRORS = { 400: ErrorBodySchema, 404: ErrorBodySchema, 409: ErrorBodySchema, 413: ErrorBodySchema, 415: ErrorBodySchema };

/** The console's answer to what went wrong, in the caller's language. */
function apiErrorOf(error: unknown, request: FastifyRequest): unknown {
  if (error instanceof ImportRunningError) return new ApiError(409, 'import_running');
  if (error instanceof NotCheckedError) return new ApiError(409, 'import_not_checked');
  if (error instanceof FileDiffersError) return new ApiError(409, 'import_file_differs');
  if (error instanceof NotFoundError) return new ApiError(404, 'not_found');
  if (error instanceof TooManyChecksError) return new ApiError(429, 'too_many_requests', undefined, { 'retry-after': '5' });
  if (error instanceof UploadTooLargeError) return tooLarge(request);
  return error;
}

/** The rest of a body too large is read and dropped, and the connection closed, so the client still gets the answer (oversized-body.ts). */
function tooLarge(request: FastifyRequest): ApiError {
  drainRefusedBody(request);
  return new ApiError(413, 'payload_too_large', 'import_file_too_large', { connection: 'close' });
}

/** A Content-Length over the kind's limit is refused before a byte is read. */
function refuseDeclaredSize(request: FastifyRequest, maxBytes: number): void {
  if (Number(request.headers['content-length'] ?? 0) > maxBytes) throw tooLarge(request);
}

/** The upload as the stream the content-type parser passed; any other body (JSON, none) is not a file. */
function uploaded(request: FastifyRequest): Readable {
  const body = request.body as Partial<Readable> | undefined;
  if (typeof body?.on !== 'function') throw new ApiError(415, 'invalid_request');
  return body as Readable;
}

function available(imports: ConsoleImports | null): ConsoleImports {
  if (!imports) throw new ApiError(503, 'unavailable');
  return imports;
}

export async function importsRoutes(instance: FastifyInstance, context: RouteContext): Promise<void> {
  const { store } = context;
  // In a scope of its own: the upload's content types pass the body through as a stream here only.
  await instance.register(async (scope) => {
    scope.addContentTypeParser([...IMPORT_UPLOAD_TYPES], (_request, payload, done) => done(null, payload));
    const app = scope.withTypeProvider<TypeBoxTypeProvider>();

    app.get('/imports', {
      schema: { security: BEARER_SECURITY, querystring: NoQuerySchema, response: { 200: ImportOverviewSchema } },
    }, async () => ({
      kinds: IMPORT_KINDS.map((kind) => ({ kind, maxBytes: IMPORT_KIND_DEFINITIONS[kind].maxBytes })),
      history: await store.importHistory.list(IMPORT_HISTORY_LIMIT),
    }));

    app.post('/imports', {
      config: OUTSIDE_SHARE,
      schema: { security: BEARER_SECURITY, querystring: ImportCheckQuerySchema, response: { 202: ImportStartedSchema, 429: ErrorBodySchema, ...ERRORS } },
    }, async (request, reply) => {
      const { kind, fileName } = request.query;
      refuseDeclaredSize(request, IMPORT_KIND_DEFINITIONS[kind].maxBytes);
      const body = uploaded(request);
      const imports = available(context.imports);
      let run: ImportRun;
      try {
        run = await imports.check(kind, fileName, currentStaff(request).record.email, body);
      } catch (error) {
        throw apiErrorOf(error, request);
      }
      await auditStaffAction(request, context, 'import-check', { details: { kind, file: run.fileName, bytes: run.fileBytes, run: run.id } });
      return reply.code(202).send({ run });
    });

    app.get('/imports/:id', {
      schema: { security: BEARER_SECURITY, params: ImportIdParamsSchema, querystring: NoQuerySchema, response: { 200: ImportRunDetailSchema, 404: ErrorBodySchema } },
    }, async (request) => {
      const found = await store.importHistory.get(Number(request.params.id));
      if (!found) throw new ApiError(404, 'not_found');
      return { run: publicRun(found.run), report: found.report };
    });

    app.post('/imports/:id/apply', {
      config: OUTSIDE_SHARE,
      schema: { security: BEARER_SECURITY, params: ImportIdParamsSchema, querystring: NoQuerySchema, response: { 202: ImportStartedSchema, ...ERRORS } },
    }, async (request, reply) => {
      const checkId = Number(request.params.id);
      refuseDeclaredSize(request, Math.max(...Object.values(IMPORT_KIND_DEFINITIONS).map((kind) => kind.maxBytes)));
      const body = uploaded(request);
      const imports = available(context.imports);
      let run: ImportRun;
      try {
        run = await imports.apply(checkId, currentStaff(request).record.email, body);
      } catch (error) {
        throw apiErrorOf(error, request);
      }
      await auditStaffAction(request, context, 'import-apply', { details: { kind: run.kind, file: run.fileName, bytes: run.fileBytes, run: run.id, check: checkId } });
      return reply.code(202).send({ run });
    });
  });
}
