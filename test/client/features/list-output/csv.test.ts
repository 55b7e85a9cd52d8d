/** CSV that Excel opens in every language (docs/behaviour.md, Out of the tool). */
import { csvDialect, toCsv } from '../../../../src/client/features/list-output/csv';
import { TABLE } from './output-fixtures';

describe('toCsv', () => {
  it('starts with the UTF-8 byte order mark and ends every line with CRLF', () => {
    const csv = toCsv(TABLE, 'EN');
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(new TextEncoder().encode(csv).slice(0, 3)).toEqual(new Uint8Array([0xef, 0xbb, 0xbf]));
    expect(csv.endsWith('\r\n')).toBe(true);
  });

  it('English: commas and a decimal point; money with two decimals, no currency sign', () => {
    expect(toCsv(TABLE, 'EN')).toBe(
      '\uFEFFArticle number,Name,MOQ,Discount (%),Your price (EUR)\r\n' +
      '6ES7214-1AG40-0XB0,CPU 1214C; DC/DC/DC,1,32,270.64\r\n' +
      'O5D100,"Sensor ""laser"", 24 V\nwith cable",5,18.5,1234.00\r\n' +
      'X-1,Élément,,,on request\r\n',
    );
  });

  it.each(['DE', 'FR', 'ES'] as const)('%s: semicolons and a decimal comma', (language) => {
    expect(toCsv(TABLE, language)).toBe(
      '\uFEFFArticle number;Name;MOQ;Discount (%);Your price (EUR)\r\n' +
      '6ES7214-1AG40-0XB0;"CPU 1214C; DC/DC/DC";1;32;270,64\r\n' +
      'O5D100;"Sensor ""laser"", 24 V\nwith cable";5;18,5;1234,00\r\n' +
      'X-1;Élément;;;on request\r\n',
    );
  });

  it.each([
    ['EN', { separator: ',', decimalMark: '.' }],
    ['DE', { separator: ';', decimalMark: ',' }],
    ['FR', { separator: ';', decimalMark: ',' }],
    ['ES', { separator: ';', decimalMark: ',' }],
  ] as const)('%s uses %p', (language, dialect) => {
    expect(csvDialect(language)).toEqual(dialect);
  });

  it('quotes a heading holding the separator, and a field holding a carriage return', () => {
    const csv = toCsv({ columns: [{ key: 'a', title: 'Price, net' }], rows: [{ a: 'one\rtwo' }] }, 'EN');
    expect(csv).toBe('\uFEFF"Price, net"\r\n"one\rtwo"\r\n');
  });

  it('leaves a cell the row lacks empty, and rounds money to the cent', () => {
    const csv = toCsv({ columns: [{ key: 'a', title: 'A' }, { key: 'm', title: 'M', money: true }], rows: [{ m: 0.005 }, { m: 2.499 }] }, 'DE');
    expect(csv).toBe('\uFEFFA;M\r\n;0,01\r\n;2,50\r\n');
  });
});
