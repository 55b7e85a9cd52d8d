/**
 * The catalogue's normalised article numbers, searched for what a person meant to type
 * (docs/search-flow.md, Mistyped numbers): numbers starting with the query, holding it further in,
 * or close to it by a few edits. Built once per catalogue version; typed arrays only, so 820,000
 * numbers cost tens of megabytes and a query well under a millisecond (docs/performance.md).
 */
import { NUMBER_MATCHING } from '../../config/tuning';
import { closeNumbers } from './close-search';
import { closeLimit } from './confusions';
import { unitsOf } from './edit-distance';
import { FragmentPostings } from './fragment-postings';
import { NumberTable } from './number-table';
import { closeOrder, type RankedNumber } from './ranking';

export type { NumberMatch, RankedNumber } from './ranking';

export class NumberIndex {
  private constructor(
    private readonly table: NumberTable,
    /** Ids by length, then in order; lengthStarts[l] is where the numbers of length l begin. */
    private readonly shortestFirst: Int32Array,
    private readonly lengthStarts: Int32Array,
    private readonly fragments: FragmentPostings,
  ) {}

  static build(numbers: Iterable<string>): NumberIndex {
    const sorted = [...new Set(numbers)].sort();
    const table = NumberTable.fromSorted(sorted);
    let longest = 0;
    for (const number of sorted) longest = Math.max(longest, number.length);
    // A counting sort by length keeps the code-unit order within each length.
    const lengthStarts = new Int32Array(longest + 2);
    for (const number of sorted) lengthStarts[number.length + 1]++;
    for (let length = 0; length <= longest; length++) lengthStarts[length + 1] += lengthStarts[length];
    const fill = lengthStarts.slice();
    const shortestFirst = new Int32Array(sorted.length);
    sorted.forEach((number, id) => (shortestFirst[fill[number.length]++] = id));
    return new NumberIndex(table, shortestFirst, lengthStarts, FragmentPostings.build(table, shortestFirst));
  }

  get size(): number {
    return this.table.count;
  }

  /** Similar articles when nothing matches: close numbers and numbers holding the query as a fragment; best first; at most `limit`. The query itself (an exact number) is excluded. */
  similar(q: string, limit: number): RankedNumber[] {
    if (q.length === 0 || !(limit > 0)) return [];
    const query = unitsOf(q);
    const close = this.close(query, new Set());
    const holding = [...this.prefixed(query, limit + 1), ...this.inside(query, limit)].filter((r) => r.number !== q);
    return [...close, ...holding].slice(0, limit);
  }

  /** As one types: numbers starting with q first (shorter first, then in order), then holding q further in, then close ones; at most `limit`. */
  suggest(q: string, limit: number): RankedNumber[] {
    if (q.length === 0 || !(limit > 0)) return [];
    const query = unitsOf(q);
    const found = this.prefixed(query, limit);
    if (found.length < limit) found.push(...this.inside(query, limit - found.length));
    if (found.length < limit) found.push(...this.close(query, new Set(found.map((r) => r.number))));
    return found.slice(0, limit);
  }

  /** Up to `limit` numbers starting with the query, shorter first, then in order. */
  private prefixed(query: Uint16Array, limit: number): RankedNumber[] {
    const found: RankedNumber[] = [];
    for (let length = query.length; length + 1 < this.lengthStarts.length && found.length < limit; length++) {
      const [lo, hi] = this.table.prefixRange(this.shortestFirst, this.lengthStarts[length], this.lengthStarts[length + 1], query);
      for (let p = lo; p < hi && found.length < limit; p++) {
        found.push({ number: this.table.text(this.shortestFirst[p]), match: 'prefix', cost: 0 });
      }
    }
    return found;
  }

  /** Up to `limit` numbers holding a fragment long enough to mean something further in than their start. */
  private inside(query: Uint16Array, limit: number): RankedNumber[] {
    const found: RankedNumber[] = [];
    if (query.length < NUMBER_MATCHING.minFragmentLength) return found;
    this.fragments.candidates(query, (position) => {
      const id = this.shortestFirst[position];
      if (this.table.unitAt(id, 0) !== query[0] || !this.startsWith(id, query)) {
        if (this.table.holdsInside(id, query)) found.push({ number: this.table.text(id), match: 'inside', cost: 0 });
      }
      return found.length < limit;
    });
    return found;
  }

  /** Every number close to the query by edits, best first, but those already answered and the query itself. */
  private close(query: Uint16Array, answered: Set<string>): RankedNumber[] {
    const limit = closeLimit(query.length);
    if (limit < 0) return [];
    const found: RankedNumber[] = [];
    for (const { id, cost } of closeNumbers(this.table, query, limit)) {
      const number = this.table.text(id);
      if (cost > 0 && !answered.has(number)) found.push({ number, match: 'close', cost });
    }
    return found.sort(closeOrder(query.length));
  }

  private startsWith(id: number, query: Uint16Array): boolean {
    if (this.table.lengthOf(id) < query.length) return false;
    for (let i = 0; i < query.length; i++) if (this.table.unitAt(id, i) !== query[i]) return false;
    return true;
  }
}
