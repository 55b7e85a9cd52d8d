/**
 * Which header the results list shows, from the search state: loading, loading replacements,
 * none found, one article found, no exact match among several or articles close to a number
 * that found nothing, one alternative, several
 * alternatives (docs/behaviour.md, Results).
 */
import { normaliseQuery } from '../../../../shared/normalise';
import type { SearchRootState } from '../search-selectors';
import type { SearchState } from '../search-slice';

export type ResultsHeader =
  | 'loading' | 'replacementLoading' | 'none' | 'articleFound' | 'noExactMatch' | 'alternativeFound' | 'alternativesFound';

type HeaderFields = 'isLoadingResults' | 'isReplacementSearch' | 'isSimilarSearch' | 'searchResults' | 'searchQuerySnap';

export function resultsHeader(state: Pick<SearchState, HeaderFields>): ResultsHeader {
  if (state.isLoadingResults) return state.isReplacementSearch ? 'replacementLoading' : 'loading';
  const count = state.searchResults.length;
  if (count === 0) return 'none';
  if (state.isReplacementSearch) return count === 1 ? 'alternativeFound' : 'alternativesFound';
  // Articles close to the number, even a single one, are a guess to confirm, never "found".
  if (state.isSimilarSearch) return 'noExactMatch';
  const query = normaliseQuery(state.searchQuerySnap);
  if (count === 1 || state.searchResults.some((article) => article.artnrt4 === query)) return 'articleFound';
  return 'noExactMatch';
}

export const selectResultsHeader = (state: SearchRootState) => resultsHeader(state.search);
