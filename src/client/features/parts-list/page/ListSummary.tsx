import { Alert, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { formatCount, formatPrice } from '../../../lib/formats';
import { selectPartsListSummary } from '../parts-list-selectors';

/**
 * Lines, found, to check, the total of the known prices, and the lines on request: counts in German
 * format, as everywhere; and the articles on several lines, said once above the table.
 */
export function ListSummary() {
  const { t } = useTranslation();
  const summary = useSelector(selectPartsListSummary);
  return (
    <>
      <div className="parts-list__summary" data-testid="parts-list-summary">
        <Statistic title={t('partsList.summary.lines')} value={formatCount(summary.lines)} />
        <Statistic title={t('partsList.summary.found')} value={formatCount(summary.found)} />
        <Statistic title={t('partsList.summary.toCheck')} value={formatCount(summary.toCheck)} />
        <Statistic title={t('partsList.summary.total')} value={formatPrice(summary.total)} />
        <Statistic title={t('partsList.summary.onRequest')} value={formatCount(summary.onRequest)} />
      </div>
      {summary.repeated > 0 && (
        <Alert type="info" showIcon role="status" data-testid="repeated-notice" title={t('partsList.notes.repeated', { count: summary.repeated, n: formatCount(summary.repeated) })} />
      )}
    </>
  );
}
