/** A console page not built yet: its heading, and a word that it is coming. */
import { Empty } from 'antd';
import { useTranslation } from 'react-i18next';

export function ConsolePlaceholder() {
  const { t } = useTranslation();
  return <Empty description={t('admin.shell.comingSoon')} />;
}

export default ConsolePlaceholder;
