/**
 * The bytes of a text file as text, whatever program wrote them (docs/behaviour.md, Parts lists:
 * Uploading; the operator's imports read their files through the same function). Pure and without
 * the DOM: TextDecoder's UTF-8 is in every browser and in Node, and Windows-1252 and UTF-16 are
 * decoded by this module itself, so no environment's legacy decoders matter (Node 20's
 * TextDecoder('windows-1252') reads 0x80–0x9F as Latin-1 controls: `€` would be lost).
 *
 * - A byte-order mark decides: EF BB BF is UTF-8, FF FE UTF-16 little-endian (Excel's "Unicode
 *   Text"), FE FF UTF-16 big-endian. The mark is no part of the text.
 * - Without one, bytes that are valid UTF-8 are UTF-8 (plain ASCII among them).
 * - Anything else is Windows-1252, what German Excel's "CSV (Trennzeichen-getrennt)" writes: each
 *   byte one character, 0x80–0x9F by Windows' table (€, „, “, ‚, …), the five bytes Windows
 *   leaves undefined as the C1 controls of the same number (as browsers decode them).
 *
 * UTF-16 without a mark is not recognised: it reads as text full of NUL characters, which
 * src/shared/text-file.ts refuses as binary.
 */

export const TEXT_ENCODINGS = ['UTF-8', 'UTF-16LE', 'UTF-16BE', 'Windows-1252'] as const;
export type TextEncoding = (typeof TEXT_ENCODINGS)[number];

export interface DecodedText {
  text: string;
  encoding: TextEncoding;
}

/** Windows-1252's characters for the bytes 0x80–0x9F; every other byte is the code point of its value. */
const WINDOWS_1252_80_9F = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008DŽ\u008F\u0090‘’“”•–—˜™š›œ\u009DžŸ';

/** Code units turned into a string this many at a time: far below any engine's limit on arguments. */
const CHUNK = 8192;

function fromCodeUnits(units: Uint16Array): string {
  let text = '';
  // apply takes the typed array as it is; spreading it runs its iterator, six times slower (an 820,000-line import's file).
  for (let start = 0; start < units.length; start += CHUNK) text += String.fromCharCode.apply(null, units.subarray(start, start + CHUNK) as unknown as number[]);
  return text;
}

function startsWith(bytes: Uint8Array, mark: readonly number[]): boolean {
  return bytes.length >= mark.length && mark.every((byte, index) => bytes[index] === byte);
}

/** The bytes as UTF-8, or null when they are not valid UTF-8. */
function strictUtf8(bytes: Uint8Array): string | null {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch {
    return null;
  }
}

export function decodeWindows1252(bytes: Uint8Array): string {
  const units = new Uint16Array(bytes.length);
  for (let index = 0; index < bytes.length; index += 1) {
    const byte = bytes[index];
    units[index] = byte >= 0x80 && byte <= 0x9f ? WINDOWS_1252_80_9F.charCodeAt(byte - 0x80) : byte;
  }
  return fromCodeUnits(units);
}

/** UTF-16 after its mark; an odd last byte (a cut-off file) is left out. */
export function decodeUtf16(bytes: Uint8Array, littleEndian: boolean): string {
  const units = new Uint16Array(Math.floor(bytes.length / 2));
  for (let index = 0; index < units.length; index += 1) {
    const first = bytes[2 * index];
    const second = bytes[2 * index + 1];
    units[index] = littleEndian ? first | (second << 8) : (first << 8) | second;
  }
  return fromCodeUnits(units);
}

export function decodeText(bytes: Uint8Array): DecodedText {
  if (startsWith(bytes, [0xef, 0xbb, 0xbf])) {
    // The writer said UTF-8: a broken sequence after the mark is shown as U+FFFD, not read as another encoding.
    return { text: new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes.subarray(3)), encoding: 'UTF-8' };
  }
  if (startsWith(bytes, [0xff, 0xfe])) return { text: decodeUtf16(bytes.subarray(2), true), encoding: 'UTF-16LE' };
  if (startsWith(bytes, [0xfe, 0xff])) return { text: decodeUtf16(bytes.subarray(2), false), encoding: 'UTF-16BE' };
  const utf8 = strictUtf8(bytes);
  return utf8 === null ? { text: decodeWindows1252(bytes), encoding: 'Windows-1252' } : { text: utf8, encoding: 'UTF-8' };
}
