/**
 * The history of imports, both backends (docs/imports.md, From the console): a row per check and
 * per import, the CLIs' too. An import from the console is a row in `running` while its process
 * works; the database lets only one such row be running, so two staff members applying at once
 * get one import and one clear refusal, on any number of server instances.
 */
import type { ImportKind, ImportOutcome, ImportReport, ImportRun } from '../../shared/admin-imports-contract';

/** An import from the console while another one is running (its row is `running`). */
export class ImportRunningError extends Error {
  constructor() {
    super('Another import is running');
  }
}

export interface NewImportRun {
  kind: ImportKind;
  dryRun: boolean;
  fileName: string;
  fileBytes: number;
  /** The hash of the bytes checked; an import from the console must send the same bytes. */
  fileSha256: string | null;
  actor: string;
  startedAt: number;
  checkId: number | null;
  /** The process that works on it, on which host (a row whose process is gone is not running). */
  pid: number;
  host: string;
}

export interface ImportRunEnd {
  outcome: Exclude<ImportOutcome, 'running'>;
  finishedAt: number;
  rows: number;
  rejected: number;
  warnings: number;
  message: string | null;
  report: ImportReport | null;
}

/** A row with what only the server reads: the file's hash and the process working on it. */
export interface StoredImportRun extends ImportRun {
  fileSha256: string | null;
  pid: number | null;
  host: string | null;
}

export interface ImportHistory {
  /** A new row in `running`; ImportRunningError when it is an import and another one is running. */
  start(run: NewImportRun): Promise<number>;
  /** How far a running row is; a failed write (the database busy with the import itself) is not the import's failure. */
  progress(id: number, rows: number, phase: string): Promise<void>;
  /** Ends a running row; false when it was no longer running. */
  finish(id: number, end: ImportRunEnd): Promise<boolean>;
  /** A finished import in one row (the CLIs'). */
  record(run: NewImportRun, end: ImportRunEnd): Promise<number>;
  get(id: number): Promise<{ run: StoredImportRun; report: ImportReport | null } | undefined>;
  /** The newest imports (not checks) first. */
  list(limit: number): Promise<ImportRun[]>;
  /** The import row in `running`, if any. */
  running(): Promise<StoredImportRun | undefined>;
  /** Who holds the import lock (a CLI import, say), or null when no import runs. */
  lockHolder(): Promise<string | null>;
}

/** The columns as both backends read them, named as the contract names the fields. */
export const IMPORT_RUN_COLUMNS = `id, kind, dry_run AS "dryRun", file_name AS "fileName", file_bytes AS "fileBytes",
  file_sha256 AS "fileSha256", actor, started_at AS "startedAt", finished_at AS "finishedAt", outcome,
  row_count AS "rows", rejected_count AS "rejected", warning_count AS "warnings", message,
  progress_rows AS "progressRows", progress_phase AS "progressPhase", check_id AS "checkId", pid, host`;

export type ImportRunRow = Omit<StoredImportRun, 'progress' | 'dryRun'> & {
  dryRun: boolean | number; progressRows: number | null; progressPhase: string | null;
};

/** A row as read (numbers may come as strings from PostgreSQL's bigint) as the contract's shape. */
export function importRunOf(row: ImportRunRow): StoredImportRun {
  const { progressRows, progressPhase, ...rest } = row;
  const number = (value: unknown) => (value === null ? null : Number(value));
  return {
    ...rest,
    id: Number(row.id), dryRun: Boolean(row.dryRun), fileBytes: Number(row.fileBytes), startedAt: Number(row.startedAt),
    finishedAt: number(row.finishedAt), checkId: number(row.checkId), rows: Number(row.rows), rejected: Number(row.rejected),
    warnings: Number(row.warnings), pid: number(row.pid),
    progress: row.outcome === 'running' && progressRows !== null ? { rows: progressRows, phase: progressPhase ?? '' } : null,
  };
}

/** What a row shows of a run beyond the server's own fields. */
export function publicRun({ fileSha256: _hash, pid: _pid, host: _host, ...run }: StoredImportRun): ImportRun {
  return run;
}
