/**
 * Every read of the search state, typed on the search slice alone (no app store type), so the
 * search feature stays below the app. What can be derived is derived here, never stored.
 */
import { createSelector } from '@reduxjs/toolkit';
import { normaliseQuery } from '../../../shared/normalise';
import { api } from '../../api/api';
import { requestWentUnanswered } from './search-errors';
import type { SearchRequest, SearchState } from './search-slice';

export interface SearchRootState {
  search: SearchState;
}

export const selectSearchQuery = (state: SearchRootState) => state.search.searchQuery;
export const selectSearchQuerySnap = (state: SearchRootState) => state.search.searchQuerySnap;
export const selectIsLoadingResults = (state: SearchRootState) => state.search.isLoadingResults;
export const selectFocusRequest = (state: SearchRootState) => state.search.focusRequest;
export const selectHasSearched = (state: SearchRootState) => state.search.hasSearched;
export const selectCurrentSearchId = (state: SearchRootState) => state.search.currentSearchId;
export const selectSearchErrorType = (state: SearchRootState) => state.search.searchErrorType;
export const selectSearchError = (state: SearchRootState) => state.search.searchErrorType !== null;
export const selectSearchResults = (state: SearchRootState) => state.search.searchResults;
export const selectIsReplacementSearch = (state: SearchRootState) => state.search.isReplacementSearch;
export const selectIsExactMatchWithReplacements = (state: SearchRootState) => state.search.exactMatchArticle !== null;

/** Exactly one article came back, and it is the article number searched (not for replacements). */
export const selectExactMatch = (state: SearchRootState) => {
  const { searchResults, searchQuerySnap, isReplacementSearch } = state.search;
  return !isReplacementSearch && searchResults.length === 1 && searchResults[0].artnrt4 === normaliseQuery(searchQuerySnap);
};

/** The page of the list shown: while loading it is the first, the one shown when loading ends. */
export const selectShownPage = (state: SearchRootState) => (state.search.isLoadingResults ? 1 : state.search.currentPage);

/** What the box shows: blank while loading (the query is in the placeholder), unless typed into meanwhile. */
export const selectSearchBoxValue = (state: SearchRootState) =>
  (state.search.isLoadingResults ? (state.search.queryTypedWhileLoading ?? '') : state.search.searchQuery);

export const selectTypedWhileLoading = (state: SearchRootState) => state.search.queryTypedWhileLoading !== null;

/**
 * The query in the box is the last one run and that search was answered (results, none, a brand,
 * an invalid query): running it again would show the same. A search whose request failed is not
 * counted, so the customer can try it again.
 */
export const selectRepeatsAnsweredSearch = (state: SearchRootState) =>
  state.search.searchQuery.trim().toLowerCase() === state.search.searchQuerySnap.trim().toLowerCase()
  && !requestWentUnanswered(state.search.searchErrorType);

/** Disabled while loading, while the query is blank, or while it repeats the last search answered. */
export const selectCanSubmitSearch = (state: SearchRootState) =>
  !state.search.isLoadingResults && state.search.searchQuery.trim() !== '' && !selectRepeatsAnsweredSearch(state);

/** The list was cut off at the server's limit: how many it shows of how many match, else null. */
export const selectCappedResults = createSelector(
  [selectSearchResults, (state: SearchRootState) => state.search.totalResults],
  (searchResults, totalResults) => (totalResults > searchResults.length ? { shown: searchResults.length, total: totalResults } : null),
);

/** The search the page shows now, as its URL would name it: the last query run and the filters. */
export const selectShownRequest = (state: SearchRootState): SearchRequest => ({
  query: state.search.searchQuerySnap,
  brands: state.search.filter__brands,
  onstock: state.search.filter__onstock,
});

/** The search the current filters describe: the last query run, with the filters as they are now. */
export const selectCurrentRequest = (state: SearchRootState): SearchRequest => ({
  query: state.search.searchQuerySnap || state.search.searchQuery,
  brands: state.search.filter__brands,
  onstock: state.search.filter__onstock,
});

/** The replacementSearch flag (docs/behaviour.md, Maintenance and flags), true until the server says otherwise. */
export const selectReplacementSearchEnabled = (state: Parameters<ReturnType<typeof api.endpoints.flags.select>>[0]) =>
  api.endpoints.flags.select()(state).data?.replacementSearch ?? true;
