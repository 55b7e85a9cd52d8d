import { QTY_PREFIX_WORDS, QTY_UNIT_WORDS } from './words';

const escape = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const prefixWords = QTY_PREFIX_WORDS.filter((word) => word !== '×').map(escape).join('|');
const unitWords = QTY_UNIT_WORDS.map(escape).join('|');

/**
 * "3 x 6ES7…", "3x 6ES7…", "3 × …", "3×…", "3 Stk. …": a count before the number. A word must be
 * followed by white space, so an article number such as "3X123" or "2 STK-40" is left whole; the
 * multiplication sign never starts a number and needs none.
 */
const QTY_PREFIX = new RegExp(`^(\\d+)\\s*(?:×\\s*|(?:${prefixWords})\\s+)(\\S.*)$`, 'iu');

/**
 * "6ES7… 4 Stk.", "6ES7… 4x", "6ES7… x 4": a count after the number that a unit or a
 * multiplication sign marks as one. A bare count after the number ("6ES7214-1AG40-0XB0 4") is not
 * split here: numbers hold spaces and digits (`E3Z-D61 2M`), so the server decides by its catalogue.
 */
const QTY_SUFFIX = new RegExp(`^(\\S.*?)\\s+(?:(\\d+)\\s*(?:${unitWords}|x|×)|[x×*]\\s*(\\d+))$`, 'iu');

/** A list's bullet or item number before the line: "- ", "• ", "* ", "1. ", "2) ". */
const BULLET = /^(?:[-–•*·]|\d{1,3}[.)])\s+(?=\S)/u;

/**
 * A one-column row as typed in an e-mail: without its bullet, and as [number, qty] when a count is
 * marked before or after the number, else as it is.
 */
export function readTypedLine(row: readonly string[]): { row: string[]; affixed: boolean } {
  if (row.length !== 1) return { row: [...row], affixed: false };
  const text = (row[0] ?? '').replace(BULLET, '');
  const prefix = QTY_PREFIX.exec(text);
  if (prefix) return { row: [prefix[2] ?? '', prefix[1] ?? ''], affixed: true };
  const suffix = QTY_SUFFIX.exec(text);
  if (suffix) return { row: [suffix[1] ?? '', suffix[2] ?? suffix[3] ?? ''], affixed: true };
  return { row: [text], affixed: false };
}
