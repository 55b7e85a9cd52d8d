/**
 * Search state, with the field names of spec §3. The search flow itself (the saga) drives most
 * of it; the header's search box reads and raises a few of these events.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Article, BrandCount } from '../../../shared/contract';
import type { BrandEntry } from '../../../shared/brands/brand-mapping';
import { appReset } from '../../app/app-actions';
import { RESULTS_PER_PAGE } from '../../config/constants';

export type SearchType = 'article' | 'brand' | 'alternative_brand';
export type SearchErrorType = 'unauthorized' | 'invalid_query' | 'server_error' | 'no_results' | 'brand_search';

export interface SearchState {
  searchQuery: string;
  searchQuerySnap: string;
  searchType: SearchType;
  searchedBrand: string | null;
  searchedBrandData: BrandEntry | null;
  exactMatch: boolean;
  searchResults: Article[];
  brands_in_results: BrandCount[];
  onStock_in_results: number;
  filter__brands: string[];
  filter__onstock: boolean;
  isLoadingResults: boolean;
  searchError: boolean;
  searchErrorType: SearchErrorType | null;
  hasSearched: boolean;
  currentPage: number;
  resultsPerPage: number;
  isReplacementSearch: boolean;
  replacementOriginBrand: string | null;
  isExactMatchWithReplacements: boolean;
  exactMatchArticle: Article | null;
  replacementsForExactMatch: Article[];
  currentSearchId: string | null;
  brandMapping: Record<string, BrandEntry>;
  /** Increases with every focus request; the search box glows when it changes. */
  focusRequest: number;
}

export const initialSearchState: SearchState = {
  searchQuery: '',
  searchQuerySnap: '',
  searchType: 'article',
  searchedBrand: null,
  searchedBrandData: null,
  exactMatch: false,
  searchResults: [],
  brands_in_results: [],
  onStock_in_results: 0,
  filter__brands: [],
  filter__onstock: false,
  isLoadingResults: false,
  searchError: false,
  searchErrorType: null,
  hasSearched: false,
  currentPage: 1,
  resultsPerPage: RESULTS_PER_PAGE,
  isReplacementSearch: false,
  replacementOriginBrand: null,
  isExactMatchWithReplacements: false,
  exactMatchArticle: null,
  replacementsForExactMatch: [],
  currentSearchId: null,
  brandMapping: {},
  focusRequest: 0,
};

const searchSlice = createSlice({
  name: 'search',
  initialState: initialSearchState,
  reducers: {
    queryChanged(state, action: PayloadAction<string>) {
      state.searchQuery = action.payload;
    },
    /** The customer pressed Enter or the search button. */
    searchSubmitted() {},
    searchFocusRequested(state) {
      state.focusRequest += 1;
    },
    /** The title was clicked: back to the start page with nothing searched. */
    searchReset() {
      return initialSearchState;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(appReset, () => initialSearchState);
  },
});

export const { queryChanged, searchSubmitted, searchFocusRequested, searchReset } = searchSlice.actions;
export const searchReducer = searchSlice.reducer;
