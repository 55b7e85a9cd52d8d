import { Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AuditLine } from '../../../shared/admin-audit-contract';
import { formatDateTime } from '../../lib/date-formats';
import { eventLabel } from './event-label';

/** A line's details as `key: value` pairs (never a password or token: the server records none). */
const detailsText = (details: AuditLine['details']) => Object.entries(details).map(([key, value]) => `${key}: ${String(value)}`).join(', ');

/** The audit lines, newest first; the table scrolls inside its card on a narrow screen. */
export function AuditTable({ lines, loading }: { lines: AuditLine[]; loading: boolean }) {
  const { t, i18n } = useTranslation();
  const columns: TableColumnsType<AuditLine> = [
    { key: 'at', title: t('admin.audit.columns.at'), render: (_, line) => formatDateTime(line.at, i18n.language) },
    { key: 'event', title: t('admin.audit.columns.event'), render: (_, line) => eventLabel(t, line.event) },
    { key: 'actor', title: t('admin.audit.columns.actor'), render: (_, line) => `${line.actor} (${t(`admin.audit.roles.${line.actorRole}`)})` },
    { key: 'address', title: t('admin.audit.columns.address'), dataIndex: 'address' },
    { key: 'customer', title: t('admin.audit.columns.customer'), render: (_, line) => line.customerName ?? (line.customerId === null ? '' : `#${line.customerId}`) },
    { key: 'user', title: t('admin.audit.columns.user'), render: (_, line) => line.userEmail ?? '' },
    { key: 'details', title: t('admin.audit.columns.details'), render: (_, line) => detailsText(line.details) },
  ];
  return (
    <Table<AuditLine>
      rowKey="id"
      size="small"
      columns={columns}
      dataSource={lines}
      loading={loading}
      pagination={false}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: t('admin.audit.empty') }}
    />
  );
}
