/**
 * Imports a catalogue export (CSV) and swaps it in atomically. Rows are validated while they are
 * staged; unless skipInvalid is set, a single bad row aborts the import before the swap, so the
 * catalogue that was serving keeps serving.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import { ImportInProgressError, InsufficientSpaceError, type LoadProgress } from '../store/catalogue-load';
import type { Database } from '../store/database';
import { recordImport } from './record-import';
import { emptyReport, ImportFailedError, readCsv, type CsvReadReport } from './csv-reader';
import { CATALOGUE_CSV } from './csv-row';

export interface ImportSummary extends CsvReadReport {
  loaded: number;
  version: string;
}

export interface ImportOptions {
  skipInvalid?: boolean;
  onProgress?: (progress: LoadProgress) => void;
}

/** A version name for what a file holds: when it was imported and a hash of its bytes. */
export async function fileVersion(file: string, prefix = 'import'): Promise<string> {
  if (!fs.existsSync(file)) throw new ImportFailedError(`No such file: ${file}`);
  const hash = crypto.createHash('sha256');
  for await (const chunk of fs.createReadStream(file)) hash.update(chunk as Buffer);
  return `${prefix}-${new Date().toISOString().replace(/[-:]/g, '').slice(0, 15)}-${hash.digest('hex').slice(0, 12)}`;
}

/** An error from below the import (the database, the file system) as the import's own failure. */
export function importStopped(error: unknown, report: CsvReadReport): Error {
  if (error instanceof ImportFailedError || error instanceof ImportInProgressError || error instanceof InsufficientSpaceError) return error;
  const reason = error instanceof Error ? error.message : String(error);
  return new ImportFailedError(`The import stopped: ${reason}; nothing was imported`, report);
}

export async function importCatalogueCsv(database: Database, file: string, options: ImportOptions = {}): Promise<ImportSummary> {
  const summary: ImportSummary = { loaded: 0, version: await fileVersion(file), ...emptyReport() };
  try {
    summary.loaded = await database.loadCatalogue(readCsv(file, CATALOGUE_CSV, summary), {
      version: summary.version,
      sourceBytes: fs.statSync(file).size,
      onProgress: options.onProgress,
      beforeSwap: (loaded) => {
        if (summary.rejectedCount > 0 && !options.skipInvalid) {
          throw new ImportFailedError(`${summary.rejectedCount} row(s) rejected; nothing was imported`, summary);
        }
        if (loaded === 0) throw new ImportFailedError('The file holds no valid article; nothing was imported', summary);
      },
    });
  } catch (error) {
    throw importStopped(error, summary);
  }
  await recordImport(database, 'catalogue', summary.loaded);
  return summary;
}
