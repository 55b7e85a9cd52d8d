import { EditOutlined, WarningOutlined } from '@ant-design/icons';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchErrorMessage } from '../filters/use-search-error-message';
import type { SearchErrorType } from '../search-slice';

/** A failed search: pencil for brand_search (search again differently), warning otherwise (docs/behaviour.md, Errors and toasts). */
export function ErrorDisplay({ errorType, query }: { errorType: SearchErrorType; query: string }) {
  const { t } = useTranslation();
  const message = useSearchErrorMessage(errorType);
  return (
    <div className="results-error" role="alert">
      {errorType === 'brand_search' ? (
        <EditOutlined className="results-error__icon" aria-label={t('results.errors.iconBrandSearch')} data-icon="pencil" />
      ) : (
        <WarningOutlined className="results-error__icon results-error__icon--warning" aria-label={t('results.errors.iconWarning')} data-icon="warning" />
      )}
      <Typography.Title level={2} className="results-error__query">{query}</Typography.Title>
      <Typography.Paragraph className="results-error__message">{message}</Typography.Paragraph>
    </div>
  );
}
