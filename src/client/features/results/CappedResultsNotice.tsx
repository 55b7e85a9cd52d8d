import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { selectCappedResults } from '../search/search-selectors';
import { formatCount } from './formats';

/**
 * A search answers at most SEARCH_RESULT_LIMIT articles: when more match, the list says how many it
 * shows of how many, and how to reach the others (counts in the German format, in every language).
 */
export function CappedResultsNotice() {
  const { t } = useTranslation();
  const capped = useSelector(selectCappedResults);
  if (!capped) return null;
  return (
    <Alert
      className="results-capped"
      type="info"
      showIcon
      role="status"
      title={t('results.capped', { shown: formatCount(capped.shown), total: formatCount(capped.total) })}
    />
  );
}
