/**
 * Articles close to a number that found nothing (docs/search-flow.md, One search): a follow-up of the
 * search held, with its filters. A failure is logged and counts as "nothing close", like the other fallbacks.
 */
import { call, select } from 'redux-saga/effects';
import type { SimilarResponse } from '../../../../shared/contract';
import { normaliseQuery } from '../../../../shared/normalise';
import { api } from '../../../api/api';
import { requestEndpoint } from '../../../api/call-endpoint';
import { logSearchError } from '../search-errors';
import { selectCurrentSearchId } from '../search-selectors';
import type { SearchRequest } from '../search-slice';

/** `query`: the number to look near (the prefix retry's stripped number, else as typed). Null when nothing is close. */
export function* findSimilarArticles(request: SearchRequest, query: string) {
  const searchId: string | null = yield select(selectCurrentSearchId);
  let response: SimilarResponse;
  try {
    response = yield* requestEndpoint(api.endpoints.similar, { q: normaliseQuery(query), brands: request.brands, onstock: request.onstock, searchId });
  } catch (error) {
    yield call(logSearchError, 'Similar search failed:', error);
    return null;
  }
  return response.articles.length > 0 ? response : null;
}
