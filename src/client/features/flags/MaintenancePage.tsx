import { ToolOutlined } from '@ant-design/icons';
import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../lib/use-page-title';

/** Shown for every route while the maintenance flag is on. */
export function MaintenancePage() {
  const { t } = useTranslation();
  usePageTitle(t('maintenance.title'));
  return (
    <main className="centered-page">
      <Result icon={<ToolOutlined />} title={t('maintenance.title')} subTitle={t('maintenance.text')} />
    </main>
  );
}
