import { buildSearchPath } from './search-path';
import { selectCurrentRequest, type SearchRootState } from './search-selectors';

/**
 * While a search loads, the address it will have: the address bar moves to a search only once its
 * results are in. Null when no search is under way. The app hands it to the session, which keeps
 * it for the next sign-in when the session ends meanwhile.
 */
export function searchAddressUnderWay(state: SearchRootState): string | null {
  if (!state.search.isLoadingResults) return null;
  return buildSearchPath({ ...selectCurrentRequest(state), query: state.search.searchQuery });
}
