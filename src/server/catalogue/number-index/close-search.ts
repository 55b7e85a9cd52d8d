/**
 * The numbers within a weighted edit cost of a query: a depth-first walk of the sorted table as a
 * trie, one row of the edit-distance table per trie level (optimal string alignment, as in
 * edit-distance.ts), leaving a branch as soon as every alignment on its row costs over the limit.
 * Shared prefixes are computed once, so a query reads a few thousand rows, not the catalogue.
 */
import { NUMBER_MATCHING } from '../../config/tuning';
import { substitutionCost } from './confusions';
import type { NumberTable } from './number-table';

export interface CloseNumber {
  id: number;
  cost: number;
}

export function closeNumbers(table: NumberTable, query: ArrayLike<number>, limit: number): CloseNumber[] {
  const n = query.length;
  const edit = NUMBER_MATCHING.editCost;
  const width = n + 1;
  const maxDepth = n + Math.floor(limit / edit) + 1;
  // rows[d * width + i]: the cheapest alignment of query[0, i) with the branch's first d units.
  const rows = new Float64Array((maxDepth + 1) * width);
  // path[d]: the branch's unit at depth d.
  const path = new Int32Array(maxDepth + 1);
  for (let i = 0; i <= n; i++) rows[i] = i * edit;
  const found: CloseNumber[] = [];

  const walk = (lo: number, hi: number, depth: number): void => {
    // Within [lo, hi) every number shares the branch's `depth` units; the one ending here sorts first.
    if (table.lengthOf(lo) === depth) {
      const cost = rows[depth * width + n];
      if (cost <= limit) found.push({ id: lo, cost });
      lo++;
    }
    if (depth >= maxDepth) return;
    while (lo < hi) {
      const code = table.unitAt(lo, depth);
      const end = table.lowerBound(null, lo, hi, depth, code + 1);
      if (fillRow(depth + 1, code)) walk(lo, end, depth + 1);
      lo = end;
    }
  };

  /** Fills row d for unit `code` at depth d - 1; whether any alignment on it is within the limit. */
  const fillRow = (d: number, code: number): boolean => {
    path[d - 1] = code;
    const row = d * width;
    const above = row - width;
    const twoAbove = above - width;
    rows[row] = d * edit;
    let best = rows[row];
    for (let i = 1; i <= n; i++) {
      let cost = Math.min(rows[above + i] + edit, rows[row + i - 1] + edit, rows[above + i - 1] + substitutionCost(query[i - 1], code));
      if (i > 1 && d > 1 && query[i - 1] === path[d - 2] && query[i - 2] === code && code !== path[d - 2]) {
        cost = Math.min(cost, rows[twoAbove + i - 2] + edit);
      }
      rows[row + i] = cost;
      if (cost < best) best = cost;
    }
    return best <= limit;
  };

  if (table.count > 0) walk(0, table.count, 0);
  return found;
}
