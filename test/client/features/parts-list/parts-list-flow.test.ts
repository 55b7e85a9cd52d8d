/**
 * The parts-list flow step by step (docs/behaviour.md, Parts lists): parse → detect columns →
 * validate → look up in chunks → merge → show, and the watchers that end it. Each test runs the real
 * saga against the real reducers; the server is provided.
 */
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { dynamic, throwError, type StaticProvider } from 'redux-saga-test-plan/providers';
import { LOOKUP_MAX_LINES } from '../../../../src/shared/api-constants';
import type { LookupRequest } from '../../../../src/shared/contract';
import { api } from '../../../../src/client/api/api';
import { callEndpoint } from '../../../../src/client/api/call-endpoint';
import { PARTS_LIST_MAX_LINES, PARTS_LIST_PATH } from '../../../../src/client/config/constants';
import { openPartsList, partsListWorkers, runListWhileSignedIn } from '../../../../src/client/features/parts-list/parts-list-saga';
import { flowFailed } from '../../../../src/client/lib/flow-isolation';
import {
  columnsChosen, columnsNeeded, initialPartsListState, listParsed, listShown, listSubmitted, lookupCancelled, lookupFailed, lookupProgressed,
  lookupStarted, type PartsListSource, type PartsListState,
} from '../../../../src/client/features/parts-list/parts-list-slice';
import { lookUpLines } from '../../../../src/client/features/parts-list/steps/look-up-lines';
import { mergeAnswers } from '../../../../src/client/features/parts-list/steps/merge-answers';
import { detectColumns, parseList } from '../../../../src/client/features/parts-list/steps/parse-list';
import { runLookup, runSubmittedList, showList } from '../../../../src/client/features/parts-list/steps/run-lookup';
import { validateLines, validateList } from '../../../../src/client/features/parts-list/steps/validate-lines';
import { selectPartsListSkipped } from '../../../../src/client/features/parts-list/page/ListNotes';
import { authCleared } from '../../../../src/client/features/session/session-slice';
import { fakeServices, navigateTo, sagaReducer, sagaState, type SagaState } from '../../support/saga';
import { answer, entry, OMRON_ON_REQUEST, SIEMENS } from './parts-list-kit';

const signedIn = (partsList: Partial<PartsListState> = {}): SagaState => ({
  ...sagaState({ token: 'token' }), partsList: { ...initialPartsListState, ...partsList },
});

const source = (text: string, fields: Partial<PartsListSource> = {}): PartsListSource => {
  const cells = text.split('\n').map((row) => row.split('\t'));
  return { text, fileName: null, encoding: null, cells, rowNumbers: cells.map((_, index) => index + 1), headerRow: null, columns: { number: 0, qty: 1 }, ...fields };
};

/** A fake POST /api/lookup: every line found as SIEMENS, or as the test says; records the requests. */
function fakeLookup(resolve: (q: string, qty: number, index: number) => ReturnType<typeof answer> = (q, qty, index) => answer(index, q, qty, 'found', SIEMENS)) {
  const requests: LookupRequest[] = [];
  const provider: StaticProvider = [
    matchers.call.fn(callEndpoint),
    dynamic(({ args: [endpoint, arg] }: { args: [{ name: string }, LookupRequest] }) => {
      if (endpoint.name !== 'lookup') throw new Error(`unexpected endpoint ${endpoint.name}`);
      requests.push(arg);
      return { lookupId: `lookup-${requests.length}`, lines: arg.lines.map((line, index) => resolve(line.q, line.qty ?? 1, index)) };
    }),
  ];
  return { provider, requests };
}

const failing = (error: unknown): StaticProvider => [matchers.call.fn(callEndpoint), dynamic(() => { throw error; })];

describe('1. parse', () => {
  it('reads the pasted text into cells and the guessed columns, and says whether the guess is sure', async () => {
    const text = 'Artikelnummer\tMenge\n6ES7 214-1AG40-0XB0\t2';
    const { returnValue, storeState } = await expectSaga(parseList, { text, fileName: null })
      .withReducer(sagaReducer, signedIn())
      .put(listParsed({
        text, fileName: null, encoding: null, cells: [['Artikelnummer', 'Menge'], ['6ES7 214-1AG40-0XB0', '2']], rowNumbers: [1, 2], headerRow: 0,
        columns: { number: 0, qty: 1 },
      }))
      .run();
    expect(returnValue).toBe(false);
    expect((storeState as SagaState).partsList.source?.headerRow).toBe(0);
  });

  it('keeps the name of an uploaded file and the encoding it was read in; its text is in the cells only', async () => {
    const { storeState } = await expectSaga(parseList, { text: 'ES 95 1S/1Ö;2', fileName: 'list.csv', encoding: 'Windows-1252' })
      .withReducer(sagaReducer, signedIn())
      .run();
    expect((storeState as SagaState).partsList.source).toMatchObject({
      text: '', fileName: 'list.csv', encoding: 'Windows-1252', cells: [['ES 95 1S/1Ö', '2']], columns: { number: 0, qty: 1 },
    });
  });

  it('refuses a text of 600,000 lines (6 MB) at once as too long, and keeps nothing of it', async () => {
    const text = Array.from({ length: 600_000 }, (_, index) => `${1_000_000 + index};1`).join('\n');
    const { returnValue, storeState } = await expectSaga(parseList, { text, fileName: null })
      .withReducer(sagaReducer, signedIn())
      .put(lookupFailed('too_many_lines'))
      .not.put.actionType(listParsed.type)
      .run();
    expect(returnValue).toBeNull();
    expect((storeState as SagaState).partsList).toMatchObject({ phase: 'failed', error: 'too_many_lines', source: null });
  });

  it(`refuses a list of more than ${PARTS_LIST_MAX_LINES} numbers before keeping it`, async () => {
    const text = Array.from({ length: PARTS_LIST_MAX_LINES + 1 }, (_, index) => `N-${index}\t1`).join('\n');
    const { returnValue, storeState } = await expectSaga(parseList, { text, fileName: null }).withReducer(sagaReducer, signedIn()).run();
    expect(returnValue).toBeNull();
    expect((storeState as SagaState).partsList).toMatchObject({ error: 'too_many_lines', source: null });
  });
});

describe('2. detect columns', () => {
  it('goes on when the parser is sure', async () => {
    const { returnValue, effects } = await expectSaga(detectColumns, false).run();
    expect(returnValue).toBe(true);
    expect(effects.put).toBeUndefined();
  });

  it('stops for the customer\'s choice when it is a guess', async () => {
    const { returnValue, storeState } = await expectSaga(detectColumns, true).withReducer(sagaReducer, signedIn()).put(columnsNeeded()).run();
    expect(returnValue).toBe(false);
    expect((storeState as SagaState).partsList.phase).toBe('choosingColumns');
  });
});

describe('3. validate', () => {
  it('sends each line with its number and its quantity, none when it names none, and 1 with what was entered when it cannot be read', () => {
    const toLookUp = validateLines([
      { line: 2, q: 'A-1', qty: 2 }, { line: 3, q: 'B-2', qty: null, unreadableQty: '2,5' }, { line: 5, q: '6ES7214-1AG40-0XB0 4', qty: null },
    ]);
    expect(toLookUp).toStrictEqual([{ line: 2, q: 'A-1', qty: 2 }, { line: 3, q: 'B-2', qty: 1, unreadableQty: '2,5' }, { line: 5, q: '6ES7214-1AG40-0XB0 4' }]);
  });

  it('reads the lines by the columns held, the customer\'s choice included', async () => {
    const { returnValue } = await expectSaga(validateList)
      .withState(signedIn({ source: source('2\tA-1\n3\tB-2', { columns: { number: 1, qty: 0 } }) }))
      .run();
    expect(returnValue).toEqual([{ line: 1, q: 'A-1', qty: 2 }, { line: 2, q: 'B-2', qty: 3 }]);
  });

  it('fails without a request when nothing in the list is a number', async () => {
    const { returnValue } = await expectSaga(validateList)
      .withReducer(sagaReducer, signedIn({ source: source('\t\n') }))
      .put(lookupFailed('no_lines'))
      .run();
    expect(returnValue).toBeNull();
  });

  it(`fails without a request above ${PARTS_LIST_MAX_LINES} lines`, async () => {
    const text = Array.from({ length: PARTS_LIST_MAX_LINES + 1 }, (_, i) => `N-${i}\t1`).join('\n');
    await expectSaga(validateList).withReducer(sagaReducer, signedIn({ source: source(text) })).put(lookupFailed('too_many_lines')).run();
  });
});

describe('4. look up', () => {
  it(`sends at most ${LOOKUP_MAX_LINES} lines a request, one after another, with progress`, async () => {
    const lines = Array.from({ length: 1200 }, (_, i) => ({ line: i + 1, q: `N-${i}`, qty: 1 }));
    const server = fakeLookup();
    const { returnValue } = await expectSaga(lookUpLines, lines)
      .withReducer(sagaReducer, signedIn())
      .provide([server.provider])
      .put(lookupStarted({ total: 1200 }))
      .put(lookupProgressed({ done: 500 }))
      .put(lookupProgressed({ done: 1000 }))
      .put(lookupProgressed({ done: 1200 }))
      .run();
    expect(server.requests.map((request) => request.lines.length)).toEqual([500, 500, 200]);
    expect(server.requests[1].lines[0]).toEqual({ q: 'N-500', qty: 1 });
    expect(returnValue).toHaveLength(1200);
  });

  it('asks the lookup endpoint', async () => {
    const server = fakeLookup();
    await expectSaga(lookUpLines, [{ line: 1, q: 'A', qty: 1 }])
      .provide([server.provider])
      .call(callEndpoint, api.endpoints.lookup, { lines: [{ q: 'A', qty: 1 }] })
      .run();
  });
});

describe('5. merge', () => {
  const sent = [{ line: 2, q: 'A' }, { line: 3, q: 'X', qty: 1, unreadableQty: 'zwei' }, { line: 4, q: 'B', qty: 3 }];
  it('puts each answer on its line, with the quantity the server used and a quantity that could not be read', () => {
    const merged = mergeAnswers(sent, [answer(0, 'A', 5, 'found', SIEMENS), answer(1, 'X', 1, 'found', SIEMENS), answer(2, 'B', 3, 'not_found', null)]);
    expect(merged.map((line) => [line.line, line.answer.status, line.qty, line.chosen, line.unreadableQty])).toEqual([
      [2, 'found', 5, null, undefined], [3, 'found', 1, null, 'zwei'], [4, 'not_found', 3, null, undefined],
    ]);
  });

  it('refuses an answer that misses lines', () => {
    expect(() => mergeAnswers(sent, [answer(0, 'A', 1, 'found', SIEMENS)])).toThrow('answered 1 of 3');
  });
});

describe('6. show', () => {
  it('puts the merged list on screen', async () => {
    const entries = [entry(1, answer(0, 'A', 1, 'found', SIEMENS))];
    const { storeState } = await expectSaga(showList, entries).withReducer(sagaReducer, signedIn({ phase: 'lookingUp' })).put(listShown(entries)).run();
    expect((storeState as SagaState).partsList).toMatchObject({ phase: 'shown', entries, progress: null });
  });
});

describe('the whole flow', () => {
  it('runs a paste from parse to screen', async () => {
    const text = 'Artikelnummer\tMenge\n6ES7 214-1AG40-0XB0\t2\nE3Z-D61 2M\tzwei\nE3Z-D61 2M\t4';
    const server = fakeLookup((q, qty, index) => answer(index, q, qty, 'found', q.startsWith('E3Z') ? OMRON_ON_REQUEST : SIEMENS));
    const { storeState } = await expectSaga(runSubmittedList, listSubmitted({ text, fileName: null }))
      .withReducer(sagaReducer, signedIn())
      .provide([server.provider])
      .run();
    const { partsList } = storeState as SagaState;
    expect(server.requests).toEqual([{ lines: [{ q: '6ES7 214-1AG40-0XB0', qty: 2 }, { q: 'E3Z-D61 2M', qty: 1 }, { q: 'E3Z-D61 2M', qty: 4 }] }]);
    expect(partsList.phase).toBe('shown');
    expect(partsList.entries.map((line) => [line.line, line.answer.status, line.qty, line.unreadableQty])).toEqual([
      [2, 'found', 2, undefined], [3, 'found', 1, 'zwei'], [4, 'found', 4, undefined],
    ]);
  });

  it('sends a pasted e-mail\'s numbers, those without a count naming none, numbered by their line, and counts the lines left out', async () => {
    const text = 'Hallo Herr Meier,\n\n\n6ES7214-1AG40-0XB0 4\n\n2 x 1040764\n\nE3Z-D61 2M\n\nGruß\nMax';
    const server = fakeLookup();
    const { storeState } = await expectSaga(runSubmittedList, listSubmitted({ text, fileName: null }))
      .withReducer(sagaReducer, signedIn())
      .provide([server.provider])
      .run();
    const state = storeState as SagaState;
    expect(server.requests).toStrictEqual([{ lines: [{ q: '6ES7214-1AG40-0XB0 4' }, { q: '1040764', qty: 2 }, { q: 'E3Z-D61 2M' }] }]);
    expect(state.partsList.entries.map((line) => line.line)).toEqual([4, 6, 8]);
    expect(selectPartsListSkipped(state)).toBe(3);
  });

  it('stops before the lookup when the columns need the customer, and goes on with their choice', async () => {
    const text = '10\t1040764\n2\t750104';
    const server = fakeLookup();
    const parsed = await expectSaga(runSubmittedList, listSubmitted({ text, fileName: null }))
      .withReducer(sagaReducer, signedIn())
      .provide([server.provider])
      .run();
    expect(server.requests).toEqual([]);
    const state = parsed.storeState as SagaState;
    expect(state.partsList.phase).toBe('choosingColumns');
    const chosen = sagaReducer(state, columnsChosen({ number: 1, qty: 0 }));
    await expectSaga(runLookup).withReducer(sagaReducer, chosen).provide([server.provider]).run();
    expect(server.requests).toEqual([{ lines: [{ q: '1040764', qty: 10 }, { q: '750104', qty: 2 }] }]);
  });

  it.each([
    [{ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' }, 'server_error'],
    [{ status: 503, data: { error: 'not_ready', message: '' } }, 'server_error'],
    [{ status: 400, data: { error: 'too_many_lines', message: '' } }, 'too_many_lines'],
    [{ status: 400, data: { error: 'invalid_request', message: '' } }, 'invalid_request'],
    [{ status: 429, data: { error: 'too_many_requests', message: '' } }, 'too_many_requests'],
  ] as const)('shows a failed lookup (%p) as %s, the list kept for a retry', async (error, errorType) => {
    const { storeState } = await expectSaga(runLookup)
      .withReducer(sagaReducer, signedIn({ source: source('A-1\t1') }))
      .provide([failing(error)])
      .put(lookupFailed(errorType))
      .run();
    expect((storeState as SagaState).partsList).toMatchObject({ phase: 'failed', error: errorType, source: expect.objectContaining({ text: 'A-1\t1' }) });
  });

  it('shows no error for a 401: the session ends, and the list with it', async () => {
    const { effects } = await expectSaga(runLookup)
      .withReducer(sagaReducer, signedIn({ source: source('A-1\t1') }))
      .provide([failing({ status: 401, data: { error: 'unauthorized', message: '' } })])
      .run();
    expect((effects.put ?? []).map((effect: { payload: { action: { type: string } } }) => effect.payload.action.type)).not.toContain(lookupFailed.type);
  });
});

describe('the watcher', () => {
  const pending: StaticProvider = [matchers.call.fn(callEndpoint), dynamic(() => new Promise(() => undefined))];

  it.each([
    ['Cancel', lookupCancelled(), 'idle'],
    ['a sign-out', authCleared(), 'idle'],
  ] as const)('%s ends a lookup under way: nothing is shown', async (_name, ending, phase) => {
    const { storeState, effects } = await expectSaga(runListWhileSignedIn, listSubmitted({ text: 'A-1\t1', fileName: null }))
      .withReducer(sagaReducer, signedIn())
      .provide([pending])
      .delay(10)
      .dispatch(ending)
      .silentRun(50);
    expect((storeState as SagaState).partsList.phase).toBe(phase);
    expect((effects.put ?? []).map((effect: { payload: { action: { type: string } } }) => effect.payload.action.type)).not.toContain(listShown.type);
  });

  it('runs the lookup alone for a column choice', async () => {
    const server = fakeLookup();
    await expectSaga(runListWhileSignedIn, columnsChosen({ number: 0, qty: 1 }))
      .withReducer(sagaReducer, signedIn({ source: source('A-1\t2') }))
      .provide([server.provider])
      .run();
    expect(server.requests).toEqual([{ lines: [{ q: 'A-1', qty: 2 }] }]);
  });
});

describe('an exception in the flow', () => {
  it('ends the list with the page\'s error, which offers Retry, and is reported', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { storeState } = await expectSaga(partsListWorkers.runList, listSubmitted({ text: 'A-1\t1', fileName: null }))
      .withReducer(sagaReducer, signedIn())
      .provide([[matchers.call.fn(runSubmittedList), throwError(new RangeError('Maximum call stack size exceeded'))]])
      .put(flowFailed({ flow: 'partsList', trigger: listSubmitted.type, error: 'RangeError: Maximum call stack size exceeded' }))
      .put(lookupFailed('server_error'))
      .run();
    expect((storeState as SagaState).partsList).toMatchObject({ phase: 'failed', error: 'server_error' });
    jest.restoreAllMocks();
  });
});

describe('opening the page', () => {
  it('the header\'s menu and the start page go to /parts-list through the navigator', async () => {
    await expectSaga(openPartsList).provide(fakeServices).call(navigateTo, PARTS_LIST_PATH).run();
  });
});
