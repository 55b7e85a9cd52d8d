/**
 * Which header the results list shows (docs/behaviour.md, Results), from the search state: loading, loading
 * replacements, none found, one article found, no exact match among several, one alternative,
 * several alternatives.
 */
import { normaliseQuery } from '../../../shared/normalise';
import type { SearchState } from '../search/search-slice';

export type ResultsHeader =
  | 'loading' | 'replacementLoading' | 'none' | 'articleFound' | 'noExactMatch' | 'alternativeFound' | 'alternativesFound';

export function resultsHeader(state: Pick<SearchState, 'isLoadingResults' | 'isReplacementSearch' | 'searchResults' | 'searchQuerySnap'>): ResultsHeader {
  if (state.isLoadingResults) return state.isReplacementSearch ? 'replacementLoading' : 'loading';
  const count = state.searchResults.length;
  if (count === 0) return 'none';
  if (state.isReplacementSearch) return count === 1 ? 'alternativeFound' : 'alternativesFound';
  const query = normaliseQuery(state.searchQuerySnap);
  if (count === 1 || state.searchResults.some((article) => article.artnrt4 === query)) return 'articleFound';
  return 'noExactMatch';
}
