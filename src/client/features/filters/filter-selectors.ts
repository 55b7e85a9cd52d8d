import { createSelector } from '@reduxjs/toolkit';
import type { StateWithSearch } from '../search/search-selectors';
import { brandNoticesFor } from './brand-notices';

export const selectBrandsInResults = (state: StateWithSearch) => state.search.brands_in_results;
export const selectOnStockInResults = (state: StateWithSearch) => state.search.onStock_in_results;
export const selectFilterBrands = (state: StateWithSearch) => state.search.filter__brands;
export const selectFilterOnStock = (state: StateWithSearch) => state.search.filter__onstock;
export const selectSearchType = (state: StateWithSearch) => state.search.searchType;
export const selectSearchedBrandData = (state: StateWithSearch) => state.search.searchedBrandData;
const selectSearchErrorType = (state: StateWithSearch) => (state.search.searchError ? state.search.searchErrorType : null);

/** Spec §2: brand boxes cannot be used on a search error or in a replacement search. */
export const selectBrandFilterLocked = (state: StateWithSearch) => state.search.searchError || state.search.isReplacementSearch;

/** Each selected brand counts, and the on-stock filter counts once. */
export const selectActiveFilterCount = (state: StateWithSearch) => state.search.filter__brands.length + (state.search.filter__onstock ? 1 : 0);

/** The brands the brand info panel speaks about, each once (spec §2 "Brand info panel"). */
export const selectBrandNotices = createSelector(
  [
    selectSearchType,
    (state: StateWithSearch) => state.search.searchedBrand,
    selectSearchedBrandData,
    selectFilterBrands,
    selectBrandsInResults,
    (state: StateWithSearch) => state.search.brandMapping,
    selectSearchErrorType,
  ],
  (searchType, searchedBrand, searchedBrandData, filterBrands, brandsInResults, brandMapping, searchErrorType) =>
    brandNoticesFor({ searchType, searchedBrand, searchedBrandData, filterBrands, brandsInResults, brandMapping, searchErrorType }),
);
