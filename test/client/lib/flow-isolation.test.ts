/**
 * Isolated flows (docs/architecture.md, "Isolated flows"): a guarded worker's exception is caught
 * and reported and its watcher runs on; a feature's root saga that fails is started again, apart
 * from the others, at most FLOW_RESTART_LIMIT times.
 */
import { expectSaga } from 'redux-saga-test-plan';
import { call, put, take, takeEvery } from 'redux-saga/effects';
import { FLOW_RESTART_LIMIT } from '../../../src/client/config/constants';
import { flowFailed, guarded, isolatedFlow } from '../../../src/client/lib/flow-isolation';

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

const go = (n: number) => ({ type: 'test/go', payload: n });

describe('guarded', () => {
  it('catches the worker\'s exception, logs it, records app/flowFailed and keeps the watcher running', async () => {
    const handled: number[] = [];
    function* worker(action: ReturnType<typeof go>) {
      handled.push(action.payload);
      if (action.payload === 1) throw new RangeError('Maximum call stack size exceeded');
      yield put({ type: 'test/done', payload: action.payload });
    }
    function* watcher() {
      yield takeEvery('test/go', guarded('test', worker));
    }
    await expectSaga(watcher)
      .dispatch(go(1))
      .dispatch(go(2))
      .put(flowFailed({ flow: 'test', trigger: 'test/go', error: 'RangeError: Maximum call stack size exceeded' }))
      .put({ type: 'test/done', payload: 2 })
      .silentRun(50);
    expect(handled).toEqual([1, 2]);
    expect(console.error).toHaveBeenCalledWith('The test flow failed on test/go:', expect.any(RangeError));
  });

  it('ends the flow with onFailure, given the error and the worker\'s own arguments', async () => {
    const seen: unknown[] = [];
    function* worker(_extra: string, _action: ReturnType<typeof go>): Generator {
      yield call(() => undefined);
      throw new Error('no');
    }
    function* ended(error: unknown, extra: string, action: ReturnType<typeof go>) {
      seen.push((error as Error).message, extra, action.payload);
      yield put({ type: 'test/ended' });
    }
    await expectSaga(guarded('test', worker, ended), 'options', go(7)).put({ type: 'test/ended' }).run();
    expect(seen).toEqual(['no', 'options', 7]);
  });

  it('reports an onFailure that throws too, and still does not throw', async () => {
    function* worker(): Generator {
      yield call(() => undefined);
      throw new Error('first');
    }
    function* ended(): Generator {
      yield call(() => undefined);
      throw new Error('second');
    }
    await expectSaga(guarded('test', worker, ended))
      .put(flowFailed({ flow: 'test', trigger: null, error: 'Error: first' }))
      .put(flowFailed({ flow: 'test', trigger: null, error: 'Error: second' }))
      .run();
  });
});

describe('isolatedFlow', () => {
  it('starts a failed feature again, ends what it showed, and leaves the features beside it running', async () => {
    let starts = 0;
    function* failingFeature() {
      starts += 1;
      yield take('test/go');
      throw new Error('escaped');
    }
    function* otherFeature() {
      yield takeEvery('test/ping', function* pong() { yield put({ type: 'test/pong' }); });
    }
    function* crashEnded() {
      yield put({ type: 'test/crashEnded' });
    }
    function* root() {
      yield isolatedFlow('failing', failingFeature, crashEnded);
      yield isolatedFlow('other', otherFeature);
    }
    await expectSaga(root)
      .dispatch(go(1))
      .dispatch({ type: 'test/ping' })
      .put(flowFailed({ flow: 'failing', trigger: null, error: 'Error: escaped' }))
      .put({ type: 'test/crashEnded' })
      .put({ type: 'test/pong' })
      .silentRun(50);
    expect(starts).toBe(2);
  });

  it('gives up on a feature that fails as it starts, after FLOW_RESTART_LIMIT restarts', async () => {
    let starts = 0;
    function* broken(): Generator {
      starts += 1;
      yield call(() => undefined);
      throw new Error('at start');
    }
    await expectSaga(function* root() { yield isolatedFlow('broken', broken); }).silentRun(50);
    expect(starts).toBe(FLOW_RESTART_LIMIT + 1);
  });
});
