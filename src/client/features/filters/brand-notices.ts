/**
 * Which brands the brand info panel speaks about, and what it says (spec §2 "Brand info panel",
 * §3 "Brand mapping entry"). Pure, so the rules are tested without rendering.
 */
import type { BrandCount } from '../../../shared/contract';
import { brandKey, type BrandEntry, type BrandInfo, type BrandMapping } from '../../../shared/brands/brand-mapping';
import type { Language } from '../../../shared/languages';
import type { SearchType } from '../search/search-slice';

export interface BrandNoticeSources {
  searchType: SearchType;
  searchedBrand: string | null;
  searchedBrandData: BrandEntry | null;
  filterBrands: string[];
  brandsInResults: BrandCount[];
  brandMapping: BrandMapping;
}

/** An entry worth showing: it has a message, a note, or both. */
function hasNotice(entry: BrandEntry | null | undefined): entry is BrandEntry {
  return Boolean(entry && (entry.message || entry.info));
}

/**
 * The mapping entries to show, in this order and each canonical brand once: the searched brand
 * (brand and alternative_brand searches), the brands selected in the filter, the single brand in
 * the results, and the entry the saga stored for a single result brand (searchedBrandData).
 */
export function brandNoticesFor(sources: BrandNoticeSources): BrandEntry[] {
  const lookUp = (name: string): BrandEntry | undefined => sources.brandMapping[brandKey(name)];
  const candidates: Array<BrandEntry | null | undefined> = [];
  const isBrandSearch = sources.searchType === 'brand' || sources.searchType === 'alternative_brand';
  if (isBrandSearch && sources.searchedBrand) candidates.push(sources.searchedBrandData ?? lookUp(sources.searchedBrand));
  for (const brand of sources.filterBrands) candidates.push(lookUp(brand));
  if (sources.brandsInResults.length === 1) candidates.push(lookUp(sources.brandsInResults[0].brand));
  candidates.push(sources.searchedBrandData);

  const seen = new Set<string>();
  return candidates.filter(hasNotice).filter((entry) => {
    const key = brandKey(entry.brand);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The note in the interface language, else in English; null when there is none. */
export function infoText(info: BrandInfo, language: Language): string | null {
  if (info === null) return null;
  const text = typeof info === 'string' ? info : info[language] || info.EN;
  return text && text.trim() !== '' ? text : null;
}
