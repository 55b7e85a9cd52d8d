import { useLayoutEffect, useRef, type RefObject } from 'react';
import type { InputRef } from 'antd';
import { useSelector } from 'react-redux';
import { selectIsLoadingResults, selectSearchQuery, selectTypedWhileLoading } from '../search/search-selectors';

/**
 * When loading ends with nothing typed meanwhile, the blank search box is filled with the query
 * again. If the box has the focus, that query comes back selected: typing the customer began into
 * what was a blank box replaces it instead of being appended to it (750 + 750-1405). Not when a
 * keystroke already changed the box in that same instant: the query is then no longer the one loaded.
 */
export function useSelectRefilledQuery(input: RefObject<InputRef | null>): void {
  const loading = useSelector(selectIsLoadingResults);
  const typedWhileLoading = useSelector(selectTypedWhileLoading);
  const query = useSelector(selectSearchQuery);
  const previous = useRef({ loading, typedWhileLoading, query });
  useLayoutEffect(() => {
    const before = previous.current;
    previous.current = { loading, typedWhileLoading, query };
    const refilled = before.loading && !loading && !before.typedWhileLoading && query === before.query;
    const element = input.current?.input;
    if (refilled && element && element === document.activeElement) element.select();
  }, [input, loading, typedWhileLoading, query]);
}
