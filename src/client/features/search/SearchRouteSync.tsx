import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router';
import { useDispatch } from 'react-redux';
import { searchRequestFromPath } from './search-path';
import { urlChanged } from './search-slice';

/**
 * Tells the search flow what the URL asks for: on load, and on back and forward (docs/behaviour.md, Pages and addresses). Before
 * the browser paints, so a page opened at a search address starts its search at once and is
 * first seen loading, not as the start page.
 */
export function SearchRouteSync() {
  const dispatch = useDispatch();
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    dispatch(urlChanged(searchRequestFromPath(pathname)));
  }, [dispatch, pathname]);
  return null;
}
