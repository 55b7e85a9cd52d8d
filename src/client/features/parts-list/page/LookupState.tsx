import { ReloadOutlined } from '@ant-design/icons';
import { Alert, Button, Progress, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { PARTS_LIST_MAX_CHARS, PARTS_LIST_MAX_FILE_BYTES, PARTS_LIST_MAX_LINES } from '../../../config/constants';
import { formatCount } from '../../../lib/formats';
import { isRetryable } from '../lookup-errors';
import { selectPartsListError, selectPartsListProgress } from '../parts-list-selectors';
import { lookupCancelled, lookupRetried } from '../parts-list-slice';

/** While a list is looked up: how far, and Cancel. */
export function LookupProgress() {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const progress = useSelector(selectPartsListProgress);
  if (!progress) return null;
  const percent = progress.total === 0 ? 100 : Math.round((progress.done / progress.total) * 100);
  return (
    <div className="parts-list__progress" role="status">
      <Progress percent={percent} size="small" status="active" />
      <Space wrap>
        <span>{t('partsList.progress', { done: formatCount(progress.done), total: formatCount(progress.total) })}</span>
        <Button size="small" onClick={() => dispatch(lookupCancelled())}>{t('partsList.cancel')}</Button>
      </Space>
    </div>
  );
}

/** A list that could not be looked up: why, and Retry where another try may work. */
export function LookupError() {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const error = useSelector(selectPartsListError);
  if (!error) return null;
  return (
    <Alert
      className="parts-list__error"
      type="error"
      showIcon
      role="alert"
      title={t(`partsList.errors.${error}`, {
        max: formatCount(PARTS_LIST_MAX_LINES),
        megabytes: formatCount(PARTS_LIST_MAX_FILE_BYTES / 1_000_000),
        chars: formatCount(PARTS_LIST_MAX_CHARS),
      })}
      action={isRetryable(error) ? (
        <Button size="small" icon={<ReloadOutlined aria-hidden />} onClick={() => dispatch(lookupRetried())}>{t('partsList.retry')}</Button>
      ) : undefined}
    />
  );
}
