/**
 * The stock refresh file (docs/imports.md): article number, stock and delivery time, meant to
 * run every few hours. It changes only those two fields of articles the catalogue has, in place
 * and atomically; lines naming an unknown article are reported and skipped, never added, and
 * negative stock (an ERP's backorders) is read as 0 with a warning.
 */
import type { StockRow } from '../store/catalogue-rows';
import type { Database } from '../store/database';
import type { StockPhase, StockRefreshResult } from '../store/stock/stock-refresh';
import { articleNumber, integer, stockCount, text } from './csv-fields';
import { emptyReport, ImportFailedError, readCsv, type CsvFormat, type CsvReadReport } from './csv-reader';
import { fileVersion, importStopped } from './import-csv';
import { recordImport } from './record-import';

type StockColumn = 'artnr' | 'brand' | 'onstock' | 'delivery_time_weeks';

export const STOCK_CSV: CsvFormat<StockColumn, StockRow> = {
  columns: [
    { key: 'artnr', names: ['article number', 'artikelnummer', 'artikelnr'], required: true },
    { key: 'brand', names: ['marke', 'hersteller'] },
    { key: 'onstock', names: ['stock', 'bestand', 'lagerbestand'], required: true },
    { key: 'delivery_time_weeks', names: ['delivery weeks', 'lieferzeit wochen', 'lieferzeit'], required: true },
  ],
  parseRow: (values, line, warn) => ({
    artnrt4: articleNumber(values, 'artnr').artnrt4,
    brand: text(values, 'brand', 100, false),
    onstock: stockCount(values, 'onstock', warn),
    delivery_time_weeks: integer(values, 'delivery_time_weeks', 0, 520, true) as number,
    line,
  }),
  key: (row) => `${row.artnrt4}\u0000${row.brand}`,
  describeKey: (row) => `${row.brand} ${row.artnrt4}`.trim(),
};

export interface StockSummary extends CsvReadReport, StockRefreshResult {
  /** Valid lines read. */
  loaded: number;
  version: string;
}

/** Refreshes stock and delivery time; unless skipInvalid, a single invalid line aborts it before anything changes. */
export async function importStockCsv(
  database: Database, file: string, options: { skipInvalid?: boolean; onPhase?: (phase: StockPhase) => void } = {},
): Promise<StockSummary> {
  const summary: StockSummary = { loaded: 0, version: await fileVersion(file, 'stock'), updated: 0, unknownCount: 0, unknown: [], ...emptyReport() };
  try {
    const result = await database.refreshStock(readCsv(file, STOCK_CSV, summary), {
      version: summary.version,
      onPhase: options.onPhase,
      beforeApply: (staged) => {
        summary.loaded = staged;
        if (summary.rejectedCount > 0 && !options.skipInvalid) {
          throw new ImportFailedError(`${summary.rejectedCount} row(s) rejected; nothing was changed`, summary);
        }
        if (staged === 0) throw new ImportFailedError('The file holds no valid line; nothing was changed', summary);
      },
    });
    Object.assign(summary, result);
  } catch (error) {
    throw importStopped(error, summary);
  }
  await recordImport(database, 'stock', summary.loaded);
  return summary;
}
