/**
 * What other features, and the app, may use of the search: its screen parts, its events and its
 * selectors. Anything else in this folder is the search feature's own.
 */
export { BrandInfoPanel } from './filters/BrandInfoPanel';
export { FilterDrawer } from './filters/FilterDrawer';
export { OrderBoxes } from './results/OrderBoxes';
export { ResultsList } from './results/ResultsList';
export { SearchErrorModal } from './results/SearchErrorModal';
export { SearchRouteSync } from './SearchRouteSync';
export { searchRequestFromPath, EMPTY_QUERY_SEGMENT } from './search-path';
export { searchAddressUnderWay } from './search-address';
export { clearSearch, searchSaga } from './search-saga';
export { useSuggestionBox } from './suggestions/use-suggestion-box';
export {
  selectCanSubmitSearch, selectFocusRequest, selectHasSearched, selectIsLoadingResults, selectSearchBoxValue, selectSearchError,
  selectSearchQuery, selectSearchQuerySnap, selectTypedWhileLoading,
} from './search-selectors';
export {
  queryChanged, searchFocusRequested, searchIdReceived, searchReducer, searchReset, searchSubmitted,
  type SearchState,
} from './search-slice';
