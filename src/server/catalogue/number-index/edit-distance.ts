/**
 * Weighted Damerau–Levenshtein distance in its optimal-string-alignment form (a swapped pair of
 * neighbours is one edit; nothing is edited twice), bounded: it stops as soon as every alignment
 * costs more than `limit`. Substitutions between label look-alikes are cheaper (confusions.ts).
 */
import { NUMBER_MATCHING } from '../../config/tuning';
import { substitutionCost } from './confusions';

/** Code units, from a string or a slice of the index's buffer. */
export type Units = ArrayLike<number>;

// Three rows reused across calls (the distance runs millions of times while the index answers).
let rows: Float64Array[] = [new Float64Array(0), new Float64Array(0), new Float64Array(0)];

/**
 * The cost of turning `b[bStart, bStart + bLength)` into `a`, or Infinity when it is over `limit`.
 */
export function boundedDistance(a: Units, b: Units, bStart: number, bLength: number, limit: number): number {
  const n = a.length;
  const edit = NUMBER_MATCHING.editCost;
  if (Math.abs(n - bLength) * edit > limit) return Infinity;
  if (rows[0].length < n + 1) rows = [new Float64Array(n + 1), new Float64Array(n + 1), new Float64Array(n + 1)];
  let [before, previous, current] = rows;
  for (let i = 0; i <= n; i++) previous[i] = i * edit;
  for (let j = 1; j <= bLength; j++) {
    const c = b[bStart + j - 1];
    current[0] = j * edit;
    let best = current[0];
    for (let i = 1; i <= n; i++) {
      let cost = Math.min(previous[i] + edit, current[i - 1] + edit, previous[i - 1] + substitutionCost(a[i - 1], c));
      if (i > 1 && j > 1 && a[i - 1] === b[bStart + j - 2] && a[i - 2] === c && a[i - 1] !== c) {
        cost = Math.min(cost, before[i - 2] + edit);
      }
      current[i] = cost;
      if (cost < best) best = cost;
    }
    if (best > limit) return Infinity;
    [before, previous, current] = [previous, current, before];
  }
  return previous[n] <= limit ? previous[n] : Infinity;
}

/** The code units of a string, for boundedDistance. */
export function unitsOf(text: string): Uint16Array {
  const units = new Uint16Array(text.length);
  for (let i = 0; i < text.length; i++) units[i] = text.charCodeAt(i);
  return units;
}
