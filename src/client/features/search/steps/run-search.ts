/**
 * One search, step by step as docs/search-flow.md tells it. Blocking throughout: each step waits for the one
 * before. A newer search cancels this one (takeLatest in search-saga.ts), aborting its requests.
 */
import type { PayloadAction } from '@reduxjs/toolkit';
import { call, delay, put, select } from 'redux-saga/effects';
import type { BrandDataCopy } from '../../../api/api';
import type { BrandMapping } from '../../../../shared/brands/brand-mapping';
import type { Article, BrandCount, SimilarResponse, User } from '../../../../shared/contract';
import { normaliseQuery } from '../../../../shared/normalise';
import { stripSupplierPrefix } from '../../../../shared/supplier-prefixes';
import { LOADING_DELAY_MS } from '../../../config/constants';
import { getNavigator } from '../../../lib/navigator';
import { typedCall } from '../../../lib/typed-call';
import { fetchBrandData, selectBrandData, selectBrandMapping, selectBrands, selectToken, selectUser } from '../../session';
import { brandNoticeFor } from '../result-set';
import { searchErrorTypeFor } from '../search-errors';
import { buildSearchPath } from '../search-path';
import { selectCurrentSearchId, selectReplacementSearchEnabled } from '../search-selectors';
import {
  brandNoticeFound, loadingFinished, replacementResultsReceived, resultsReceived, searchFailed, searchIdReceived, searchRequested,
  searchSkipped, searchStarted, searchTypeDetected, similarResultsReceived, type SearchErrorType, type SearchRequest,
} from '../search-slice';
import {
  blockedBrandKeys, detectSearchType, splitLeadingBrand, visibleBrandMapping, type DetectedType, type SearchableBrands,
} from '../search-type';
import { fetchArticles, fetchArticlesQuietly } from './fetch-articles';
import { findReplacementArticles, loadExactMatchReplacements } from './replacements';
import { findSimilarArticles } from './similar';

/** The brand lists this customer's query is compared with: the mapping less the blocked brands. */
function* searchableBrands() {
  const pricetoolBrands: string[] = yield select(selectBrands);
  const user: User | null = yield select(selectUser);
  const mapping: BrandMapping = yield select(selectBrandMapping);
  const brands: SearchableBrands = { pricetoolBrands, mapping: visibleBrandMapping(mapping, blockedBrandKeys(user?.blocked_brands)) };
  return brands;
}

/** Step: brand, alternative_brand or article, from the brand lists. */
export function* detectType(query: string) {
  const brands = yield* typedCall(searchableBrands);
  const detected: DetectedType = detectSearchType(query, brands);
  yield put(searchTypeDetected(detected));
  return detected.searchType;
}

/**
 * Step: "Siemens 6ES7214-1AG40-0XB0" is the search for "6ES7214-1AG40-0XB0" filtered to Siemens.
 * That search is requested in place of this one (takeLatest ends this one), so the search box,
 * the brand filter and the address all show what is searched. Returns whether it did so.
 */
export function* searchLeadingBrandAsFilter(request: SearchRequest) {
  const brands = yield* typedCall(searchableBrands);
  const split = splitLeadingBrand(request.query, brands);
  if (!split) return false;
  const filter = request.brands.includes(split.brand) ? request.brands : [...request.brands, split.brand];
  yield put(searchRequested({ query: split.rest, brands: filter, onstock: request.onstock }));
  return true;
}

/**
 * Step: the address names the search on screen, so a reload, a bookmark or Back shows that search:
 * after results, and after an error too.
 */
export function* showSearchRoute(request: SearchRequest) {
  const path = buildSearchPath(request);
  const { currentPathname, navigateTo } = yield* getNavigator();
  const current: string = yield call(currentPathname);
  if (current !== path) yield call(navigateTo, path);
}

/** The single brand in the results has a message or note: it shows beside them. */
function* showBrandNotice(articles: Article[]) {
  const mapping: BrandMapping = yield select(selectBrandMapping);
  const notice = brandNoticeFor(articles, mapping);
  if (notice) yield put(brandNoticeFound(notice));
}

/** Step: store the results; a single brand's message or note; one article's replacements. */
export function* showResults(request: SearchRequest, result: { articles: Article[]; brands: BrandCount[]; onStock: number; total: number }) {
  const { articles } = result;
  yield put(resultsReceived({
    articles, brands: result.brands, onStock: result.onStock, total: result.total, query: request.query,
    exactMatch: articles.length === 1 && articles[0].artnrt4 === normaliseQuery(request.query),
  }));
  yield call(showBrandNotice, articles);
  if (articles.length === 1) yield call(loadExactMatchReplacements, articles[0]);
  yield call(showSearchRoute, request);
}

/** Step: articles close to the number, under "Did you mean …"; a single brand's message or note, no replacements. */
export function* showSimilarResults(request: SearchRequest, result: SimilarResponse) {
  yield put(similarResultsReceived({ articles: result.articles, brands: result.brands, onStock: result.onStock, query: request.query }));
  yield call(showBrandNotice, result.articles);
  yield call(showSearchRoute, request);
}

/**
 * Step: nothing found for an article number. Strip a known supplier prefix and search again; then
 * look for replacements of the stripped (or original) number; then for articles close to it; else no_results.
 */
export function* searchFallbacks(request: SearchRequest) {
  const stripped = stripSupplierPrefix(request.query.trim());
  if (stripped) {
    const retry = yield* typedCall(fetchArticlesQuietly, { q: normaliseQuery(stripped), brands: request.brands, onstock: request.onstock });
    if (retry.articles.length > 0) {
      yield call(showResults, request, retry);
      return;
    }
  }
  const enabled: boolean = yield select(selectReplacementSearchEnabled);
  const replacements = enabled ? yield* typedCall(findReplacementArticles, stripped ?? request.query, 'replacement') : null;
  if (replacements) {
    yield put(replacementResultsReceived({ ...replacements, query: request.query }));
    yield call(showSearchRoute, request);
    return;
  }
  const similar = yield* typedCall(findSimilarArticles, request, stripped ?? request.query);
  if (similar) {
    yield call(showSimilarResults, request, similar);
    return;
  }
  yield call(showError, request, 'no_results');
}

/**
 * Step: the search failed; its query is kept and its address shown. Not for unauthorized: the
 * session has ended and the page is on its way to the sign-in page.
 */
export function* showError(request: SearchRequest, errorType: SearchErrorType) {
  yield put(searchFailed({ errorType, query: request.query }));
  if (errorType !== 'unauthorized') yield call(showSearchRoute, request);
}

/** Step: loading stays on for LOADING_DELAY_MS after the search ends, then page 1 shows. */
export function* holdLoading() {
  yield delay(LOADING_DELAY_MS);
  yield put(loadingFinished());
}

/**
 * Step: without the brand data, type detection would take a brand for an article number and no
 * brand message would show; a page that holds none fetches it before its first search. Returns
 * whether the search may go on; when the brand data cannot be had, the search fails as its own
 * request would (an error the customer can retry).
 */
export function* ensureBrandData(request: SearchRequest) {
  const held: BrandDataCopy | null = yield select(selectBrandData);
  if (held) return true;
  try {
    yield call(fetchBrandData);
    return true;
  } catch (error) {
    yield call(showError, request, searchErrorTypeFor(error));
    return false;
  }
}

export function* runSearch(action: PayloadAction<SearchRequest>) {
  const request = action.payload;
  if (!request.query.trim()) {
    yield put(searchSkipped());
    return;
  }
  const token: string | null = yield select(selectToken);
  if (!token) {
    yield put(searchFailed({ errorType: 'unauthorized', query: request.query }));
    return;
  }
  const ready = yield* typedCall(ensureBrandData, request);
  if (!ready) return;
  const replaced = yield* typedCall(searchLeadingBrandAsFilter, request);
  if (replaced) return;
  yield put(searchStarted());
  const searchType = yield* typedCall(detectType, request.query);
  // Held unless a submit or a filter change let go of it: a search the address starts (reload,
  // back, forward) carries the id of the search shown before.
  const heldId: string | null = yield select(selectCurrentSearchId);
  try {
    const result = yield* typedCall(fetchArticles, {
      q: normaliseQuery(request.query), brands: request.brands, onstock: request.onstock, ...(heldId ? { searchId: heldId } : {}),
    });
    yield put(searchIdReceived(result.searchId));
    if (result.articles.length > 0) yield call(showResults, request, result);
    else if (searchType !== 'article') yield call(showError, request, 'brand_search');
    else yield call(searchFallbacks, request);
  } catch (error) {
    yield call(showError, request, searchErrorTypeFor(error));
  }
  yield call(holdLoading);
}
