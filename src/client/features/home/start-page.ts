import { useEffect } from 'react';
import { useParams } from 'react-router';
import { useSelector } from 'react-redux';
import { TYPING_DEVICE_QUERY } from '../../config/constants';
import { SEARCH_INPUT_ID } from '../header/SearchBox';
import { EMPTY_QUERY_SEGMENT } from '../search/search-path';
import { selectHasSearched, type StateWithSearch } from '../search/search-selectors';

/**
 * Whether the search page shows the start page: until the first search, unless the page was
 * opened at a search address, whose search is then under way (SearchRouteSync starts it before
 * the first paint) and shown loading, unless it fails.
 */
export function useStartPageShown(): boolean {
  const hasSearched = useSelector(selectHasSearched);
  const searchError = useSelector((state: StateWithSearch) => state.search.searchError);
  const { q } = useParams<{ q?: string }>();
  const firstSearchFromUrl = !searchError && q !== undefined && q.trim() !== '' && q !== EMPTY_QUERY_SEGMENT;
  return !hasSearched && !firstSearchFromUrl;
}

/**
 * Puts the cursor in the search box whenever the start page opens, so that the customer can type
 * at once; but only where a mouse and a keyboard are at hand. On a touch screen focusing the box
 * would open the on-screen keyboard over half of the welcome text and the brand list before the
 * customer has read them; there the box is one tap away.
 */
export function useSearchBoxFocusedOnStart(startPageShown: boolean): void {
  useEffect(() => {
    if (!startPageShown || !window.matchMedia?.(TYPING_DEVICE_QUERY).matches) return;
    document.getElementById(SEARCH_INPUT_ID)?.focus({ preventScroll: true });
  }, [startPageShown]);
}
