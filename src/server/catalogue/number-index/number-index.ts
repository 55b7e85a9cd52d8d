/**
 * The catalogue's normalised article numbers, searched for what a person meant to type
 * (docs/search-flow.md, Mistyped numbers): numbers starting with the query, holding it further in,
 * or close to it by a few edits.
 */
import { NUMBER_MATCHING } from '../../config/tuning';
import { closeLimit } from './confusions';
import { boundedDistance, unitsOf } from './edit-distance';
import { byLengthThenOrder, closeOrder, type RankedNumber } from './ranking';

export type { NumberMatch, RankedNumber } from './ranking';

export class NumberIndex {
  private constructor(private readonly numbers: readonly string[]) {}

  static build(numbers: Iterable<string>): NumberIndex {
    return new NumberIndex([...new Set(numbers)]);
  }

  get size(): number {
    return this.numbers.length;
  }

  /** Similar articles when nothing matches: close numbers and numbers holding the query as a fragment; best first; at most `limit`. The query itself (an exact number) is excluded. */
  similar(q: string, limit: number): RankedNumber[] {
    const { holding, close } = this.scan(q);
    return [...close, ...holding].filter((r) => r.number !== q).slice(0, Math.max(0, limit));
  }

  /** As one types: numbers starting with q first (shorter first, then in order), then holding q further in, then close ones; at most `limit`. */
  suggest(q: string, limit: number): RankedNumber[] {
    const { holding, close } = this.scan(q);
    return [...holding, ...close].slice(0, Math.max(0, limit));
  }

  private scan(q: string): { holding: RankedNumber[]; close: RankedNumber[] } {
    const holding: RankedNumber[] = [];
    const close: RankedNumber[] = [];
    if (q.length === 0) return { holding, close };
    const limit = closeLimit(q.length);
    const query = unitsOf(q);
    for (const number of this.numbers) {
      const at = number.indexOf(q);
      if (at === 0) holding.push({ number, match: 'prefix', cost: 0 });
      else if (at > 0 && q.length >= NUMBER_MATCHING.minFragmentLength) holding.push({ number, match: 'inside', cost: 0 });
      else if (limit >= 0) {
        const cost = boundedDistance(query, unitsOf(number), 0, number.length, limit);
        if (cost !== Infinity) close.push({ number, match: 'close', cost });
      }
    }
    holding.sort((a, b) => (a.match === b.match ? byLengthThenOrder(a, b) : a.match === 'prefix' ? -1 : 1));
    close.sort(closeOrder(q.length));
    return { holding, close };
  }
}
