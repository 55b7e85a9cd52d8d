import { Button, Modal } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { selectSearchQuerySnap, type StateWithSearch } from '../search/search-selectors';
import { useSearchErrorMessage } from '../filters/use-search-error-message';
import { searchFocusRequested } from '../search/search-slice';

const selectFirstSearchError = (state: StateWithSearch) =>
  state.search.searchError && !state.search.hasSearched ? state.search.searchErrorType : null;

/**
 * A search that fails before any search has succeeded opens this modal. 'Close and try
 * again' hands the customer back to the search box, which still holds the query: Enter runs it
 * again when its request failed, or the customer edits it first.
 */
export function SearchErrorModal() {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const errorType = useSelector(selectFirstSearchError);
  const query = useSelector(selectSearchQuerySnap);
  const message = useSearchErrorMessage(errorType);
  const [open, setOpen] = useState(false);
  useEffect(() => setOpen(errorType !== null), [errorType, query]);
  const closeAndRetry = () => {
    setOpen(false);
    dispatch(searchFocusRequested());
  };
  return (
    <Modal
      open={open && errorType !== null}
      title={query}
      onCancel={() => setOpen(false)}
      // The focus goes to the search box, not back to what had it when the modal opened.
      focusable={{ focusTriggerAfterClose: false }}
      footer={<Button type="primary" onClick={closeAndRetry}>{t('results.errors.closeAndRetry')}</Button>}
    >
      {message && <p>{message}</p>}
    </Modal>
  );
}
