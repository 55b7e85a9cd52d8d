import { SearchOutlined } from '@ant-design/icons';
import { Button, type InputRef } from 'antd';
// Input alone: Input from 'antd' carries Search, TextArea, OTP and Group, which nothing here uses.
import Input from 'antd/lib/input/Input';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { CODE_INPUT } from '../../components/code-input';
import { SEARCH_GLOW_MS } from '../../config/constants';
import {
  queryChanged, searchSubmitted, selectCanSubmitSearch, selectFocusRequest, selectIsLoadingResults, selectSearchBoxValue, selectSearchQuery,
  useSuggestionBox,
} from '../search';
import { useSelectRefilledQuery } from './use-select-refilled-query';

/** The search box's input, for the start page to focus it. */
export const SEARCH_INPUT_ID = 'search-input';

/**
 * The header's search box (docs/behaviour.md, Header): blank while loading, with the query and a loading text as
 * its placeholder; glows for a second when something asks for it (the start page's button); suggests
 * articles as the customer types (the search feature's useSuggestionBox).
 */
export function SearchBox() {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const query = useSelector(selectSearchQuery);
  const loading = useSelector(selectIsLoadingResults);
  const value = useSelector(selectSearchBoxValue);
  const canSubmit = useSelector(selectCanSubmitSearch);
  const focusRequest = useSelector(selectFocusRequest);
  const input = useRef<InputRef>(null);
  const [glowing, setGlowing] = useState(false);
  const suggestions = useSuggestionBox(loading);
  useSelectRefilledQuery(input);

  useEffect(() => {
    if (focusRequest === 0) return undefined;
    input.current?.focus();
    setGlowing(true);
    const timer = setTimeout(() => setGlowing(false), SEARCH_GLOW_MS);
    return () => clearTimeout(timer);
  }, [focusRequest]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    suggestions.close();
    if (canSubmit) dispatch(searchSubmitted());
  };

  return (
    <form role="search" className="search-form" onSubmit={submit}>
      <Input
        ref={input}
        id={SEARCH_INPUT_ID}
        {...CODE_INPUT}
        inputMode="search"
        enterKeyHint="search"
        className={glowing ? 'search-input search-input--glow' : 'search-input'}
        data-glowing={glowing}
        value={value}
        placeholder={loading ? `${query} ${t('header.searchFormLoading')}` : t('header.searchFormPlaceholder')}
        aria-label={t('header.searchLabel')}
        {...suggestions.inputProps}
        onChange={(event) => {
          dispatch(queryChanged(event.target.value));
          suggestions.typed(event.target.value);
        }}
        suffix={
          <Button type="text" size="small" htmlType="submit" icon={<SearchOutlined />} disabled={!canSubmit} aria-label={t('header.searchSubmit')} />
        }
      />
      {suggestions.list}
    </form>
  );
}
