/**
 * What customers paste into the parts-list page (a spreadsheet block, a CSV export, a list typed
 * into an e-mail) becomes lines {number, qty}; the columns are guessed, and flagged when unsure.
 */
import { applyColumns, parsePartsList, type PartsListLine } from '../../../../../src/client/features/parts-list';

const pairs = (lines: PartsListLine[]): Array<[string, number | null]> => lines.map((line) => [line.q, line.qty]);

describe('one article number a line', () => {
  it('takes each line as a number without a quantity, skips blank lines and keeps the number as typed', () => {
    const parsed = parsePartsList('6ES7214-1AG40-0XB0\n\n  3RT2015-1BB41 \n6ES7 214-1AG40-0XB0\n   \n1040764\n');
    expect(pairs(parsed.lines)).toEqual([['6ES7214-1AG40-0XB0', null], ['3RT2015-1BB41', null], ['6ES7 214-1AG40-0XB0', null], ['1040764', null]]);
    expect(parsed).toMatchObject({ headerRow: null, needsChoice: false, columns: { number: 0, qty: null }, skipped: 0 });
  });

  it('reads CR LF and lone CR line ends', () => {
    const parsed = parsePartsList('A-1\r\nB-2\r\n\r\nC-3\rD-4');
    expect(parsed.lines.map((line) => [line.line, line.q])).toEqual([[1, 'A-1'], [2, 'B-2'], [4, 'C-3'], [5, 'D-4']]);
  });

  it('is not made a table by one comma in a line of prose', () => {
    const parsed = parsePartsList('Hello, please quote:\nA-1\nB-2\nC-3');
    expect(parsed.cells).toEqual([['Hello, please quote:'], ['A-1'], ['B-2'], ['C-3']]);
    expect(parsed).toMatchObject({ needsChoice: false, skipped: 1 });
  });

  it('drops the quotes around a number, as a one-column CSV export writes them', () => {
    expect(pairs(parsePartsList('"6ES7 214-1AG40-0XB0"\n"A-1 ""B"""\n').lines)).toEqual([['6ES7 214-1AG40-0XB0', null], ['A-1 "B"', null]]);
  });

  it('gives nothing for nothing', () => {
    expect(parsePartsList('')).toEqual({ lines: [], skipped: 0, columns: { number: 0, qty: null }, headerRow: null, needsChoice: false, cells: [], rowNumbers: [] });
    expect(parsePartsList(' \n\t\n').lines).toEqual([]);
  });
});

describe('a count before the number', () => {
  it.each([
    ['3 x 6ES7214-1AG40-0XB0'], ['3x 6ES7214-1AG40-0XB0'], ['3X 6ES7214-1AG40-0XB0'], ['3 × 6ES7214-1AG40-0XB0'], ['3×6ES7214-1AG40-0XB0'],
    ['3 Stk. 6ES7214-1AG40-0XB0'], ['3 stk 6ES7214-1AG40-0XB0'], ['3 pcs 6ES7214-1AG40-0XB0'], ['3 * 6ES7214-1AG40-0XB0'],
  ])('reads %p as 3 of 6ES7214-1AG40-0XB0', (text) => {
    const parsed = parsePartsList(text);
    expect(pairs(parsed.lines)).toEqual([['6ES7214-1AG40-0XB0', 3]]);
    expect(parsed).toMatchObject({ columns: { number: 0, qty: 1 }, needsChoice: false });
  });

  it('leaves numbers that merely start with digits whole, and mixes with plain lines', () => {
    const parsed = parsePartsList('3X123\n2 STK-40\n5 x 1040764\n3RT2015-1BB41');
    expect(pairs(parsed.lines)).toEqual([['3X123', null], ['2 STK-40', null], ['1040764', 5], ['3RT2015-1BB41', null]]);
  });
});

describe('number and quantity in columns', () => {
  it('reads number<TAB>qty from a spreadsheet', () => {
    const parsed = parsePartsList('6ES7214-1AG40-0XB0\t2\r\n3RT2015-1BB41\t10\r\n');
    expect(pairs(parsed.lines)).toEqual([['6ES7214-1AG40-0XB0', 2], ['3RT2015-1BB41', 10]]);
    expect(parsed).toMatchObject({ headerRow: null, needsChoice: false, columns: { number: 0, qty: 1 } });
  });

  it('reads qty first when that column is the counting one', () => {
    const parsed = parsePartsList('2;6ES7214-1AG40-0XB0\n4;3RT2015-1BB41');
    expect(pairs(parsed.lines)).toEqual([['6ES7214-1AG40-0XB0', 2], ['3RT2015-1BB41', 4]]);
    expect(parsed).toMatchObject({ needsChoice: false, columns: { number: 1, qty: 0 } });
  });

  it.each([
    ['semicolons', '6ES7214-1AG40-0XB0;2\n3RT2015-1BB41;1'],
    ['commas', '6ES7214-1AG40-0XB0,2\n3RT2015-1BB41,1'],
  ])('reads rows separated by %s', (_name, text) => {
    expect(pairs(parsePartsList(text).lines)).toEqual([['6ES7214-1AG40-0XB0', 2], ['3RT2015-1BB41', 1]]);
  });

  it('reads quoted CSV fields with separators, doubled quotes and line breaks inside', () => {
    const parsed = parsePartsList('"6ES7 214,1AG40";"2"\r\n"A-1 ""B""";3\n"C-3\nD";"4,0"\nE-5;5');
    expect(parsed.cells).toEqual([['6ES7 214,1AG40', '2'], ['A-1 "B"', '3'], ['C-3\nD', '4,0'], ['E-5', '5']]);
    expect(pairs(parsed.lines)).toEqual([['6ES7 214,1AG40', 2], ['A-1 "B"', 3], ['C-3\nD', 4], ['E-5', 5]]);
    // A row is numbered by the line it starts on: the line break inside a field counts.
    expect(parsed.lines.map((line) => line.line)).toEqual([1, 2, 3, 5]);
  });

  it('reads German decimals and units in the quantity; an empty one names none', () => {
    const parsed = parsePartsList('A-1;2,0\nB-2;3.00\nC-3;\nD-4;5 Stk.\nE-5; 7 ');
    expect(pairs(parsed.lines)).toEqual([['A-1', 2], ['B-2', 3], ['C-3', null], ['D-4', 5], ['E-5', 7]]);
    expect(parsed.lines[2]).toEqual({ line: 3, q: 'C-3', qty: null });
  });

  it('keeps a column of counts as the quantity when one of them is mistyped', () => {
    const parsed = parsePartsList('A-1\t2\nB-2\tzwei\nC-3\t3');
    expect(parsed).toMatchObject({ needsChoice: false, columns: { number: 0, qty: 1 } });
    expect(parsed.lines[1]).toEqual({ line: 2, q: 'B-2', qty: null, unreadableQty: 'zwei' });
  });

  it('keeps the number of a line whose quantity cannot be read, with the cell as typed, and reads the others', () => {
    const parsed = parsePartsList('Artikel;Menge\nA-1;2\nB-2;2,5\nC-3;0\nD-4;-1\nE-5;zwei\nF-6;99999999\nG-7;4');
    expect(parsed.lines).toEqual([
      { line: 2, q: 'A-1', qty: 2 },
      { line: 3, q: 'B-2', qty: null, unreadableQty: '2,5' },
      { line: 4, q: 'C-3', qty: null, unreadableQty: '0' },
      { line: 5, q: 'D-4', qty: null, unreadableQty: '-1' },
      { line: 6, q: 'E-5', qty: null, unreadableQty: 'zwei' },
      { line: 7, q: 'F-6', qty: null, unreadableQty: '99999999' },
      { line: 8, q: 'G-7', qty: 4 },
    ]);
  });

  it('leaves out rows without a number, and counts them', () => {
    const parsed = parsePartsList('Artikelnummer\tMenge\nA-1\t2\n\t5\nB-2\t1');
    expect(pairs(parsed.lines)).toEqual([['A-1', 2], ['B-2', 1]]);
    expect(parsed.skipped).toBe(1);
  });

  it('reads a 50-line German Excel block under Artikelnummer<TAB>Menge', () => {
    const rows = Array.from({ length: 50 }, (_, index) => [`6ES7 214-1AG40-${String(index).padStart(4, '0')}`, String((index % 7) + 1)]);
    const text = ['Artikelnummer\tMenge', ...rows.map((row) => row.join('\t'))].join('\r\n') + '\r\n';
    const parsed = parsePartsList(text);
    expect(parsed).toMatchObject({ headerRow: 0, needsChoice: false, columns: { number: 0, qty: 1 } });
    expect(parsed.lines).toHaveLength(50);
    expect(pairs(parsed.lines)).toEqual(rows.map(([q, qty]) => [q, Number(qty)]));
    expect(parsed.lines[0]?.line).toBe(2);
  });
});

describe('a header row', () => {
  it.each([
    ['Article', 'Qty'], ['Article number', 'Quantity'], ['Part number', 'Qty.'], ['Part No.', 'Pcs'],
    ['Artikelnummer', 'Menge'], ['Artikel', 'Anzahl'], ['MLFB', 'MENGE'], ['Art.-Nr.', 'Stück'],
    ['Référence', 'Quantité'], ['REFERENCE', 'Qté'], ['Référence article', 'QTE.'],
    ['Referencia', 'Cantidad'], ['Número de artículo', 'Cantidad'], ['Código', 'Uds.'],
  ])('names the columns: %p / %p', (numberWord, qtyWord) => {
    const parsed = parsePartsList(`${qtyWord};Description;${numberWord}\n2;Relay;1040764\n5;Switch;3RT2015 1BB41`);
    expect(parsed).toMatchObject({ headerRow: 0, needsChoice: false, columns: { number: 2, qty: 0 } });
    expect(pairs(parsed.lines)).toEqual([['1040764', 2], ['3RT2015 1BB41', 5]]);
  });

  it.each([
    ['Artikel;Artikelnummer;Menge', 1],
    ['Product;Part number;Qty', 1],
    ['Référence;Désignation;Qté', 0],
    ['Nombre;Referencia;Cantidad', 1],
    ['Item;Material;Quantity', 1],
  ])('picks the number column of %p by the most specific word', (headerRow, number) => {
    const parsed = parsePartsList(`${headerRow}\nRelay 1;A-1;2`);
    expect(parsed).toMatchObject({ headerRow: 0, needsChoice: false, columns: { number, qty: 2 } });
  });

  it('is taken in a one-column paste too', () => {
    const parsed = parsePartsList('Part number\nA-1\n2 x B-2');
    expect(parsed.headerRow).toBe(0);
    expect(pairs(parsed.lines)).toEqual([['A-1', null], ['B-2', 2]]);
  });

  it('settles two numeric columns', () => {
    const parsed = parsePartsList('Menge\tArtikelnummer\n2\t1040764\n3\t1040765');
    expect(parsed).toMatchObject({ needsChoice: false, columns: { number: 1, qty: 0 } });
  });

  it('naming only the quantity settles two columns, the other being the number', () => {
    expect(parsePartsList('Something\tQty\n1040764\t2')).toMatchObject({ headerRow: 0, needsChoice: false, columns: { number: 0, qty: 1 } });
  });

  it('naming only the number offers an unnamed column of counts, and asks', () => {
    const parsed = parsePartsList('Artikelnummer;Bestellmenge\nA-1;2\nB-2;3');
    expect(parsed).toMatchObject({ headerRow: 0, needsChoice: true, columns: { number: 0, qty: 1 } });
    expect(pairs(parsed.lines)).toEqual([['A-1', 2], ['B-2', 3]]);
  });

  it('naming only the number is enough when no other column holds counts', () => {
    const parsed = parsePartsList('Artikelnummer;Bezeichnung\nA-1;Relais\nB-2;Schalter');
    expect(parsed).toMatchObject({ headerRow: 0, needsChoice: false, columns: { number: 0, qty: null } });
  });

  it('naming only the quantity among several columns guesses the first non-numeric one, and asks', () => {
    const parsed = parsePartsList('Pos;Bezeichnung;Menge\n10;A-1;2\n20;B-2;3');
    expect(parsed).toMatchObject({ headerRow: 0, needsChoice: true, columns: { number: 1, qty: 2 } });
  });

  it('is no header when no cell is a known word', () => {
    expect(parsePartsList('Foo\tBar\nA-1\t2').headerRow).toBeNull();
  });
});

describe('columns that cannot be told apart', () => {
  it('asks when both columns are numeric', () => {
    const parsed = parsePartsList('1040764\t2\n1040765\t3');
    expect(parsed).toMatchObject({ headerRow: null, needsChoice: true, columns: { number: 0, qty: 1 } });
    expect(pairs(parsed.lines)).toEqual([['1040764', 2], ['1040765', 3]]);
  });

  it('guesses the smaller numbers as the counts, and still asks', () => {
    const parsed = parsePartsList('2\t1040764\n3\t1040765');
    expect(parsed).toMatchObject({ headerRow: null, needsChoice: true, columns: { number: 1, qty: 0 } });
    expect(pairs(parsed.lines)).toEqual([['1040764', 2], ['1040765', 3]]);
  });

  it('asks when neither column can be a count, guessing no quantity rather than a line of problems', () => {
    const parsed = parsePartsList('A-1;Relay\nB-2;Switch');
    expect(parsed).toMatchObject({ needsChoice: true, columns: { number: 0, qty: null } });
    expect(pairs(parsed.lines)).toEqual([['A-1', null], ['B-2', null]]);
  });

  it('asks for more than two unnamed columns, guessing the first non-numeric and a counting one', () => {
    const parsed = parsePartsList('10\tRelay 24V\t3RT2015-1BB41\t2\n20\tSwitch\t6ES7214-1AG40-0XB0\t1');
    expect(parsed).toMatchObject({ headerRow: null, needsChoice: true, columns: { number: 1, qty: 0 } });
  });

  it('does not ask when only one column is filled', () => {
    expect(parsePartsList('A-1;\nB-2;')).toMatchObject({ needsChoice: false, columns: { number: 0, qty: null } });
  });
});

describe('applyColumns', () => {
  it('gives the lines of the mapping the customer picked', () => {
    const parsed = parsePartsList('10\tRelay\t3RT2015-1BB41\t2\n20\tSwitch\t6ES7214-1AG40-0XB0\tx');
    expect(applyColumns(parsed, { number: 2, qty: 3 })).toEqual({
      lines: [{ line: 1, q: '3RT2015-1BB41', qty: 2 }, { line: 2, q: '6ES7214-1AG40-0XB0', qty: null, unreadableQty: 'x' }],
      skipped: 0,
    });
  });

  it('swaps two numeric columns and reads without a quantity column', () => {
    const parsed = parsePartsList('2\t1040764\n3\t1040765');
    expect(pairs(applyColumns(parsed, { number: 1, qty: 0 }).lines)).toEqual([['1040764', 2], ['1040765', 3]]);
    expect(pairs(applyColumns(parsed, { number: 1, qty: null }).lines)).toEqual([['1040764', null], ['1040765', null]]);
  });

  it('leaves the header row out, numbers lines by their row, and a column beyond a short row counts as empty', () => {
    const table = { cells: [['Artikel', 'Menge'], ['A-1'], ['B-2', '4']], rowNumbers: [1, 3, 4], headerRow: 0 };
    expect(applyColumns(table, { number: 0, qty: 1 })).toEqual({ lines: [{ line: 3, q: 'A-1', qty: null }, { line: 4, q: 'B-2', qty: 4 }], skipped: 0 });
  });

  it('counts the rows a wrongly chosen column leaves without a number', () => {
    const parsed = parsePartsList('Pos\tArtikel\tText\n1\tA-1\tRelais\n2\tB-2\tSchalter');
    expect(applyColumns(parsed, { number: 2, qty: null })).toEqual({ lines: [], skipped: 2 });
  });
});
