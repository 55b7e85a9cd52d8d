/** Lines that stand for the same article become one order line (docs/behaviour.md, Parts lists). */
import { LOOKUP_MAX_QTY } from '../../../../shared/api-constants';
import type { PartsListEntry } from '../parts-list-slice';

/** Statuses whose article the line settles by itself: a replaced or ambiguous line waits for the customer's choice. */
const SETTLED = new Set(['found', 'found_after_prefix']);

function articleKey(entry: PartsListEntry): string | null {
  const { article, status } = entry.answer;
  if (article === null || !SETTLED.has(status) || entry.unreadableQty !== undefined) return null;
  return `${article.brand}\u0000${article.artnr}`;
}

/**
 * Step: every later line for the same article (`1040764` and `SIC1040764`) is taken into the first
 * one, its quantity added and its line noted there, so the order has one line per article and the
 * page says what it merged. A line whose quantity is still unreadable, or whose article is for the
 * customer to choose, stays on its own; so does one whose sum would pass the largest quantity.
 */
export function mergeDuplicates(entries: readonly PartsListEntry[]): PartsListEntry[] {
  const first = new Map<string, PartsListEntry>();
  const result: PartsListEntry[] = [];
  for (const entry of entries) {
    const key = articleKey(entry);
    const into = key === null ? undefined : first.get(key);
    if (into && into.qty + entry.qty <= LOOKUP_MAX_QTY) {
      into.qty += entry.qty;
      into.merged = [...(into.merged ?? []), { line: entry.line, q: entry.answer.q, qty: entry.qty }];
      continue;
    }
    const copy = { ...entry };
    if (key !== null && !into) first.set(key, copy);
    result.push(copy);
  }
  return result;
}
