/**
 * Imports a catalogue export (CSV) and swaps it in atomically. Rows are validated while they are
 * staged; unless skipInvalid is set, a single bad row aborts the import before the swap, so the
 * catalogue that was serving keeps serving.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import { parse } from 'csv-parse';
import { ImportInProgressError, type LoadProgress } from '../store/catalogue-load';
import type { Database } from '../store/database';
import type { CatalogueRow } from '../store/catalogue-rows';
import { recordImport } from './record-import';
import { CSV_COLUMNS, parseCsvRecord, REQUIRED_CSV_COLUMNS, RowError, type CsvRecord } from './csv-row';

export interface RejectedRow {
  line: number;
  reason: string;
}

export interface ImportSummary {
  loaded: number;
  rejected: RejectedRow[];
  rejectedCount: number;
  version: string;
  ignoredColumns: string[];
}

export interface ImportOptions {
  skipInvalid?: boolean;
  onProgress?: (progress: LoadProgress) => void;
}

/** Details of at most this many rejected rows are kept; all are counted. */
const MAX_REPORTED_REJECTIONS = 1000;

export class ImportFailedError extends Error {
  constructor(message: string, readonly summary?: ImportSummary) {
    super(message);
  }
}

async function fileVersion(file: string): Promise<string> {
  const hash = crypto.createHash('sha256');
  for await (const chunk of fs.createReadStream(file)) hash.update(chunk as Buffer);
  return `import-${new Date().toISOString().replace(/[-:]/g, '').slice(0, 15)}-${hash.digest('hex').slice(0, 12)}`;
}

function checkHeader(header: string[]): string[] {
  const missing = REQUIRED_CSV_COLUMNS.filter((column) => !header.includes(column));
  if (missing.length > 0) {
    throw new ImportFailedError(`The CSV header lacks the column(s) ${missing.join(', ')}; expected ${CSV_COLUMNS.join(',')}`);
  }
  return header.filter((column) => !(CSV_COLUMNS as readonly string[]).includes(column));
}

export async function importCatalogueCsv(database: Database, file: string, options: ImportOptions = {}): Promise<ImportSummary> {
  if (!fs.existsSync(file)) throw new ImportFailedError(`No such file: ${file}`);
  const summary: ImportSummary = { loaded: 0, rejected: [], rejectedCount: 0, version: await fileVersion(file), ignoredColumns: [] };
  const seen = new Set<string>();
  // Opened only once the import lock is held; closed by the loop's end or early return.
  const openParser = () => fs.createReadStream(file).pipe(parse({
    bom: true,
    columns: (header: string[]) => {
      const columns = header.map((column) => column.trim().toLowerCase());
      summary.ignoredColumns = checkHeader(columns);
      return columns;
    },
    info: true,
    skip_empty_lines: true,
    relax_column_count: true,
  }));

  async function* validRows(): AsyncGenerator<CatalogueRow> {
    for await (const { record, info } of openParser() as AsyncIterable<{ record: CsvRecord; info: { lines: number } }>) {
      try {
        const row = parseCsvRecord(record);
        const key = `${row.brand}\u0000${row.artnr}`;
        if (seen.has(key)) throw new RowError(`${row.brand} ${row.artnr} appears more than once`);
        seen.add(key);
        yield row;
      } catch (error) {
        if (!(error instanceof RowError)) throw error;
        summary.rejectedCount++;
        if (summary.rejected.length < MAX_REPORTED_REJECTIONS) summary.rejected.push({ line: info.lines, reason: error.message });
      }
    }
  }

  try {
    summary.loaded = await database.loadCatalogue(validRows(), {
      version: summary.version,
      onProgress: options.onProgress,
      beforeSwap: (loaded) => {
        if (summary.rejectedCount > 0 && !options.skipInvalid) {
          throw new ImportFailedError(`${summary.rejectedCount} row(s) rejected; nothing was imported`, summary);
        }
        if (loaded === 0) throw new ImportFailedError('The file holds no valid article; nothing was imported', summary);
      },
    });
  } catch (error) {
    if (error instanceof ImportFailedError || error instanceof ImportInProgressError) throw error;
    const reason = error instanceof Error ? error.message : String(error);
    throw new ImportFailedError(`The import stopped: ${reason}; nothing was imported`, summary);
  }
  await recordImport(database, 'catalogue', summary.loaded);
  return summary;
}
