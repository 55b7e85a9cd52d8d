import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useSelector } from 'react-redux';
import { selectIsLoadingResults, selectSearchQuerySnap } from '../search/search-selectors';
import { searchRequestFromPath } from '../search/search-path';

/**
 * What the search page's tab is named after: the query of the search it shows, as the customer
 * typed it (a search that ended in an error too). While a search loads, the address's query:
 * the address moves to a new search only once its results are in, so a new query never renames
 * the history entry of the search before it. No query: the start page.
 */
export function searchPageSubject(shownQuery: string, loading: boolean, addressQuery: string): string | null {
  const query = (!loading && shownQuery.trim()) || addressQuery.trim();
  return query || null;
}

export function useSearchPageTitle(): string {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const shownQuery = useSelector(selectSearchQuerySnap);
  const loading = useSelector(selectIsLoadingResults);
  const addressQuery = searchRequestFromPath(pathname).query;
  return searchPageSubject(shownQuery, loading, addressQuery) ?? t('home.pageTitle');
}
