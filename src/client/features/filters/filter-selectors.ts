import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '../../app/store';
import { brandNoticesFor } from './brand-notices';

export const selectBrandsInResults = (state: RootState) => state.search.brands_in_results;
export const selectOnStockInResults = (state: RootState) => state.search.onStock_in_results;
export const selectFilterBrands = (state: RootState) => state.search.filter__brands;
export const selectFilterOnStock = (state: RootState) => state.search.filter__onstock;
export const selectSearchType = (state: RootState) => state.search.searchType;
export const selectSearchedBrandData = (state: RootState) => state.search.searchedBrandData;
const selectSearchErrorType = (state: RootState) => (state.search.searchError ? state.search.searchErrorType : null);

/** Brand boxes cannot be used on a search error or in a replacement search (docs/behaviour.md, Filters). */
export const selectBrandFilterLocked = (state: RootState) => state.search.searchError || state.search.isReplacementSearch;

/** Each selected brand counts, and the on-stock filter counts once. */
export const selectActiveFilterCount = (state: RootState) => state.search.filter__brands.length + (state.search.filter__onstock ? 1 : 0);

/** The brands the brand info panel speaks about, each once (docs/behaviour.md, Brands). */
export const selectBrandNotices = createSelector(
  [
    selectSearchType,
    (state: RootState) => state.search.searchedBrand,
    selectSearchedBrandData,
    selectFilterBrands,
    selectBrandsInResults,
    (state: RootState) => state.search.brandMapping,
    selectSearchErrorType,
  ],
  (searchType, searchedBrand, searchedBrandData, filterBrands, brandsInResults, brandMapping, searchErrorType) =>
    brandNoticesFor({ searchType, searchedBrand, searchedBrandData, filterBrands, brandsInResults, brandMapping, searchErrorType }),
);
