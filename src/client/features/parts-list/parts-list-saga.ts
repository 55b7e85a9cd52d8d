/**
 * The parts list's watchers. Only the newest list runs (takeLatest): a new paste or upload ends the
 * lookup under way, and its request is aborted; so do Cancel, "New list" and the end of the session.
 */
import type { PayloadAction } from '@reduxjs/toolkit';
import { call, fork, put, race, take, takeEvery, takeLatest } from 'redux-saga/effects';
import { PARTS_LIST_PATH } from '../../config/constants';
import { guarded } from '../../lib/flow-isolation';
import { getNavigator } from '../../lib/navigator';
import { typedCall } from '../../lib/typed-call';
import { authCleared } from '../session';
import { keepListAcrossReloads } from './keep-list';
import {
  columnsChosen, listCleared, listSubmitted, lookupCancelled, lookupFailed, lookupRetried, partsListOpened, type ListSubmission,
} from './parts-list-slice';

/**
 * The flow's steps (the parser among them) arrive with the first list, in a chunk of their own:
 * the sign-in page, which starts every watcher, does not carry them.
 */
export function loadFlowSteps() {
  return import(/* webpackChunkName: "parts-list-flow" */ './steps/run-lookup');
}

/**
 * A list ends with the session that started it (Logout, or a 401 from any call): its answers would
 * show a signed-out customer's prices to whoever signs in next.
 */
export function* runListWhileSignedIn(action: PayloadAction<unknown>) {
  const { runLookup, runSubmittedList } = yield* typedCall(loadFlowSteps);
  const flow = listSubmitted.match(action) ? call(runSubmittedList, action as PayloadAction<ListSubmission>) : call(runLookup);
  yield race({ list: flow, signedOut: take(authCleared.type), cancelled: take(lookupCancelled.type), cleared: take(listCleared.type) });
}

/** To the parts-list page, from wherever the customer asked for it. */
export function* openPartsList() {
  const { navigateTo } = yield* getNavigator();
  yield call(navigateTo, PARTS_LIST_PATH);
}

/** A list that failed unexpectedly shows the page's error for a list that could not be looked up, with Retry. */
export function* listFailedUnexpectedly() {
  yield put(lookupFailed('server_error'));
}

/** The workers as the watchers run them, guarded (lib/flow-isolation.ts): an exception ends its own list, not the watchers. */
export const partsListWorkers = {
  runList: guarded('partsList', runListWhileSignedIn, listFailedUnexpectedly),
  openPartsList: guarded('partsList', openPartsList),
};

export function* partsListSaga() {
  yield fork(keepListAcrossReloads);
  yield takeEvery(partsListOpened.type, partsListWorkers.openPartsList);
  yield takeLatest([listSubmitted.type, columnsChosen.type, lookupRetried.type], partsListWorkers.runList);
}
