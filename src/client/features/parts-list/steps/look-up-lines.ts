/** The lookup itself: POST /api/lookup, in chunks the server takes, with progress. */
import { put } from 'redux-saga/effects';
import { LOOKUP_MAX_LINES } from '../../../../shared/api-constants';
import type { LookupLine } from '../../../../shared/contract';
import { api } from '../../../api/api';
import { requestEndpoint } from '../../../api/call-endpoint';
import { lookupProgressed, lookupStarted } from '../parts-list-slice';
import type { LineToLookUp } from './validate-lines';

/**
 * Step: every line looked up, LOOKUP_MAX_LINES at a time, one chunk after another (a cancel or a
 * sign-out between chunks sends no more, and aborts the one under way). Returns the answers in the
 * order of the lines; a failure is thrown to the caller.
 */
export function* lookUpLines(lines: readonly LineToLookUp[]) {
  yield put(lookupStarted({ total: lines.length }));
  const answers: LookupLine[] = [];
  for (let start = 0; start < lines.length; start += LOOKUP_MAX_LINES) {
    const chunk = lines.slice(start, start + LOOKUP_MAX_LINES).map(({ q, qty }) => (qty === undefined ? { q } : { q, qty }));
    const response = yield* requestEndpoint(api.endpoints.lookup, { lines: chunk });
    answers.push(...response.lines);
    yield put(lookupProgressed({ done: answers.length }));
  }
  return answers;
}
