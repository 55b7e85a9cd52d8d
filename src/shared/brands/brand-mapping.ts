/**
 * The brand mapping (docs/behaviour.md, Brands): every brand name or alias a customer might type, mapped to its
 * canonical brand, whether the tool sells it (in_PT), the message to show and an optional note.
 * The data lives in brand-data.json; the server seeds its tables from it and the SPA's type
 * detection reads it, so both always agree.
 */
import type { Language } from '../languages';
import brandData from './brand-data.json';

export type BrandMessage = '' | 'not_sell_this_brand' | 'send_inquiry_via_email';

/** A note on a brand: one text for every language, or one per language with EN as the fallback. */
export type BrandInfo = null | string | ({ EN: string } & Partial<Record<Language, string>>);

export interface BrandEntry {
  brand: string;
  in_PT: 'yes' | '';
  message: BrandMessage;
  info: BrandInfo;
}

export interface CanonicalBrand extends BrandEntry {
  /** Sub-brands and spelling variants that lead to this brand. */
  aliases: string[];
}

export const CANONICAL_BRANDS: readonly CanonicalBrand[] = brandData as CanonicalBrand[];

/** The key under which a name is looked up: lowercased and trimmed, as type detection compares. */
export function brandKey(name: string): string {
  return name.trim().toLowerCase();
}

export type BrandMapping = Record<string, BrandEntry>;

/** Every canonical name and alias, keyed by brandKey, pointing at its canonical entry. */
export function buildBrandMapping(brands: readonly CanonicalBrand[] = CANONICAL_BRANDS): BrandMapping {
  const mapping: BrandMapping = {};
  for (const { aliases, ...entry } of brands) {
    for (const name of [entry.brand, ...aliases]) mapping[brandKey(name)] = entry;
  }
  return mapping;
}

/** The brands the tool sells (in_PT yes), sorted as the customer sees them. */
export function soldBrandNames(brands: readonly CanonicalBrand[] = CANONICAL_BRANDS): string[] {
  return brands
    .filter((b) => b.in_PT === 'yes')
    .map((b) => b.brand)
    .sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }));
}
