/**
 * The customer's edits and what the page derives from them (docs/behaviour.md, Parts lists): an
 * edited quantity recomputes the line total and the MOQ warning without a lookup; a chosen
 * candidate takes that article at the customer's price; a removed line leaves the summary.
 */
import { configureStore } from '@reduxjs/toolkit';
import { renderHook } from '@testing-library/react';
import i18n from 'i18next';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { usePartsListOutput } from '../../../../src/client/features/parts-list/use-parts-list-output';
import { initTestI18n } from '../../support/test-i18n';
import {
  candidateChosen, initialPartsListState, lineRemoved, listRestored, partsListReducer, qtyEdited, type PartsListEntry, type PartsListState,
} from '../../../../src/client/features/parts-list/parts-list-slice';
import { selectPartsListRows, selectPartsListSummary } from '../../../../src/client/features/parts-list/parts-list-selectors';
import { partsListFileName, selectPartsListOutput } from '../../../../src/client/features/parts-list/parts-list-output';
import { authCleared } from '../../../../src/client/features/session/session-slice';
import { appReset } from '../../../../src/client/features/session/app-reset';
import { answer, entry, OMRON_ON_REQUEST, PHOENIX, SIEMENS, WAGO_AMB, WAGO_TERMINAL } from './parts-list-kit';

const ENTRIES: PartsListEntry[] = [
  entry(2, answer(0, '6es7 214 1ag40-0xb0', 3, 'found', SIEMENS)),
  entry(3, answer(1, 'WAG2002-1201', 200, 'found_after_prefix', WAGO_TERMINAL)),
  entry(4, answer(2, 'E3Z-D61 2M', 4, 'found', OMRON_ON_REQUEST)),
  entry(5, answer(3, 'AMB-100', 2, 'ambiguous', null, [PHOENIX, WAGO_AMB])),
  entry(6, answer(4, 'zzzz999', 1, 'not_found', null)),
  entry(7, answer(5, '3RH1122-1BB40', 2, 'successor', SIEMENS, [SIEMENS, WAGO_AMB])),
];

const listOf = (state: PartsListState) => ({ partsList: state });
const shown = (entries = ENTRIES): PartsListState => partsListReducer(initialPartsListState, listRestored({ source: null, entries }));
const row = (state: PartsListState, line: number) => selectPartsListRows(listOf(state)).find((candidate) => candidate.line === line);

describe('what the table shows', () => {
  it('prices each line with the customer\'s price and totals it', () => {
    expect(row(shown(), 2)).toMatchObject({ price: 270.64, lineTotal: 811.92, belowMoq: false, status: 'found' });
    expect(row(shown(), 4)).toMatchObject({ price: null, lineTotal: null });
    expect(row(shown(), 5)).toMatchObject({ article: null, chosenCandidate: null, price: null });
    expect(row(shown(), 7)).toMatchObject({ chosenCandidate: 0, confirmed: false });
  });

  it('sums up: lines, found, to check, the total of known prices, the lines on request', () => {
    // 3 × 270,64 + 200 × 0,37 + 2 × 270,64 (the successor); the Omron line is on request.
    expect(selectPartsListSummary(listOf(shown()))).toEqual({ lines: 6, found: 3, toCheck: 3, total: 1427.2, onRequest: 1, repeated: 1 });
  });

  it('names on each line the other lines that stand for the same article, however it was found or chosen', () => {
    expect(row(shown(), 2)?.sameArticle).toEqual([7]);
    expect(row(shown(), 7)?.sameArticle).toEqual([2]);
    expect(row(shown(), 3)?.sameArticle).toEqual([]);
    const chosen = partsListReducer(shown(), candidateChosen({ line: 5, candidate: 1 }));
    expect(row(chosen, 5)?.sameArticle).toEqual([]);
    const both = partsListReducer(chosen, candidateChosen({ line: 7, candidate: 1 }));
    expect(row(both, 5)?.sameArticle).toEqual([7]);
    expect(row(both, 2)?.sameArticle).toEqual([]);
    expect(selectPartsListSummary(listOf(both)).repeated).toBe(1);
  });

  it('a quantity that could not be read: priced, but no total, not found until typed, and typing settles it', () => {
    const unread = shown([entry(2, answer(0, '6ES7214-1AG40-0XB0', 1, 'found', SIEMENS), { unreadableQty: '2,5' })]);
    expect(row(unread, 2)).toMatchObject({ qtyUnreadable: '2,5', price: 270.64, lineTotal: null });
    expect(selectPartsListSummary(listOf(unread))).toMatchObject({ found: 0, toCheck: 1, total: 0 });
    const typed = partsListReducer(unread, qtyEdited({ line: 2, qty: 3 }));
    expect(row(typed, 2)).toMatchObject({ qtyUnreadable: null, qty: 3, lineTotal: 811.92 });
    expect(selectPartsListSummary(listOf(typed))).toMatchObject({ found: 1, toCheck: 0 });
  });
});

describe('editing', () => {
  it('a quantity below the MOQ warns and recomputes the total, with no lookup', () => {
    const state = partsListReducer(shown(), qtyEdited({ line: 3, qty: 50 }));
    expect(row(state, 3)).toMatchObject({ qty: 50, belowMoq: true, price: 0.37, lineTotal: 18.5 });
    expect(row(partsListReducer(state, qtyEdited({ line: 3, qty: 100 })), 3)).toMatchObject({ belowMoq: false, lineTotal: 37 });
  });

  it('keeps the quantity when the edit is no positive whole number, or the line is invalid', () => {
    const invalid = shown([entry(1, answer(0, 'x', 0, 'invalid', null))]);
    expect(row(partsListReducer(shown(), qtyEdited({ line: 2, qty: 0 })), 2)?.qty).toBe(3);
    expect(row(partsListReducer(shown(), qtyEdited({ line: 2, qty: 1.5 })), 2)?.qty).toBe(3);
    expect(row(partsListReducer(invalid, qtyEdited({ line: 1, qty: 5 })), 1)?.qty).toBe(0);
  });

  it('choosing a candidate of an ambiguous line takes that article at the customer\'s price, and counts it found', () => {
    const state = partsListReducer(shown(), candidateChosen({ line: 5, candidate: 1 }));
    expect(row(state, 5)).toMatchObject({ article: WAGO_AMB, chosenCandidate: 1, price: 7.2, lineTotal: 14.4, confirmed: true });
    expect(selectPartsListSummary(listOf(state))).toMatchObject({ found: 4, toCheck: 2 });
  });

  it('choosing another replacement takes it', () => {
    expect(row(partsListReducer(shown(), candidateChosen({ line: 7, candidate: 1 })), 7)).toMatchObject({ article: WAGO_AMB, lineTotal: 14.4 });
    expect(row(partsListReducer(shown(), candidateChosen({ line: 7, candidate: 9 })), 7)).toMatchObject({ article: SIEMENS, confirmed: false });
  });

  it('a removed line leaves the table and the summary', () => {
    const state = partsListReducer(shown(), lineRemoved(6));
    expect(selectPartsListRows(listOf(state)).map((candidate) => candidate.line)).toEqual([2, 3, 4, 5, 7]);
    expect(selectPartsListSummary(listOf(state))).toMatchObject({ lines: 5, toCheck: 2 });
  });

  it.each([['Logout', appReset()], ['a lost session', authCleared()]])('%s empties the list', (_name, action) => {
    expect(partsListReducer(shown(), action)).toEqual(initialPartsListState);
  });
});

describe('the list as it leaves the tool (OutputList)', () => {
  it('has the table\'s columns with their titles on screen, prices as numbers, and order lines of the resolved lines', async () => {
    await initTestI18n();
    await i18n.changeLanguage('de');
    const state = partsListReducer(partsListReducer(shown(), candidateChosen({ line: 5, candidate: 0 })), qtyEdited({ line: 2, qty: 5 }));
    const output = selectPartsListOutput(listOf(state), i18n.t, new Date(2026, 10, 24));
    await i18n.changeLanguage('en');
    expect(output.fileBaseName).toBe('parts-list-2026-11-24');
    expect(output.table.columns.map((column) => column.title)).toEqual([
      'Zeile', 'Eingabe', 'Status', 'Marke', 'Artikelnummer', 'Bezeichnung', 'Lager / Lieferzeit', 'Menge', 'Mindestbestellmenge', 'Ihr Preis', 'Zeilensumme', 'Hinweis',
    ]);
    expect(output.table.columns.filter((column) => column.money).map((column) => column.key)).toEqual(['price', 'lineTotal']);
    expect(output.table.rows[0]).toEqual({
      line: 2, typed: '6es7 214 1ag40-0xb0', status: 'Gefunden', brand: 'Siemens', artnr: '6ES7214-1AG40-0XB0', name: SIEMENS.name,
      stock: '37 Stück auf Lager', qty: 5, moq: 1, price: 270.64, lineTotal: 1353.2, note: 'Gleicher Artikel wie Zeile 7',
    });
    expect(output.table.rows[4]).toMatchObject({ status: 'Nicht gefunden', brand: null, price: null, lineTotal: null, note: 'nicht bestellt: nicht gefunden' });
    // A found article without the customer's price says so, as the table does, instead of leaving the cells blank.
    expect(output.table.rows.find((row) => row.artnr === 'E3Z-D61 2M')).toMatchObject({ price: 'auf Anfrage', lineTotal: 'auf Anfrage' });
    // Lines 2 and 7 stand for the same article: one order line, 5 + 2 pieces.
    expect(output.orderLines).toEqual([
      { articleNumber: '6ES7214-1AG40-0XB0', brand: 'Siemens', qty: 7, price: 270.64, lineTotal: 1894.48, notes: ['Zeilen 2, 7, Mengen addiert', 'statt 3RH1122-1BB40'] },
      { articleNumber: '2002-1201', brand: 'Wago', qty: 200, price: 0.37, lineTotal: 74, notes: [] },
      { articleNumber: 'E3Z-D61 2M', brand: 'Omron', qty: 4, price: null, lineTotal: null, notes: [] },
      { articleNumber: 'AMB-100', brand: 'Phoenix Contact', qty: 2, price: 7, lineTotal: 14, notes: [] },
    ]);
    expect(output.notOrdered).toEqual([{ line: 6, typed: 'zzzz999', reason: 'nicht gefunden' }]);
  });

  it('names the file after the customer\'s own day', () => {
    expect(partsListFileName(new Date(2026, 0, 5, 23, 30))).toBe('parts-list-2026-01-05');
  });
});

describe('usePartsListOutput', () => {
  it('gives the same OutputList while neither the list nor the language changes', async () => {
    await initTestI18n();
    const store = configureStore({ reducer: { partsList: partsListReducer }, preloadedState: { partsList: shown() } });
    const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
    const { result, rerender } = renderHook(() => usePartsListOutput(), { wrapper });
    const first = result.current;
    rerender();
    expect(result.current).toBe(first);
    expect(first.orderLines).toHaveLength(3);
  });
});
