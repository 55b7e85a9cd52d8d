/**
 * Lists as buyers type them into an e-mail (docs/behaviour.md, Parts lists: Pasting, Lines left
 * out): a greeting and a signature around the numbers, a count after a number that the server
 * decides, a Siemens MLFB/MENGE block aligned with spaces, and a position column beside the counts.
 */
import { parsePartsList, type PartsListLine } from '../../../../../src/client/features/parts-list';
import { hasArticleNumberShape } from '../../../../../src/client/features/parts-list/parse/stray';

const rows = (lines: PartsListLine[]) => lines.map((line) => [line.line, line.q, line.qty]);

const GERMAN_EMAIL = [
  'Hallo Herr Meier,',
  '',
  'anbei wie besprochen unsere Bedarfsliste für das Projekt Halle 3:',
  '',
  '6ES7214-1AG40-0XB0 4',
  '3 x 1040764',
  '750-455   2',
  'ES 95 1S/1Ö',
  'E3Z-D61 2M 10 Stk.',
  '',
  'Bitte um Angebot mit Lieferzeit bis Ende KW 12.',
  '',
  'Mit freundlichen Grüßen',
  '',
  'Max Mustermann',
  'Einkauf',
  'Musterfirma GmbH',
  'Industriestraße 12',
  '61440 Oberursel',
  'Tel.: +49 6171 12345-0',
  'E-Mail: m.mustermann@musterfirma.de',
  'www.musterfirma.de',
].join('\r\n');

const ENGLISH_EMAIL = [
  'Hi John,',
  '',
  'Could you please quote the following parts for our line 2 retrofit:',
  '',
  '- 6ES7214-1AG40-0XB0 x 2',
  '- 1040764 4',
  '- E3Z-D61 2M',
  '- 2 pcs ES 95 1S/1Ö',
  '',
  'Delivery to our Manchester site, please.',
  '',
  'Thanks and best regards,',
  'Jane Doe',
  'Purchasing Manager',
  'ACME Automation Ltd.',
  '12 Example Road, Manchester M1 1AA',
  'Phone +44 161 496 0000',
  'jane.doe@acme-automation.co.uk',
].join('\n');

describe('a whole e-mail pasted', () => {
  it('gives the German e-mail\'s numbers, numbered by their line, and counts the greeting and signature lines left out', () => {
    const parsed = parsePartsList(GERMAN_EMAIL);
    expect(rows(parsed.lines)).toEqual([
      [5, '6ES7214-1AG40-0XB0 4', null],
      [6, '1040764', 3],
      [7, '750-455   2', null],
      [8, 'ES 95 1S/1Ö', null],
      [9, 'E3Z-D61 2M', 10],
    ]);
    expect(parsed.skipped).toBe(12);
  });

  it('gives the English e-mail\'s numbers without their bullets, and counts the rest', () => {
    const parsed = parsePartsList(ENGLISH_EMAIL);
    expect(rows(parsed.lines)).toEqual([
      [5, '6ES7214-1AG40-0XB0', 2],
      [6, '1040764 4', null],
      [7, 'E3Z-D61 2M', null],
      [8, 'ES 95 1S/1Ö', 2],
    ]);
    expect(parsed.skipped).toBe(10);
  });

  it('sends a number typed with a count after it whole, naming no quantity: the server decides by its catalogue', () => {
    expect(parsePartsList('6ES7214-1AG40-0XB0 4\nE3Z-D61 2M\n1040764 12').lines).toEqual([
      { line: 1, q: '6ES7214-1AG40-0XB0 4', qty: null },
      { line: 2, q: 'E3Z-D61 2M', qty: null },
      { line: 3, q: '1040764 12', qty: null },
    ]);
  });

  it.each([
    ['6ES7214-1AG40-0XB0 4 Stk.', '6ES7214-1AG40-0XB0', 4],
    ['6ES7214-1AG40-0XB0 4x', '6ES7214-1AG40-0XB0', 4],
    ['6ES7214-1AG40-0XB0 x 4', '6ES7214-1AG40-0XB0', 4],
    ['E3Z-D61 2M 3 pcs', 'E3Z-D61 2M', 3],
    ['3 Stück ES 95 1S/1Ö', 'ES 95 1S/1Ö', 3],
    ['• 2 x 750-455', '750-455', 2],
    ['1. 6ES7214-1AG40-0XB0', '6ES7214-1AG40-0XB0', null],
  ])('reads %p as %p, quantity %p: a count marked by a unit or a sign, a list bullet dropped', (text, q, qty) => {
    expect(parsePartsList(text).lines).toEqual([{ line: 1, q, qty }]);
  });
});

describe('what has an article number\'s shape', () => {
  it.each([
    '6ES7214-1AG40-0XB0', 'E3Z-D61 2M', 'ES 95 1S/1Ö', 'BES 516-300-S135-S4', 'RKC 4.4T-5/TEL', '6es7214 1ag31 0xb0', '1040764', '0828734',
    '1SBL 123 456 R1234', '6ES7214-1AG40-0XB0 4', '1040764 12', 'Relay 3RT2015-1BB41',
  ])('%p is kept', (text) => {
    expect(hasArticleNumberShape(text)).toBe(true);
  });

  it.each([
    ['no digit', 'Mit freundlichen Grüßen'],
    ['a greeting', 'Hallo Herr Meier,'],
    ['an introduction', 'anbei die Liste für Halle 3:'],
    ['a label', 'Tel.: 06171 12345-0'],
    ['an e-mail address', 'm.mustermann@musterfirma.de'],
    ['a web address', 'www.firma24.de'],
    ['an international phone number', 'Phone +44 161 496 0000'],
    ['running text', 'Bitte um Angebot bis KW 12'],
    ['a street', 'Industriestraße 12'],
    ['a postcode and town', '61440 Oberursel'],
    ['an empty cell', ''],
  ])('%s is left out: %p', (_kind, text) => {
    expect(hasArticleNumberShape(text)).toBe(false);
  });
});

describe('columns aligned with spaces under a header', () => {
  it('reads a Siemens MLFB/MENGE block: runs of spaces part the columns, a single space inside a number does not', () => {
    const parsed = parsePartsList([
      'MLFB                  MENGE',
      '6ES7214-1AG40-0XB0    4',
      'ES 95 1S/1Ö           2',
      'E3Z-D61 2M            1',
      'E3Z-D61 2M',
      '750-455 5',
      'ES 95  1S/1Ö          3',
      '1040764',
    ].join('\n'));
    expect(parsed).toMatchObject({ headerRow: 0, needsChoice: false, columns: { number: 0, qty: 1 }, skipped: 0 });
    expect(parsed.cells[0]).toEqual(['MLFB', 'MENGE']);
    expect(rows(parsed.lines)).toEqual([
      [2, '6ES7214-1AG40-0XB0', 4],
      [3, 'ES 95 1S/1Ö', 2],
      [4, 'E3Z-D61 2M', 1],
      [5, 'E3Z-D61 2M', null],
      [6, '750-455', 5],
      [7, 'ES 95 1S/1Ö', 3],
      [8, '1040764', null],
    ]);
  });

  it('finds the header below an e-mail\'s greeting, and leaves the greeting and signature out', () => {
    const parsed = parsePartsList([
      'Guten Tag,',
      '',
      'bitte um Preise für:',
      '',
      'Artikelnummer          Menge',
      '6ES7214-1AG40-0XB0     4',
      'ES 95 1S/1Ö            10',
      '',
      'Viele Grüße',
      'Erika Musterfrau',
    ].join('\n'));
    expect(parsed.headerRow).toBe(2);
    expect(rows(parsed.lines)).toEqual([[6, '6ES7214-1AG40-0XB0', 4], [7, 'ES 95 1S/1Ö', 10]]);
    expect(parsed.skipped).toBe(4);
  });

  it('reads the quantity first when the header says so, and a header of two words parted by one space', () => {
    expect(rows(parsePartsList('Menge   MLFB\n4       6ES7214-1AG40-0XB0\n2 ES 95 1S/1Ö\nE3Z-D61 2M').lines))
      .toEqual([[2, '6ES7214-1AG40-0XB0', 4], [3, 'ES 95 1S/1Ö', 2], [4, 'E3Z-D61 2M', null]]);
    expect(rows(parsePartsList('Artikelnummer Menge\n6ES7214-1AG40-0XB0 4\n750-455   2').lines))
      .toEqual([[2, '6ES7214-1AG40-0XB0', 4], [3, '750-455', 2]]);
  });

  it('reads more columns than two by their runs of spaces', () => {
    const parsed = parsePartsList('Pos   MLFB                  Menge   Bezeichnung\n1     6ES7214-1AG40-0XB0    4       CPU 1214C\n2     750-455               2       Analog input');
    expect(parsed).toMatchObject({ needsChoice: false, columns: { number: 1, qty: 2 } });
    expect(rows(parsed.lines)).toEqual([[2, '6ES7214-1AG40-0XB0', 4], [3, '750-455', 2]]);
  });

  it('is no table without a header: the lines stay whole', () => {
    expect(rows(parsePartsList('6ES7214-1AG40-0XB0    4\nES 95 1S/1Ö           2').lines))
      .toEqual([[1, '6ES7214-1AG40-0XB0    4', null], [2, 'ES 95 1S/1Ö           2', null]]);
  });
});

describe('a position column', () => {
  it.each([
    ['tabs from 1', '1\t6ES7214-1AG40-0XB0\t2\n2\t750-455\t5\n3\t1040764\t1'],
    ['semicolons from 5', '5;6ES7214-1AG40-0XB0;2\n6;750-455;5\n7;1040764;1'],
  ])('is never taken for the quantity (%s)', (_name, text) => {
    const parsed = parsePartsList(text);
    expect(parsed).toMatchObject({ needsChoice: false, columns: { number: 1, qty: 2 } });
    expect(rows(parsed.lines).map(([, q, qty]) => [q, qty])).toEqual([['6ES7214-1AG40-0XB0', 2], ['750-455', 5], ['1040764', 1]]);
  });

  it('beside the numbers alone is no quantity: none is offered, and the customer is asked', () => {
    expect(parsePartsList('A-1\t1\nB-2\t2\nC-3\t3')).toMatchObject({ needsChoice: true, columns: { number: 0, qty: null } });
  });

  it('is not offered beside a header naming only the number', () => {
    expect(parsePartsList('Pos\tArtikelnummer\n1\tA-1\n2\tB-2\n3\tC-3')).toMatchObject({ needsChoice: false, columns: { number: 1, qty: null } });
  });

  it('needs three rows counting up, and no more than five digits: consecutive article numbers are none', () => {
    expect(parsePartsList('A-1\t2\nB-2\t3')).toMatchObject({ needsChoice: false, columns: { number: 0, qty: 1 } });
    expect(parsePartsList('1040764\t2\n1040765\t3\n1040766\t1')).toMatchObject({ needsChoice: true, columns: { number: 0, qty: 1 } });
  });
});
