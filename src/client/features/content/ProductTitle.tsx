import { useTranslation } from 'react-i18next';
import { useContentSetting } from './use-content';

/** The product's name, and beside it the distributor's company name once one is set (docs/behaviour.md, Texts and addresses). */
export function ProductTitle() {
  const { t } = useTranslation();
  const company = useContentSetting('company.name');
  return (
    <>
      {t('app.title')}
      {company && <span className="product-title__company"> · {company}</span>}
    </>
  );
}
