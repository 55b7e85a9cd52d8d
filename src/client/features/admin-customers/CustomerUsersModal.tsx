import { Modal, Table, Tag, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import type { AdminCustomer, AdminUser } from '../../../shared/admin-people-contract';
import { formatConsoleTime } from '../../lib/console-formats';
import { selectLanguage } from '../session';
import { useCustomerUsersQuery } from './customers-api';

/** The users of one customer (the users page manages them). */
export function CustomerUsersModal({ customer, onClose }: { customer: AdminCustomer; onClose: () => void }) {
  const { t } = useTranslation();
  const language = useSelector(selectLanguage);
  const { data, isFetching } = useCustomerUsersQuery({ id: customer.id });
  const columns: TableColumnsType<AdminUser> = [
    { title: t('admin.customers.email'), dataIndex: 'email', key: 'email' },
    { title: t('admin.customers.userName'), dataIndex: 'username', key: 'username' },
    {
      title: t('admin.customers.state'), key: 'state',
      render: (_, user) => (user.disabled ? <Tag color="red">{t('admin.customers.disabled')}</Tag> : <Tag color="green">{t('admin.customers.active')}</Tag>),
    },
    {
      title: t('admin.customers.lastSignIn'), key: 'lastSignIn',
      render: (_, user) => (user.lastSignInAt === null ? t('admin.customers.never') : formatConsoleTime(user.lastSignInAt, language)),
    },
  ];
  return (
    <Modal open title={t('admin.customers.usersTitle', { name: customer.name })} footer={null} onCancel={onClose} width={720} destroyOnHidden>
      <Table<AdminUser>
        rowKey="id" size="small" loading={isFetching} columns={columns} dataSource={data?.users} pagination={false} scroll={{ x: 'max-content', y: 360 }}
        locale={{ emptyText: t('admin.customers.noUsers') }}
      />
    </Modal>
  );
}
