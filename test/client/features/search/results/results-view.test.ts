/** What the results area shows, as selectResultsView derives it from the search events. */
import type { UnknownAction } from '@reduxjs/toolkit';
import { selectResultsView } from '../../../../../src/client/features/search/results/results-view';
import {
  exactMatchReplacementsFound, loadingFinished, queryChanged, replacementResultsReceived, resultsReceived, searchFailed, searchReducer,
  searchStarted,
} from '../../../../../src/client/features/search/search-slice';
import { brandCounts, numberedArticles } from '../../../support/article-fixtures';

const ARTICLES = numberedArticles(2);
const found = resultsReceived({ articles: ARTICLES, brands: brandCounts(ARTICLES), onStock: 2, query: '750', exactMatch: false });
const state = (...actions: UnknownAction[]) => ({ search: actions.reduce(searchReducer, searchReducer(undefined, { type: '@@init' })) });

describe('selectResultsView', () => {
  it('is the start before any search', () => {
    expect(selectResultsView(state())).toEqual({ kind: 'start' });
  });

  it('is loading while a search is held, with its answer made ready; nothing after a failure', () => {
    expect(selectResultsView(state(searchStarted()))).toEqual({ kind: 'loading', pending: { kind: 'results', articles: [] } });
    expect(selectResultsView(state(searchStarted(), found))).toEqual({ kind: 'loading', pending: { kind: 'results', articles: ARTICLES } });
    expect(selectResultsView(state(searchStarted(), searchFailed({ errorType: 'server_error', query: '750' })))).toEqual({ kind: 'loading', pending: null });
  });

  it('is the results once loading ends', () => {
    expect(selectResultsView(state(searchStarted(), found, loadingFinished()))).toEqual({ kind: 'results', articles: ARTICLES });
  });

  it('is the error with its query, also before any search succeeded', () => {
    expect(selectResultsView(state(searchStarted(), searchFailed({ errorType: 'no_results', query: 'zzz' }), loadingFinished())))
      .toEqual({ kind: 'error', errorType: 'no_results', query: 'zzz' });
  });

  it('is the single article with its replacements', () => {
    const [article, replacement] = ARTICLES;
    expect(selectResultsView(state(searchStarted(), found, exactMatchReplacementsFound({ article, replacements: [replacement] }), loadingFinished())))
      .toEqual({ kind: 'exactMatchWithReplacements', article, replacements: [replacement] });
  });

  it('is the replacements of a number, with the original brand and the number searched', () => {
    const replaced = replacementResultsReceived({ articles: ARTICLES, brands: brandCounts(ARTICLES), onStock: 2, query: '750', originBrand: 'Wago' });
    expect(selectResultsView(state(searchStarted(), replaced, loadingFinished()))).toEqual({ kind: 'replacements', articles: ARTICLES, originBrand: 'Wago', query: '750' });
  });

  it('stays the same value while the customer types, so the area does not render again', () => {
    const before = state(searchStarted(), found, loadingFinished());
    const typed = { search: searchReducer(before.search, queryChanged('750-4')) };
    expect(selectResultsView(typed)).toBe(selectResultsView(before));
  });
});
