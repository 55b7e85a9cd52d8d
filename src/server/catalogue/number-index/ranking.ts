/**
 * The order answers are given in. Callers break the ties left here by stock, so ties stay ties
 * only where nothing in the numbers tells the candidates apart.
 */
export type NumberMatch = 'prefix' | 'inside' | 'close';

export interface RankedNumber {
  /** A normalised number of the catalogue (artnrt4), each at most once. */
  number: string;
  /** Starts with the query / holds it further in (a fragment) / is close to it by edits. */
  match: NumberMatch;
  /** 0 for prefix and inside; the weighted edit cost for close (label confusions cheaper). */
  cost: number;
}

/** Numbers holding the query: the shorter first (the closer to what was typed), then in order. */
export function byLengthThenOrder(a: RankedNumber, b: RankedNumber): number {
  return a.number.length - b.number.length || (a.number < b.number ? -1 : a.number > b.number ? 1 : 0);
}

/** Close numbers: fewer and cheaper edits, then the length of the query, then in order. */
export function closeOrder(queryLength: number): (a: RankedNumber, b: RankedNumber) => number {
  return (a, b) =>
    a.cost - b.cost ||
    Math.abs(a.number.length - queryLength) - Math.abs(b.number.length - queryLength) ||
    byLengthThenOrder(a, b);
}
