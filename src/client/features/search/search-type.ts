/**
 * Type detection (docs/behaviour.md, Search): the lowercased query against the brand lists. A brand the customer may
 * search is `brand`; any other known brand name or alias is `alternative_brand`; else `article`.
 * A brand blocked for the customer is not known to that customer's searches at all: it is never
 * acknowledged, not even as "in our catalog".
 */
import { brandKey, type BrandEntry, type BrandMapping } from '../../../shared/brands/brand-mapping';
import { normaliseQuery } from '../../../shared/normalise';
import type { SearchType } from './search-slice';

export interface DetectedType {
  searchType: SearchType;
  searchedBrand: string | null;
  searchedBrandData: BrandEntry | null;
}

/** The brand lists a customer's searches are compared with. */
export interface SearchableBrands {
  /** The brands the customer may search (pricetool_brands). */
  pricetoolBrands: string[];
  /** Every brand name and alias, less the brands blocked for the customer. */
  mapping: BrandMapping;
}

/** The user's blocked_brands ("Pilz,Omron") as brand keys. */
export function blockedBrandKeys(blockedBrands: string | null | undefined): Set<string> {
  return new Set((blockedBrands ?? '').split(',').map(brandKey).filter(Boolean));
}

/** The mapping without the names (canonical or alias) of blocked brands. */
export function visibleBrandMapping(mapping: BrandMapping, blocked: Set<string>): BrandMapping {
  if (blocked.size === 0) return mapping;
  return Object.fromEntries(Object.entries(mapping).filter(([, entry]) => !blocked.has(brandKey(entry.brand))));
}

export function detectSearchType(query: string, { pricetoolBrands, mapping }: SearchableBrands): DetectedType {
  const key = brandKey(query);
  const entry = mapping[key] ?? null;
  const sold = pricetoolBrands.find((brand) => brand.toLowerCase() === key);
  if (sold) return { searchType: 'brand', searchedBrand: sold, searchedBrandData: entry };
  if (entry) return { searchType: 'alternative_brand', searchedBrand: entry.brand, searchedBrandData: entry };
  return { searchType: 'article', searchedBrand: null, searchedBrandData: null };
}

/** The canonical brand a name stands for, or null. */
function canonicalBrand(name: string, { pricetoolBrands, mapping }: SearchableBrands): string | null {
  const key = brandKey(name);
  return pricetoolBrands.find((brand) => brand.toLowerCase() === key) ?? mapping[key]?.brand ?? null;
}

export interface LeadingBrand {
  brand: string;
  rest: string;
}

/**
 * "Siemens 6ES7214-1AG40-0XB0" → Siemens and "6ES7214-1AG40-0XB0": the longest run of leading
 * words that names a brand (so "Phoenix Contact 0828734" is Phoenix Contact, not Phoenix), with
 * an article number after it. A query that is only a brand name is a brand search, not split.
 */
export function splitLeadingBrand(query: string, brands: SearchableBrands): LeadingBrand | null {
  const words = query.trim().split(/\s+/u);
  if (canonicalBrand(words.join(' '), brands)) return null;
  for (let count = words.length - 1; count >= 1; count--) {
    const brand = canonicalBrand(words.slice(0, count).join(' '), brands);
    const rest = words.slice(count).join(' ');
    if (brand && normaliseQuery(rest) !== '') return { brand, rest };
  }
  return null;
}
