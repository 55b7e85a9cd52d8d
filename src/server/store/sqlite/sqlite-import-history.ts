/** The import history (store/import-history.ts) on SQLite, in the database file. */
import os from 'node:os';
import type { ImportReport, ImportRun } from '../../../shared/admin-imports-contract';
import {
  IMPORT_RUN_COLUMNS, importRunOf, ImportRunningError, publicRun, type ImportHistory, type ImportRunEnd, type ImportRunRow,
  type NewImportRun, type StoredImportRun,
} from '../import-history';
import { processIsAlive } from './catalogue-loader';
import type { SqliteDatabase } from './open-database';

const INSERT = `INSERT INTO import_history (kind, dry_run, file_name, file_bytes, file_sha256, actor, started_at, outcome, pid, host, check_id)
  VALUES (@kind, @dryRun, @fileName, @fileBytes, @fileSha256, @actor, @startedAt, 'running', @pid, @host, @checkId)`;
const FINISH = `UPDATE import_history SET outcome = @outcome, finished_at = @finishedAt, row_count = @rows, rejected_count = @rejected,
  warning_count = @warnings, message = @message, report = @report, progress_rows = NULL, progress_phase = NULL
  WHERE id = @id AND outcome = 'running'`;

const params = (run: NewImportRun) => ({ ...run, dryRun: run.dryRun ? 1 : 0 });
const endParams = (id: number, end: ImportRunEnd) => ({ ...end, id, report: end.report && JSON.stringify(end.report) });

export class SqliteImportHistory implements ImportHistory {
  constructor(private readonly db: SqliteDatabase) {}

  async start(run: NewImportRun): Promise<number> {
    try {
      return Number(this.db.prepare(INSERT).run(params(run)).lastInsertRowid);
    } catch (error) {
      if ((error as { code?: string }).code === 'SQLITE_CONSTRAINT_UNIQUE') throw new ImportRunningError();
      throw error;
    }
  }

  async progress(id: number, rows: number, phase: string): Promise<void> {
    this.db.prepare(`UPDATE import_history SET progress_rows = ?, progress_phase = ? WHERE id = ? AND outcome = 'running'`).run(rows, phase, id);
  }

  async finish(id: number, end: ImportRunEnd): Promise<boolean> {
    return this.db.prepare(FINISH).run(endParams(id, end)).changes === 1;
  }

  async record(run: NewImportRun, end: ImportRunEnd): Promise<number> {
    return this.db.transaction(() => {
      // Written as ended at once, it never holds the one place of a running import.
      const id = Number(this.db.prepare(INSERT.replace(`'running'`, `'failed'`)).run(params(run)).lastInsertRowid);
      this.db.prepare(FINISH.replace(`outcome = 'running'`, '1 = 1')).run(endParams(id, end));
      return id;
    })();
  }

  async get(id: number): Promise<{ run: StoredImportRun; report: ImportReport | null } | undefined> {
    const row = this.db.prepare(`SELECT ${IMPORT_RUN_COLUMNS}, report FROM import_history WHERE id = ?`).get(id) as
      (ImportRunRow & { report: string | null }) | undefined;
    if (!row) return undefined;
    const { report, ...run } = row;
    return { run: importRunOf(run), report: report === null ? null : JSON.parse(report) as ImportReport };
  }

  async list(limit: number): Promise<ImportRun[]> {
    const rows = this.db.prepare(`SELECT ${IMPORT_RUN_COLUMNS} FROM import_history WHERE dry_run = 0 ORDER BY started_at DESC, id DESC LIMIT ?`)
      .all(limit) as ImportRunRow[];
    return rows.map((row) => publicRun(importRunOf(row)));
  }

  async running(): Promise<StoredImportRun | undefined> {
    const row = this.db.prepare(`SELECT ${IMPORT_RUN_COLUMNS} FROM import_history WHERE outcome = 'running' AND dry_run = 0`).get() as
      ImportRunRow | undefined;
    return row && importRunOf(row);
  }

  async lockHolder(): Promise<string | null> {
    const holder = this.db.prepare('SELECT pid, host FROM import_lock WHERE id = 1').get() as { pid: number; host: string } | undefined;
    // A lock left by a killed process on this host is stale, as catalogue-loader.ts takes it.
    if (!holder || (holder.host === os.hostname() && !processIsAlive(holder.pid))) return null;
    return `process ${holder.pid} on ${holder.host}`;
  }
}
