/**
 * An import file's text (src/server/imports/import-text.ts): the encodings the page reads, decided
 * as the page decides them but chunk by chunk, the same however the file is cut, and a file that
 * changes its encoding on the way refused with the lines that show it.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { importFileText, ImportTextDecoder, UnreadableFileError } from '../../../src/server/imports/import-text';
import type { TextEncoding } from '../../../src/shared/text-decoding';

let dir: string;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pricetool-text-'));
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const TEXT = 'Marke;Bezeichnung\r\nKübler;Drehgeber „Sendix“ – Größe 58, 5 € Aufpreis\r\nMüller;Maß ‚x‘ … ‰ ™ Ÿ ß\r\n';
const ENCODINGS: Array<[string, Buffer, TextEncoding]> = [
  ['Windows-1252', Buffer.from(TEXT.replace(/[^\0-\xff]/g, (char) => String.fromCharCode(cp1252Byte(char))), 'latin1'), 'Windows-1252'],
  ['UTF-8 without a mark', Buffer.from(TEXT, 'utf8'), 'UTF-8'],
  ['UTF-8 with its mark', Buffer.from(`\uFEFF${TEXT}`, 'utf8'), 'UTF-8'],
  ['UTF-16 LE with its mark', Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(TEXT, 'utf16le')]), 'UTF-16LE'],
  ['UTF-16 BE with its mark', Buffer.concat([Buffer.from([0xfe, 0xff]), Buffer.from(TEXT, 'utf16le').swap16()]), 'UTF-16BE'],
];

/** The Windows-1252 byte of the characters above 0xFF in TEXT. */
function cp1252Byte(char: string): number {
  const bytes: Record<string, number> = { '€': 0x80, '‚': 0x82, '„': 0x84, '…': 0x85, '‰': 0x89, '‘': 0x91, '“': 0x93, '–': 0x96, '™': 0x99, 'Ÿ': 0x9f };
  return bytes[char];
}

/** The bytes pushed in pieces cut at `cuts`, as the decoder sees a file's chunks. */
function decodeCut(bytes: Buffer, cuts: number[]): { text: string; encoding: TextEncoding | null } {
  const decoder = new ImportTextDecoder();
  let text = '';
  let from = 0;
  for (const cut of cuts) {
    text += decoder.push(bytes.subarray(from, cut), false);
    from = cut;
  }
  text += decoder.push(bytes.subarray(from), true);
  return { text, encoding: decoder.encoding };
}

async function readFile(name: string, bytes: Buffer, chunkBytes?: number): Promise<{ text: string; encoding: TextEncoding | null }> {
  const file = path.join(dir, name);
  fs.writeFileSync(file, bytes);
  const decoder = new ImportTextDecoder();
  let text = '';
  for await (const chunk of importFileText(file, decoder, chunkBytes)) text += chunk;
  return { text, encoding: decoder.encoding };
}

describe('ImportTextDecoder', () => {
  it.each(ENCODINGS)('reads %s however the bytes are cut into chunks', (_name, bytes, encoding) => {
    for (let cut = 0; cut <= bytes.length; cut++) expect(decodeCut(bytes, [cut])).toEqual({ text: TEXT, encoding });
    expect(decodeCut(bytes, Array.from({ length: bytes.length }, (_, i) => i))).toEqual({ text: TEXT, encoding });
  });

  it('leaves plain ASCII undecided, which readCsv reports as UTF-8 as the page does', async () => {
    expect(decodeCut(Buffer.from('a;b\n1;2\n'), [3])).toEqual({ text: 'a;b\n1;2\n', encoding: null });
    expect(await readFile('ascii.csv', Buffer.from('a;b\n1;2\n'))).toEqual({ text: 'a;b\n1;2\n', encoding: null });
  });

  it('reads a file whose first chunks are ASCII as Windows-1252 when its first other byte is no UTF-8', async () => {
    const ascii = 'IMP-000001;Siemens;3;1\r\n'.repeat(50_000);
    const bytes = Buffer.concat([Buffer.from(ascii), Buffer.from('X-1;Kübler;1;1\r\n', 'latin1')]);
    expect(bytes.length).toBeGreaterThan(1 << 20);
    expect(await readFile('late-1252.csv', bytes)).toEqual({ text: `${ascii}X-1;Kübler;1;1\r\n`, encoding: 'Windows-1252' });
  });
});

describe('importFileText refuses', () => {
  const refusal = (name: string, bytes: Buffer, chunkBytes?: number) => readFile(name, bytes, chunkBytes).then(() => 'read', (error: unknown) => {
    expect(error).toBeInstanceOf(UnreadableFileError);
    return (error as Error).message;
  });
  const lines = (count: number) => 'IMP-000001;Siemens;3;1\n'.repeat(count);

  it('a UTF-8 file with a byte that is not UTF-8 further on, naming both lines, however it is cut', async () => {
    const bytes = Buffer.concat([Buffer.from(`a;b\nKübler;1\n${lines(5)}`), Buffer.from('Müller;2\n', 'latin1')]);
    for (const chunkBytes of [1, 2, 3, 7, 64, 1 << 20]) {
      expect(await refusal('utf8-then-1252.csv', bytes, chunkBytes)).toBe('The file mixes encodings: line 2 reads as UTF-8 ("ü"), but line 8 holds '
        + 'the byte FC, which is not UTF-8 (in Windows-1252 it is "ü"). Save the whole file in one encoding again, e.g. from Excel as "CSV UTF-8"');
    }
  });

  it('a file marked as UTF-8 with a byte that is not UTF-8 (as a page would show a U+FFFD)', async () => {
    const bytes = Buffer.concat([Buffer.from(`\uFEFFa;b\n${lines(2)}`), Buffer.from('Müller;2\n', 'latin1')]);
    expect(await refusal('bom-then-1252.csv', bytes)).toMatch(/^The file mixes encodings: it starts with the byte-order mark of UTF-8, but line 4 holds the byte FC/);
  });

  it('a Windows-1252 file with UTF-8 further on, naming both lines, however it is cut', async () => {
    const bytes = Buffer.concat([Buffer.from(`a;b\n${lines(3)}Kübler;1\n`, 'latin1'), Buffer.from(`${lines(2)}Preis;5 €\n`)]);
    for (const chunkBytes of [1, 2, 3, 5, 64, 1 << 20]) {
      expect(await refusal('1252-then-utf8.csv', bytes, chunkBytes)).toBe('The file mixes encodings: line 5 holds the byte FC, which is not UTF-8, so the '
        + 'file reads as Windows-1252 ("ü"), but line 8 holds the bytes E2 82 AC, which are "€" in UTF-8 ("â‚¬" in Windows-1252). '
        + 'Save the whole file in one encoding again, e.g. from Excel as "CSV UTF-8"');
    }
  });

  it('a workbook, a picture, and UTF-16 without its mark, before reading any line', async () => {
    expect(await refusal('book.csv', Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00]))).toMatch(/book\.csv is not a text file but a zip archive, as an Excel workbook \(\.xlsx\) is: save it as CSV$/);
    expect(await refusal('old.csv', Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0]))).toMatch(/is not a text file but an Office file, as an Excel 97–2003 workbook \(\.xls\) is/);
    expect(await refusal('photo.csv', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toMatch(/is not a text file but a png file/);
    expect(await refusal('utf16.csv', Buffer.from('Marke;Bezeichnung\r\nKübler;x\r\n', 'utf16le'))).toMatch(/is not a text file: it holds NUL bytes or control characters \(UTF-16 without a byte-order mark\?\)/);
  });
});
