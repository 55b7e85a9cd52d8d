/**
 * Files uploaded as a parts list that the page must refuse with a message (docs/behaviour.md,
 * Parts lists: Uploading, Limits), built in the test and never committed: a 600,000-line CSV, random
 * bytes and a picture renamed, an .xlsx that is no workbook or a broken one, and workbooks of more
 * rows than a list may have.
 */
import crypto from 'node:crypto';
import writeXlsxFile from 'write-excel-file/node';

export interface HostileUpload {
  name: string;
  /** What the file is, for the report. */
  what: string;
  buffer: Buffer;
  /** The page's message for it (English). */
  message: RegExp;
  /** Text of the file that must not reach the support log when it is refused (none for bytes that are no text). */
  marker: string | null;
  /**
   * Whether the page submits it: only a readable list of no more rows than the page reads is, and
   * the flow then says it is too long. Everything else never reaches the list or the support log.
   */
  submitted: boolean;
}

const TOO_LARGE = /The file is too large: at most 1 MB/;
const UNREADABLE = /The file could not be read/;
const TOO_LONG = /The list is too long: at most 5\.000 lines/;

async function workbook(rows: number): Promise<Buffer> {
  const sheet = [
    [{ value: 'MLFB' }, { value: 'MENGE' }],
    ...Array.from({ length: rows }, (_, index) => [{ value: `6ES7214-1AG40-${String(index).padStart(5, '0')}` }, { value: (index % 9) + 1 }]),
  ];
  return writeXlsxFile(sheet).toBuffer();
}

/** The uploads, in the order tried; `png` is a real picture (a screenshot of the page). */
export async function hostileUploads(png: Buffer): Promise<HostileUpload[]> {
  const lines = Array.from({ length: 600_000 }, (_, index) => `${1_000_000 + index};${(index % 9) + 1}`).join('\r\n');
  const validWorkbook = await workbook(20);
  return [
    { name: 'Stueckliste.csv', what: 'a CSV of 600,000 lines', buffer: Buffer.from(lines, 'latin1'), message: TOO_LARGE, marker: '1000000;1', submitted: false },
    { name: 'Teile.csv', what: '1 MB of random bytes named .csv', buffer: crypto.randomBytes(1_000_000), message: UNREADABLE, marker: null, submitted: false },
    { name: 'Teile.csv', what: 'a PNG named .csv', buffer: png, message: UNREADABLE, marker: null, submitted: false },
    { name: 'Foto.png', what: 'a PNG', buffer: png, message: UNREADABLE, marker: null, submitted: false },
    { name: 'Teile.xlsx', what: 'an .xlsx that is text', buffer: Buffer.from('MLFB;MENGE\r\n6ES7214-1AG40-0XB0;4\r\n'), message: UNREADABLE, marker: 'MLFB;MENGE', submitted: false },
    { name: 'Teile.xlsx', what: 'an .xlsx cut off halfway', buffer: validWorkbook.subarray(0, Math.floor(validWorkbook.length / 2)), message: UNREADABLE, marker: '6ES7214-1AG40-00000', submitted: false },
    { name: 'Gross.xlsx', what: 'an .xlsx of 6,000 rows', buffer: await workbook(6_000), message: TOO_LONG, marker: null, submitted: true },
    // Large enough that the reader unzips it in a worker: where the worker cannot start, the reader
    // never answers, and the page gives up after PARTS_LIST_READ_TIMEOUT_MS saying it could not read it.
    { name: 'Riesig.xlsx', what: 'an .xlsx of 40,000 rows', buffer: await workbook(40_000), message: new RegExp(`${TOO_LONG.source}|${UNREADABLE.source}`), marker: '6ES7214-1AG40-00000', submitted: false },
  ];
}
