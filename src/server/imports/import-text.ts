/**
 * An import file's bytes as text, chunk by chunk (the catalogue and the stock file have 820,000
 * lines), in the encodings the page reads an uploaded parts list in (src/shared/text-decoding.ts),
 * refusing binary files as the page does (src/shared/text-file.ts); docs/imports.md, Encodings.
 *
 * A byte-order mark decides: UTF-8, UTF-16 LE or BE. Without one, the first byte beyond ASCII
 * decides when it comes: the start of a valid UTF-8 sequence makes the file UTF-8, any other byte
 * Windows-1252 (German Excel's "CSV (Trennzeichen-getrennt)"). All before it was ASCII, which both
 * read alike, so nothing is read twice, and a whole file is read as decodeText reads it. A file
 * that changes its encoding on the way is refused, naming the lines that show it, rather than
 * stored with characters lost (broken UTF-8 as U+FFFD) or garbled (UTF-8 read as Windows-1252:
 * "Ã¼" for "ü"): a UTF-8 file may hold no byte that is not UTF-8, and a Windows-1252 file no
 * UTF-8 sequence of a Latin letter or sign (U+0080–U+00FF: "ü", "°") or of the punctuation and
 * currency block (U+2000–U+213F: "„", "–", "€").
 */
import { isAscii, isUtf8 } from 'node:buffer';
import fs from 'node:fs';
import { decodeUtf16, decodeWindows1252, type TextEncoding } from '../../shared/text-decoding';
import { binaryFormatOf, looksLikeText, type BinaryFormat } from '../../shared/text-file';

/** A file refused as a whole: not text, or not in one encoding. */
export class UnreadableFileError extends Error {}

/** Bytes that do not fit the encoding decided; the message needs the lines, which the file gives. */
class EncodingMismatch extends Error {
  constructor(readonly offset: number, readonly explain: (lineOf: (offset: number) => number) => string) {
    super('The file mixes encodings');
  }
}

const MARKS: ReadonlyArray<readonly [TextEncoding, readonly number[]]> = [
  ['UTF-8', [0xef, 0xbb, 0xbf]], ['UTF-16LE', [0xff, 0xfe]], ['UTF-16BE', [0xfe, 0xff]],
];

/** How many bytes the UTF-8 sequence led by `lead` has (0: no lead byte). */
const sequenceLength = (lead: number) => (lead >= 0xc2 && lead <= 0xdf ? 2 : lead >= 0xe0 && lead <= 0xef ? 3 : lead >= 0xf0 && lead <= 0xf4 ? 4 : 0);

/** Where the bytes stop being complete UTF-8 sequences: before a sequence the next chunk finishes. */
function completeUtf8End(bytes: Buffer, start: number): number {
  for (let at = bytes.length - 1; at >= Math.max(start, bytes.length - 3); at--) {
    if (bytes[at] < 0x80) return bytes.length;
    if (bytes[at] >= 0xc0) return at + sequenceLength(bytes[at]) > bytes.length ? at : bytes.length;
  }
  return bytes.length;
}

/** The offset of the first byte that is no part of valid UTF-8 (bytes known not to be valid UTF-8). */
function firstInvalidUtf8(bytes: Buffer): number {
  const text = bytes.toString('utf8');
  let offset = 0;
  let from = 0;
  for (let at = text.indexOf('\uFFFD'); at !== -1; at = text.indexOf('\uFFFD', at + 1)) {
    offset += Buffer.byteLength(text.slice(from, at));
    from = at + 1;
    // A U+FFFD the file holds as its three bytes is text; one the decoder put in marks the bytes.
    if (bytes[offset] !== 0xef || bytes[offset + 1] !== 0xbf || bytes[offset + 2] !== 0xbd) return offset;
    offset += 3;
  }
  return bytes.length;
}

/** A UTF-8 sequence for U+0080–U+00FF or U+2000–U+213F at `at`: bytes no Windows-1252 text has in a row. */
function latinUtf8At(bytes: Buffer, at: number): boolean {
  const continues = (index: number) => bytes[index] >= 0x80 && bytes[index] <= 0xbf;
  if (bytes[at] === 0xc2 || bytes[at] === 0xc3) return continues(at + 1);
  return bytes[at] === 0xe2 && bytes[at + 1] >= 0x80 && bytes[at + 1] <= 0x84 && continues(at + 2);
}

/** The first offset from `start` to `end` where such a sequence begins, or -1. */
function latinUtf8Within(bytes: Buffer, start: number, end: number): number {
  let first = -1;
  for (const lead of [0xc2, 0xc3, 0xe2]) {
    for (let at = bytes.indexOf(lead, start); at !== -1 && at < end && (first === -1 || at < first); at = bytes.indexOf(lead, at + 1)) {
      if (latinUtf8At(bytes, at)) first = at;
    }
  }
  return first;
}

const hex = (bytes: Buffer) => [...bytes].map((byte) => byte.toString(16).toUpperCase().padStart(2, '0')).join(' ');
const SAVE_AGAIN = 'Save the whole file in one encoding again, e.g. from Excel as "CSV UTF-8"';

/** Decodes a file's chunks in order; `encoding` is null until a mark or a byte beyond ASCII decides it. */
export class ImportTextDecoder {
  encoding: TextEncoding | null = null;
  private marked = false;
  /** The offset, bytes and text of the character that decided the encoding, for messages. */
  private decidedBy = { offset: 0, bytes: Buffer.alloc(0), text: '' };
  private pending = Buffer.alloc(0);
  /** The file offset of the first byte not yet decoded. */
  private offset = 0;
  private started = false;

  push(chunk: Buffer, last: boolean): string {
    const bytes = this.pending.length > 0 ? Buffer.concat([this.pending, chunk]) : chunk;
    let start = 0;
    if (!this.started) {
      if (bytes.length < 3 && !last) return this.keep(bytes, 0, '');
      this.started = true;
      const mark = MARKS.find(([, signature]) => signature.every((byte, index) => bytes[index] === byte));
      if (mark) [this.encoding, this.marked, start] = [mark[0], true, mark[1].length];
    }
    const { text, end } = this.decode(bytes, start, last);
    return this.keep(bytes, end, text);
  }

  private keep(bytes: Buffer, end: number, text: string): string {
    this.pending = Buffer.from(bytes.subarray(end));
    this.offset += end;
    return text;
  }

  private decode(bytes: Buffer, start: number, last: boolean): { text: string; end: number } {
    switch (this.encoding) {
      case null: return this.decide(bytes, start, last);
      case 'UTF-8': return this.utf8(bytes, start, last);
      case 'Windows-1252': return this.windows1252(bytes, start, last);
      default: {
        const end = last ? bytes.length : bytes.length - ((bytes.length - start) % 2);
        return { text: decodeUtf16(bytes.subarray(start, end), this.encoding === 'UTF-16LE'), end };
      }
    }
  }

  private decide(bytes: Buffer, start: number, last: boolean): { text: string; end: number } {
    if (isAscii(bytes.subarray(start))) return { text: bytes.toString('latin1', start), end: bytes.length };
    let at = start;
    while (bytes[at] < 0x80) at++;
    const length = sequenceLength(bytes[at]);
    if (length > 0 && at + length > bytes.length && !last) return { text: bytes.toString('latin1', start, at), end: at };
    const sequence = bytes.subarray(at, at + Math.max(length, 1));
    this.encoding = length > 0 && isUtf8(sequence) ? 'UTF-8' : 'Windows-1252';
    const decisive = this.encoding === 'UTF-8' ? sequence : sequence.subarray(0, 1);
    this.decidedBy = { offset: this.offset + at, bytes: Buffer.from(decisive), text: this.encoding === 'UTF-8' ? decisive.toString('utf8') : decodeWindows1252(decisive) };
    return this.decode(bytes, start, last);
  }

  private utf8(bytes: Buffer, start: number, last: boolean): { text: string; end: number } {
    const end = last ? bytes.length : completeUtf8End(bytes, start);
    const part = bytes.subarray(start, end);
    if (isUtf8(part)) return { text: part.toString('utf8'), end };
    const at = start + firstInvalidUtf8(part);
    const byte = bytes.subarray(at, at + 1);
    const decided = this.marked ? 'it starts with the byte-order mark of UTF-8' : `line %D reads as UTF-8 ("${this.decidedBy.text}")`;
    throw this.mismatch(at, `The file mixes encodings: ${decided}, but line %L holds the byte ${hex(byte)}, which is not UTF-8 `
      + `(in Windows-1252 it is "${decodeWindows1252(byte)}"). ${SAVE_AGAIN}`);
  }

  private windows1252(bytes: Buffer, start: number, last: boolean): { text: string; end: number } {
    // The last two bytes wait for the next chunk: they may begin a UTF-8 sequence it completes.
    const end = last ? bytes.length : Math.max(start, bytes.length - 2);
    const at = latinUtf8Within(bytes, start, end);
    if (at !== -1) {
      const sequence = bytes.subarray(at, at + sequenceLength(bytes[at]));
      throw this.mismatch(at, `The file mixes encodings: line %D holds the byte ${hex(this.decidedBy.bytes)}, `
        + `which is not UTF-8, so the file reads as Windows-1252 ("${this.decidedBy.text}"), but line %L holds the bytes ${hex(sequence)}, `
        + `which are "${sequence.toString('utf8')}" in UTF-8 ("${decodeWindows1252(sequence)}" in Windows-1252). ${SAVE_AGAIN}`);
    }
    return { text: decodeWindows1252(bytes.subarray(start, end)), end };
  }

  private mismatch(at: number, template: string): EncodingMismatch {
    const offset = this.offset + at;
    const decidedAt = this.decidedBy.offset;
    return new EncodingMismatch(offset, (lineOf) => template.replace('%L', String(lineOf(offset))).replace('%D', String(lineOf(decidedAt))));
  }
}

/** The chunks an import reads: small enough to keep the memory flat, large enough to be quick. */
export const IMPORT_CHUNK_BYTES = 1 << 20;

const FORMATS: Partial<Record<BinaryFormat, string>> = {
  zip: 'a zip archive, as an Excel workbook (.xlsx) is', ole: 'an Office file, as an Excel 97–2003 workbook (.xls) is',
};

/** The line (1 for the first) holding the byte at `offset`: the line breaks before it, counted again from the file. */
function lineAt(file: string, offset: number): number {
  const fd = fs.openSync(file, 'r');
  const buffer = Buffer.alloc(IMPORT_CHUNK_BYTES);
  let line = 1;
  try {
    for (let position = 0, read = 1; position < offset && read > 0; position += read) {
      read = fs.readSync(fd, buffer, 0, Math.min(buffer.length, offset - position), position);
      const part = buffer.subarray(0, read);
      for (let at = part.indexOf(10); at !== -1; at = part.indexOf(10, at + 1)) line++;
    }
  } finally {
    fs.closeSync(fd);
  }
  return line;
}

/**
 * The file's text, chunk by chunk, decoded by `decoder` (which knows the encoding once a mark or a
 * byte beyond ASCII decided it; a file of ASCII alone is UTF-8). Refuses a binary file before
 * the first chunk, and a file that mixes encodings where it shows (UnreadableFileError).
 */
export async function* importFileText(file: string, decoder: ImportTextDecoder, chunkBytes = IMPORT_CHUNK_BYTES): AsyncGenerator<string> {
  let first = true;
  try {
    for await (const chunk of fs.createReadStream(file, { highWaterMark: chunkBytes })) {
      const bytes = chunk as Buffer;
      const format = first ? binaryFormatOf(bytes) : null;
      if (format) throw new UnreadableFileError(`${file} is not a text file but ${FORMATS[format] ?? `a ${format} file`}: save it as CSV`);
      const text = decoder.push(bytes, false);
      if (first && !looksLikeText(text)) {
        throw new UnreadableFileError(`${file} is not a text file: it holds NUL bytes or control characters (UTF-16 without a byte-order mark?); save it as CSV`);
      }
      first = false;
      yield text;
    }
    yield decoder.push(Buffer.alloc(0), true);
  } catch (error) {
    if (error instanceof EncodingMismatch) throw new UnreadableFileError(error.explain((offset) => lineAt(file, offset)));
    throw error;
  }
}
