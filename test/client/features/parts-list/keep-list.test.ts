/** The parts list survives a reload in this tab's storage, and a sign-out removes it there too. */
import { expectSaga } from 'redux-saga-test-plan';
import { KEPT_LIST_KEY, keepListAcrossReloads, readKeptList } from '../../../../src/client/features/parts-list/keep-list';
import { initialPartsListState, listRestored, listShown, lineRemoved } from '../../../../src/client/features/parts-list/parts-list-slice';
import { authCleared } from '../../../../src/client/features/session/session-slice';
import { sagaReducer, sagaState, type SagaState } from '../../support/saga';
import { answer, entry, SIEMENS } from './parts-list-kit';

const ENTRIES = [entry(1, answer(0, 'A', 1, 'found', SIEMENS)), entry(2, answer(1, 'B', 2, 'not_found', null))];

beforeEach(() => window.sessionStorage.clear());

describe('the parts list across a reload', () => {
  it('is written to the tab\'s storage when it changes, and taken back when the page starts', async () => {
    await expectSaga(keepListAcrossReloads).withReducer(sagaReducer, sagaState()).dispatch(listShown(ENTRIES)).dispatch(lineRemoved(2)).silentRun(20);
    expect(readKeptList()).toEqual({ source: null, entries: [ENTRIES[0]] });

    const { storeState } = await expectSaga(keepListAcrossReloads).withReducer(sagaReducer, sagaState()).put(listRestored({ source: null, entries: [ENTRIES[0]] })).silentRun(20);
    expect((storeState as SagaState).partsList).toMatchObject({ phase: 'shown', entries: [ENTRIES[0]] });
  });

  it('is removed from the tab\'s storage at a sign-out', async () => {
    window.sessionStorage.setItem(KEPT_LIST_KEY, JSON.stringify({ source: null, entries: ENTRIES }));
    const { storeState } = await expectSaga(keepListAcrossReloads).withReducer(sagaReducer, sagaState()).delay(5).dispatch(authCleared()).silentRun(20);
    expect((storeState as SagaState).partsList).toEqual(initialPartsListState);
    expect(window.sessionStorage.getItem(KEPT_LIST_KEY)).toBeNull();
  });

  it('starts without a list when the kept copy is not readable', () => {
    window.sessionStorage.setItem(KEPT_LIST_KEY, '{"entries":');
    expect(readKeptList()).toBeNull();
    window.sessionStorage.setItem(KEPT_LIST_KEY, '{"source":1,"entries":[]}');
    expect(readKeptList()).toBeNull();
    // Kept before rows carried their line numbers: the page starts without it rather than misnumber it.
    window.sessionStorage.setItem(KEPT_LIST_KEY, JSON.stringify({ source: { text: 'A-1', fileName: null, cells: [['A-1']], header: false, columns: { number: 0, qty: null } }, entries: [] }));
    expect(readKeptList()).toBeNull();
  });
});
