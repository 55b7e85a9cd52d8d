import { LOOKUP_MAX_QTY } from '../../../../shared/api-constants';
import { QTY_UNIT_WORDS } from './words';

export type QtyReading = { qty: number } | { problem: 'invalid_qty' };

const UNIT_SUFFIX = new RegExp(`\\s*(?:${QTY_UNIT_WORDS.map(escapeRegExp).join('|')})$`, 'i');

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * A quantity cell: a positive whole number, 1 when empty. A spreadsheet's "2,0" or "2.00" is 2;
 * "2,5" is not a count of parts. Three digits after the mark ("1.000", "2,000") are a problem:
 * a thousands separator in one language is a decimal mark in the other, and guessing wrong orders
 * a thousand times too many or too few. Above what the server takes it is a problem here too, so
 * the customer sees it on the line instead of the whole list being refused.
 */
export function readQty(cell: string | undefined): QtyReading {
  const text = (cell ?? '').trim().replace(UNIT_SUFFIX, '');
  if (text === '') return { qty: 1 };
  const match = /^(\d+)(?:[.,]0{1,2})?$/.exec(text);
  if (match === null) return { problem: 'invalid_qty' };
  const qty = Number(match[1]);
  return qty >= 1 && qty <= LOOKUP_MAX_QTY ? { qty } : { problem: 'invalid_qty' };
}

/** Whether a cell reads as a quantity; the column guess uses it. */
export function looksLikeQty(cell: string): boolean {
  return cell.trim() !== '' && 'qty' in readQty(cell);
}
