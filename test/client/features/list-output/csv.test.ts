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

describe('cells a spreadsheet would run or change (OWASP "CSV Injection")', () => {
  const one = (cell: string | number, language: 'EN' | 'DE' = 'EN') => toCsv({ columns: [{ key: 'a', title: 'A' }], rows: [{ a: cell }] }, language).split('\r\n')[1];

  it.each([
    ['=HYPERLINK("http://evil.example","Klick")', '"\'=HYPERLINK(""http://evil.example"",""Klick"")"'],
    ["=cmd|' /C calc'!A0", "'=cmd|' /C calc'!A0"],
    ['@SUM(1+1)', "'@SUM(1+1)"],
    ['+49 170 1234567', "'+49 170 1234567"],
    ['-2+3', "'-2+3"],
    ['\t=1+1', "'\t=1+1"],
    ['\r=1+1', '"\'\r=1+1"'],
  ])('text %p starts with an apostrophe: %s', (text, field) => {
    expect(one(text)).toBe(field);
  });

  it.each([
    ['0828734', "'0828734"],
    ['00012', "'00012"],
    ['4012345678901234', "'4012345678901234"],
  ])('digits a spreadsheet would turn into another number keep them: %p is %s', (text, field) => {
    expect(one(text)).toBe(field);
  });

  it.each(['6ES7214-1AG40-0XB0', '1040764', '750', '0', 'E2E-X5ME1-Z 2M', "'quoted", 'Siemens', 'a=b', 'on request'])('other text is written as it is: %p', (text) => {
    expect(one(text)).toBe(text.includes(',') ? `"${text}"` : text);
  });

  it('numbers stay numbers, negative ones too', () => {
    expect(one(-70)).toBe('-70');
    expect(one(-2.5, 'DE')).toBe('-2,5');
    expect(one(828734)).toBe('828734');
  });

  it('a heading is treated like any other text', () => {
    expect(toCsv({ columns: [{ key: 'a', title: '=A' }], rows: [] }, 'EN')).toBe("\uFEFF'=A\r\n");
  });
});
