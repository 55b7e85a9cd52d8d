import { Button, Modal } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { useSearchErrorMessage } from '../filters/use-search-error-message';
import { selectSearchQuerySnap, type SearchRootState } from '../search-selectors';
import { searchFocusRequested } from '../search-slice';

/** The error of a search that failed before any search had succeeded, else null. */
const selectFirstSearchError = (state: SearchRootState) => (state.search.hasSearched ? null : state.search.searchErrorType);

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
