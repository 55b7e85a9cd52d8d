/**
 * The lines of a parts list (POST /api/lookup) checked one by one: a bad line is reported at its
 * index and the others are still looked up, so one typo does not cost the customer the whole list.
 */
import { LOOKUP_MAX_QTY } from '../../shared/api-constants';
import { MAX_RAW_QUERY_LENGTH } from '../../shared/contract';
import { stripSupplierPrefix } from '../../shared/supplier-prefixes';
import type { CheckedLine, InvalidLine } from '../catalogue/parts-list-lookup';
import { searchableQuery } from './search-params';

const isQuantity = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= 1 && (value as number) <= LOOKUP_MAX_QTY;

/** A whole number after white space at the end of a line: "6ES7214-1AG40-0XB0 4" as an e-mail writes it. */
const TRAILING_QTY = /^(.*\S)\s+(\d{1,7})$/s;

/** The normalised number of what was typed, and of it without a supplier prefix (read from the text as typed, as the search does). */
function numbers(typed: string): { number: string; stripped: string | null } | null {
  const number = searchableQuery(typed);
  if (number === null) return null;
  const withoutPrefix = stripSupplierPrefix(typed.trim());
  return { number, stripped: withoutPrefix === null ? null : searchableQuery(withoutPrefix) };
}

/**
 * A line that names no quantity and ends in a whole number may be "number quantity". Numbers hold
 * spaces too (E3Z-D61 2M), so the catalogue decides (parts-list-lookup.ts): this is only the reading
 * to try when the whole text is no article.
 */
function trailingQtyReading(q: string): CheckedLine['trailingQty'] {
  const match = TRAILING_QTY.exec(q.trim());
  if (match === null) return undefined;
  const qty = Number(match[2]);
  const read = isQuantity(qty) ? numbers(match[1]) : null;
  return read === null ? undefined : { ...read, qty };
}

/**
 * `{"q": number, "qty"?: quantity}`: the number as the search takes it, the quantity 1 when not
 * given; without a quantity, a whole number ending the line is the other reading of it.
 */
export function checkLine(raw: unknown, index: number): CheckedLine | InvalidLine {
  const line = typeof raw === 'object' && raw !== null ? (raw as { q?: unknown; qty?: unknown }) : {};
  const q = typeof line.q === 'string' ? line.q : '';
  const given = line.qty === undefined ? 1 : line.qty;
  const qty = isQuantity(given) ? given : 0;
  const read = typeof line.q === 'string' && q.length <= MAX_RAW_QUERY_LENGTH ? numbers(q) : null;
  if (read === null) return { index, q, qty, problem: 'invalid_number' };
  if (qty === 0) return { index, q, qty, problem: 'invalid_qty' };
  const trailingQty = line.qty === undefined ? trailingQtyReading(q) : undefined;
  return { index, q, qty, ...read, ...(trailingQty ? { trailingQty } : {}) };
}
