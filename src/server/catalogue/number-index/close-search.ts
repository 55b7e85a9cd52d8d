/**
 * The numbers within a weighted edit cost of a query: a depth-first walk of the sorted table as a
 * trie, one row of the edit-distance table per trie level (optimal string alignment, as in
 * edit-distance.ts), leaving a branch as soon as no alignment on its row is within bounds. Shared
 * prefixes are computed once, and only the band of the row an alignment within the limit can
 * reach, so a query reads a few thousand short rows, not the catalogue.
 */
import { NUMBER_MATCHING } from '../../config/tuning';
import { substitutionCost } from './confusions';
import type { NumberTable } from './number-table';

export interface CloseNumber {
  id: number;
  cost: number;
}

/**
 * Every number of `table` within `limit` of `query` whose alignment with the query's first `half`
 * units costs at most limit / 2. With the same walk over reversed numbers for the other half this
 * finds every close number: costs come in halves of an edit, so two halves each over limit / 2
 * are together over the limit. The tighter bound prunes the dense top of the trie, where most of
 * the walk's rows would be.
 */
export function closeNumbers(table: NumberTable, query: ArrayLike<number>, limit: number, half: number): CloseNumber[] {
  const { units, starts } = table;
  const n = query.length;
  const edit = NUMBER_MATCHING.editCost;
  const band = Math.floor(limit / edit);
  const width = n + 1;
  const maxDepth = n + band;
  // rows[d * width + i]: the cheapest alignment of query[0, i) with the branch's first d units.
  const rows = new Float64Array((maxDepth + 1) * width).fill(Infinity);
  // path[d]: the branch's unit at depth d.
  const path = new Int32Array(maxDepth + 1);
  const bounds = new Float64Array(width).map((_, i) => (i < half ? limit / 2 : limit));
  for (let i = 0; i <= Math.min(n, band); i++) rows[i] = i * edit;
  const found: CloseNumber[] = [];

  /** The unit at `depth` of number id, or -1 past its end. */
  const unitAt = (id: number, depth: number): number => {
    const at = starts[id] + depth;
    return at < starts[id + 1] ? units[at] : -1;
  };

  /** Fills row d for unit `code` at depth d - 1; whether any alignment on it is within its bound. */
  const fillRow = (d: number, code: number): boolean => {
    path[d - 1] = code;
    const row = d * width;
    const above = row - width;
    const from = Math.max(0, d - band);
    const to = Math.min(n, d + band);
    let within = false;
    if (from > 0) rows[row + from - 1] = Infinity;
    for (let i = from; i <= to; i++) {
      let cost = i === 0 ? d * edit : Math.min(rows[above + i] + edit, rows[row + i - 1] + edit, rows[above + i - 1] + substitutionCost(query[i - 1], code));
      if (i > 1 && d > 1 && query[i - 1] === path[d - 2] && query[i - 2] === code && code !== path[d - 2]) {
        cost = Math.min(cost, rows[above - width + i - 2] + edit);
      }
      rows[row + i] = cost;
      if (cost <= bounds[i]) within = true;
    }
    if (to < n) rows[row + to + 1] = Infinity;
    return within;
  };

  const walk = (lo: number, hi: number, depth: number): void => {
    // Within [lo, hi) every number shares the branch's `depth` units; the one ending here sorts first.
    if (starts[lo + 1] - starts[lo] === depth) {
      const cost = depth - n <= band ? rows[depth * width + n] : Infinity;
      if (cost <= limit) found.push({ id: lo, cost });
      lo++;
    }
    if (depth >= maxDepth) return;
    while (lo < hi) {
      const code = unitAt(lo, depth);
      // The run of this unit: stepping through a short one beats a binary search.
      let end = lo + 1;
      while (end < hi && end < lo + 8 && unitAt(end, depth) === code) end++;
      if (end < hi && unitAt(end, depth) === code) end = table.lowerBound(null, end, hi, depth, code + 1);
      if (fillRow(depth + 1, code)) walk(lo, end, depth + 1);
      lo = end;
    }
  };

  if (table.count > 0) walk(0, table.count, 0);
  return found;
}
