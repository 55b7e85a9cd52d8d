/**
 * The search state as the page reads it: the stored fields, and beside them the ones that are now
 * derived by selectors (the state once stored them too). Tests that asserted those fields assert
 * the same values, read through the real selectors.
 */
import { RESULTS_PER_PAGE } from '../../../src/client/config/constants';
import { selectExactMatch, selectIsExactMatchWithReplacements, selectSearchError } from '../../../src/client/features/search/search-selectors';
import type { SearchState } from '../../../src/client/features/search/search-slice';

export function searchAsShown(search: SearchState) {
  const state = { search };
  return {
    ...search,
    searchError: selectSearchError(state),
    isExactMatchWithReplacements: selectIsExactMatchWithReplacements(state),
    exactMatch: selectExactMatch(state),
    resultsPerPage: RESULTS_PER_PAGE,
  };
}
