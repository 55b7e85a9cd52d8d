/**
 * What starts a search: a submit, a filter or chip change, or the URL. Each ends in one
 * searchRequested, which runSearch takes (the newest only).
 */
import type { PayloadAction } from '@reduxjs/toolkit';
import { put, select } from 'redux-saga/effects';
import { sameRequest } from '../search-path';
import { selectCurrentRequest, selectHasSearched, selectRepeatsAnsweredSearch, selectSearchQuery, selectShownRequest } from '../search-selectors';
import { searchRequested, searchReset, submissionAccepted, type SearchRequest, type suggestionChosen } from '../search-slice';

/** Surrounding double quotes, as pasted from a spreadsheet, are not part of the number. */
export function stripSurroundingQuotes(query: string): string {
  const match = /^"(.*)"$/.exec(query);
  return match ? match[1] : query;
}

/** Step: a submit, skipped when it repeats the last query run, unless that one's request failed. */
export function* submitSearch() {
  const query: string = yield select(selectSearchQuery);
  const repeat: boolean = yield select(selectRepeatsAnsweredSearch);
  if (repeat) return;
  const stripped = stripSurroundingQuotes(query.trim());
  yield put(submissionAccepted(stripped));
  yield put(searchRequested({ query: stripped, brands: [], onstock: false }));
}

/**
 * Step: a suggestion was chosen. It is searched as a submit would search its number, filtered to
 * its brand, so the page lands on that article even where other brands share the number; the
 * address becomes /product/{number}/filter/{brand}. Never skipped as a repeat: it was chosen.
 */
export function* chooseSuggestion(action: ReturnType<typeof suggestionChosen>) {
  const { artnr, brand } = action.payload;
  yield put(submissionAccepted(artnr));
  yield put(searchRequested({ query: artnr, brands: [brand], onstock: false }));
}

/** Step: a filter or chip changed; the filters are already in the state. */
export function* rerunWithFilters() {
  const request: SearchRequest = yield select(selectCurrentRequest);
  yield put(searchRequested(request));
}

/** Step: the URL names a search; run it when it differs from the state, or go back to the start page. */
export function* syncFromUrl(action: PayloadAction<SearchRequest>) {
  const fromUrl = action.payload;
  const current: SearchRequest = yield select(selectShownRequest);
  if (sameRequest(fromUrl, current)) return;
  const isStartPage = !fromUrl.query && fromUrl.brands.length === 0 && !fromUrl.onstock;
  if (isStartPage) {
    const hasSearched: boolean = yield select(selectHasSearched);
    if (hasSearched) yield put(searchReset());
    return;
  }
  yield put(searchRequested(fromUrl));
}
