import { createSelector } from '@reduxjs/toolkit';
import { selectBrandMapping } from '../../session';
import { selectSearchError, selectSearchErrorType, type SearchRootState } from '../search-selectors';
import { brandNoticesFor } from './brand-notices';

export const selectBrandsInResults = (state: SearchRootState) => state.search.brands_in_results;
export const selectOnStockInResults = (state: SearchRootState) => state.search.onStock_in_results;
export const selectFilterBrands = (state: SearchRootState) => state.search.filter__brands;
export const selectFilterOnStock = (state: SearchRootState) => state.search.filter__onstock;
export const selectSearchType = (state: SearchRootState) => state.search.searchType;
export const selectSearchedBrand = (state: SearchRootState) => state.search.searchedBrand;
export const selectSearchedBrandData = (state: SearchRootState) => state.search.searchedBrandData;

/** Brand boxes cannot be used on a search error or in a replacement search (docs/behaviour.md, Filters). */
export const selectBrandFilterLocked = (state: SearchRootState) => selectSearchError(state) || state.search.isReplacementSearch;

/** Each selected brand counts, and the on-stock filter counts once. */
export const selectActiveFilterCount = (state: SearchRootState) => state.search.filter__brands.length + (state.search.filter__onstock ? 1 : 0);

/** The brands the brand info panel speaks about, each once (docs/behaviour.md, Filters). */
export const selectBrandNotices = createSelector(
  [selectSearchType, selectSearchedBrand, selectSearchedBrandData, selectFilterBrands, selectBrandsInResults, selectSearchErrorType, selectBrandMapping],
  (searchType, searchedBrand, searchedBrandData, filterBrands, brandsInResults, searchErrorType, brandMapping) =>
    brandNoticesFor({ searchType, searchedBrand, searchedBrandData, filterBrands, brandsInResults, brandMapping, searchErrorType }),
);
