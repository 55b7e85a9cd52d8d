/**
 * The distinct numbers in one buffer of code units, in code-unit order (a number's id is its rank),
 * so a range of ids shares a prefix and the table reads as a trie: no object per number.
 */
export class NumberTable {
  private constructor(
    /** Every number's code units, one after another (bytes when every code unit fits). */
    readonly units: Uint8Array | Uint16Array,
    /** Number id's units are units[starts[id], starts[id + 1]). */
    readonly starts: Int32Array,
  ) {}

  /** From distinct numbers sorted by code unit (Array.prototype.sort's order). */
  static fromSorted(sorted: readonly string[]): NumberTable {
    let total = 0;
    let wide = false;
    for (const number of sorted) {
      total += number.length;
      for (let i = 0; i < number.length && !wide; i++) wide = number.charCodeAt(i) > 0xff;
    }
    const units = wide ? new Uint16Array(total) : new Uint8Array(total);
    const starts = new Int32Array(sorted.length + 1);
    let at = 0;
    sorted.forEach((number, id) => {
      starts[id] = at;
      for (let i = 0; i < number.length; i++) units[at++] = number.charCodeAt(i);
    });
    starts[sorted.length] = at;
    return new NumberTable(units, starts);
  }

  get count(): number {
    return this.starts.length - 1;
  }

  lengthOf(id: number): number {
    return this.starts[id + 1] - this.starts[id];
  }

  /** The unit at `depth` of number id, or -1 past its end (so shorter numbers sort first). */
  unitAt(id: number, depth: number): number {
    const at = this.starts[id] + depth;
    return at < this.starts[id + 1] ? this.units[at] : -1;
  }

  text(id: number): string {
    let text = '';
    for (let at = this.starts[id]; at < this.starts[id + 1]; at++) text += String.fromCharCode(this.units[at]);
    return text;
  }

  /**
   * The first position p in [lo, hi) whose number's unit at `depth` is at least `code`, where the
   * numbers at order[lo..hi) (ids themselves when order is null) share their first `depth` units.
   */
  lowerBound(order: Int32Array | null, lo: number, hi: number, depth: number, code: number): number {
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.unitAt(order === null ? mid : order[mid], depth) < code) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** The positions [lo, hi) within [from, to) of order (ids when null) whose numbers start with `prefix`. */
  prefixRange(order: Int32Array | null, from: number, to: number, prefix: ArrayLike<number>): [number, number] {
    let lo = from;
    let hi = to;
    for (let depth = 0; depth < prefix.length && lo < hi; depth++) {
      lo = this.lowerBound(order, lo, hi, depth, prefix[depth]);
      hi = this.lowerBound(order, lo, hi, depth, prefix[depth] + 1);
    }
    return [lo, hi];
  }

  /** Whether number id holds `fragment` starting after its first unit. */
  holdsInside(id: number, fragment: ArrayLike<number>): boolean {
    const start = this.starts[id];
    const last = this.starts[id + 1] - fragment.length;
    for (let at = start + 1; at <= last; at++) {
      let i = 0;
      while (i < fragment.length && this.units[at + i] === fragment[i]) i++;
      if (i === fragment.length) return true;
    }
    return false;
  }
}
