/**
 * What every import calls once its data is in: /api/metrics reports each kind's last success
 * (pricetool_import_last_success_timestamp_seconds, pricetool_import_rows) from this record.
 */
import type { Database } from '../store/database';

/** The kinds the imports use; each is a label value of the import metrics. */
export type ImportKind = 'catalogue' | 'stock' | 'brands' | 'replacements' | 'customers' | 'users';

export function recordImport(database: Database, kind: ImportKind, rows: number, now: () => number = Date.now): Promise<void> {
  return database.admin.recordImport({ kind, rows, at: now() });
}
