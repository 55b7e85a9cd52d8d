import { Button, Modal } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../app/hooks';
import type { RootState } from '../../app/store';
import { useSearchErrorMessage } from '../filters/use-search-error-message';

const selectFirstSearchError = (state: RootState) =>
  state.search.searchError && !state.search.hasSearched ? state.search.searchErrorType : null;

/** A search that fails before any search has succeeded opens this modal (spec §2). */
export function SearchErrorModal() {
  const { t } = useTranslation();
  const errorType = useAppSelector(selectFirstSearchError);
  const query = useAppSelector((state) => state.search.searchQuerySnap);
  const message = useSearchErrorMessage(errorType);
  const [open, setOpen] = useState(false);
  useEffect(() => setOpen(errorType !== null), [errorType, query]);
  return (
    <Modal
      open={open && errorType !== null}
      title={query}
      onCancel={() => setOpen(false)}
      footer={<Button type="primary" onClick={() => setOpen(false)}>{t('results.errors.closeAndRetry')}</Button>}
    >
      {message && <p>{message}</p>}
    </Modal>
  );
}
