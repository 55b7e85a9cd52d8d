/**
 * Whether a file is text at all, and if so its text (docs/behaviour.md, Parts lists: Uploading).
 * A picture, an archive or an old Excel workbook renamed to .csv decodes to text too (Windows-1252
 * gives every byte a character), so a file is refused when its first bytes are a known binary
 * format's signature, or when its decoded text holds a NUL or more control characters than text
 * ever does. Pure, for the page and the operator's imports alike.
 */
import { decodeText, type DecodedText } from './text-decoding';

export const BINARY_FORMATS = ['zip', 'ole', 'png', 'jpeg', 'gif', 'pdf', 'gzip', 'rar', '7z', 'elf'] as const;
export type BinaryFormat = (typeof BINARY_FORMATS)[number];

/** The first bytes of each format: zip (and so .xlsx, .docx), OLE2 (.xls, .doc, .msg), images, PDF, archives, programs. */
const SIGNATURES: ReadonlyArray<readonly [BinaryFormat, readonly number[]]> = [
  ['zip', [0x50, 0x4b, 0x03, 0x04]],
  ['zip', [0x50, 0x4b, 0x05, 0x06]],
  ['zip', [0x50, 0x4b, 0x07, 0x08]],
  ['ole', [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]],
  ['png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  ['jpeg', [0xff, 0xd8, 0xff]],
  ['gif', [0x47, 0x49, 0x46, 0x38]],
  ['pdf', [0x25, 0x50, 0x44, 0x46, 0x2d]],
  ['gzip', [0x1f, 0x8b]],
  ['rar', [0x52, 0x61, 0x72, 0x21, 0x1a, 0x07]],
  ['7z', [0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c]],
  ['elf', [0x7f, 0x45, 0x4c, 0x46]],
];

/**
 * The share of control characters (C0 but tab, line feed, carriage return and form feed; C1) above
 * which decoded text is taken for binary. Text a person or a spreadsheet wrote has next to none (a
 * stray form feed or end-of-file mark); random bytes read as Windows-1252 give about one in eight.
 */
export const TEXT_MAX_CONTROL_SHARE = 0.01;

export function binaryFormatOf(bytes: Uint8Array): BinaryFormat | null {
  const found = SIGNATURES.find(([, signature]) => bytes.length >= signature.length && signature.every((byte, index) => bytes[index] === byte));
  return found ? found[0] : null;
}

/** No NUL, and control characters at most TEXT_MAX_CONTROL_SHARE of the text. */
export function looksLikeText(text: string): boolean {
  let controls = 0;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code === 0) return false;
    const control = (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d && code !== 0x0c) || (code >= 0x7f && code <= 0x9f);
    if (control) controls += 1;
  }
  return controls <= text.length * TEXT_MAX_CONTROL_SHARE;
}

export type TextFile = ({ kind: 'text' } & DecodedText) | { kind: 'binary'; format: BinaryFormat | null };

/** A file's bytes as text, or that they are no text (with the format, when its signature names one). */
export function readTextFile(bytes: Uint8Array): TextFile {
  const format = binaryFormatOf(bytes);
  if (format !== null) return { kind: 'binary', format };
  const decoded = decodeText(bytes);
  return looksLikeText(decoded.text) ? { kind: 'text', ...decoded } : { kind: 'binary', format: null };
}
