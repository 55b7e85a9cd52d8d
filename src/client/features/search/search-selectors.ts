import type { RootState } from '../../app/store';

export const selectSearchQuery = (state: RootState) => state.search.searchQuery;
export const selectSearchQuerySnap = (state: RootState) => state.search.searchQuerySnap;
export const selectIsLoadingResults = (state: RootState) => state.search.isLoadingResults;
export const selectFocusRequest = (state: RootState) => state.search.focusRequest;
export const selectHasSearched = (state: RootState) => state.search.hasSearched;

/** Spec §5: disabled while loading, while the query is blank, or while it equals the last one run. */
export const selectCanSubmitSearch = (state: RootState) => {
  const query = state.search.searchQuery.trim().toLowerCase();
  return !state.search.isLoadingResults && query !== '' && query !== state.search.searchQuerySnap.trim().toLowerCase();
};
