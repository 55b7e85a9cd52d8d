import { api } from '../../api/api';
import { requestWentUnanswered } from './search-errors';
import type { SearchRequest, SearchState } from './search-slice';

/** The part of the app's state the search feature reads (and RTK Query's cache, for the flags). */
export type StateWithSearch = { search: SearchState } & Parameters<ReturnType<typeof api.endpoints.flags.select>>[0];

export const selectSearchQuery = (state: StateWithSearch) => state.search.searchQuery;
export const selectSearchQuerySnap = (state: StateWithSearch) => state.search.searchQuerySnap;
export const selectIsLoadingResults = (state: StateWithSearch) => state.search.isLoadingResults;
export const selectFocusRequest = (state: StateWithSearch) => state.search.focusRequest;
export const selectHasSearched = (state: StateWithSearch) => state.search.hasSearched;
export const selectBrandMapping = (state: StateWithSearch) => state.search.brandMapping;
export const selectCurrentSearchId = (state: StateWithSearch) => state.search.currentSearchId;

/** What the box shows: blank while loading (the query is in the placeholder), unless typed into meanwhile. */
export const selectSearchBoxValue = (state: StateWithSearch) =>
  (state.search.isLoadingResults ? (state.search.queryTypedWhileLoading ?? '') : state.search.searchQuery);

export const selectTypedWhileLoading = (state: StateWithSearch) => state.search.queryTypedWhileLoading !== null;

/**
 * The query in the box is the last one run and that search was answered (results, none, a brand,
 * an invalid query): running it again would show the same. A search whose request failed is not
 * counted, so the customer can try it again.
 */
export const selectRepeatsAnsweredSearch = (state: StateWithSearch) =>
  state.search.searchQuery.trim().toLowerCase() === state.search.searchQuerySnap.trim().toLowerCase()
  && !(state.search.searchError && requestWentUnanswered(state.search.searchErrorType));

/** Disabled while loading, while the query is blank, or while it repeats the last search answered. */
export const selectCanSubmitSearch = (state: StateWithSearch) =>
  !state.search.isLoadingResults && state.search.searchQuery.trim() !== '' && !selectRepeatsAnsweredSearch(state);

/** The list was cut off at the server's limit: how many it shows of how many match, else null. */
export const selectCappedResults = (state: StateWithSearch) => {
  const { searchResults, totalResults } = state.search;
  return totalResults > searchResults.length ? { shown: searchResults.length, total: totalResults } : null;
};

/** The search the page shows now, as its URL would name it: the last query run and the filters. */
export const selectShownRequest = (state: StateWithSearch): SearchRequest => ({
  query: state.search.searchQuerySnap,
  brands: state.search.filter__brands,
  onstock: state.search.filter__onstock,
});

/** The search the current filters describe: the last query run, with the filters as they are now. */
export const selectCurrentRequest = (state: StateWithSearch): SearchRequest => ({
  query: state.search.searchQuerySnap || state.search.searchQuery,
  brands: state.search.filter__brands,
  onstock: state.search.filter__onstock,
});

/** The replacementSearch flag (spec §9), true until the server says otherwise. */
export const selectReplacementSearchEnabled = (state: StateWithSearch) =>
  api.endpoints.flags.select()(state).data?.replacementSearch ?? true;
