/**
 * The imports of whole tables an operator keeps (replacements, brands, customers, users): the
 * file is read and validated completely first; a single rejected line fails the import with every
 * rejection listed and nothing written. A valid file is written in one transaction under the
 * import lock, so imports run one at a time and a failed or killed import leaves the old data.
 */
import type { Database } from '../store/database';
import { emptyReport, ImportFailedError, readCsv, type CsvFormat, type CsvReadReport } from './csv-reader';
import { importStopped } from './import-csv';
import { recordImport, type ImportKind } from './record-import';

export interface TableImportSummary<Result> extends CsvReadReport {
  loaded: number;
  result: Result;
}

export async function importTable<Key extends string, Row, Result>(
  database: Database, kind: ImportKind, file: string, format: CsvFormat<Key, Row>, write: (rows: Row[]) => Promise<Result>,
): Promise<TableImportSummary<Result>> {
  const report = emptyReport();
  try {
    const rows: Row[] = [];
    for await (const row of readCsv(file, format, report)) rows.push(row);
    if (report.rejectedCount > 0) throw new ImportFailedError(`${report.rejectedCount} row(s) rejected; nothing was imported`, report);
    if (rows.length === 0) throw new ImportFailedError('The file holds no row; nothing was imported', report);
    const result = await database.whileImporting(() => write(rows));
    await recordImport(database, kind, rows.length);
    return { ...report, loaded: rows.length, result };
  } catch (error) {
    throw importStopped(error, report);
  }
}
