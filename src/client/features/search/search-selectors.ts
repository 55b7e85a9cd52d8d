import { api } from '../../api/api';
import type { RootState } from '../../app/store';
import type { SearchRequest } from './search-slice';

export const selectSearchQuery = (state: RootState) => state.search.searchQuery;
export const selectSearchQuerySnap = (state: RootState) => state.search.searchQuerySnap;
export const selectIsLoadingResults = (state: RootState) => state.search.isLoadingResults;
export const selectFocusRequest = (state: RootState) => state.search.focusRequest;
export const selectHasSearched = (state: RootState) => state.search.hasSearched;
export const selectBrandMapping = (state: RootState) => state.search.brandMapping;
export const selectCurrentSearchId = (state: RootState) => state.search.currentSearchId;

/** Spec §5: disabled while loading, while the query is blank, or while it equals the last one run. */
export const selectCanSubmitSearch = (state: RootState) => {
  const query = state.search.searchQuery.trim().toLowerCase();
  return !state.search.isLoadingResults && query !== '' && query !== state.search.searchQuerySnap.trim().toLowerCase();
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

/** The replacementSearch flag (spec §9), true until the server says otherwise. */
export const selectReplacementSearchEnabled = (state: RootState) =>
  api.endpoints.flags.select()(state).data?.replacementSearch ?? true;
