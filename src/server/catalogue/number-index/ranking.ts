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

/**
 * How likely a close number is the one meant, at equal cost, by what the query did to it: two
 * neighbours swapped or one character left out (a slip of one way only) before a character
 * replaced (one of some 35 wrong ones) before one added. Measured on the demo catalogue, this
 * puts the number meant first more often than preferring the query's length (docs/performance.md).
 */
function slip(query: string, number: string): number {
  if (number.length === query.length + 1) return 0;
  if (number.length < query.length) return 2;
  let i = 0;
  while (i < query.length && query[i] === number[i]) i++;
  const swapped = query[i] === number[i + 1] && query[i + 1] === number[i] && query.slice(i + 2) === number.slice(i + 2);
  return swapped ? 0 : 1;
}

/** Close numbers: fewer and cheaper edits, then the likelier slip, then in order. */
export function closeOrder(query: string): (a: RankedNumber, b: RankedNumber) => number {
  return (a, b) => a.cost - b.cost || slip(query, a.number) - slip(query, b.number) || byLengthThenOrder(a, b);
}
