import { LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectUserLabel } from '../session/session-selectors';
import { logoutRequested } from '../session/session-slice';

/** The signed-in user ("username (customer name)" on hover or focus) and Logout. */
export function UserMenu() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const label = useAppSelector(selectUserLabel);
  return (
    <div className="user-menu">
      <Tooltip title={label}>
        <Button type="text" shape="circle" icon={<UserOutlined />} aria-label={label} className="user-menu__icon" />
      </Tooltip>
      <Button icon={<LogoutOutlined />} aria-label={t('header.logout')} onClick={() => dispatch(logoutRequested())}>
        <span className="user-menu__logout-label">{t('header.logout')}</span>
      </Button>
    </div>
  );
}
