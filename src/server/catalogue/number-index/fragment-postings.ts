/**
 * Which numbers hold a fragment further in than their start: for every trigram, the numbers
 * holding it at position 1 or later, as ascending positions of the shortest-first order (so the
 * first matches found are the ones answered first). One Int32Array for all lists.
 */
import type { NumberTable } from './number-table';

/** Digits and lowercase letters get a code of their own; every other unit shares the last one. */
const ALPHABET = 37;
const GRAMS = ALPHABET ** 3;

function symbol(code: number): number {
  if (code >= 48 && code <= 57) return code - 48;
  if (code >= 97 && code <= 122) return code - 87;
  return ALPHABET - 1;
}

function gramAt(units: ArrayLike<number>, at: number): number {
  return (symbol(units[at]) * ALPHABET + symbol(units[at + 1])) * ALPHABET + symbol(units[at + 2]);
}

export class FragmentPostings {
  constructor(
    /** The list of trigram g is postings[offsets[g], offsets[g + 1]). */
    readonly offsets: Int32Array,
    readonly postings: Int32Array,
  ) {}

  /** `shortestFirst` lists the table's ids in the order the lists are to be kept in. */
  static build(table: NumberTable, shortestFirst: Int32Array): FragmentPostings {
    const { units, starts } = table;
    // Two passes over the same grams, counting then filling. Each list is filled in order, so a
    // gram repeated within one number is skipped by comparing with the list's last entry.
    const last = new Int32Array(GRAMS);
    const eachGram = (visit: (gram: number, position: number) => void) => {
      last.fill(-1);
      for (let position = 0; position < shortestFirst.length; position++) {
        const id = shortestFirst[position];
        for (let at = starts[id] + 1; at + 3 <= starts[id + 1]; at++) {
          const gram = gramAt(units, at);
          if (last[gram] !== position) {
            last[gram] = position;
            visit(gram, position);
          }
        }
      }
    };
    const offsets = new Int32Array(GRAMS + 1);
    eachGram((gram) => { offsets[gram + 1]++; });
    for (let gram = 0; gram < GRAMS; gram++) offsets[gram + 1] += offsets[gram];
    const postings = new Int32Array(offsets[GRAMS]);
    const fill = offsets.slice(0, GRAMS);
    eachGram((gram, position) => { postings[fill[gram]++] = position; });
    return new FragmentPostings(offsets, postings);
  }

  /**
   * Calls `visit` with every position whose number holds all of the fragment's trigrams (at least
   * 3 units), in ascending order, until it returns false: walks the rarest list and checks the
   * next rarest by galloping, so a common fragment stops early and a rare one reads little.
   */
  candidates(fragment: ArrayLike<number>, visit: (position: number) => boolean): void {
    const grams: number[] = [];
    for (let at = 0; at + 3 <= fragment.length; at++) grams.push(gramAt(fragment, at));
    grams.sort((a, b) => this.lengthOf(a) - this.lengthOf(b));
    const [rarest, next = rarest] = grams;
    let other = this.offsets[next];
    const otherEnd = this.offsets[next + 1];
    for (let p = this.offsets[rarest]; p < this.offsets[rarest + 1]; p++) {
      const position = this.postings[p];
      if (next !== rarest) {
        other = this.gallop(other, otherEnd, position);
        if (other === otherEnd) return;
        if (this.postings[other] !== position) continue;
      }
      if (!visit(position)) return;
    }
  }

  private lengthOf(gram: number): number {
    return this.offsets[gram + 1] - this.offsets[gram];
  }

  /** The first index in [from, to) whose posting is at least `position`. */
  private gallop(from: number, to: number, position: number): number {
    let step = 1;
    let hi = from;
    while (hi < to && this.postings[hi] < position) {
      from = hi + 1;
      hi += step;
      step *= 2;
    }
    hi = Math.min(hi, to);
    while (from < hi) {
      const mid = (from + hi) >>> 1;
      if (this.postings[mid] < position) from = mid + 1;
      else hi = mid;
    }
    return from;
  }
}
