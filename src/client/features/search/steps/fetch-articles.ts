/** The search call, as the flow's steps make it. */
import { call, select } from 'redux-saga/effects';
import { api, type SearchArgs, type SearchResult } from '../../../api/api';
import { requestEndpoint } from '../../../api/call-endpoint';
import { typedCall } from '../../../lib/typed-call';
import { logSearchError } from '../search-errors';
import { selectCurrentSearchId } from '../search-selectors';

export const NO_ARTICLES: SearchResult = { articles: [], brands: [], onStock: 0, total: 0, searchId: null };

/** One search request; a failure is thrown to the caller. */
export function* fetchArticles(args: SearchArgs) {
  return yield* requestEndpoint(api.endpoints.search, args);
}

/**
 * A search the page makes on its own (a prefix retry, a replacement's article): it carries the
 * current search id, and a failure is logged and counts as "nothing found" (docs/behaviour.md, Replacements).
 */
export function* fetchArticlesQuietly(args: SearchArgs) {
  const searchId: string | null = yield select(selectCurrentSearchId);
  try {
    return yield* typedCall(fetchArticles, { ...args, searchId });
  } catch (error) {
    yield call(logSearchError, 'Follow-up search failed:', error);
    return NO_ARTICLES;
  }
}
