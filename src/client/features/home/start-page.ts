import { useParams } from 'react-router';
import { useAppSelector } from '../../app/hooks';
import { EMPTY_QUERY_SEGMENT } from '../search/search-path';

/**
 * Whether the search page shows the start page: until the first search, unless the page was
 * opened at a search address, whose search is then under way (SearchRouteSync starts it before
 * the first paint) and shown loading, unless it fails.
 */
export function useStartPageShown(): boolean {
  const hasSearched = useAppSelector((state) => state.search.hasSearched);
  const searchError = useAppSelector((state) => state.search.searchError);
  const { q } = useParams<{ q?: string }>();
  const firstSearchFromUrl = !searchError && q !== undefined && q.trim() !== '' && q !== EMPTY_QUERY_SEGMENT;
  return !hasSearched && !firstSearchFromUrl;
}
