/** What reading a file found, as the import history keeps it (store/import-history.ts). */
import type { ImportReport } from '../../shared/admin-imports-contract';
import type { CsvReadReport } from './csv-reader';

export function reportOf(read: CsvReadReport, details: ImportReport['details'] = {}): ImportReport {
  return {
    encoding: read.encoding, separator: read.separator, ignoredColumns: read.ignoredColumns,
    rejectedLines: read.rejected, warningLines: read.warnings, details,
  };
}
