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

/** The index's typed arrays: what a build thread sends back (their buffers moved, not copied). */
export interface NumberIndexParts {
  units: Uint8Array | Uint16Array;
  starts: Int32Array;
  shortestFirst: Int32Array;
  lengthStarts: Int32Array;
  fragmentOffsets: Int32Array;
  fragmentPostings: Int32Array;
  reversedUnits: Uint8Array | Uint16Array;
  reversedStarts: Int32Array;
  reversedIds: Int32Array;
}

export class NumberIndex {
  private constructor(
    private readonly table: NumberTable,
    /** Ids by length, then in order; lengthStarts[l] is where the numbers of length l begin. */
    private readonly shortestFirst: Int32Array,
    private readonly lengthStarts: Int32Array,
    private readonly fragments: FragmentPostings,
    /** The numbers written backwards, for the walk that finds mistakes in a query's first half; each with its id in `table`. */
    private readonly reversed: NumberTable,
    private readonly reversedIds: Int32Array,
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
    const backwards = sorted.map((number) => [...number].reverse().join(''));
    const reversedIds = new Int32Array(sorted.length).map((_, id) => id).sort((a, b) => (backwards[a] < backwards[b] ? -1 : 1));
    const reversed = NumberTable.fromSorted(Array.from(reversedIds, (id) => backwards[id]));
    return new NumberIndex(table, shortestFirst, lengthStarts, FragmentPostings.build(table, shortestFirst), reversed, reversedIds);
  }

  static fromParts(parts: NumberIndexParts): NumberIndex {
    return new NumberIndex(
      NumberTable.fromParts(parts.units, parts.starts), parts.shortestFirst, parts.lengthStarts,
      new FragmentPostings(parts.fragmentOffsets, parts.fragmentPostings),
      NumberTable.fromParts(parts.reversedUnits, parts.reversedStarts), parts.reversedIds,
    );
  }

  get parts(): NumberIndexParts {
    return {
      units: this.table.units, starts: this.table.starts, shortestFirst: this.shortestFirst, lengthStarts: this.lengthStarts,
      fragmentOffsets: this.fragments.offsets, fragmentPostings: this.fragments.postings,
      reversedUnits: this.reversed.units, reversedStarts: this.reversed.starts, reversedIds: this.reversedIds,
    };
  }

  get size(): number {
    return this.table.count;
  }

  /** Similar articles when nothing matches: close numbers and numbers holding the query as a fragment; best first; at most `limit`. The query itself (an exact number) is excluded. */
  similar(q: string, limit: number): RankedNumber[] {
    if (q.length === 0 || !(limit > 0)) return [];
    const query = unitsOf(q);
    const holding = [...this.prefixed(query, limit + 1), ...this.inside(query, limit)].filter((r) => r.number !== q);
    const close = this.close(query, new Set(holding.map((r) => r.number)));
    // A number holding the query as typed needs no edit, so it ranks before every close one (fewer edits first).
    return [...holding, ...close].slice(0, limit);
  }

  /**
   * As one types: numbers starting with q first (shorter first, then in order), then holding q
   * further in; close ones only when no number starts with or holds the text. While it does, what
   * is typed is on its way to one of them, and close numbers would be guesses nobody asked for, at
   * the price of the edit walks (a millisecond or two for a 10-character text, per key).
   */
  suggest(q: string, limit: number): RankedNumber[] {
    if (q.length === 0 || !(limit > 0)) return [];
    const query = unitsOf(q);
    const found = this.prefixed(query, limit);
    if (found.length < limit) found.push(...this.inside(query, limit - found.length));
    if (found.length === 0) found.push(...this.close(query, new Set(), limit));
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

  /**
   * Numbers close to the query by edits, best first, but those already answered and the query
   * itself: every one, or, given `wanted`, at least the `wanted` best. Then the search widens one
   * unit of cost at a time and stops at the first cost that yields enough: the cheaper walks are
   * much the cheaper, and the best `wanted` are the same as the full search's.
   */
  private close(query: Uint16Array, answered: Set<string>, wanted = Infinity): RankedNumber[] {
    const limit = closeLimit(query.length);
    if (limit < 0) return [];
    const units = Math.round(limit / NUMBER_MATCHING.confusionCost);
    const order = closeOrder(String.fromCharCode(...query));
    let found: RankedNumber[] = [];
    for (let within = wanted === Infinity ? units : 1; within <= units && found.length < wanted; within++) {
      found = [];
      for (const [id, cost] of this.closeIds(query, within)) {
        const number = this.table.text(id);
        if (cost > 0 && !answered.has(number)) found.push({ number, match: 'close', cost: cost * NUMBER_MATCHING.confusionCost });
      }
    }
    return found.sort(order);
  }

  /**
   * The ids of the numbers within `units` of the query, with their costs in units. The forward
   * walk bounds the query's first `split` units to `bound`, the walk over reversed numbers its
   * last n - 1 - split units to units - 1 - bound. A close number escaping both would have an
   * alignment costing over `bound` up to some place p <= split and over the other bound from some
   * place after p, so at least units + 1 (costs are whole units and only grow along an alignment;
   * a swap across `split` is counted on its right). The forward walk takes the larger bound: the
   * ends of numbers are the denser (runs of zeros), measured in docs/performance.md.
   */
  private closeIds(query: Uint16Array, units: number): Map<number, number> {
    const n = query.length;
    const split = (n - 1) >> 1;
    const bound = units - 1 - ((units - 1) >> 1);
    const costs = new Map<number, number>();
    for (const close of closeNumbers(this.table, query, units, split, bound)) costs.set(close.id, close.units);
    for (const close of closeNumbers(this.reversed, query.slice().reverse(), units, n - 1 - split, units - 1 - bound)) {
      costs.set(this.reversedIds[close.id], close.units);
    }
    return costs;
  }

  private startsWith(id: number, query: Uint16Array): boolean {
    if (this.table.lengthOf(id) < query.length) return false;
    for (let i = 0; i < query.length; i++) if (this.table.unitAt(id, i) !== query[i]) return false;
    return true;
  }
}
