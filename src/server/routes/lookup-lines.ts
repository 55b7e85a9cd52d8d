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

/** `{"q": number, "qty"?: quantity}`: the number as the search takes it, the quantity 1 when not given. */
export function checkLine(raw: unknown, index: number): CheckedLine | InvalidLine {
  const line = typeof raw === 'object' && raw !== null ? (raw as { q?: unknown; qty?: unknown }) : {};
  const q = typeof line.q === 'string' ? line.q : '';
  const given = line.qty === undefined ? 1 : line.qty;
  const qty = isQuantity(given) ? given : 0;
  const number = typeof line.q === 'string' && q.length <= MAX_RAW_QUERY_LENGTH ? searchableQuery(q) : null;
  if (number === null) return { index, q, qty, problem: 'invalid_number' };
  if (qty === 0) return { index, q, qty, problem: 'invalid_qty' };
  // As the search does: the prefix is read from the number as typed, then the rest normalised.
  const withoutPrefix = stripSupplierPrefix(q.trim());
  return { index, q, qty, number, stripped: withoutPrefix === null ? null : searchableQuery(withoutPrefix) };
}
