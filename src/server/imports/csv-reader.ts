/**
 * The one CSV reader every import uses (the file formats are in docs/imports.md). It accepts
 * what a spreadsheet writes: UTF-8 with or without BOM, UTF-16 with BOM or Windows-1252
 * (import-text.ts), `;` or `,` as separator (whichever the header row uses more), quoted fields,
 * CRLF, and column names in English or German in any case. Every data line is validated on its
 * own; a bad line is counted and reported with its line number and reason, and the import
 * decides what a rejection means. A line may also be taken with a warning (what it said and how
 * it was read), reported the same way.
 */
import fs from 'node:fs';
import type { TextEncoding } from '../../shared/text-decoding';
import { csvRecords } from './csv-records';
import { importFileText, ImportTextDecoder, UnreadableFileError } from './import-text';

/** Thrown by a row parser: the reason a person reads next to the line number. */
export class RowError extends Error {}

export interface RejectedRow {
  line: number;
  reason: string;
}

/** What reading a file found besides the rows: how it was read, the lines rejected or warned about, the columns not used. */
export interface CsvReadReport {
  /** Known once the file is read; null when it could not be. */
  encoding: TextEncoding | null;
  separator: ';' | ',' | null;
  rejected: RejectedRow[];
  rejectedCount: number;
  warnings: RejectedRow[];
  warningCount: number;
  ignoredColumns: string[];
}

export class ImportFailedError extends Error {
  constructor(message: string, readonly report?: CsvReadReport) {
    super(message);
  }
}

export interface CsvColumn<Key extends string> {
  key: Key;
  /** The names this column goes by in a header row (English and German), compared by csvName. */
  names: readonly string[];
  required?: boolean;
}

export type CsvValues<Key extends string> = Partial<Record<Key, string>>;

export interface CsvFormat<Key extends string, Row> {
  columns: readonly CsvColumn<Key>[];
  /** A row from the line's values, or a RowError saying what is wrong; `warn` reports a value taken otherwise than written. */
  parseRow: (values: CsvValues<Key>, line: number, warn: (reason: string) => void) => Row;
  /** What makes a row unique within the file; a second line with the same key is rejected. */
  key?: (row: Row) => string;
  /** How the key is named in the duplicate's reason. */
  describeKey?: (row: Row) => string;
}

/** Details of at most this many rejected (or warned) rows are kept; all are counted. */
const MAX_REPORTED_REJECTIONS = 1000;

/** A column name as compared: lowercased, without spaces, punctuation or underscores ("To brand" = "to_brand"). */
export function csvName(name: string): string {
  return name.normalize('NFC').toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');
}

function headerKeys<Key extends string>(header: string[], columns: readonly CsvColumn<Key>[], report: CsvReadReport): Array<Key | undefined> {
  const byName = new Map<string, Key>();
  for (const column of columns) for (const name of [column.key, ...column.names]) byName.set(csvName(name), column.key);
  const keys = header.map((name) => byName.get(csvName(name)));
  const missing = columns.filter((column) => column.required && !keys.includes(column.key));
  if (missing.length > 0) {
    const expected = columns.map((column) => column.key).join(',');
    throw new ImportFailedError(`The CSV header lacks the column(s) ${missing.map((c) => c.key).join(', ')}; expected ${expected}`);
  }
  report.ignoredColumns = header.filter((_, index) => keys[index] === undefined).map((name) => name.trim().toLowerCase());
  return keys;
}

export function emptyReport(): CsvReadReport {
  return { encoding: null, separator: null, rejected: [], rejectedCount: 0, warnings: [], warningCount: 0, ignoredColumns: [] };
}

export function reject(report: CsvReadReport, line: number, reason: string): void {
  report.rejectedCount++;
  if (report.rejected.length < MAX_REPORTED_REJECTIONS) report.rejected.push({ line, reason });
}

function warnOf(report: CsvReadReport, line: number, reason: string): void {
  report.warningCount++;
  if (report.warnings.length < MAX_REPORTED_REJECTIONS) report.warnings.push({ line, reason });
}

/**
 * What no value may hold: U+FFFD (a character lost before the file was written, which the
 * decoding never puts in), half of a UTF-16 character, and control characters but tab and line
 * breaks (Windows-1252's five unused bytes decode to such).
 */
const NOT_TEXT = /(?![\t\n\r])[\p{Cc}\p{Cs}\uFFFD]/u;

function checkText<Key extends string>(values: CsvValues<Key>): void {
  for (const [column, value] of Object.entries(values) as Array<[Key, string | undefined]>) {
    const found = value === undefined ? null : NOT_TEXT.exec(value)?.[0];
    if (!found) continue;
    if (found === '\uFFFD') throw new RowError(`${column} holds U+FFFD (\uFFFD), the mark of a character lost before the file was saved`);
    const code = `U+${found.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`;
    throw new RowError(`${column} holds ${code}, ${/\p{Cs}/u.test(found) ? 'half of a character' : 'a control character'}, not text`);
  }
}

/**
 * The file's valid rows, in file order; rejected lines go to `report`. The header is checked
 * before the first row is yielded, so a file of the wrong kind fails before anything is written.
 */
export async function* readCsv<Key extends string, Row>(file: string, format: CsvFormat<Key, Row>, report: CsvReadReport): AsyncGenerator<Row> {
  if (!fs.existsSync(file)) throw new ImportFailedError(`No such file: ${file}`);
  let columns: Array<[number, Key]> | undefined;
  const seen = new Set<string>();
  const decoder = new ImportTextDecoder();
  const batches = csvRecords(importFileText(file, decoder), NOT_TEXT, (separator) => { report.separator = separator; });
  try {
    for await (const { records, matched } of batches) {
      for (const { fields, line } of records) {
        if (!columns) {
          const keys = headerKeys(fields, format.columns, report);
          columns = keys.flatMap((key, index) => (key === undefined ? [] : [[index, key] as [number, Key]]));
          continue;
        }
        const values: CsvValues<Key> = {};
        for (const [index, key] of columns) values[key] = fields[index];
        const warnings: string[] = [];
        try {
          if (matched) checkText(values);
          const row = format.parseRow(values, line, (reason) => warnings.push(reason));
          const key = format.key?.(row);
          if (key !== undefined) {
            if (seen.has(key)) throw new RowError(`${format.describeKey?.(row) ?? key} appears more than once`);
            seen.add(key);
          }
          for (const reason of warnings) warnOf(report, line, reason);
          yield row;
        } catch (error) {
          if (!(error instanceof RowError)) throw error;
          reject(report, line, error.message);
        }
      }
    }
  } catch (error) {
    if (error instanceof UnreadableFileError) throw new ImportFailedError(error.message, report);
    throw error;
  }
  report.encoding = decoder.encoding ?? 'UTF-8';
}
