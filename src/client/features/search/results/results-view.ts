/**
 * What the results area shows, as one value: the area renders it with a switch, and components
 * that render one kind get only that kind's data. Memoised on the fields it is made of, so typing
 * in the search box (the query) hands the area the same value and it does not render again.
 */
import { createSelector } from '@reduxjs/toolkit';
import type { Article } from '../../../../shared/contract';
import type { SearchErrorType } from '../search-slice';
import type { SearchRootState } from '../search-selectors';

/** What a search answered with: the list, one article with its replacements, or replacements of a number. */
export type ResultsContent =
  | { kind: 'results'; articles: Article[] }
  | { kind: 'exactMatchWithReplacements'; article: Article; replacements: Article[] }
  /** `query`: the number searched, as typed, which the catalogue does not hold. */
  | { kind: 'replacements'; articles: Article[]; originBrand: string | null; query: string };

export type ResultsView =
  /** Nothing searched yet. */
  | { kind: 'start' }
  /**
   * A search is loading (held LOADING_DELAY_MS after its answer): `pending` is its answer once it
   * is in, made ready hidden so that it need only be revealed; null after a failure.
   */
  | { kind: 'loading'; pending: ResultsContent | null }
  | { kind: 'error'; errorType: SearchErrorType; query: string }
  | ResultsContent;

const search = (state: SearchRootState) => state.search;

const selectResultsContent = createSelector(
  [
    (state: SearchRootState) => search(state).searchResults,
    (state: SearchRootState) => search(state).isReplacementSearch,
    (state: SearchRootState) => search(state).replacementOriginBrand,
    (state: SearchRootState) => search(state).exactMatchArticle,
    (state: SearchRootState) => search(state).replacementsForExactMatch,
    (state: SearchRootState) => search(state).searchQuerySnap,
  ],
  (articles, isReplacementSearch, originBrand, exactMatchArticle, replacements, query): ResultsContent => {
    if (exactMatchArticle) return { kind: 'exactMatchWithReplacements', article: exactMatchArticle, replacements };
    if (isReplacementSearch) return { kind: 'replacements', articles, originBrand, query };
    return { kind: 'results', articles };
  },
);

export const selectResultsView = createSelector(
  [
    (state: SearchRootState) => search(state).isLoadingResults,
    (state: SearchRootState) => search(state).searchErrorType,
    (state: SearchRootState) => search(state).searchQuerySnap,
    (state: SearchRootState) => search(state).hasSearched,
    selectResultsContent,
  ],
  (loading, errorType, query, hasSearched, content): ResultsView => {
    if (loading) return { kind: 'loading', pending: errorType ? null : content };
    if (errorType) return { kind: 'error', errorType, query };
    if (!hasSearched) return { kind: 'start' };
    return content;
  },
);
