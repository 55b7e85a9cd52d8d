/**
 * Which brands the brand info panel speaks about, and what it says (docs/behaviour.md,
 * Brands). Pure, so the rules are tested without rendering.
 */
import type { BrandCount } from '../../../../shared/contract';
import { brandKey, type BrandEntry, type BrandInfo, type BrandMapping } from '../../../../shared/brands/brand-mapping';
import type { Language } from '../../../../shared/languages';
import type { SearchErrorType, SearchType } from '../search-slice';

/** A translation key and its values. */
export interface Text {
  key: string;
  values?: Record<string, string>;
}

/**
 * What a failed search says. A searched brand without articles is "in our catalog" only when we
 * sell it; a brand we do not sell says so (or how to enquire) instead, and one with nothing to say
 * (not sold, no message) gets the ordinary no_results text. Blocked brands never get here: type
 * detection does not know them (search-type.ts).
 */
export function searchErrorText(errorType: SearchErrorType, searchType: SearchType, searchedBrandData: BrandEntry | null): Text {
  const notSold = errorType === 'brand_search' && searchType === 'alternative_brand' && searchedBrandData !== null && searchedBrandData.in_PT !== 'yes';
  if (!notSold) return { key: `results.errors.${errorType}` };
  if (searchedBrandData.message) return { key: `brandInfo.${searchedBrandData.message}`, values: { brand: searchedBrandData.brand } };
  return { key: 'results.errors.no_results' };
}

/** The error already says the searched brand's message (searchErrorText), so its notice need not. */
function errorSaysMessage(sources: BrandNoticeSources): boolean {
  const { searchErrorType = null, searchType, searchedBrandData } = sources;
  return searchErrorType !== null && searchErrorText(searchErrorType, searchType, searchedBrandData).key.startsWith('brandInfo.');
}

export interface BrandNoticeSources {
  searchType: SearchType;
  searchedBrand: string | null;
  searchedBrandData: BrandEntry | null;
  filterBrands: string[];
  brandsInResults: BrandCount[];
  brandMapping: BrandMapping;
  /** The failed search's error, if the search failed. */
  searchErrorType?: SearchErrorType | null;
}

/** An entry worth showing: it has a message, a note, or both. */
function hasNotice(entry: BrandEntry | null | undefined): entry is BrandEntry {
  return Boolean(entry && (entry.message || entry.info));
}

/**
 * The mapping entries to show, in this order and each canonical brand once: the searched brand
 * (brand and alternative_brand searches; without the message its failed search already shows),
 * the brands selected in the filter, the single brand in the results, and the entry the saga
 * stored for a single result brand (searchedBrandData).
 */
export function brandNoticesFor(sources: BrandNoticeSources): BrandEntry[] {
  const lookUp = (name: string): BrandEntry | undefined => sources.brandMapping[brandKey(name)];
  const candidates: Array<BrandEntry | null | undefined> = [];
  const isBrandSearch = sources.searchType === 'brand' || sources.searchType === 'alternative_brand';
  if (isBrandSearch && sources.searchedBrand) candidates.push(sources.searchedBrandData ?? lookUp(sources.searchedBrand));
  for (const brand of sources.filterBrands) candidates.push(lookUp(brand));
  if (sources.brandsInResults.length === 1) candidates.push(lookUp(sources.brandsInResults[0].brand));
  candidates.push(sources.searchedBrandData);

  const saidByError = errorSaysMessage(sources) ? brandKey(sources.searchedBrandData?.brand ?? '') : null;
  const withoutSaid = (entry: BrandEntry | null | undefined) => (entry && brandKey(entry.brand) === saidByError ? { ...entry, message: '' as const } : entry);
  const seen = new Set<string>();
  return candidates.map(withoutSaid).filter(hasNotice).filter((entry) => {
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
