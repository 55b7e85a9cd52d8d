/**
 * The one CSV reader every import uses (the file formats are in docs/imports.md). It accepts
 * what a spreadsheet writes: UTF-8 with or without BOM, `;` or `,` as separator (whichever the
 * header row uses more), quoted fields, CRLF, and column names in English or German in any case.
 * Every data line is validated on its own; a bad line is counted and reported with its line
 * number and reason, and the import decides what a rejection means.
 */
import fs from 'node:fs';
import { csvRecords } from './csv-records';

/** Thrown by a row parser: the reason a person reads next to the line number. */
export class RowError extends Error {}

export interface RejectedRow {
  line: number;
  reason: string;
}

/** What reading a file found besides the rows: the lines rejected and the columns not used. */
export interface CsvReadReport {
  rejected: RejectedRow[];
  rejectedCount: number;
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
  /** A row from the line's values, or a RowError saying what is wrong. */
  parseRow: (values: CsvValues<Key>, line: number) => Row;
  /** What makes a row unique within the file; a second line with the same key is rejected. */
  key?: (row: Row) => string;
  /** How the key is named in the duplicate's reason. */
  describeKey?: (row: Row) => string;
}

/** Details of at most this many rejected rows are kept; all are counted. */
const MAX_REPORTED_REJECTIONS = 1000;

/** A column name as compared: lowercased, without spaces, punctuation or underscores ("To brand" = "to_brand"). */
export function csvName(name: string): string {
  return name.normalize('NFC').toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');
}

/** The separator the header row uses: `;` (what German Excel writes) when it has more of them than commas. */
export function detectDelimiter(headerLine: string): ';' | ',' {
  const outsideQuotes = headerLine.replace(/"[^"]*"/g, '');
  const count = (char: string) => outsideQuotes.split(char).length - 1;
  return count(';') > count(',') ? ';' : ',';
}

function readHeaderLine(file: string): string {
  const fd = fs.openSync(file, 'r');
  try {
    const buffer = Buffer.alloc(64 * 1024);
    const length = fs.readSync(fd, buffer, 0, buffer.length, 0);
    return buffer.subarray(0, length).toString('utf8').replace(/^\uFEFF/, '').split(/\r?\n/)[0];
  } finally {
    fs.closeSync(fd);
  }
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
  return { rejected: [], rejectedCount: 0, ignoredColumns: [] };
}

export function reject(report: CsvReadReport, line: number, reason: string): void {
  report.rejectedCount++;
  if (report.rejected.length < MAX_REPORTED_REJECTIONS) report.rejected.push({ line, reason });
}

/**
 * The file's valid rows, in file order; rejected lines go to `report`. The header is checked
 * before the first row is yielded, so a file of the wrong kind fails before anything is written.
 */
export async function* readCsv<Key extends string, Row>(file: string, format: CsvFormat<Key, Row>, report: CsvReadReport): AsyncGenerator<Row> {
  if (!fs.existsSync(file)) throw new ImportFailedError(`No such file: ${file}`);
  let columns: Array<[number, Key]> | undefined;
  const seen = new Set<string>();
  for await (const records of csvRecords(file, detectDelimiter(readHeaderLine(file)))) {
    for (const { fields, line } of records) {
      if (!columns) {
        const keys = headerKeys(fields, format.columns, report);
        columns = keys.flatMap((key, index) => (key === undefined ? [] : [[index, key] as [number, Key]]));
        continue;
      }
      const values: CsvValues<Key> = {};
      for (const [index, key] of columns) values[key] = fields[index];
      try {
        const row = format.parseRow(values, line);
        const key = format.key?.(row);
        if (key !== undefined) {
          if (seen.has(key)) throw new RowError(`${format.describeKey?.(row) ?? key} appears more than once`);
          seen.add(key);
        }
        yield row;
      } catch (error) {
        if (!(error instanceof RowError)) throw error;
        reject(report, line, error.message);
      }
    }
  }
}
