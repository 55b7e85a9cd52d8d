/**
 * The files a list is exported as, written by code loaded only when the customer asks for a file:
 * the CSV and .xlsx writers (the .xlsx library is the bulk of it) are one chunk of their own,
 * outside the sign-in and search bundles, so a page that never exports never downloads them.
 * Writing is given EXPORT_TIMEOUT_MS: a writer that never settles (the .xlsx writer's worker
 * refused, say) fails like one that throws, and the page says the file could not be created.
 */
import { EXPORT_TIMEOUT_MS } from '../../config/constants';
import { withTimeout } from '../../lib/with-timeout';
import type { Language } from '../../../shared/languages';
import type { OutputTable } from './output-table';

const writers = () => import(/* webpackChunkName: "list-export" */ './file-writers');

export async function csvFile(table: OutputTable, language: Language): Promise<Blob> {
  const { toCsv, CSV_MIME_TYPE } = await writers();
  return new Blob([toCsv(table, language)], { type: CSV_MIME_TYPE });
}

export async function xlsxFile(table: OutputTable): Promise<Blob> {
  const { toXlsx } = await writers();
  return withTimeout(toXlsx(table), EXPORT_TIMEOUT_MS);
}
