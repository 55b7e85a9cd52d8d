/**
 * The staff console's frame (docs/operations.md, The staff console): the pages' menu at the side on
 * a wide screen and in a drawer behind a button on a phone, the staff member's name, the language
 * and Logout, and the page itself. A customer's session that reaches /admin is told the console is
 * for staff and offered the way back to the search.
 */
import { LogoutOutlined, MenuOutlined } from '@ant-design/icons';
import { Button, Drawer, Grid, Menu, Result, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { Link, useLocation, useNavigate } from 'react-router';
import { usePageTitle } from '../../lib/use-page-title';
import { Logo } from '../../components/Logo';
import { CONSOLE_PATH } from '../../config/constants';
import { LanguageSelector, logoutRequested, selectIsStaff, selectUser } from '../session';
import type { ConsolePage } from './console-page';
import './console.css';

export interface ConsoleLayoutProps {
  pages: readonly ConsolePage[];
  /** The page the address names. */
  children: ReactNode;
}

/** The page the address names (the first segment after /admin), if any. */
export function currentPage(pages: readonly ConsolePage[], pathname: string): ConsolePage | undefined {
  const segment = pathname.slice(CONSOLE_PATH.length + 1).split('/')[0];
  return pages.find((page) => page.path === segment);
}

function NotForCustomers() {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  return (
    <Result
      status="403"
      title={t('admin.shell.staffOnly')}
      subTitle={t('admin.shell.staffOnlyText')}
      extra={[
        <Link key="search" to="/"><Button type="primary">{t('admin.shell.toSearch')}</Button></Link>,
        <Button key="logout" onClick={() => dispatch(logoutRequested())}>{t('header.logout')}</Button>,
      ]}
    />
  );
}

export function ConsoleLayout({ pages, children }: ConsoleLayoutProps) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const staff = useSelector(selectIsStaff);
  const user = useSelector(selectUser);
  const wide = Grid.useBreakpoint().md ?? true;
  const [menuOpen, setMenuOpen] = useState(false);
  const page = currentPage(pages, pathname);
  usePageTitle(page ? `${t(page.labelKey)} · ${t('admin.shell.title')}` : t('admin.shell.title'));

  if (!staff) return <NotForCustomers />;

  const menu = (
    <Menu
      mode="inline"
      selectedKeys={page ? [page.path] : []}
      items={pages.map((entry) => ({ key: entry.path, icon: entry.icon, label: t(entry.labelKey) }))}
      onClick={({ key }) => {
        setMenuOpen(false);
        void navigate(`${CONSOLE_PATH}/${key}`);
      }}
    />
  );

  // Plain elements, not antd's Layout: the search page's Menu imports Layout's Sider, and using
  // Layout here would make all of it the search page's code too (docs/performance.md, Page load on a phone).
  return (
    <div className="console">
      <header className="console__header">
        {!wide && <Button type="text" icon={<MenuOutlined />} aria-label={t('admin.shell.menu')} onClick={() => setMenuOpen(true)} />}
        <Link to={CONSOLE_PATH} className="console__brand" aria-label={t('admin.shell.title')}>
          <Logo size={28} />
          <span className="console__title">{t('admin.shell.title')}</span>
        </Link>
        <span className="console__spacer" />
        {wide && <Typography.Text className="console__user">{user?.username}</Typography.Text>}
        <LanguageSelector />
        <Button icon={<LogoutOutlined />} aria-label={t('header.logout')} onClick={() => dispatch(logoutRequested())}>
          {wide && t('header.logout')}
        </Button>
      </header>
      <div className="console__body">
        {wide && <nav className="console__sider" aria-label={t('admin.shell.menu')}>{menu}</nav>}
        <Drawer open={!wide && menuOpen} onClose={() => setMenuOpen(false)} placement="left" size={260} title={t('admin.shell.title')}>
          <nav aria-label={t('admin.shell.menu')}>{menu}</nav>
        </Drawer>
        <main className="console__content">
          {page && <Typography.Title level={2} className="console__heading">{t(page.labelKey)}</Typography.Title>}
          {children}
        </main>
      </div>
    </div>
  );
}
