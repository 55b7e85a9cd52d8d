import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { showsChristmasBanner } from './flags';
import { useFlags } from './use-flags';

/** The beta banner and the year-end closure banner, each when its flag (and date) says so. */
export function Banners({ today = new Date() }: { today?: Date }) {
  const { t } = useTranslation();
  const flags = useFlags();
  return (
    <>
      {flags.beta && <Alert banner type="warning" title={t('banners.beta')} data-testid="beta-banner" />}
      {showsChristmasBanner(flags, today) && (
        <Alert banner type="info" title={t('banners.christmasBreak')} data-testid="christmas-banner" />
      )}
    </>
  );
}
