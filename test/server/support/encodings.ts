/**
 * Import files as the programs that write them save them: real bytes in each encoding the imports
 * read (docs/imports.md, Encodings), with either separator and line end.
 */
import { decodeWindows1252 } from '../../../src/shared/text-decoding';

/** Windows-1252's byte for each character it has beyond Latin-1 (0x80–0x9F: €, „, “, –, …). */
const WINDOWS_1252_BYTES = new Map(Array.from({ length: 32 }, (_, index) => [decodeWindows1252(Uint8Array.of(0x80 + index)), 0x80 + index]));

/** Text as Windows-1252 bytes, as German Excel's "CSV (Trennzeichen-getrennt)" saves it; a character it lacks fails the test. */
export function windows1252(text: string): Buffer {
  return Buffer.from(Array.from(text, (char) => {
    const code = char.charCodeAt(0);
    const byte = WINDOWS_1252_BYTES.get(char) ?? (code <= 0xff && !(code >= 0x80 && code <= 0x9f) ? code : undefined);
    if (byte === undefined) throw new Error(`Windows-1252 has no "${char}"`);
    return byte;
  }));
}

export interface FileEncoding {
  name: string;
  /** What the import reports having read. */
  encoding: 'UTF-8' | 'UTF-16LE' | 'Windows-1252';
  separator: ';' | ',';
  lineEnd: '\n' | '\r\n';
  bytes: (text: string) => Buffer;
}

export const FILE_ENCODINGS: readonly FileEncoding[] = [
  { name: 'Windows-1252, ";" and CRLF (German Excel)', encoding: 'Windows-1252', separator: ';', lineEnd: '\r\n', bytes: windows1252 },
  { name: 'UTF-8 without BOM, "," and LF', encoding: 'UTF-8', separator: ',', lineEnd: '\n', bytes: (text) => Buffer.from(text, 'utf8') },
  { name: 'UTF-8 with BOM, ";" and CRLF (Excel\'s "CSV UTF-8")', encoding: 'UTF-8', separator: ';', lineEnd: '\r\n', bytes: (text) => Buffer.from(`\uFEFF${text}`, 'utf8') },
  {
    name: 'UTF-16 LE with BOM, ";" and CRLF (Excel\'s "Unicode Text")', encoding: 'UTF-16LE', separator: ';', lineEnd: '\r\n',
    bytes: (text) => Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]),
  },
];

/** Rows as a file in `format`: fields holding the separator or a quote are quoted. */
export function encodedCsv(format: FileEncoding, rows: readonly (readonly string[])[]): Buffer {
  const field = (value: string) => (value.includes(format.separator) || value.includes('"') ? `"${value.replace(/"/g, '""')}"` : value);
  return format.bytes(rows.map((row) => row.map(field).join(format.separator)).join(format.lineEnd) + format.lineEnd);
}
