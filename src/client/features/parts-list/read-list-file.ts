/**
 * An uploaded parts list read in the browser, checked before anything of it is kept
 * (docs/behaviour.md, Parts lists: Uploading): a file larger than PARTS_LIST_MAX_FILE_BYTES is
 * refused by its size, unread; a zip is read as an .xlsx workbook whatever its name, its first
 * sheet as tab-separated rows; any other file must be text (src/shared/text-file.ts), in whichever
 * encoding it was saved. The .xlsx reader is loaded only when a workbook comes, in a chunk of its
 * own, and given PARTS_LIST_READ_TIMEOUT_MS: a reader that never answers ends as a file not read.
 */
import { binaryFormatOf, readTextFile } from '../../../shared/text-file';
import type { TextEncoding } from '../../../shared/text-decoding';
import { PARTS_LIST_MAX_FILE_BYTES, PARTS_LIST_READ_TIMEOUT_MS } from '../../config/constants';
import { refuseListText } from './parse/list-size';

export type ListFileRefusal = 'unreadable_file' | 'file_too_large' | 'too_many_lines';

export type ListFileReading =
  | { ok: true; text: string; encoding: TextEncoding | null }
  | { ok: false; error: ListFileRefusal };

/** Reads a workbook's first sheet as rows of cell values. */
export type SheetReader = (data: ArrayBuffer) => Promise<unknown[][]>;

export interface ReadOptions {
  readSheet?: SheetReader;
  timeoutMs?: number;
}

/** A cell as the customer sees it in Excel: numbers in JavaScript notation (a count of 10 is '10'). */
function cellText(cell: unknown): string {
  if (cell === null || cell === undefined) return '';
  if (cell instanceof Date) return cell.toISOString().slice(0, 10);
  return String(cell).replace(/[\t\r\n]+/g, ' ');
}

export function xlsxRowsAsText(rows: readonly (readonly unknown[])[]): string {
  return rows.map((row) => row.map(cellText).join('\t')).join('\n');
}

export const isXlsx = (name: string) => /\.xlsx$/i.test(name);

const loadSheetReader: SheetReader = async (data) => {
  const { readSheet } = await import(/* webpackChunkName: "xlsx-read" */ 'read-excel-file/browser');
  return readSheet(data);
};

/** The promise, or a rejection once `ms` have passed without its answer. */
function withinTime<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Not read within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

const refused = (error: ListFileRefusal): ListFileReading => ({ ok: false, error });

/** The text's own limits: a file whose text is too large says the file is. */
function checked(text: string, encoding: TextEncoding | null): ListFileReading {
  const refusal = refuseListText(text);
  if (refusal === 'too_many_lines') return refused('too_many_lines');
  return refusal === null ? { ok: true, text, encoding } : refused('file_too_large');
}

/** A file's bytes as a list's text, or why not. A workbook's reader failing rejects (the caller says "could not be read"). */
export async function readListBytes(name: string, bytes: Uint8Array, options: ReadOptions = {}): Promise<ListFileReading> {
  const { readSheet = loadSheetReader, timeoutMs = PARTS_LIST_READ_TIMEOUT_MS } = options;
  if (binaryFormatOf(bytes) === 'zip') {
    const data = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
    return checked(xlsxRowsAsText(await withinTime(readSheet(data), timeoutMs)), null);
  }
  if (isXlsx(name)) return refused('unreadable_file');
  const file = readTextFile(bytes);
  return file.kind === 'text' ? checked(file.text, file.encoding) : refused('unreadable_file');
}

export async function readListFile(file: File, options: ReadOptions = {}): Promise<ListFileReading> {
  if (file.size > PARTS_LIST_MAX_FILE_BYTES) return refused('file_too_large');
  return readListBytes(file.name, new Uint8Array(await file.arrayBuffer()), options);
}
