/** The export writers as one module, so that export-files.ts loads them as one chunk. */
export { CSV_MIME_TYPE, toCsv } from './csv';
export { toXlsx } from './xlsx';
