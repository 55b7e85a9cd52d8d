/**
 * Type detection (spec §4): the lowercased query against the brand lists. A brand the customer may
 * search is `brand`; any other known brand name or alias is `alternative_brand`; else `article`.
 */
import { brandKey, type BrandEntry, type BrandMapping } from '../../../shared/brands/brand-mapping';
import type { SearchType } from './search-slice';

export interface DetectedType {
  searchType: SearchType;
  searchedBrand: string | null;
  searchedBrandData: BrandEntry | null;
}

export function detectSearchType(query: string, pricetoolBrands: string[], brandMapping: BrandMapping): DetectedType {
  const key = brandKey(query);
  const entry = brandMapping[key] ?? null;
  const sold = pricetoolBrands.find((brand) => brand.toLowerCase() === key);
  if (sold) return { searchType: 'brand', searchedBrand: sold, searchedBrandData: entry };
  if (entry) return { searchType: 'alternative_brand', searchedBrand: entry.brand, searchedBrandData: entry };
  return { searchType: 'article', searchedBrand: null, searchedBrandData: null };
}
