/** The import history (store/import-history.ts) on PostgreSQL. */
import type pg from 'pg';
import type { ImportReport, ImportRun } from '../../../shared/admin-imports-contract';
import {
  IMPORT_RUN_COLUMNS, importRunOf, ImportRunningError, publicRun, type ImportHistory, type ImportRunEnd, type ImportRunRow,
  type NewImportRun, type StoredImportRun,
} from '../import-history';
import { ADVISORY_LOCK, inTransaction } from './pool';

const INSERT = `INSERT INTO import_history (kind, dry_run, file_name, file_bytes, file_sha256, actor, started_at, outcome, pid, host, check_id)
  VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id`;
const FINISH = `UPDATE import_history SET outcome = $2, finished_at = $3, row_count = $4, rejected_count = $5, warning_count = $6,
  message = $7, report = $8, progress_rows = NULL, progress_phase = NULL WHERE id = $1`;

const insertValues = (run: NewImportRun, outcome: string) => [
  run.kind, run.dryRun, run.fileName, run.fileBytes, run.fileSha256, run.actor, run.startedAt, outcome, run.pid, run.host, run.checkId,
];
const endValues = (id: number, end: ImportRunEnd) => [
  id, end.outcome, end.finishedAt, end.rows, end.rejected, end.warnings, end.message, end.report && JSON.stringify(end.report),
];

export class PostgresImportHistory implements ImportHistory {
  constructor(private readonly pool: pg.Pool) {}

  async start(run: NewImportRun): Promise<number> {
    try {
      const { rows } = await this.pool.query<{ id: string }>(INSERT, insertValues(run, 'running'));
      return Number(rows[0].id);
    } catch (error) {
      if ((error as { code?: string }).code === '23505') throw new ImportRunningError();
      throw error;
    }
  }

  async progress(id: number, rows: number, phase: string): Promise<void> {
    await this.pool.query(`UPDATE import_history SET progress_rows = $2, progress_phase = $3 WHERE id = $1 AND outcome = 'running'`, [id, rows, phase]);
  }

  async finish(id: number, end: ImportRunEnd): Promise<boolean> {
    const { rowCount } = await this.pool.query(`${FINISH} AND outcome = 'running'`, endValues(id, end));
    return rowCount === 1;
  }

  record(run: NewImportRun, end: ImportRunEnd): Promise<number> {
    return inTransaction(this.pool, 'BEGIN', async (client) => {
      // Written as ended at once, it never holds the one place of a running import.
      const { rows } = await client.query<{ id: string }>(INSERT, insertValues(run, 'failed'));
      const id = Number(rows[0].id);
      await client.query(FINISH, endValues(id, end));
      return id;
    });
  }

  async get(id: number): Promise<{ run: StoredImportRun; report: ImportReport | null } | undefined> {
    const { rows } = await this.pool.query<ImportRunRow & { report: string | null }>(
      `SELECT ${IMPORT_RUN_COLUMNS}, report FROM import_history WHERE id = $1`, [id]);
    if (!rows[0]) return undefined;
    const { report, ...run } = rows[0];
    return { run: importRunOf(run), report: report === null ? null : JSON.parse(report) as ImportReport };
  }

  async list(limit: number): Promise<ImportRun[]> {
    const { rows } = await this.pool.query<ImportRunRow>(
      `SELECT ${IMPORT_RUN_COLUMNS} FROM import_history WHERE NOT dry_run ORDER BY started_at DESC, id DESC LIMIT $1`, [limit]);
    return rows.map((row) => publicRun(importRunOf(row)));
  }

  async running(): Promise<StoredImportRun | undefined> {
    const { rows } = await this.pool.query<ImportRunRow>(`SELECT ${IMPORT_RUN_COLUMNS} FROM import_history WHERE outcome = 'running' AND NOT dry_run`);
    return rows[0] && importRunOf(rows[0]);
  }

  /** The advisory lock says whether an import runs (a killed one's goes with its connection); import_lock says whose. */
  async lockHolder(): Promise<string | null> {
    const { rows } = await this.pool.query<{ pid: number | null; host: string | null }>(
      `SELECT l.pid, l.host FROM pg_locks p LEFT JOIN import_lock l ON l.id = 1
       WHERE p.locktype = 'advisory' AND p.granted AND p.classid = 0 AND p.objid = $1 AND p.objsubid = 1 AND p.database = (SELECT oid FROM pg_database WHERE datname = current_database())`,
      [ADVISORY_LOCK.import]);
    if (!rows[0]) return null;
    return rows[0].pid === null ? 'another process' : `process ${rows[0].pid} on ${rows[0].host}`;
  }
}
