/** The lookup's answers back onto the customer's lines. */
import type { LookupLine } from '../../../../shared/contract';
import type { PartsListEntry } from '../parts-list-slice';
import type { LineToLookUp } from './validate-lines';

/**
 * Step: each answer onto the line it answers (the server answers every line, in order), with the
 * quantity it used and, where the page could not read one, what was entered. An answer missing is an error.
 */
export function mergeAnswers(sent: readonly LineToLookUp[], answers: readonly LookupLine[]): PartsListEntry[] {
  if (answers.length !== sent.length) throw new Error(`The lookup answered ${answers.length} of ${sent.length} lines`);
  return sent.map(({ line, unreadableQty }, position): PartsListEntry => ({
    line, answer: answers[position], qty: answers[position].qty, chosen: null, ...(unreadableQty === undefined ? {} : { unreadableQty }),
  }));
}
