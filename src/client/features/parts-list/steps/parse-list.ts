/** The first steps of a parts list: read what was pasted or uploaded, and settle its columns. */
import { put } from 'redux-saga/effects';
import { parsePartsList } from '../parse/parse-parts-list';
import { columnsNeeded, listParsed, type ListSubmission } from '../parts-list-slice';

/** Step: the text (a paste, or a file's rows) into cells, with the parser's guess of the columns. Returns whether that is only a guess. */
export function* parseList(submission: ListSubmission) {
  const parsed = parsePartsList(submission.text);
  yield put(listParsed({
    text: submission.text, fileName: submission.fileName, cells: parsed.cells, header: parsed.header, columns: parsed.columns,
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
