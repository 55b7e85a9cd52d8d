/**
 * The .xlsx export (docs/behaviour.md, Out of the tool), written as in the browser and read back
 * with the reader a customer's Excel file is read with.
 */
import { unzipSync, strFromU8 } from 'fflate';
import readXlsxFile from 'read-excel-file/node';
import { MONEY_FORMAT, toXlsx, xlsxSheetData } from '../../../../src/client/features/list-output/xlsx';
import { TABLE } from './output-fixtures';

describe('xlsx export', () => {
  it('writes a header row, then the rows with numbers as numbers, read back the same', async () => {
    const blob = await toXlsx(TABLE);
    expect(blob.type).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const [sheet] = await readXlsxFile(Buffer.from(await blob.arrayBuffer()));
    expect(sheet.data).toEqual([
      ['Article number', 'Name', 'MOQ', 'Discount (%)', 'Your price (EUR)'],
      ['6ES7214-1AG40-0XB0', 'CPU 1214C; DC/DC/DC', 1, 32, 270.64],
      ['O5D100', 'Sensor "laser", 24 V\nwith cable', 5, 18.5, 1234],
      ['X-1', 'Élément', null, null, 'on request'],
    ]);
  });

  it('formats money cells with two decimals and only those; the header is bold', () => {
    const [header, first] = xlsxSheetData(TABLE);
    expect(header.every((cell) => cell?.fontWeight === 'bold')).toBe(true);
    expect(first.map((cell) => cell?.format)).toEqual([undefined, undefined, undefined, undefined, MONEY_FORMAT]);
    expect(MONEY_FORMAT).toBe('#,##0.00');
  });

  it('writes what a customer typed as text, never as a formula: formulas stay text, leading zeros stay', async () => {
    const typed = ['=HYPERLINK("http://evil.example","Klick")', "=cmd|' /C calc'!A0", '@SUM(1+1)', '+49 170 1234567', '-2+3', '0828734'];
    const blob = await toXlsx({ columns: [{ key: 'typed', title: 'Entered' }], rows: typed.map((text) => ({ typed: text })) });
    const bytes = new Uint8Array(await blob.arrayBuffer());
    const sheetXml = strFromU8(unzipSync(bytes)['xl/worksheets/sheet1.xml']);
    expect(sheetXml).not.toMatch(/<f[ >]/);
    const [sheet] = await readXlsxFile(Buffer.from(bytes));
    expect(sheet.data.slice(1).map(([cell]) => cell)).toEqual(typed);
  });
});
