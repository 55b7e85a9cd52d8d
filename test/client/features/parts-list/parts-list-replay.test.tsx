/**
 * A recorded parts-list flow replayed: the support view shows the customer's list as they saw it,
 * with their edits, and goes back to the search screen when the search was the last thing they did.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UnknownAction } from '@reduxjs/toolkit';
import {
  listParsed, listShown, listSubmitted, lookupProgressed, lookupStarted, qtyEdited,
} from '../../../../src/client/features/parts-list/parts-list-slice';
import { searchRequested, searchStarted } from '../../../../src/client/features/search/search-slice';
import { replay } from '../../../../src/client/app/replay';
import { partsListShownAt } from '../../../../src/client/features/replay/ReplayPage';
import { installFakeApi } from '../../support/fake-api';
import { renderApp } from '../../support/render-app';
import { FLOW, supportLog } from '../support-log/replay-fixture';
import { answer, entry, SIEMENS, WAGO_TERMINAL } from './parts-list-kit';

jest.setTimeout(40_000);
afterEach(() => jest.restoreAllMocks());

const TEXT = 'Artikelnummer\tMenge\n6ES7214-1AG40-0XB0\t3\nWAG2002-1201\t200';
const ENTRIES = [entry(2, answer(0, '6ES7214-1AG40-0XB0', 3, 'found', SIEMENS)), entry(3, answer(1, 'WAG2002-1201', 200, 'found_after_prefix', WAGO_TERMINAL))];

const PARTS_LIST_FLOW: Array<[number, UnknownAction]> = [
  ...FLOW,
  [20_000, listSubmitted({ text: TEXT, fileName: null })],
  [20_001, listParsed({ text: TEXT, fileName: null, encoding: null, cells: TEXT.split('\n').map((row) => row.split('\t')), rowNumbers: [1, 2, 3], headerRow: 0, columns: { number: 0, qty: 1 } })],
  [20_002, lookupStarted({ total: 2 })],
  [20_140, lookupProgressed({ done: 2 })],
  [20_141, listShown(ENTRIES)],
  [25_000, qtyEdited({ line: 3, qty: 50 })],
];

describe('a replayed parts list', () => {
  it('holds the customer\'s list and edits after the recorded actions', () => {
    const log = supportLog(PARTS_LIST_FLOW);
    const state = replay.stateAfter(log, log.actions.length);
    expect(state.partsList.phase).toBe('shown');
    expect(state.partsList.entries.map((line) => [line.line, line.qty])).toEqual([[2, 3], [3, 50]]);
    expect(partsListShownAt(log, log.actions.length)).toBe(true);
    expect(partsListShownAt(log, FLOW.length)).toBe(false);
  });

  it('goes back to the search screen when a search follows the list', () => {
    const log = supportLog([...PARTS_LIST_FLOW, [30_000, searchRequested({ query: '750', brands: [], onstock: false })], [30_001, searchStarted()]]);
    expect(partsListShownAt(log, log.actions.length)).toBe(false);
  });

  it('shows the list in the replay view: the lines, their status and the MOQ warning of the edited quantity', async () => {
    installFakeApi();
    await renderApp('/support/replay');
    const input = await screen.findByTestId('replay-file');
    await userEvent.upload(input, new File([JSON.stringify(supportLog(PARTS_LIST_FLOW))], 'log.json', { type: 'application/json' }));
    const customerScreen = screen.getByRole('region', { name: 'What the customer saw' });
    const table = await within(customerScreen).findByTestId('parts-list-table');
    await waitFor(() => expect(table.querySelectorAll('tr[data-line]')).toHaveLength(2));
    expect(table.querySelector('tr[data-line="3"]')).toHaveAttribute('data-status', 'found_after_prefix');
    expect(within(table.querySelector('tr[data-line="3"]') as HTMLElement).getByTestId('moq-warning')).toHaveTextContent('Minimum order 100');
  });
});
