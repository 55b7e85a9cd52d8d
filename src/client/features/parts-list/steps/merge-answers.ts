/** The lookup's answers back onto the customer's lines. */
import type { LookupLine } from '../../../../shared/contract';
import type { PartsListEntry } from '../parts-list-slice';
import type { LineToLookUp } from './validate-lines';

/**
 * Step: each answer onto the line it answers (the server answers every line, in order), and the
 * lines the page refused in between, in the order of the list. An answer missing is an error.
 */
export function mergeAnswers(sent: readonly LineToLookUp[], answers: readonly LookupLine[], refused: readonly PartsListEntry[]): PartsListEntry[] {
  if (answers.length !== sent.length) throw new Error(`The lookup answered ${answers.length} of ${sent.length} lines`);
  const looked = sent.map((line, position): PartsListEntry => ({ line: line.line, answer: answers[position], qty: answers[position].qty, chosen: null }));
  return [...looked, ...refused].sort((a, b) => a.line - b.line);
}
