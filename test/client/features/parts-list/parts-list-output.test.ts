/**
 * Every line of a parts list leaves the tool, and says what the table says of it
 * (docs/behaviour.md, Parts lists, "Out of the tool"): a line that orders nothing is a row with
 * its status and why, and is listed apart in the e-mail and the text; an ordered line carries the
 * table's warnings (below the minimum order, other lines added to it, a replacement taken or
 * offered); the printout gets the summary.
 */
import i18n from 'i18next';
import { orderEmail } from '../../../../src/client/features/list-output/order-email';
import { buildPartsListOutput } from '../../../../src/client/features/parts-list/parts-list-output';
import { selectPartsListRows, selectPartsListSummary } from '../../../../src/client/features/parts-list/parts-list-selectors';
import { initialPartsListState, listRestored, partsListReducer } from '../../../../src/client/features/parts-list/parts-list-slice';
import { initTestI18n } from '../../support/test-i18n';
import { answer, entry, PHOENIX, SIEMENS, WAGO_AMB, WAGO_TERMINAL } from './parts-list-kit';

/** An invalid line as the page refuses it when its quantity cannot be read (validate-lines.ts). */
const refusedQty = entry(8, { ...answer(-1, '6ES7214-1AG40-0XB0', 0, 'invalid', null), problem: 'invalid_qty' }, { qty: 0 });

const STATE = { partsList: partsListReducer(initialPartsListState, listRestored({ source: null, entries: [
  entry(2, answer(0, '2002-1201', 50, 'found', WAGO_TERMINAL)),
  entry(3, answer(1, 'zzzz999', 1, 'not_found', null)),
  entry(4, answer(2, 'AMB-100', 2, 'ambiguous', null, [PHOENIX, WAGO_AMB])),
  entry(5, answer(3, '', 1, 'invalid', null)),
  refusedQty,
  // Looked up with quantity 1 while "2,5" waits for the customer's quantity.
  entry(9, answer(5, '6ES7214-1AG40-0XB0', 1, 'found', SIEMENS), { unreadableQty: '2,5' }),
  entry(10, answer(6, '6ES7214-1AG40-0XB0', 3, 'found', SIEMENS)),
  entry(11, answer(7, 'AMB-100', 1, 'found', PHOENIX, [PHOENIX, WAGO_AMB])),
  entry(12, answer(8, 'SIE6ES7214-1AG40-0XB0', 4, 'found_after_prefix', SIEMENS)),
  entry(13, answer(9, 'AMB-100', 1, 'found', PHOENIX, [PHOENIX, WAGO_AMB]), { chosen: 1 }),
] })) };
const ROWS = selectPartsListRows(STATE);
const SUMMARY = selectPartsListSummary(STATE);

const output = (language = 'en') => buildPartsListOutput(ROWS, SUMMARY, i18n.getFixedT(language), new Date(2026, 10, 24));
const byLine = (language = 'en') => new Map(output(language).table.rows.map((row) => [row.line, row]));

beforeAll(() => initTestI18n());

describe('a line that orders nothing', () => {
  it('is a row of the exported and printed table with its status, and why it is not ordered', () => {
    const rows = byLine();
    expect(rows.size).toBe(ROWS.length);
    expect(rows.get(3)).toMatchObject({ status: 'Not found', note: 'not ordered: not found', qty: 1 });
    expect(rows.get(4)).toMatchObject({ status: 'Ambiguous', note: 'not ordered: several articles have this number, please choose one' });
    expect(rows.get(5)).toMatchObject({ status: 'Invalid: article number not usable', note: 'not ordered: article number not usable', qty: null });
    expect(rows.get(8)).toMatchObject({ status: 'Invalid: quantity not readable', qty: null, lineTotal: null });
  });

  it('with an unreadable quantity: the article and its price, no quantity or line total made up, and what was entered, as the table says it', () => {
    expect(byLine().get(9)).toMatchObject({
      status: 'Found', artnr: '6ES7214-1AG40-0XB0', qty: null, price: 270.64, lineTotal: null,
      note: 'not ordered: “2,5” is not a quantity: please enter one',
    });
  });

  it('is in no order line, and in the e-mail\'s section of lines not included, in the order of the list', () => {
    const list = output();
    expect(list.orderLines.map((line) => `${line.articleNumber} ${line.brand}`)).toEqual(['2002-1201 Wago', '6ES7214-1AG40-0XB0 Siemens', 'AMB-100 Phoenix Contact', 'AMB-100 Wago']);
    expect(list.notOrdered).toEqual([
      { line: 3, typed: 'zzzz999', reason: 'not found' },
      { line: 4, typed: 'AMB-100', reason: 'several articles have this number, please choose one' },
      { line: 5, typed: '', reason: 'article number not usable' },
      { line: 8, typed: '6ES7214-1AG40-0XB0', reason: 'quantity not readable, please correct' },
      { line: 9, typed: '6ES7214-1AG40-0XB0', reason: '“2,5” is not a quantity: please enter one' },
    ]);
    // Every line of the list is in the e-mail: ordered (lines 10 and 12 on one order line), or named with why not.
    expect(list.orderLines.length + 1 + list.notOrdered.length).toBe(ROWS.length);
    const body = orderEmail(list, 'Muster Automation GmbH', i18n.getFixedT('en')).body.split('\r\n');
    expect(body).toEqual(expect.arrayContaining([
      'Not included in this order:',
      'line 3 zzzz999 — not found',
      'line 5 — article number not usable',
      'line 9 6ES7214-1AG40-0XB0 — “2,5” is not a quantity: please enter one',
    ]));
  });

  it('in French, with the typography of French', () => {
    expect(byLine('fr').get(9)?.note).toBe('non commandé\u00a0: «\u00a02,5\u00a0» n’est pas une quantité\u00a0: veuillez en saisir une');
    expect(byLine('fr').get(8)?.status).toBe('Invalide\u00a0: quantité illisible');
    expect(buildPartsListOutput(selectPartsListRows({ partsList: partsListReducer(initialPartsListState, listRestored({ source: null, entries: [
      entry(2, answer(0, '2002-1201', 60, 'found', WAGO_TERMINAL)),
      entry(3, answer(1, 'WAG2002-1201', 50, 'found_after_prefix', WAGO_TERMINAL)),
    ] })) }), SUMMARY, i18n.getFixedT('fr'), new Date()).table.rows[0].note).toBe('Qté min. de commande\u00a0: 100\u00a0; Même article que la ligne 3');
  });
});

describe('an ordered line carries what the table warns of', () => {
  it('a quantity below the minimum order, in the e-mail and in the note', () => {
    const [wago] = output().orderLines;
    expect(wago).toEqual({ articleNumber: '2002-1201', brand: 'Wago', qty: 50, price: 0.37, lineTotal: 18.5, notes: ['Minimum order 100'] });
    expect(byLine().get(2)?.note).toBe('Minimum order 100');
    expect(byLine('de').get(2)).toMatchObject({ moq: 100, note: 'Mindestbestellmenge 100' });
  });

  it('lines for the same article: each row says so, the one order line adds their quantities and names them', () => {
    expect(byLine().get(10)?.note).toBe('Same article as lines 9, 12');
    expect(output().orderLines[1]).toEqual({
      articleNumber: '6ES7214-1AG40-0XB0', brand: 'Siemens', qty: 7, price: 270.64, lineTotal: 1894.48, notes: ['lines 10, 12, quantities added'],
    });
  });

  it('the minimum order is checked against the quantity ordered', () => {
    const rows = selectPartsListRows({ partsList: partsListReducer(initialPartsListState, listRestored({ source: null, entries: [
      entry(2, answer(0, '2002-1201', 60, 'found', WAGO_TERMINAL)),
      entry(3, answer(1, 'WAG2002-1201', 50, 'found_after_prefix', WAGO_TERMINAL)),
    ] })) });
    const list = buildPartsListOutput(rows, SUMMARY, i18n.getFixedT('en'), new Date());
    expect(list.table.rows.map((row) => row.note)).toEqual(['Minimum order 100; Same article as line 3', 'Minimum order 100; Same article as line 2']);
    expect(list.orderLines).toEqual([expect.objectContaining({ qty: 110, notes: ['lines 2, 3, quantities added'] })]);
  });

  it('a replacement offered, or taken instead of the article found', () => {
    expect(byLine().get(11)?.note).toBe('Alternative available');
    expect(output().orderLines[3]).toMatchObject({ brand: 'Wago', notes: ['instead of AMB-100'] });
  });
});

it('hands the summary on screen to the printout, in the formats on screen', () => {
  expect(output('de').summary).toEqual([
    { title: 'Zeilen', value: '10' },
    { title: 'Gefunden', value: '5' },
    { title: 'Zu prüfen', value: '5' },
    { title: 'Summe der bekannten Preise', value: '1.927,18\u00a0€' },
    { title: 'Zeilen auf Anfrage', value: '0' },
  ]);
});
