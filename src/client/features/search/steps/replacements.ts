/**
 * Replacement lookups (docs/behaviour.md, Replacements): the replacement rows of an article number, then each successor's
 * article fetched by its to_artnrt4 (exact, marked as the page's own fetch). Failures are logged
 * and count as "no replacements".
 */
import { call, put, select } from 'redux-saga/effects';
import type { Article, ReplacementMode } from '../../../../shared/contract';
import { normaliseQuery } from '../../../../shared/normalise';
import { api } from '../../../api/api';
import { requestEndpoint } from '../../../api/call-endpoint';
import { typedAll, typedCall } from '../../../lib/typed-call';
import { countBrands, countOnStock, uniqueArticles } from '../result-set';
import { logSearchError } from '../search-errors';
import { selectCurrentSearchId, selectReplacementSearchEnabled } from '../search-selectors';
import { exactMatchReplacementsCleared, exactMatchReplacementsFound, type ResultSet } from '../search-slice';
import { fetchArticlesQuietly } from './fetch-articles';

export interface ReplacementArticles extends ResultSet {
  originBrand: string | null;
}

export function* findReplacementArticles(query: string, mode: ReplacementMode) {
  const searchId: string | null = yield select(selectCurrentSearchId);
  let response;
  try {
    response = yield* requestEndpoint(api.endpoints.replacements, { q: normaliseQuery(query), mode, searchId });
  } catch (error) {
    yield call(logSearchError, 'Replacement search failed:', error);
    return null;
  }
  // The successors are independent of each other, so they are fetched at the same time.
  const found = yield* typedAll(
    response.replacements.map(({ to_artnrt4 }) => call(fetchArticlesQuietly, { q: to_artnrt4, exact: true, auto: true })),
  );
  const articles = uniqueArticles(found.flatMap((result) => result.articles));
  if (articles.length === 0) return null;
  const replacements: ReplacementArticles = { articles, brands: countBrands(articles), onStock: countOnStock(articles), originBrand: response.originalBrand };
  return replacements;
}

/** Exactly one article found: its replacements, shown below it, or none (docs/behaviour.md, Replacements). */
export function* loadExactMatchReplacements(article: Article) {
  const enabled: boolean = yield select(selectReplacementSearchEnabled);
  const found = enabled ? yield* typedCall(findReplacementArticles, article.artnr, 'exact_match') : null;
  if (found) yield put(exactMatchReplacementsFound({ article, replacements: found.articles }));
  else yield put(exactMatchReplacementsCleared());
}
