/**
 * Quantity cells (docs/behaviour.md, Parts lists: Quantities): "1.000" is one thousand where the
 * column's other cells show that "." separates thousands, and unreadable (kept as typed) where
 * nothing does; "2,0" and "2.00" are 2 everywhere.
 */
import { parsePartsList } from '../../../../../src/client/features/parts-list';
import { readQty, thousandsMarkOf, type ThousandsMark } from '../../../../../src/client/features/parts-list/parse/qty';

describe('readQty', () => {
  it.each<[string, ThousandsMark, ReturnType<typeof readQty>]>([
    ['4', null, { qty: 4 }],
    [' 7 ', null, { qty: 7 }],
    ['5 Stk.', null, { qty: 5 }],
    ['12 pcs', null, { qty: 12 }],
    ['2,0', null, { qty: 2 }],
    ['2.00', null, { qty: 2 }],
    ['2.00', '.', { qty: 2 }],
    ['', null, { qty: null }],
    ['1.000', null, { qty: null, unreadable: '1.000' }],
    ['1,000', null, { qty: null, unreadable: '1,000' }],
    ['1.000', '.', { qty: 1000 }],
    ['1,000', ',', { qty: 1000 }],
    ['1.000 Stk.', '.', { qty: 1000 }],
    ['1.000.000', '.', { qty: 1_000_000 }],
    ['1.234,00', '.', { qty: 1234 }],
    ['1.000', ',', { qty: 1 }],
    ['2,5', '.', { qty: null, unreadable: '2,5' }],
    ['2,5', null, { qty: null, unreadable: '2,5' }],
    ['1.000,5', '.', { qty: null, unreadable: '1.000,5' }],
    ['zwei', null, { qty: null, unreadable: 'zwei' }],
    ['0', null, { qty: null, unreadable: '0' }],
    ['-1', null, { qty: null, unreadable: '-1' }],
    ['2.000.000', '.', { qty: null, unreadable: '2.000.000' }],
  ])('%p with thousands mark %p is %p', (cell, thousands, reading) => {
    expect(readQty(cell, thousands)).toEqual(reading);
  });
});

describe('thousandsMarkOf', () => {
  it.each<[string[], ThousandsMark]>([
    [['1.000', '2.500'], '.'],
    [['1.000', '2,5'], '.'],
    [['1.000', '2,00'], '.'],
    [['1.000.000'], '.'],
    [['1.234,5'], '.'],
    [['1,000', '2,500'], ','],
    [['1,000', '2.5'], ','],
    [['1,000', '3.25'], ','],
    [['1.000', '1'], null],
    [['1.000', '2,000'], null],
    [['1.000', '2.500', '2,500'], null],
    [['4', '5 Stk.'], null],
  ])('%p: %p', (cells, mark) => {
    expect(thousandsMarkOf(cells)).toBe(mark);
  });
});

describe('a list\'s quantities', () => {
  const qtys = (text: string) => parsePartsList(text).lines.map((line) => line.unreadableQty ?? line.qty);

  it('reads one thousand written the German way when another cell groups thousands with a dot', () => {
    expect(qtys('Artikelnummer;Menge\nA-1;1.000\nB-2;2.500\nC-3;5')).toEqual([1000, 2500, 5]);
  });

  it('reads one thousand written the English way when another cell has a decimal point', () => {
    expect(qtys('Part number,Qty\nA-1,"1,000"\nB-2,2.5\nC-3,5')).toEqual([1000, '2.5', 5]);
  });

  it('leaves 1.000 unreadable, kept as typed, when nothing in the column says which it is', () => {
    expect(parsePartsList('Artikelnummer;Menge\nA-1;1.000\nB-2;1').lines).toEqual([
      { line: 2, q: 'A-1', qty: null, unreadableQty: '1.000' },
      { line: 3, q: 'B-2', qty: 1 },
    ]);
  });

  it('leaves both unreadable when the column uses each mark both ways', () => {
    expect(qtys('Artikelnummer;Menge\nA-1;1.000\nB-2;2.500\nC-3;"2,500"')).toEqual(['1.000', '2.500', '2,500']);
  });

  it('takes the evidence from the quantity column only', () => {
    expect(qtys('Artikelnummer;Preis;Menge\nA-1;2.500;1.000\nB-2;1;2')).toEqual(['1.000', 2]);
  });
});
