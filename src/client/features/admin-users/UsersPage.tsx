import { CheckCircleOutlined, EyeInvisibleOutlined, KeyOutlined, LogoutOutlined, StopOutlined, UserAddOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Input, Modal, Space, Table, Tag, Tooltip, Typography, type TableColumnsType } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import type { AdminUser } from '../../../shared/admin-people-contract';
import { formatConsoleTime } from '../../lib/console-formats';
import { CONSOLE_PAGE_SIZE, SEARCH_STYLE, useConsoleAction } from '../admin-customers';
import { selectLanguage } from '../session';
import { BlockedBrandsModal } from './BlockedBrandsModal';
import { CustomerSelect } from './CustomerSelect';
import { InviteModal } from './InviteModal';
import { useAdminUsersQuery, useEndUserSessionsMutation, useSendPasswordResetMutation, useSetUserDisabledMutation } from './users-api';

interface IconActionProps {
  label: string;
  icon: ReactNode;
  onClick: () => void;
  danger?: boolean;
  disabled?: boolean;
}

function IconAction({ label, icon, onClick, danger, disabled }: IconActionProps) {
  return <Tooltip title={label}><Button size="small" aria-label={label} icon={icon} onClick={onClick} danger={danger} disabled={disabled} /></Tooltip>;
}

type Open = { kind: 'invite' } | { kind: 'blocked'; id: number } | null;

/**
 * The console's users (docs/operations.md, Customers and users): find by e-mail, name or customer;
 * invite; disable or enable and end sessions (both asked to confirm, both at once); blocked brands;
 * and each user's last sign-in and failed attempts.
 */
export function UsersPage() {
  const { t } = useTranslation();
  const language = useSelector(selectLanguage);
  // The app has no antd <App> (app/AppRoot.tsx): the page holds its own confirmations.
  const [modal, confirmations] = Modal.useModal();
  const [search, setSearch] = useState('');
  const [customerId, setCustomerId] = useState<number | null>(null);
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<Open>(null);
  const query = { q: search, offset: (page - 1) * CONSOLE_PAGE_SIZE, limit: CONSOLE_PAGE_SIZE, ...(customerId === null ? {} : { customerId }) };
  const { data, isFetching } = useAdminUsersQuery(query);
  const [setDisabled] = useSetUserDisabledMutation();
  const [endSessions] = useEndUserSessionsMutation();
  const [sendReset] = useSendPasswordResetMutation();
  const run = useConsoleAction();
  const blockedUser = open?.kind === 'blocked' ? data?.users.find((user) => user.id === open.id) : undefined;
  const time = (ms: number | null) => (ms === null ? t('admin.users.never') : formatConsoleTime(ms, language));

  const confirm = (title: string, content: string, okText: string, action: () => Promise<unknown>) => {
    modal.confirm({ title, content, okText, cancelText: t('admin.users.cancel'), okButtonProps: { danger: true }, onOk: action });
  };

  const disable = (user: AdminUser) => confirm(
    t('admin.users.disableConfirm', { email: user.email }), t('admin.users.disableExplained'), t('admin.users.disable'),
    () => run(() => setDisabled({ id: user.id, disabled: true }).unwrap(), 'admin.users.disabledDone', { email: user.email }),
  );
  const enable = (user: AdminUser) => run(() => setDisabled({ id: user.id, disabled: false }).unwrap(), 'admin.users.enabledDone', { email: user.email });
  const endAll = (user: AdminUser) => confirm(
    t('admin.users.endSessionsConfirm', { email: user.email }), t('admin.users.endSessionsExplained'), t('admin.users.endSessions'),
    () => run(() => endSessions({ id: user.id }).unwrap(), 'admin.users.sessionsEnded', { email: user.email }),
  );
  // Mailed, it is said so; without a mail server the link is shown to pass on by hand.
  const reset = (user: AdminUser) => confirm(
    t('admin.users.resetConfirm', { email: user.email }), t('admin.users.resetExplained'), t('admin.users.reset'),
    () => run(async () => {
      const { link } = await sendReset({ id: user.id }).unwrap();
      if (link !== null) {
        modal.info({ title: t('admin.users.resetLinkTitle', { email: user.email }), content: <Typography.Paragraph copyable code className="console-link">{link}</Typography.Paragraph> });
      }
    }, 'admin.users.resetDone', { email: user.email }),
  );
  const columns: TableColumnsType<AdminUser> = [
    { title: t('admin.users.email'), dataIndex: 'email', key: 'email' },
    { title: t('admin.users.name'), dataIndex: 'username', key: 'username' },
    { title: t('admin.users.customer'), key: 'customer', render: (_, user) => user.customer?.name ?? '—' },
    {
      title: t('admin.users.state'), key: 'state',
      render: (_, user) => (user.disabled ? <Tag color="red">{t('admin.users.disabled')}</Tag> : <Tag color="green">{t('admin.users.active')}</Tag>),
    },
    { title: t('admin.users.lastSignIn'), key: 'lastSignIn', render: (_, user) => time(user.lastSignInAt) },
    {
      title: t('admin.users.failedAttempts'), key: 'failed', align: 'end',
      render: (_, user) => (user.failedAttempts === 0 ? 0 : (
        <Tooltip title={t('admin.users.lastFailed', { time: time(user.lastFailedAt) })}><Tag color="orange">{user.failedAttempts}</Tag></Tooltip>
      )),
    },
    { title: t('admin.users.sessions'), dataIndex: 'openSessions', key: 'sessions', align: 'end' },
    { title: t('admin.users.blockedBrands'), dataIndex: 'blocked_brands', key: 'blocked', render: (brands: string) => brands.split(',').filter(Boolean).join(', ') || '—' },
    {
      // Kept in view at the right while the other columns scroll inside the card; icons, each named and with its tooltip.
      title: t('admin.users.actions'), key: 'actions', fixed: 'right',
      render: (_, user) => (
        <Space size="small">
          {user.disabled
            ? <IconAction label={t('admin.users.enable')} icon={<CheckCircleOutlined aria-hidden />} onClick={() => enable(user)} />
            : <IconAction label={t('admin.users.disable')} icon={<StopOutlined aria-hidden />} onClick={() => disable(user)} danger />}
          <IconAction label={t('admin.users.endSessions')} icon={<LogoutOutlined aria-hidden />} onClick={() => endAll(user)} disabled={user.openSessions === 0} />
          <IconAction label={t('admin.users.reset')} icon={<KeyOutlined aria-hidden />} onClick={() => reset(user)} disabled={user.disabled} />
          <IconAction label={t('admin.users.blockedBrands')} icon={<EyeInvisibleOutlined aria-hidden />} onClick={() => setOpen({ kind: 'blocked', id: user.id })} />
        </Space>
      ),
    },
  ];

  return (
    <Card className="console-page">
      <Flex wrap gap="small" className="console-page__toolbar">
        <Input.Search
          allowClear placeholder={t('admin.users.searchPlaceholder')} aria-label={t('admin.users.search')}
          onSearch={(value) => { setSearch(value.trim()); setPage(1); }}
        />
        <CustomerSelect allowClear value={customerId} onChange={(id) => { setCustomerId(id); setPage(1); }} aria-label={t('admin.users.filterCustomer')} style={SEARCH_STYLE} />
        <Button type="primary" icon={<UserAddOutlined aria-hidden />} onClick={() => setOpen({ kind: 'invite' })}>{t('admin.users.invite')}</Button>
      </Flex>
      <Table<AdminUser>
        rowKey="id" size="small" loading={isFetching} columns={columns} dataSource={data?.users} scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('admin.users.none') }}
        pagination={{ current: page, pageSize: CONSOLE_PAGE_SIZE, total: data?.total ?? 0, showSizeChanger: false, onChange: setPage, hideOnSinglePage: true }}
      />
      {open?.kind === 'invite' && <InviteModal onClose={() => setOpen(null)} />}
      {blockedUser && <BlockedBrandsModal user={blockedUser} onClose={() => setOpen(null)} />}
      {confirmations}
    </Card>
  );
}
