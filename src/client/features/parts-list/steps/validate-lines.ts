/** The step between the columns and the lookup: which lines go to the server, and which the page refuses itself. */
import { put, select } from 'redux-saga/effects';
import { PARTS_LIST_MAX_LINES } from '../../../config/constants';
import { applyColumns, type PartsListLine } from '../parse/parse-parts-list';
import { lookupFailed, type PartsListEntry, type PartsListSource } from '../parts-list-slice';
import { selectPartsListSource } from '../parts-list-selectors';

export interface LineToLookUp {
  /** The line's number as shown: its row in what was pasted or in the sheet, from 1. */
  line: number;
  q: string;
  /** Absent when the line names no quantity: the server counts 1, or reads a whole number at the end of q. */
  qty?: number;
}

export interface ValidatedList {
  toLookUp: LineToLookUp[];
  /** Lines whose quantity could not be read: shown as invalid, never sent. */
  refused: PartsListEntry[];
}

/** A line the page itself answers as invalid, in the shape of the server's answers. */
function refusedEntry(line: PartsListLine): PartsListEntry {
  return {
    line: line.line, qty: 0, chosen: null,
    answer: {
      index: -1, q: line.q, qty: 0, status: 'invalid', problem: 'invalid_qty', article: null, price: null, lineTotal: null, belowMoq: false,
      candidates: [],
    },
  };
}

export function validateLines(lines: readonly PartsListLine[]): ValidatedList {
  const toLookUp: LineToLookUp[] = [];
  const refused: PartsListEntry[] = [];
  for (const line of lines) {
    if (line.unreadableQty !== undefined) refused.push(refusedEntry(line));
    else toLookUp.push(line.qty === null ? { line: line.line, q: line.q } : { line: line.line, q: line.q, qty: line.qty });
  }
  return { toLookUp, refused };
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
