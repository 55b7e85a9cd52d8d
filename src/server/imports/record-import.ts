/**
 * What every import notes in the database once it is done: /api/metrics reports each kind's last
 * success (pricetool_import_last_success_timestamp_seconds, pricetool_import_rows) and last
 * failure (pricetool_import_last_failure_timestamp_seconds) from these records, since the import
 * CLIs run in processes of their own.
 */
import type { Database } from '../store/database';

/** The kinds the imports use; each is a label value of the import metrics. */
export type ImportKind = 'catalogue' | 'stock' | 'brands' | 'replacements' | 'customers' | 'users' | 'content';

export function recordImport(database: Database, kind: ImportKind, rows: number, now: () => number = Date.now): Promise<void> {
  return database.admin.recordImport({ kind, rows, at: now() });
}

/**
 * Runs an import and, when it fails, notes the failure before passing the error on. A failure to
 * note it (the database being what failed) leaves the import's own error to be reported.
 */
export async function recordingFailure<T>(database: Database, kind: ImportKind, work: () => Promise<T>, now: () => number = Date.now): Promise<T> {
  try {
    return await work();
  } catch (error) {
    await database.admin.recordImportFailure({ kind, at: now() }).catch(() => undefined);
    throw error;
  }
}
