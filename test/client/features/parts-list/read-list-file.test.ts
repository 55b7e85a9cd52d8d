/**
 * An uploaded file is checked before anything of it is kept (src/client/features/parts-list/read-list-file.ts):
 * text in whichever encoding it was saved, a workbook by its content, and a refusal for anything
 * else, for a file too large (unread) and for a reader that never answers.
 */
import { PARTS_LIST_MAX_FILE_BYTES, PARTS_LIST_READ_TIMEOUT_MS } from '../../../../src/client/config/constants';
import { parsePartsList } from '../../../../src/client/features/parts-list/parse/parse-parts-list';
import { isXlsx, readListBytes, readListFile, xlsxRowsAsText, type SheetReader } from '../../../../src/client/features/parts-list/read-list-file';

const bytes = (...values: number[]) => Uint8Array.from(values);
const ascii = (text: string) => Array.from(text, (char) => char.charCodeAt(0));
const ZIP = bytes(0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0, 0, 0x08, 0);
const PNG = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52);

/** A sheet reader that records its calls and answers with these rows. */
function sheet(rows: unknown[][]) {
  const reader = jest.fn<ReturnType<SheetReader>, Parameters<SheetReader>>(async () => rows);
  return reader;
}

describe('an .xlsx sheet as text', () => {
  it('joins cells with tabs, writes numbers plainly, leaves empty cells empty and keeps tabs out of a cell', () => {
    expect(xlsxRowsAsText([['MLFB', 'MENGE', null], ['6ES7214-1AG40-0XB0', 10, 'a\tnote'], [new Date(Date.UTC(2026, 10, 24)), 1.5, true]]))
      .toBe('MLFB\tMENGE\t\n6ES7214-1AG40-0XB0\t10\ta note\n2026-11-24\t1.5\ttrue');
  });

  it('is read by the paste parser: the Siemens Mall header names the columns, and lines keep their sheet row', () => {
    const parsed = parsePartsList(xlsxRowsAsText([['MLFB', 'MENGE'], ['6ES7214-1AG40-0XB0', 3], [null, null], ['SIC1040764', 2]]));
    expect(parsed).toMatchObject({ headerRow: 0, needsChoice: false, columns: { number: 0, qty: 1 } });
    expect(parsed.lines).toEqual([{ line: 2, q: '6ES7214-1AG40-0XB0', qty: 3 }, { line: 4, q: 'SIC1040764', qty: 2 }]);
  });

  it('knows an .xlsx file by its name', () => {
    expect([isXlsx('Stückliste.XLSX'), isXlsx('list.csv'), isXlsx('list.xls')]).toEqual([true, false, false]);
  });
});

describe('readListBytes', () => {
  it('reads a CSV saved by German Excel as Windows-1252, and says so', async () => {
    const csv = bytes(...ascii('Artikelnummer;Menge\r\nES 95 1S/1'), 0xd6, ...ascii(';2\r\n'));
    expect(await readListBytes('Teile.csv', csv)).toEqual({ ok: true, text: 'Artikelnummer;Menge\r\nES 95 1S/1Ö;2\r\n', encoding: 'Windows-1252' });
  });

  it('reads UTF-8 and Excel\'s UTF-16 "Unicode Text"', async () => {
    expect(await readListBytes('a.csv', new TextEncoder().encode('ES 95 1S/1Ö;2'))).toEqual({ ok: true, text: 'ES 95 1S/1Ö;2', encoding: 'UTF-8' });
    const utf16 = bytes(0xff, 0xfe, ...Array.from('ES 95 1S/1Ö\t2', (char) => [char.charCodeAt(0) & 0xff, char.charCodeAt(0) >> 8]).flat());
    expect(await readListBytes('a.txt', utf16)).toEqual({ ok: true, text: 'ES 95 1S/1Ö\t2', encoding: 'UTF-16LE' });
  });

  it.each([
    ['a PNG renamed .csv', 'Teile.csv', PNG],
    ['an old .xls renamed .csv', 'Teile.csv', bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0)],
    ['random bytes', 'Teile.csv', Uint8Array.from({ length: 4096 }, (_, index) => (index * 7919 + 13) % 256)],
    ['an .xlsx that is no zip', 'Teile.xlsx', bytes(...ascii('MLFB;MENGE\n6ES7214-1AG40-0XB0;4\n'))],
  ])('refuses %s as unreadable, without asking the workbook reader', async (_name, name, content) => {
    const reader = sheet([]);
    expect(await readListBytes(name, content, { readSheet: reader })).toEqual({ ok: false, error: 'unreadable_file' });
    expect(reader).not.toHaveBeenCalled();
  });

  it('reads a zip as a workbook, whatever its name', async () => {
    const reader = sheet([['MLFB', 'MENGE'], ['6ES7214-1AG40-0XB0', 4]]);
    expect(await readListBytes('Teile.csv', ZIP, { readSheet: reader })).toEqual({ ok: true, text: 'MLFB\tMENGE\n6ES7214-1AG40-0XB0\t4', encoding: null });
    expect(reader).toHaveBeenCalledTimes(1);
  });

  it('passes on the reader\'s failure (a zip that is no workbook) for the page to say the file could not be read', async () => {
    await expect(readListBytes('Teile.xlsx', ZIP, { readSheet: async () => { throw new Error('No workbook'); } })).rejects.toThrow('No workbook');
  });

  it('gives up on a reader that never answers', async () => {
    jest.useFakeTimers();
    try {
      const read = readListBytes('Teile.xlsx', ZIP, { readSheet: () => new Promise(() => undefined) });
      const settled = expect(read).rejects.toThrow(`Not read within ${PARTS_LIST_READ_TIMEOUT_MS} ms`);
      await jest.advanceTimersByTimeAsync(PARTS_LIST_READ_TIMEOUT_MS);
      await settled;
    } finally {
      jest.useRealTimers();
    }
  });

  it('refuses a workbook or text of more lines than the page reads, and a workbook whose text is too large', async () => {
    const rows = (count: number, width = 1) => Array.from({ length: count }, (_, index) => [`A-${index}`, 'x'.repeat(width)]);
    expect(await readListBytes('big.xlsx', ZIP, { readSheet: sheet(rows(20_000)) })).toEqual({ ok: false, error: 'too_many_lines' });
    expect(await readListBytes('long.csv', bytes(...ascii('A-1;1\n'.repeat(10_001))))).toEqual({ ok: false, error: 'too_many_lines' });
    expect(await readListBytes('wide.xlsx', ZIP, { readSheet: sheet(rows(500, 3000)) })).toEqual({ ok: false, error: 'file_too_large' });
    // 6,000 rows are within what the page reads: the flow then says the list is too long.
    expect(await readListBytes('6000.xlsx', ZIP, { readSheet: sheet(rows(6000)) })).toMatchObject({ ok: true });
  });
});

describe('readListFile', () => {
  it(`refuses a file over ${PARTS_LIST_MAX_FILE_BYTES} bytes by its size, without reading it`, async () => {
    const arrayBuffer = jest.fn();
    const file = { name: 'Teile.csv', size: 6_000_000, arrayBuffer } as unknown as File;
    expect(await readListFile(file)).toEqual({ ok: false, error: 'file_too_large' });
    expect(arrayBuffer).not.toHaveBeenCalled();
  });

  it('reads a file of the largest size it takes', async () => {
    const content = new Uint8Array(PARTS_LIST_MAX_FILE_BYTES).fill(0x41);
    content.set(ascii('A-1;'));
    const file = { name: 'Teile.csv', size: content.length, arrayBuffer: async () => content.buffer } as unknown as File;
    expect(await readListFile(file)).toMatchObject({ ok: true, encoding: 'UTF-8' });
  });
});
