import { CheckCircleOutlined, EyeInvisibleOutlined, KeyOutlined, LogoutOutlined, StopOutlined, UserAddOutlined } from '@ant-design/icons';
import { App, Button, Card, Flex, Input, Space, Table, Tag, Tooltip, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import type { AdminUser } from '../../../shared/admin-people-contract';
import { formatConsoleTime } from '../../lib/console-formats';
import { CONSOLE_PAGE_SIZE, useConsoleAction, useFailureText } from '../admin-customers';
import { selectLanguage } from '../session';
import { useToasts } from '../toasts';
import { BlockedBrandsModal } from './BlockedBrandsModal';
import { CustomerSelect } from './CustomerSelect';
import { InviteModal } from './InviteModal';
import { useAdminUsersQuery, useEndUserSessionsMutation, useSendPasswordResetMutation, useSetUserDisabledMutation } from './users-api';

type Open = { kind: 'invite' } | { kind: 'blocked'; id: number } | null;

/**
 * The console's users (docs/operations.md, Customers and users): find by e-mail, name or customer;
 * invite; disable or enable and end sessions (both asked to confirm, both at once); blocked brands;
 * a password reset; and each user's last sign-in and failed attempts.
 */
export function UsersPage() {
  const { t } = useTranslation();
  const language = useSelector(selectLanguage);
  const { modal } = App.useApp();
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
  const failureText = useFailureText();
  const { showToast } = useToasts();
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
  const reset = (user: AdminUser) => modal.confirm({
    title: t('admin.users.resetConfirm', { email: user.email }), okText: t('admin.users.sendReset'), cancelText: t('admin.users.cancel'),
    onOk: async () => {
      try {
        const { link } = await sendReset({ id: user.id }).unwrap();
        modal.info({
          title: t('admin.users.resetTitle'),
          content: link === null ? t('admin.users.resetSent', { email: user.email })
            : <><Typography.Paragraph>{t('admin.users.passOnResetLink', { email: user.email })}</Typography.Paragraph><Typography.Paragraph copyable code className="console-link">{link}</Typography.Paragraph></>,
        });
      } catch (error) {
        showToast('error', 'admin.customers.failed', { text: failureText(error) });
      }
    },
  });

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
      title: t('admin.users.actions'), key: 'actions',
      render: (_, user) => (
        <Space size="small">
          {user.disabled
            ? <Button size="small" icon={<CheckCircleOutlined aria-hidden />} onClick={() => enable(user)}>{t('admin.users.enable')}</Button>
            : <Button size="small" danger icon={<StopOutlined aria-hidden />} onClick={() => disable(user)}>{t('admin.users.disable')}</Button>}
          <Button size="small" icon={<LogoutOutlined aria-hidden />} onClick={() => endAll(user)} disabled={user.openSessions === 0}>{t('admin.users.endSessions')}</Button>
          <Button size="small" icon={<EyeInvisibleOutlined aria-hidden />} onClick={() => setOpen({ kind: 'blocked', id: user.id })}>{t('admin.users.blockedBrands')}</Button>
          <Button size="small" icon={<KeyOutlined aria-hidden />} onClick={() => reset(user)}>{t('admin.users.sendReset')}</Button>
        </Space>
      ),
    },
  ];

  return (
    <Card className="console-page">
      <Flex wrap gap="small" className="console-page__toolbar">
        <Input.Search
          allowClear placeholder={t('admin.users.searchPlaceholder')} aria-label={t('admin.users.search')} className="console-page__search"
          onSearch={(value) => { setSearch(value.trim()); setPage(1); }}
        />
        <CustomerSelect allowClear value={customerId} onChange={(id) => { setCustomerId(id); setPage(1); }} aria-label={t('admin.users.filterCustomer')} className="console-page__search" />
        <Button type="primary" icon={<UserAddOutlined aria-hidden />} onClick={() => setOpen({ kind: 'invite' })}>{t('admin.users.invite')}</Button>
      </Flex>
      <Table<AdminUser>
        rowKey="id" size="small" loading={isFetching} columns={columns} dataSource={data?.users} scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('admin.users.none') }}
        pagination={{ current: page, pageSize: CONSOLE_PAGE_SIZE, total: data?.total ?? 0, showSizeChanger: false, onChange: setPage, hideOnSinglePage: true }}
      />
      {open?.kind === 'invite' && <InviteModal onClose={() => setOpen(null)} />}
      {blockedUser && <BlockedBrandsModal user={blockedUser} onClose={() => setOpen(null)} />}
    </Card>
  );
}
