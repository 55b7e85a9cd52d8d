/**
 * The numbers within a weighted edit cost of a query: a depth-first walk of the sorted table as a
 * trie, one row of the edit-distance table per trie level (optimal string alignment, as in
 * edit-distance.ts), leaving a branch as soon as no alignment on its row is within bounds. Shared
 * prefixes are computed once, and only the band of the row an alignment within the limit can
 * reach, so a query reads a few thousand short rows, not the catalogue.
 */
import { EDIT_UNITS, substitutionUnits } from './confusions';
import type { NumberTable } from './number-table';

export interface CloseNumber {
  id: number;
  /** In units of a label confusion (confusions.ts, EDIT_UNITS). */
  units: number;
}

/** Past every bound, and still far from overflowing when an edit is added to it. */
const UNREACHABLE = 0x3fffffff;

/**
 * Every number of `table` within `limit` units of `query` whose alignment with each of the query's
 * first `split` prefixes costs at most `pieceBound`. A small bound prunes the dense top of the
 * trie, where most of the walk's rows would be (a bound of 0 reads only the numbers starting with
 * the query's piece); the same walk over reversed numbers finds the others (number-index.ts, close).
 */
export function closeNumbers(table: NumberTable, query: ArrayLike<number>, limit: number, split: number, pieceBound: number): CloseNumber[] {
  const { units, starts } = table;
  const n = query.length;
  const edit = EDIT_UNITS;
  const band = Math.floor(limit / edit);
  const width = n + 1;
  const maxDepth = n + band;
  // rows[d * width + i]: the cheapest alignment of query[0, i) with the branch's first d units.
  const rows = new Int32Array((maxDepth + 1) * width).fill(UNREACHABLE);
  // path[d]: the branch's unit at depth d.
  const path = new Int32Array(maxDepth + 1);
  const bounds = new Int32Array(width).map((_, i) => (i < split ? pieceBound : limit));
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
    const before = d > 1 ? path[d - 2] : -2;
    let within = false;
    if (from > 0) rows[row + from - 1] = UNREACHABLE;
    for (let i = from; i <= to; i++) {
      let cost: number;
      if (i === 0) cost = d * edit;
      else {
        cost = rows[above + i - 1] + substitutionUnits(query[i - 1], code);
        const deleted = rows[above + i] + edit;
        const inserted = rows[row + i - 1] + edit;
        if (deleted < cost) cost = deleted;
        if (inserted < cost) cost = inserted;
        if (i > 1 && query[i - 1] === before && query[i - 2] === code && code !== before) {
          const swapped = rows[above - width + i - 2] + edit;
          if (swapped < cost) cost = swapped;
        }
      }
      rows[row + i] = cost;
      if (cost <= bounds[i]) within = true;
    }
    if (to < n) rows[row + to + 1] = UNREACHABLE;
    return within;
  };

  const walk = (lo: number, hi: number, depth: number): void => {
    // Within [lo, hi) every number shares the branch's `depth` units; the one ending here sorts first.
    if (starts[lo + 1] - starts[lo] === depth) {
      const cost = depth - n <= band ? rows[depth * width + n] : UNREACHABLE;
      if (cost <= limit) found.push({ id: lo, units: cost });
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
