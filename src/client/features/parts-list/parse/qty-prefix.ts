import { QTY_PREFIX_WORDS } from './words';

const escaped = QTY_PREFIX_WORDS.filter((word) => word !== '×').map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

/**
 * "3 x 6ES7…", "3x 6ES7…", "3 × …", "3×…", "3 Stk. …": a count before the number. A word must be
 * followed by white space, so an article number such as "3X123" or "2 STK-40" is left whole; the
 * multiplication sign never starts a number and needs none.
 */
const QTY_PREFIX = new RegExp(`^(\\d+)\\s*(?:×\\s*|(?:${escaped.join('|')})\\s+)(\\S.*)$`, 'i');

/** A one-column row as [number, qty] when it starts with a count, else as it is. */
export function splitQtyPrefix(row: readonly string[]): { row: string[]; prefixed: boolean } {
  const match = row.length === 1 ? QTY_PREFIX.exec(row[0] ?? '') : null;
  return match === null ? { row: [...row], prefixed: false } : { row: [match[2] ?? '', match[1] ?? ''], prefixed: true };
}
