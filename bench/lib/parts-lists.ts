/**
 * The parts lists of the lookup benchmark: 500 lines as a customer pastes them, drawn from the
 * benchmarked catalogue itself (read through the store, so either backend answers), in a fixed mix
 * of numbers typed as printed, typed with spaces, behind a supplier prefix, replaced, and unknown.
 */
import type { Store } from '../../src/server/store/store';
import type { Article } from '../../src/shared/contract';
import { SUPPLIER_PREFIXES } from '../../src/shared/supplier-prefixes';

export interface ListLine {
  q: string;
  qty: number;
}

/** How a line is typed, and its share of a list (the shares add up to 1). */
export const LINE_MIX = [
  { kind: 'as printed', share: 0.6 },
  { kind: 'with spaces, lower case', share: 0.1 },
  { kind: 'behind a supplier prefix', share: 0.1 },
  { kind: 'discontinued, replaced', share: 0.05 },
  { kind: 'unknown', share: 0.15 },
] as const;

/** A small deterministic generator (mulberry32), so every run posts the same lists. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Article numbers spread over the catalogue: the first articles of every two-character prefix. */
export async function catalogueNumbers(store: Store, perPrefix = 20): Promise<string[]> {
  const characters = [...'0123456789abcdefghijklmnopqrstuvwxyz'];
  const numbers = new Set<string>();
  for (const first of characters) {
    for (const second of characters.slice(0, 10)) {
      const result = await store.search({ q: first + second, exact: false, brands: null, onstock: false, customerId: null, blockedBrands: [], limit: perPrefix });
      for (const doc of result.articles) numbers.add((JSON.parse(doc) as Article).artnr);
    }
  }
  return [...numbers];
}

/** The numbers a replaced line is typed as: discontinued numbers of the demo's replacements that are no article any more. */
export const REPLACED_NUMBERS = ['3RH1122-1BB40', 'E2E-X5MF1'];

export function partsList(numbers: string[], lines: number, random: () => number): ListLine[] {
  const pick = <T>(from: readonly T[]) => from[Math.floor(random() * from.length)];
  const line = (): string => {
    let roll = random();
    const kind = LINE_MIX.find((entry) => (roll -= entry.share) < 0)?.kind ?? 'unknown';
    switch (kind) {
      case 'as printed': return pick(numbers);
      case 'with spaces, lower case': return pick(numbers).replace(/[-/.]/g, ' ').toLowerCase();
      case 'behind a supplier prefix': return `${pick(SUPPLIER_PREFIXES)}${pick(numbers)}`;
      case 'discontinued, replaced': return pick(REPLACED_NUMBERS);
      default: return `QX-${Math.floor(random() * 1e9)}`;
    }
  };
  return Array.from({ length: lines }, () => ({ q: line(), qty: 1 + Math.floor(random() * 50) }));
}
