import { Alert, Card, Flex, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FlagName } from '../../../shared/feature-flags';
import { formatDateTime } from '../../lib/date-formats';
import { useAdminFlagsQuery, useSwitchFlagsMutation } from './admin-flags-api';
import { FlagSwitch } from './FlagSwitch';
import './admin-flags.css';

/**
 * The console's flags: each switch takes effect for customers within a minute, without a restart
 * (docs/behaviour.md, Maintenance and flags); every switch is audited.
 */
export function FlagsPage() {
  const { t, i18n } = useTranslation();
  const { data, isError: unread } = useAdminFlagsQuery();
  const [switchFlags, { isLoading: switching, isError: refused, originalArgs }] = useSwitchFlagsMutation();
  const switchingName = switching && originalArgs ? (Object.keys(originalArgs)[0] as FlagName) : null;
  return (
    <Card>
      <Typography.Paragraph type="secondary">{t('admin.flags.intro')}</Typography.Paragraph>
      {unread && <Alert type="error" showIcon title={t('admin.flags.unread')} />}
      {refused && <Alert type="error" showIcon title={t('admin.flags.refused')} />}
      {!data && !unread && <Skeleton active />}
      {data && (
        <ul className="admin-flags">
          {data.flags.map((flag) => (
            <li key={flag.name} data-testid={`flag-${flag.name}`}>
              <Flex justify="space-between" align="start" gap="middle">
                <div>
                  <Typography.Text strong>{t(`admin.flags.names.${flag.name}`)}</Typography.Text>
                  <div>{t(`admin.flags.effects.${flag.name}`)}</div>
                  <Typography.Text type="secondary">
                    {flag.changedAt === null
                      ? t('admin.flags.fromEnvironment', { value: t(flag.environment ? 'admin.flags.on' : 'admin.flags.off') })
                      : t('admin.flags.switchedAt', { at: formatDateTime(flag.changedAt, i18n.language) })}
                  </Typography.Text>
                </div>
                <FlagSwitch flag={flag} busy={switchingName === flag.name} onSwitch={(enabled) => switchFlags({ [flag.name]: enabled })} />
              </Flex>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

export default FlagsPage;
