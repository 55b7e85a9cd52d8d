/**
 * Search state: only what cannot be derived (selectors derive the rest: whether the search failed,
 * whether an exact match has replacements, what the results area shows). The search flow itself
 * (the saga) drives most of it; the header's search box reads and raises a few of these events.
 * Action types and payloads are those support logs already hold, so those logs still replay.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Article, BrandCount } from '../../../shared/contract';
import type { BrandEntry } from '../../../shared/brands/brand-mapping';
import { appReset, loginSucceeded } from '../session';

export type SearchType = 'article' | 'brand' | 'alternative_brand';
export type SearchErrorType = 'unauthorized' | 'invalid_query' | 'server_error' | 'too_many_requests' | 'no_results' | 'brand_search';

export interface SearchState {
  searchQuery: string;
  searchQuerySnap: string;
  searchType: SearchType;
  searchedBrand: string | null;
  searchedBrandData: BrandEntry | null;
  searchResults: Article[];
  /** How many articles match in all; searchResults holds at most SEARCH_RESULT_LIMIT of them. */
  totalResults: number;
  brands_in_results: BrandCount[];
  onStock_in_results: number;
  filter__brands: string[];
  filter__onstock: boolean;
  isLoadingResults: boolean;
  /** Why the last search failed; null when it did not. */
  searchErrorType: SearchErrorType | null;
  /** A search has been answered with articles since the start page. */
  hasSearched: boolean;
  currentPage: number;
  isReplacementSearch: boolean;
  replacementOriginBrand: string | null;
  /** The articles shown are close to a number that found nothing (docs/search-flow.md, Mistyped numbers), not matches of it. */
  isSimilarSearch: boolean;
  /** The single article found, when its replacements are shown below it; else null. */
  exactMatchArticle: Article | null;
  replacementsForExactMatch: Article[];
  currentSearchId: string | null;
  /** Increases with every focus request; the search box glows when it changes. */
  focusRequest: number;
  /**
   * What the customer typed into the box while it was blank for loading, or null: it is what the
   * box holds when loading ends (docs/search-flow.md, "Typing while a search loads").
   */
  queryTypedWhileLoading: string | null;
}

export const initialSearchState: SearchState = {
  searchQuery: '',
  searchQuerySnap: '',
  searchType: 'article',
  searchedBrand: null,
  searchedBrandData: null,
  searchResults: [],
  totalResults: 0,
  brands_in_results: [],
  onStock_in_results: 0,
  filter__brands: [],
  filter__onstock: false,
  isLoadingResults: false,
  searchErrorType: null,
  hasSearched: false,
  currentPage: 1,
  isReplacementSearch: false,
  replacementOriginBrand: null,
  isSimilarSearch: false,
  exactMatchArticle: null,
  replacementsForExactMatch: [],
  currentSearchId: null,
  focusRequest: 0,
  queryTypedWhileLoading: null,
};

/** What a search asks for: the query as the customer typed it and the filters. */
export interface SearchRequest {
  query: string;
  brands: string[];
  onstock: boolean;
}

/** A results list the page can show: the articles with their brand and on-stock counts. */
export interface ResultSet {
  articles: Article[];
  brands: BrandCount[];
  onStock: number;
}

function clearResults(state: SearchState) {
  state.searchResults = [];
  state.totalResults = 0;
  state.brands_in_results = [];
  state.onStock_in_results = 0;
  state.exactMatchArticle = null;
  state.replacementsForExactMatch = [];
  state.isSimilarSearch = false;
}

/** An answer with articles, in place of whatever was shown; `total` is all that match, by default the articles. */
function showAnswer(state: SearchState, answer: ResultSet & { query: string }, total = answer.articles.length) {
  clearResults(state);
  state.searchResults = answer.articles;
  state.totalResults = total;
  state.brands_in_results = answer.brands;
  state.onStock_in_results = answer.onStock;
  state.searchQuerySnap = answer.query;
  state.searchErrorType = null;
  state.hasSearched = true;
}

/** The box shows the query again, or what the customer typed into it meanwhile. */
function endLoading(state: SearchState) {
  state.isLoadingResults = false;
  if (state.queryTypedWhileLoading !== null) state.searchQuery = state.queryTypedWhileLoading;
  state.queryTypedWhileLoading = null;
}

const searchSlice = createSlice({
  name: 'search',
  initialState: initialSearchState,
  reducers: {
    /** The box is blank while loading, so what is typed then starts from blank, not from the query loading. */
    queryChanged(state, action: PayloadAction<string>) {
      if (state.isLoadingResults) state.queryTypedWhileLoading = action.payload;
      else state.searchQuery = action.payload;
    },
    /** The customer pressed Enter or the search button. */
    searchSubmitted() {},
    /** The customer chose one of the search box's suggestions: the box shows its number at once. */
    suggestionChosen(state, action: PayloadAction<{ artnr: string; brand: string }>) {
      state.searchQuery = action.payload.artnr;
    },
    searchFocusRequested(state) {
      state.focusRequest += 1;
    },
    /** The title was clicked: back to the start page with nothing searched. */
    searchReset() {
      return initialSearchState;
    },
    /** A submitted search starts afresh: no replacement mode, no filters, no search id. */
    submissionAccepted(state, action: PayloadAction<string>) {
      state.searchQuery = action.payload;
      state.isReplacementSearch = false;
      state.filter__brands = [];
      state.filter__onstock = false;
      state.currentSearchId = null;
    },
    /** Every trigger (submit, filter, chip, URL) ends here; the saga runs the newest only. */
    searchRequested(state, action: PayloadAction<SearchRequest>) {
      state.searchQuery = action.payload.query;
      state.filter__brands = action.payload.brands;
      state.filter__onstock = action.payload.onstock;
    },
    searchStarted(state) {
      state.isLoadingResults = true;
      state.isReplacementSearch = false;
      state.replacementOriginBrand = null;
      state.searchedBrandData = null;
    },
    searchTypeDetected(state, action: PayloadAction<{ searchType: SearchType; searchedBrand: string | null; searchedBrandData: BrandEntry | null }>) {
      state.searchType = action.payload.searchType;
      state.searchedBrand = action.payload.searchedBrand;
      state.searchedBrandData = action.payload.searchedBrandData;
    },
    searchIdReceived(state, action: PayloadAction<string | null>) {
      state.currentSearchId = action.payload;
    },
    /** The page was reloaded: the id held before it is held again (kept in sessionStorage meanwhile). */
    searchIdRestored(state, action: PayloadAction<string>) {
      state.currentSearchId = action.payload;
    },
    /**
     * total: the server's count of all matches; without it (a support log from before) the articles
     * are all. exactMatch is derived from the results and the query (selectExactMatch), so it is not read.
     */
    resultsReceived(state, action: PayloadAction<ResultSet & { query: string; exactMatch: boolean; total?: number }>) {
      showAnswer(state, action.payload, action.payload.total);
    },
    replacementResultsReceived(state, action: PayloadAction<ResultSet & { query: string; originBrand: string | null }>) {
      showAnswer(state, action.payload);
      state.isReplacementSearch = true;
      state.replacementOriginBrand = action.payload.originBrand;
    },
    /** Nothing matched the number: articles close to it, all of them shown (no cap notice). */
    similarResultsReceived(state, action: PayloadAction<ResultSet & { query: string }>) {
      showAnswer(state, action.payload);
      state.isSimilarSearch = true;
    },
    exactMatchReplacementsFound(state, action: PayloadAction<{ article: Article; replacements: Article[] }>) {
      state.exactMatchArticle = action.payload.article;
      state.replacementsForExactMatch = action.payload.replacements;
    },
    exactMatchReplacementsCleared(state) {
      state.exactMatchArticle = null;
      state.replacementsForExactMatch = [];
    },
    /** The single brand in the results has a message or note: show it, and treat the search as an article search. */
    brandNoticeFound(state, action: PayloadAction<BrandEntry>) {
      state.searchedBrandData = action.payload;
      state.searchType = 'article';
    },
    searchFailed(state, action: PayloadAction<{ errorType: SearchErrorType; query: string }>) {
      clearResults(state);
      state.searchErrorType = action.payload.errorType;
      state.searchQuerySnap = action.payload.query;
    },
    /** An empty query runs no search. */
    searchSkipped(state) {
      endLoading(state);
    },
    /** Held for LOADING_DELAY_MS after the search ended; then the first page shows. */
    loadingFinished(state) {
      endLoading(state);
      state.currentPage = 1;
    },
    filtersChanged(state, action: PayloadAction<{ brands?: string[]; onstock?: boolean }>) {
      if (action.payload.brands) state.filter__brands = action.payload.brands;
      if (action.payload.onstock !== undefined) state.filter__onstock = action.payload.onstock;
      state.currentSearchId = null;
    },
    brandChipRemoved(state, action: PayloadAction<string>) {
      state.filter__brands = state.filter__brands.filter((brand) => brand !== action.payload);
      state.currentSearchId = null;
    },
    onStockChipRemoved(state) {
      state.filter__onstock = false;
      state.currentSearchId = null;
    },
    allChipsRemoved(state) {
      state.filter__brands = [];
      state.filter__onstock = false;
      state.currentSearchId = null;
    },
    /** The page was opened (or moved by back/forward) at a search URL. */
    urlChanged(_state, _action: PayloadAction<SearchRequest>) {},
    pageChanged(state, action: PayloadAction<number>) {
      state.currentPage = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(appReset, () => initialSearchState);
    // A sign-in starts on the start page: nothing a previous session left (say, the error of a
    // search made as its token was cleared) is shown to the customer signing in.
    builder.addCase(loginSucceeded, () => initialSearchState);
  },
});

export const {
  queryChanged, searchSubmitted, suggestionChosen, searchFocusRequested, searchReset, submissionAccepted, searchRequested, searchStarted,
  searchTypeDetected, searchIdReceived, searchIdRestored, resultsReceived, replacementResultsReceived, similarResultsReceived,
  exactMatchReplacementsFound, exactMatchReplacementsCleared, brandNoticeFound, searchFailed, searchSkipped, loadingFinished, filtersChanged,
  brandChipRemoved, onStockChipRemoved, allChipsRemoved, urlChanged, pageChanged,
} = searchSlice.actions;
export const searchReducer = searchSlice.reducer;
