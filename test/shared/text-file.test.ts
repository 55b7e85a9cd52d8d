/**
 * A file is read as text only when it is text (src/shared/text-file.ts): a known binary format, or
 * decoded text with a NUL or many control characters, is refused whatever the file is called.
 */
import { binaryFormatOf, looksLikeText, readTextFile, type BinaryFormat } from '../../src/shared/text-file';

const bytes = (...values: number[]) => Uint8Array.from(values);
const ascii = (text: string) => Array.from(text, (char) => char.charCodeAt(0));

/** Random bytes from a fixed seed, so the case is the same every run. */
function noise(length: number, seed = 7): Uint8Array {
  const out = new Uint8Array(length);
  let state = seed;
  for (let index = 0; index < length; index += 1) {
    state = (state * 1103515245 + 12345) >>> 0;
    out[index] = state >>> 24;
  }
  return out;
}

describe('binaryFormatOf', () => {
  it.each<[string, Uint8Array, BinaryFormat | null]>([
    ['a zip (an .xlsx)', bytes(0x50, 0x4b, 0x03, 0x04, 0x14, 0x00), 'zip'],
    ['an empty zip', bytes(0x50, 0x4b, 0x05, 0x06, 0, 0), 'zip'],
    ['an old .xls (OLE2)', bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0), 'ole'],
    ['a PNG', bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d), 'png'],
    ['a JPEG', bytes(0xff, 0xd8, 0xff, 0xe0), 'jpeg'],
    ['a GIF', bytes(...ascii('GIF89a')), 'gif'],
    ['a PDF', bytes(...ascii('%PDF-1.7\n')), 'pdf'],
    ['a gzip', bytes(0x1f, 0x8b, 0x08), 'gzip'],
    ['a CSV starting with PK but no zip', bytes(...ascii('PK-123;2\n')), null],
    ['a CSV', bytes(...ascii('MLFB;MENGE\n')), null],
    ['nothing', bytes(), null],
  ])('%s: %p', (_name, input, format) => {
    expect(binaryFormatOf(input)).toBe(format);
  });
});

describe('looksLikeText', () => {
  it.each<[string, string, boolean]>([
    ['a list with tabs and CR LF', 'MLFB\tMENGE\r\n6ES7214-1AG40-0XB0\t4\r\n', true],
    ['a form feed and an end-of-file mark in a long list', `${'6ES7214-1AG40-0XB0;1\r\n'.repeat(20)}\f\u001a`, true],
    ['a NUL anywhere', 'A-1;2\u0000', false],
    ['control characters beyond one in a hundred', `${'A'.repeat(98)}\u0001\u0002`, false],
    ['C1 controls (bytes 0x81, 0x8D read as Windows-1252)', `${'A'.repeat(50)}\u0081\u008d`, false],
    ['empty text', '', true],
  ])('%s: %p', (_name, text, expected) => {
    expect(looksLikeText(text)).toBe(expected);
  });
});

describe('readTextFile', () => {
  it('gives the text and its encoding for a CSV saved by German Excel', () => {
    expect(readTextFile(bytes(...ascii('ES 95 1S/1'), 0xd6, ...ascii(';2\r\n')))).toEqual({ kind: 'text', text: 'ES 95 1S/1Ö;2\r\n', encoding: 'Windows-1252' });
  });

  it.each<[string, Uint8Array, BinaryFormat | null]>([
    ['a PNG renamed .csv', bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...noise(2000)), 'png'],
    ['an .xlsx renamed .csv', bytes(0x50, 0x4b, 0x03, 0x04, ...noise(2000)), 'zip'],
    ['random bytes', noise(100_000), null],
    ['UTF-16 without its mark', bytes(...Array.from('MLFB\tMENGE\r\n', (char) => [char.charCodeAt(0), 0]).flat()), null],
  ])('refuses %s', (_name, input, format) => {
    expect(readTextFile(input)).toEqual({ kind: 'binary', format });
  });
});
