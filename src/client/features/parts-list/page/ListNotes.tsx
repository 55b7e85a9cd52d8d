import { createSelector } from '@reduxjs/toolkit';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { formatCount } from '../../../lib/formats';
import { isRetryable } from '../lookup-errors';
import { applyColumns } from '../parse/parse-parts-list';
import { selectPartsListError, selectPartsListSource } from '../parts-list-selectors';

/**
 * The rows left out of the list for having nothing of an article number in the number column, by
 * the columns held. Here, with the page, not with the slice's selectors: those reach the sign-in
 * page's bundle (the watchers use them), and the parser must not.
 */
export const selectPartsListSkipped = createSelector([selectPartsListSource], (source) => (source ? applyColumns(source, source.columns).skipped : 0));

/**
 * Under the input: which file was read and in which encoding, and how many lines were left out for
 * having no article number. Not beside an error that is no failed lookup (a file refused, a list
 * too long): the notes would speak of the list before, under a message about another.
 */
export function ListNotes() {
  const { t } = useTranslation();
  const source = useSelector(selectPartsListSource);
  const skipped = useSelector(selectPartsListSkipped);
  const error = useSelector(selectPartsListError);
  if (!source || (error !== null && !isRetryable(error))) return null;
  const { fileName, encoding } = source;
  return (
    <>
      {fileName && (
        <Typography.Text type="secondary" data-testid="parts-list-file">
          {encoding ? t('partsList.fileReadAs', { name: fileName, encoding }) : t('partsList.fileRead', { name: fileName })}
        </Typography.Text>
      )}
      {skipped > 0 && (
        <Typography.Text type="secondary" data-testid="parts-list-skipped">
          {t('partsList.skipped', { count: skipped, amount: formatCount(skipped) })}
        </Typography.Text>
      )}
    </>
  );
}
