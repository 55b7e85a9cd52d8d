/**
 * The staff console's imports (docs/imports.md, From the console): the file is sent as the
 * request body (not multipart), checked line by line in a process of its own, and applied by
 * sending the same file again; every check and import is a row of the history.
 */
import { Type, type Static, type TSchema } from 'typebox';

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const Closed = { additionalProperties: false } as const;

/** The CSV imports, as the CLIs name them; the console takes each. */
export const IMPORT_KINDS = ['catalogue', 'stock', 'brands', 'replacements', 'customers', 'users', 'content'] as const;
export const ImportKindSchema = Type.Enum(IMPORT_KINDS, { type: 'string' });
export type ImportKind = Static<typeof ImportKindSchema>;

/** running: being checked or applied; succeeded: a check found no rejected line, or the import is written; failed: neither. */
export const IMPORT_OUTCOMES = ['running', 'succeeded', 'failed'] as const;
export const ImportOutcomeSchema = Type.Enum(IMPORT_OUTCOMES, { type: 'string' });
export type ImportOutcome = Static<typeof ImportOutcomeSchema>;

/**
 * The phases an import reports while it runs: the catalogue's (store/catalogue-load.ts) and the
 * stock refresh's (store/stock/stock-refresh.ts). The console names each in its language.
 */
export const IMPORT_PHASES = ['compacting', 'loading', 'indexing', 'swapping', 'done', 'read', 'compared', 'written', 'counted', 'committed'] as const;
export type ImportPhase = (typeof IMPORT_PHASES)[number];

/** A file name as shown: the last part of what the browser sent, without folders or control characters. */
export const MAX_IMPORT_FILE_NAME_LENGTH = 200;

const LineSchema = Type.Object({ line: Type.Integer({ minimum: 1 }), reason: Type.String() });
export type ImportLine = Static<typeof LineSchema>;

/** What reading the file found: how it was read, and the first 1,000 rejected lines and warnings (all are counted). */
export const ImportReportSchema = Type.Object({
  encoding: Nullable(Type.String()),
  separator: Nullable(Type.String()),
  ignoredColumns: Type.Array(Type.String()),
  rejectedLines: Type.Array(LineSchema),
  warningLines: Type.Array(LineSchema),
  /** What the import did beyond the rows, e.g. the stock refresh's articles changed and unknown lines. */
  details: Type.Record(Type.String(), Type.Union([Type.String(), Type.Number()])),
});
export type ImportReport = Static<typeof ImportReportSchema>;

export const ImportRunSchema = Type.Object({
  id: Type.Integer(),
  kind: ImportKindSchema,
  /** A check reads every line and writes nothing; an import writes. */
  dryRun: Type.Boolean(),
  fileName: Type.String(),
  fileBytes: Type.Integer(),
  /** Who: a staff member's e-mail, or cli:<os user> for the command-line imports. */
  actor: Type.String(),
  startedAt: Type.Integer(),
  finishedAt: Nullable(Type.Integer()),
  outcome: ImportOutcomeSchema,
  rows: Type.Integer(),
  rejected: Type.Integer(),
  warnings: Type.Integer(),
  /** Why it failed, in the words of the CLI (English). */
  message: Nullable(Type.String()),
  /** While running: rows read so far and the phase (the catalogue's loading, indexing, swapping). */
  progress: Nullable(Type.Object({ rows: Type.Integer(), phase: Type.String() })),
  /** The check an import applied. */
  checkId: Nullable(Type.Integer()),
});
export type ImportRun = Static<typeof ImportRunSchema>;

export const ImportRunDetailSchema = Type.Object({ run: ImportRunSchema, report: Nullable(ImportReportSchema) });
export type ImportRunDetail = Static<typeof ImportRunDetailSchema>;

export const ImportKindInfoSchema = Type.Object({
  kind: ImportKindSchema,
  /** The largest file the console takes for this kind, in bytes. */
  maxBytes: Type.Integer(),
});
export type ImportKindInfo = Static<typeof ImportKindInfoSchema>;

export const ImportOverviewSchema = Type.Object({
  kinds: Type.Array(ImportKindInfoSchema),
  /** The newest imports first (checks are not listed), at most IMPORT_HISTORY_LIMIT. */
  history: Type.Array(ImportRunSchema),
});
export type ImportOverview = Static<typeof ImportOverviewSchema>;
export const IMPORT_HISTORY_LIMIT = 100;

export const ImportCheckQuerySchema = Type.Object({
  kind: ImportKindSchema,
  fileName: Type.String({ minLength: 1, maxLength: 1000 }),
}, Closed);
export type ImportCheckQuery = Static<typeof ImportCheckQuerySchema>;

export const ImportIdParamsSchema = Type.Object({ id: Type.String({ pattern: '^[1-9][0-9]{0,15}$' }) }, Closed);
export type ImportIdParams = Static<typeof ImportIdParamsSchema>;

/** The answer to a new check or import: its row, answered at once; GET /api/admin/imports/:id follows it. */
export const ImportStartedSchema = Type.Object({ run: ImportRunSchema });
export type ImportStarted = Static<typeof ImportStartedSchema>;

/** The content types an upload is sent as: the file's bytes as they are. */
export const IMPORT_UPLOAD_TYPES = ['text/csv', 'application/octet-stream'] as const;
