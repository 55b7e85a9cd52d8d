/**
 * Counting facets ahead of time: for every prefix of up to PREFIX_FACET_MAX_LENGTH characters of
 * every article number, how many articles of each brand start with it and how many are on stock.
 * Longer prefixes match few enough articles (at most a few thousand in the demo catalogue) to count
 * at search time.
 */
export const PREFIX_FACET_MAX_LENGTH = 6;

export interface PrefixFacet {
  prefix: string;
  brand: string;
  count: number;
  instock: number;
}

const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff;

/** The prefixes of an article number that have facets, shortest first. */
export function facetPrefixes(artnrt4: string): string[] {
  const prefixes: string[] = [];
  const longest = Math.min(artnrt4.length, PREFIX_FACET_MAX_LENGTH);
  for (let length = 1; length <= longest; length++) {
    // A prefix never ends in half of a surrogate pair: no query does, and stored as text the
    // half would become U+FFFD and count towards that character's prefix instead.
    if (!isHighSurrogate(artnrt4.charCodeAt(length - 1))) prefixes.push(artnrt4.slice(0, length));
  }
  return prefixes;
}

export class PrefixFacetCounter {
  private readonly counts = new Map<string, { count: number; instock: number }>();

  add(artnrt4: string, brand: string, instock: number): void {
    for (const prefix of facetPrefixes(artnrt4)) {
      const key = `${prefix}\u0000${brand}`;
      const entry = this.counts.get(key);
      if (entry) {
        entry.count++;
        entry.instock += instock;
      } else {
        this.counts.set(key, { count: 1, instock });
      }
    }
  }

  *facets(): Generator<PrefixFacet> {
    for (const [key, { count, instock }] of this.counts) {
      const separator = key.indexOf('\u0000');
      yield { prefix: key.slice(0, separator), brand: key.slice(separator + 1), count, instock };
    }
  }
}
