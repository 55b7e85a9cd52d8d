import { useLayoutEffect } from 'react';
import { useLocation, useParams } from 'react-router';
import { useAppDispatch } from '../../app/hooks';
import { searchRequestFromParams } from './search-path';
import { urlChanged } from './search-slice';

/**
 * Tells the search flow what the URL asks for: on load, and on back and forward (spec §2). Before
 * the browser paints, so a page opened at a search address starts its search at once and is
 * first seen loading, not as the start page.
 */
export function SearchRouteSync() {
  const dispatch = useAppDispatch();
  const { q, brands } = useParams<{ q?: string; brands?: string }>();
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    dispatch(urlChanged(searchRequestFromParams({ q, brands }, pathname)));
  }, [dispatch, q, brands, pathname]);
  return null;
}
