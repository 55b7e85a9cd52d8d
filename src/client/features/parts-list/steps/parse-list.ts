/** The first steps of a parts list: read what was pasted or uploaded, and settle its columns. */
import { put } from 'redux-saga/effects';
import { PARTS_LIST_MAX_LINES } from '../../../config/constants';
import { refuseListText } from '../parse/list-size';
import { parsePartsList } from '../parse/parse-parts-list';
import { columnsNeeded, listParsed, lookupFailed, type ListSubmission } from '../parts-list-slice';

/**
 * Step: the text (a paste, or a file's rows) into cells, with the parser's guess of the columns.
 * A text beyond the page's limits (list-size.ts), or with more than PARTS_LIST_MAX_LINES numbers,
 * fails here and is not kept. Returns whether the guess needs the customer's choice, or null when
 * it failed.
 */
export function* parseList(submission: ListSubmission) {
  const refusal = refuseListText(submission.text);
  if (refusal !== null) {
    yield put(lookupFailed(refusal));
    return null;
  }
  const parsed = parsePartsList(submission.text);
  if (parsed.lines.length > PARTS_LIST_MAX_LINES) {
    yield put(lookupFailed('too_many_lines'));
    return null;
  }
  const { cells, rowNumbers, headerRow, columns } = parsed;
  yield put(listParsed({
    // A file's text is its rows, kept as cells: only a paste goes back into the paste area.
    text: submission.fileName === null ? submission.text : '',
    fileName: submission.fileName,
    encoding: submission.encoding ?? null,
    cells, rowNumbers, headerRow, columns,
  }));
  return parsed.needsChoice;
}

/**
 * Step: columns the parser is sure of go straight on to the lookup; a guess stops here, and the
 * customer picks the number and quantity columns (columnsChosen starts the lookup). Returns whether to go on.
 */
export function* detectColumns(needsChoice: boolean) {
  if (!needsChoice) return true;
  yield put(columnsNeeded());
  return false;
}
