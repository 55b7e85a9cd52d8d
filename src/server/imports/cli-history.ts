/**
 * The command-line imports' rows in the import history (import-history.ts), so the console lists
 * them beside its own: who (`cli:<os user>`), when, the file, the rows and rejected lines, the outcome.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ImportKind } from '../../shared/admin-imports-contract';
import type { Database } from '../store/database';
import { ImportFailedError } from './csv-reader';
import { reportOf } from './history-report';

interface Counted {
  rows: number;
  rejected: number;
  warnings: number;
}

/** Runs a CLI's import and records it once it has ended; a failure to record leaves the import's own outcome to be reported. */
export async function recordingHistory<T>(
  database: Database, kind: ImportKind, file: string, work: () => Promise<T>, counted: (result: T) => Counted, now: () => number = Date.now,
): Promise<T> {
  const run = {
    kind, dryRun: false, fileName: path.basename(file), fileBytes: fs.existsSync(file) ? fs.statSync(file).size : 0, fileSha256: null,
    actor: `cli:${os.userInfo().username}`, startedAt: now(), checkId: null, pid: process.pid, host: os.hostname(),
  };
  try {
    const result = await work();
    const { rows, rejected, warnings } = counted(result);
    await database.store.importHistory.record(run, {
      outcome: 'succeeded', finishedAt: now(), rows, rejected, warnings, message: null, report: null,
    }).catch(() => undefined);
    return result;
  } catch (error) {
    const read = error instanceof ImportFailedError ? error.report : undefined;
    await database.store.importHistory.record(run, {
      outcome: 'failed', finishedAt: now(), rows: 0, rejected: read?.rejectedCount ?? 0, warnings: read?.warningCount ?? 0,
      message: error instanceof Error ? error.message : String(error), report: read ? reportOf(read) : null,
    }).catch(() => undefined);
    throw error;
  }
}
