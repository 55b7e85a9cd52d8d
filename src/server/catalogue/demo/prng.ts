/**
 * A small seeded PRNG (sfc32, seeded through splitmix32) for the demo catalogue. Same seed, same
 * sequence, on every platform: only 32-bit integer maths.
 */

/** Items with relative weights, prepared once for fast weighted picks (binary search). */
export interface Weighted<T> {
  readonly items: readonly T[];
  readonly cumulative: Float64Array;
  readonly total: number;
}

export function weightedTable<T>(entries: readonly (readonly [T, number])[]): Weighted<T> {
  if (entries.length === 0) throw new Error('weightedTable: no entries');
  const cumulative = new Float64Array(entries.length);
  let total = 0;
  entries.forEach(([, weight], i) => {
    if (!(weight > 0)) throw new Error(`weightedTable: weight must be positive, got ${weight}`);
    total += weight;
    cumulative[i] = total;
  });
  return { items: entries.map(([item]) => item), cumulative, total };
}

/** Parses "DE:6,CN:2,CZ" (weight 1 when omitted) into a weighted table. */
export function parseWeighted(spec: string): Weighted<string> {
  return weightedTable(
    spec.split(',').map((part) => {
      const [item, weight] = part.trim().split(':');
      return [item, weight === undefined ? 1 : Number(weight)] as const;
    }),
  );
}

export class Prng {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(seed: number) {
    let s = seed >>> 0;
    const splitmix = (): number => {
      s = (s + 0x9e3779b9) | 0;
      let z = s;
      z = Math.imul(z ^ (z >>> 16), 0x21f0aaad);
      z = Math.imul(z ^ (z >>> 15), 0x735a2d97);
      return (z ^ (z >>> 15)) >>> 0;
    };
    this.a = splitmix();
    this.b = splitmix();
    this.c = splitmix();
    this.d = splitmix();
    for (let i = 0; i < 12; i++) this.uint32();
  }

  /** The next 32-bit unsigned integer (sfc32). */
  uint32(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return t >>> 0;
  }

  /** A float in [0, 1). */
  next(): number {
    return this.uint32() / 4294967296;
  }

  /** An integer in [min, max], both inclusive. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)];
  }

  weighted<T>(table: Weighted<T>): T {
    const target = this.next() * table.total;
    const cum = table.cumulative;
    let lo = 0;
    let hi = cum.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (cum[mid] > target) hi = mid;
      else lo = mid + 1;
    }
    return table.items[lo];
  }

  /** Log-uniform in [min, max]; skew > 1 pulls values towards min. */
  logUniform(min: number, max: number, skew = 1): number {
    const u = skew === 1 ? this.next() : Math.pow(this.next(), skew);
    return min * Math.exp(u * Math.log(max / min));
  }
}
