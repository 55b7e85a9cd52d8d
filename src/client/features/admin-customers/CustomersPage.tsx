import { EditOutlined, PercentageOutlined, PlusOutlined, TeamOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Grid, Input, Space, Table, Tag, Tooltip, type TableColumnsType } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import type { AdminCustomer } from '../../../shared/admin-people-contract';
import { selectLanguage } from '../session';
import { CustomerNameModal } from './CustomerNameModal';
import { CustomerUsersModal } from './CustomerUsersModal';
import { useAdminCustomersQuery } from './customers-api';
import { discountText } from './discount-text';
import { DiscountsModal } from './DiscountsModal';
import './console-page.css';

/** The search fields of the console's lists: room to type, without pushing the buttons onto a line of their own on a wide screen. */
export const SEARCH_STYLE = { flex: '1 1 200px', maxWidth: 360 } as const;

/** Rows per page of the console's lists. */
export const CONSOLE_PAGE_SIZE = 20;
/** Discount groups shown in a row; the rest are counted. */
const GROUPS_SHOWN = 4;

interface RowActionProps {
  /** Shown beside the icon on a wide screen, as the tooltip on a phone. */
  label: string;
  /** The button's accessible name: the action and the customer it is for. */
  name: string;
  icon: ReactNode;
  wide: boolean;
  onClick: () => void;
}

/** On a phone the row's buttons are icons alone: with their labels they would cover the customer's name. */
function RowAction({ label, name, icon, wide, onClick }: RowActionProps) {
  const button = <Button size="small" icon={icon} onClick={onClick} aria-label={name}>{wide && label}</Button>;
  return wide ? button : <Tooltip title={label}>{button}</Tooltip>;
}

type Open = { kind: 'create' } | { kind: 'rename' | 'discounts' | 'users'; id: number } | null;

/**
 * The console's customers (docs/operations.md, Customers and users): find by name, create, rename,
 * set discount groups, and see a customer's users. The table scrolls inside its card on a phone.
 */
export function CustomersPage() {
  const { t } = useTranslation();
  const language = useSelector(selectLanguage);
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<Open>(null);
  const wide = Grid.useBreakpoint().md ?? true;
  const { data, isFetching } = useAdminCustomersQuery({ q: search, offset: (page - 1) * CONSOLE_PAGE_SIZE, limit: CONSOLE_PAGE_SIZE });
  // The dialogs show the customer as the list holds it now, so a saved change shows in them at once.
  const opened = open && open.kind !== 'create' ? data?.customers.find((customer) => customer.id === open.id) : undefined;

  const columns: TableColumnsType<AdminCustomer> = [
    { title: t('admin.customers.name'), dataIndex: 'name', key: 'name' },
    { title: t('admin.customers.users'), dataIndex: 'users', key: 'users', align: 'end' },
    {
      title: t('admin.customers.discounts'), key: 'discounts', width: 320,
      render: (_, { discounts }) => (
        <Space size={[4, 4]} wrap>
          {discounts.slice(0, GROUPS_SHOWN).map(({ group, percent }) => <Tag key={group}>{group} {discountText(percent, language, t)}</Tag>)}
          {discounts.length > GROUPS_SHOWN && <Tag>{t('admin.customers.moreGroups', { count: discounts.length - GROUPS_SHOWN })}</Tag>}
        </Space>
      ),
    },
    {
      title: t('admin.customers.actions'), key: 'actions', fixed: 'right',
      render: (_, customer) => (
        <Space size="small">
          <RowAction wide={wide} icon={<EditOutlined aria-hidden />} onClick={() => setOpen({ kind: 'rename', id: customer.id })}
            label={t('admin.customers.rename')} name={t('admin.customers.renameOf', { name: customer.name })} />
          <RowAction wide={wide} icon={<PercentageOutlined aria-hidden />} onClick={() => setOpen({ kind: 'discounts', id: customer.id })}
            label={t('admin.customers.discounts')} name={t('admin.customers.discountsOf', { name: customer.name })} />
          <RowAction wide={wide} icon={<TeamOutlined aria-hidden />} onClick={() => setOpen({ kind: 'users', id: customer.id })}
            label={t('admin.customers.users')} name={t('admin.customers.usersOf', { name: customer.name })} />
        </Space>
      ),
    },
  ];

  return (
    <Card className="console-page">
      <Flex wrap gap="small" className="console-page__toolbar">
        <Input.Search
          allowClear placeholder={t('admin.customers.searchPlaceholder')} aria-label={t('admin.customers.search')} style={SEARCH_STYLE}
          onSearch={(value) => { setSearch(value.trim()); setPage(1); }}
        />
        <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setOpen({ kind: 'create' })}>{t('admin.customers.create')}</Button>
      </Flex>
      <Table<AdminCustomer>
        rowKey="id" size="small" loading={isFetching} columns={columns} dataSource={data?.customers} scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('admin.customers.none') }}
        pagination={{ current: page, pageSize: CONSOLE_PAGE_SIZE, total: data?.total ?? 0, showSizeChanger: false, onChange: setPage, hideOnSinglePage: true }}
      />
      {open?.kind === 'create' && <CustomerNameModal customer={null} onClose={() => setOpen(null)} />}
      {open?.kind === 'rename' && opened && <CustomerNameModal customer={opened} onClose={() => setOpen(null)} />}
      {open?.kind === 'discounts' && opened && <DiscountsModal customer={opened} onClose={() => setOpen(null)} />}
      {open?.kind === 'users' && opened && <CustomerUsersModal customer={opened} onClose={() => setOpen(null)} />}
    </Card>
  );
}
