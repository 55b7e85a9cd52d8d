import { api } from '../../api/api';
import type { RootState } from '../../app/store';
import { requestWentUnanswered } from './search-errors';
import type { SearchRequest } from './search-slice';

export const selectSearchQuery = (state: RootState) => state.search.searchQuery;
export const selectSearchQuerySnap = (state: RootState) => state.search.searchQuerySnap;
export const selectIsLoadingResults = (state: RootState) => state.search.isLoadingResults;
export const selectFocusRequest = (state: RootState) => state.search.focusRequest;
export const selectHasSearched = (state: RootState) => state.search.hasSearched;
export const selectBrandMapping = (state: RootState) => state.search.brandMapping;
export const selectCurrentSearchId = (state: RootState) => state.search.currentSearchId;

/** What the box shows: blank while loading (the query is in the placeholder), unless typed into meanwhile. */
export const selectSearchBoxValue = (state: RootState) =>
  (state.search.isLoadingResults ? (state.search.queryTypedWhileLoading ?? '') : state.search.searchQuery);

export const selectTypedWhileLoading = (state: RootState) => state.search.queryTypedWhileLoading !== null;

/**
 * The query in the box is the last one run and that search was answered (results, none, a brand,
 * an invalid query): running it again would show the same. A search whose request failed is not
 * counted, so the customer can try it again.
 */
export const selectRepeatsAnsweredSearch = (state: RootState) =>
  state.search.searchQuery.trim().toLowerCase() === state.search.searchQuerySnap.trim().toLowerCase()
  && !(state.search.searchError && requestWentUnanswered(state.search.searchErrorType));

/** Disabled while loading, while the query is blank, or while it repeats the last search answered. */
export const selectCanSubmitSearch = (state: RootState) =>
  !state.search.isLoadingResults && state.search.searchQuery.trim() !== '' && !selectRepeatsAnsweredSearch(state);

/** The list was cut off at the server's limit: how many it shows of how many match, else null. */
export const selectCappedResults = (state: RootState) => {
  const { searchResults, totalResults } = state.search;
  return totalResults > searchResults.length ? { shown: searchResults.length, total: totalResults } : null;
};

/** The search the page shows now, as its URL would name it: the last query run and the filters. */
export const selectShownRequest = (state: RootState): SearchRequest => ({
  query: state.search.searchQuerySnap,
  brands: state.search.filter__brands,
  onstock: state.search.filter__onstock,
});

/** The search the current filters describe: the last query run, with the filters as they are now. */
export const selectCurrentRequest = (state: RootState): SearchRequest => ({
  query: state.search.searchQuerySnap || state.search.searchQuery,
  brands: state.search.filter__brands,
  onstock: state.search.filter__onstock,
});

/** The replacementSearch flag (docs/behaviour.md, Maintenance and flags), true until the server says otherwise. */
export const selectReplacementSearchEnabled = (state: RootState) =>
  api.endpoints.flags.select()(state).data?.replacementSearch ?? true;
