/**
 * A parts list, step by step (docs/behaviour.md, Parts lists): parse → detect columns → validate →
 * look up (in chunks) → merge → show. Each step waits for the one before; a newer list, a cancel or
 * the end of the session ends the flow (parts-list-saga.ts).
 */
import type { PayloadAction } from '@reduxjs/toolkit';
import { call, put } from 'redux-saga/effects';
import { typedCall } from '../../../lib/typed-call';
import { lookupErrorTypeFor } from '../lookup-errors';
import { listShown, lookupFailed, type ListSubmission, type PartsListEntry } from '../parts-list-slice';
import { lookUpLines } from './look-up-lines';
import { mergeAnswers } from './merge-answers';
import { detectColumns, parseList } from './parse-list';
import { validateList } from './validate-lines';

/** Step: the merged list on screen. */
export function* showList(entries: PartsListEntry[]) {
  yield put(listShown(entries));
}

/**
 * From the list's columns to the screen: what columnsChosen and a retry start. A failure is shown
 * with its error type; a 401 is not: the session ends, and the list with it.
 */
export function* runLookup() {
  const lines = yield* typedCall(validateList);
  if (!lines) return;
  try {
    const answers = yield* typedCall(lookUpLines, lines);
    const entries = yield* typedCall(mergeAnswers, lines, answers);
    yield call(showList, entries);
  } catch (error) {
    const errorType = lookupErrorTypeFor(error);
    if (errorType !== null) yield put(lookupFailed(errorType));
  }
}

/** A pasted or uploaded list: parsed, and looked up unless the customer has to pick the columns first. */
export function* runSubmittedList(action: PayloadAction<ListSubmission>) {
  const needsChoice = yield* typedCall(parseList, action.payload);
  if (needsChoice === null) return;
  const goOn = yield* typedCall(detectColumns, needsChoice);
  if (goOn) yield call(runLookup);
}
