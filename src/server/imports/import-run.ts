/**
 * What the console's import process does with one row of the history (cli/console-import.ts):
 * checks the file (every line read and validated, nothing written) or applies it as the CLI does,
 * notes the progress, and ends the row with what it found. It runs in a process of its own, so an
 * import of 820,000 lines never holds up the server's requests and a crash never takes it down.
 */
import fs from 'node:fs';
import { IMPORT_PROGRESS_INTERVAL_MS } from '../config';
import type { Database } from '../store/database';
import { emptyReport, ImportFailedError, readCsv, type CsvReadReport } from './csv-reader';
import type { ImportRunEnd } from '../store/import-history';
import { reportOf } from './history-report';
import { IMPORT_KIND_DEFINITIONS } from './import-kinds';
import { recordingFailure } from './record-import';
import type { ImportKind, ImportPhase } from '../../shared/admin-imports-contract';

export interface ImportRunOrder {
  id: number;
  kind: ImportKind;
  file: string;
  dryRun: boolean;
}

function ended(outcome: ImportRunEnd['outcome'], read: CsvReadReport, rows: number, message: string | null, now: number, details = {}): ImportRunEnd {
  return {
    outcome, finishedAt: now, rows, rejected: read.rejectedCount, warnings: read.warningCount, message, report: reportOf(read, details),
  };
}

async function check(database: Database, order: ImportRunOrder, now: () => number): Promise<ImportRunEnd> {
  const read = emptyReport();
  let rows = 0;
  for await (const _row of readCsv(order.file, await IMPORT_KIND_DEFINITIONS[order.kind].checkFormat(database), read)) rows++;
  if (read.rejectedCount > 0) return ended('failed', read, rows, `${read.rejectedCount} row(s) rejected`, now());
  if (rows === 0) return ended('failed', read, rows, 'The file holds no row', now());
  return ended('succeeded', read, rows, null, now());
}

async function apply(database: Database, order: ImportRunOrder, now: () => number): Promise<ImportRunEnd> {
  const history = database.store.importHistory;
  let noted = 0;
  const onProgress = (rows: number, phase: ImportPhase) => {
    if (now() - noted < IMPORT_PROGRESS_INTERVAL_MS && phase === 'loading') return;
    noted = now();
    // A progress note the database cannot take now (busy with the import itself) is left out.
    void history.progress(order.id, rows, phase).catch(() => undefined);
  };
  const { read, details } = await recordingFailure(database, order.kind, () => IMPORT_KIND_DEFINITIONS[order.kind].apply(database, order.file, onProgress));
  return ended('succeeded', read, read.loaded, null, now(), details);
}

/** Runs the order and ends its row; the file is removed afterwards, whatever happened. */
export async function runImport(database: Database, order: ImportRunOrder, now: () => number = Date.now): Promise<void> {
  let end: ImportRunEnd;
  try {
    end = await (order.dryRun ? check : apply)(database, order, now);
  } catch (error) {
    const read = error instanceof ImportFailedError ? error.report : undefined;
    const message = error instanceof Error ? error.message : String(error);
    end = ended('failed', read ?? emptyReport(), (read as { loaded?: number } | undefined)?.loaded ?? 0, message, now());
    if (!read) end.report = null;
  } finally {
    fs.rmSync(order.file, { force: true });
  }
  await database.store.importHistory.finish(order.id, end);
}
