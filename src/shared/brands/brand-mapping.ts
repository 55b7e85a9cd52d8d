/**
 * The brand mapping (docs/behaviour.md, Brands): every brand name or alias a customer might type, mapped to its
 * canonical brand, whether the tool sells it (in_PT), the message to show and an optional note.
 * The data lives in the server's database (`npm run brands:import`, or the demo seeding); the SPA
 * loads it from GET /api/brand-data, so both always agree and a changed note needs no rebuild.
 */
import type { BrandDataEntry } from '../contract';

/** A canonical brand with its aliases, as GET /api/brand-data sends it (the contract's BrandDataEntrySchema). */
export type CanonicalBrand = BrandDataEntry;
export type BrandMessage = CanonicalBrand['message'];
/** A note on a brand: one text for every language, or one per language with EN as the fallback. */
export type BrandInfo = CanonicalBrand['info'];
/** What a name or alias maps to: its canonical brand without the aliases. */
export type BrandEntry = Omit<CanonicalBrand, 'aliases'>;

/** The key under which a name is looked up: lowercased and trimmed, as type detection compares. */
export function brandKey(name: string): string {
  return name.trim().toLowerCase();
}

export type BrandMapping = Record<string, BrandEntry>;

/** Every canonical name and alias, keyed by brandKey, pointing at its canonical entry. */
export function buildBrandMapping(brands: readonly CanonicalBrand[]): BrandMapping {
  const mapping: BrandMapping = {};
  for (const { aliases, ...entry } of brands) {
    for (const name of [entry.brand, ...aliases]) mapping[brandKey(name)] = entry;
  }
  return mapping;
}

/** The brands the tool sells (in_PT yes), sorted as the customer sees them. */
export function soldBrandNames(brands: readonly CanonicalBrand[]): string[] {
  return brands
    .filter((b) => b.in_PT === 'yes')
    .map((b) => b.brand)
    .sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }));
}
