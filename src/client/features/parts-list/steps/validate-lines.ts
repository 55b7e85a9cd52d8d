/** The step between the columns and the lookup: the lines that go to the server. */
import { put, select } from 'redux-saga/effects';
import { PARTS_LIST_MAX_LINES } from '../../../config/constants';
import { applyColumns, type PartsListLine } from '../parse/parse-parts-list';
import { lookupFailed, type PartsListSource } from '../parts-list-slice';
import { selectPartsListSource } from '../parts-list-selectors';

export interface LineToLookUp {
  /** The line's number as shown: its row in what was pasted or in the sheet, from 1. */
  line: number;
  q: string;
  /** Absent when the line names no quantity: the server counts 1, or reads a whole number at the end of q. */
  qty?: number;
  /** The quantity as entered when it could not be read: the number is looked up with 1, and the customer types the quantity on the line. */
  unreadableQty?: string;
}

/**
 * Every line goes to the server: one whose quantity could not be read still has a number worth
 * looking up, with 1 said outright (no second reading of its text) until the customer corrects it.
 */
export function validateLines(lines: readonly PartsListLine[]): LineToLookUp[] {
  return lines.map(({ line, q, qty, unreadableQty }) => {
    if (unreadableQty !== undefined) return { line, q, qty: 1, unreadableQty };
    return qty === null ? { line, q } : { line, q, qty };
  });
}

/**
 * Step: the lines of the list by its columns, checked. A list without a number, or longer than
 * PARTS_LIST_MAX_LINES, fails here without a request. Returns null when it failed.
 */
export function* validateList() {
  const source: PartsListSource | null = yield select(selectPartsListSource);
  const lines = source ? applyColumns(source, source.columns).lines : [];
  if (lines.length === 0) {
    yield put(lookupFailed('no_lines'));
    return null;
  }
  if (lines.length > PARTS_LIST_MAX_LINES) {
    yield put(lookupFailed('too_many_lines'));
    return null;
  }
  return validateLines(lines);
}
