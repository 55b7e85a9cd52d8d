import { DownloadOutlined, KeyOutlined, LogoutOutlined, UnorderedListOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Dropdown, Tooltip, type MenuProps } from 'antd';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector, useStore } from 'react-redux';
import { partsListOpened } from '../parts-list';
import { LazyChangePasswordDialog } from '../passwords';
import { logError, logoutRequested, selectUserLabel, type SessionState } from '../session';
import { exportSupportLog, useRecorder } from '../support-log';
import { useToasts } from '../toasts';

const NO_RECORD = { entries: () => [], searchIds: () => [] };

/**
 * The signed-in user ("username (customer name)" on hover or focus), whose menu leads to the parts
 * list, changes the password and downloads the support log; and Logout.
 */
export function UserMenu() {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  // Read when the log is downloaded: the menu shows none of the session, so it need not re-render with it.
  const store = useStore<{ session: SessionState }>();
  const label = useSelector(selectUserLabel);
  const recorder = useRecorder();
  const { showToast } = useToasts();
  // Mounted from the first opening on, so the dialog can close with its animation.
  const [passwordDialog, setPasswordDialog] = useState<'closed' | 'open' | 'never'>('never');

  const downloadSupportLog = () => {
    try {
      exportSupportLog(recorder ?? NO_RECORD, store.getState());
      showToast('success', 'supportLog.downloaded');
    } catch (error) {
      logError('Error saving the support log:', error);
      showToast('error', 'supportLog.failed');
    }
  };
  const items: MenuProps['items'] = [
    { key: 'partsList', icon: <UnorderedListOutlined />, label: t('header.partsList'), onClick: () => dispatch(partsListOpened()) },
    { key: 'changePassword', icon: <KeyOutlined />, label: t('passwords.change.menu'), onClick: () => setPasswordDialog('open') },
    { key: 'supportLog', icon: <DownloadOutlined />, label: t('supportLog.download'), onClick: downloadSupportLog },
  ];

  return (
    <div className="user-menu">
      <Dropdown menu={{ items }} trigger={['click']} placement="bottomRight">
        {/* To the left, so that it never covers the menu that opens below the icon. */}
        <Tooltip title={label} placement="left">
          <Button type="text" shape="circle" icon={<UserOutlined />} aria-label={label} className="user-menu__icon" />
        </Tooltip>
      </Dropdown>
      <Button icon={<LogoutOutlined />} aria-label={t('header.logout')} onClick={() => dispatch(logoutRequested())}>
        <span className="user-menu__logout-label">{t('header.logout')}</span>
      </Button>
      {passwordDialog !== 'never' && (
        <Suspense fallback={null}>
          <LazyChangePasswordDialog open={passwordDialog === 'open'} onClose={() => setPasswordDialog('closed')} />
        </Suspense>
      )}
    </div>
  );
}
