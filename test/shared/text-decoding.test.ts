/**
 * One decoder for text files (src/shared/text-decoding.ts): UTF-8 with or without its mark, UTF-16
 * with its mark, and Windows-1252 for anything that is not valid UTF-8, as German Excel saves a CSV.
 */
import { decodeText, decodeWindows1252, type TextEncoding } from '../../src/shared/text-decoding';

const bytes = (...values: number[]) => Uint8Array.from(values);
const ascii = (text: string) => Array.from(text, (char) => char.charCodeAt(0));
const utf16 = (text: string, littleEndian: boolean) =>
  Array.from(text).flatMap((char) => {
    const code = char.charCodeAt(0);
    return littleEndian ? [code & 0xff, code >> 8] : [code >> 8, code & 0xff];
  });

describe('decodeText', () => {
  it.each<[string, Uint8Array, string, TextEncoding]>([
    ['plain ASCII', bytes(...ascii('MLFB;MENGE\r\n')), 'MLFB;MENGE\r\n', 'UTF-8'],
    ['UTF-8 without a mark', new TextEncoder().encode('ES 95 1S/1Ö;2'), 'ES 95 1S/1Ö;2', 'UTF-8'],
    ['UTF-8 with its mark, the mark dropped', bytes(0xef, 0xbb, 0xbf, ...new TextEncoder().encode('Größe')), 'Größe', 'UTF-8'],
    ['Windows-1252 from German Excel (Ö is one byte, 0xD6)', bytes(...ascii('ES 95 1S/1'), 0xd6, ...ascii(';2')), 'ES 95 1S/1Ö;2', 'Windows-1252'],
    ['Windows-1252 quotes and euro', bytes(0x84, ...ascii('Preis'), 0x93, 0x20, 0x80, 0x20, 0x82, 0x91, 0x92), '„Preis“ € ‚‘’', 'Windows-1252'],
    ['UTF-16 little-endian with its mark (Excel "Unicode Text")', bytes(0xff, 0xfe, ...utf16('MLFB\tMENGE\r\nES 95 1S/1Ö\t2', true)), 'MLFB\tMENGE\r\nES 95 1S/1Ö\t2', 'UTF-16LE'],
    ['UTF-16 big-endian with its mark', bytes(0xfe, 0xff, ...utf16('Ö€', false)), 'Ö€', 'UTF-16BE'],
    ['nothing', bytes(), '', 'UTF-8'],
  ])('reads %s', (_name, input, text, encoding) => {
    expect(decodeText(input)).toEqual({ text, encoding });
  });

  it('reads a lone byte that would start a UTF-8 sequence as Windows-1252, not as a broken character', () => {
    expect(decodeText(bytes(...ascii('Stuck'), 0xfc))).toEqual({ text: 'Stuckü', encoding: 'Windows-1252' });
    expect(decodeText(bytes(0xc3))).toEqual({ text: 'Ã', encoding: 'Windows-1252' });
  });

  it('keeps to UTF-8 when its mark says so, broken bytes shown as U+FFFD', () => {
    expect(decodeText(bytes(0xef, 0xbb, 0xbf, 0x41, 0xff))).toEqual({ text: 'A\uFFFD', encoding: 'UTF-8' });
  });

  it('leaves out the odd last byte of a cut-off UTF-16 file', () => {
    expect(decodeText(bytes(0xff, 0xfe, 0x41, 0x00, 0x42))).toEqual({ text: 'A', encoding: 'UTF-16LE' });
  });

  it('decodes a file of many megabytes in one piece', () => {
    const line = bytes(...ascii('6ES7214-1AG40-0XB0;'), 0xd6, 0x0a);
    const big = new Uint8Array(line.length * 300_000);
    for (let offset = 0; offset < big.length; offset += line.length) big.set(line, offset);
    const decoded = decodeText(big);
    expect(decoded.encoding).toBe('Windows-1252');
    expect(decoded.text).toHaveLength(big.length);
    expect(decoded.text.endsWith('0XB0;Ö\n')).toBe(true);
  });
});

describe('decodeWindows1252', () => {
  /** Windows' own table for 0x80–0x9F; the five bytes it leaves undefined read as the C1 control of the same number. */
  const TABLE_80_9F = [
    0x20ac, 0x81, 0x201a, 0x192, 0x201e, 0x2026, 0x2020, 0x2021, 0x2c6, 0x2030, 0x160, 0x2039, 0x152, 0x8d, 0x17d, 0x8f,
    0x90, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x2dc, 0x2122, 0x161, 0x203a, 0x153, 0x9d, 0x17e, 0x178,
  ];

  it('maps all 256 bytes: 0x80–0x9F by the table, every other byte to its own code point', () => {
    const all = Uint8Array.from({ length: 256 }, (_, byte) => byte);
    const codes = Array.from(decodeWindows1252(all), (char) => char.charCodeAt(0));
    expect(codes).toEqual(Array.from({ length: 256 }, (_, byte) => (byte >= 0x80 && byte <= 0x9f ? TABLE_80_9F[byte - 0x80] : byte)));
  });
});
