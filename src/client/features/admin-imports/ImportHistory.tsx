/** The history of imports, newest first: who, when, which file of which kind, rows, rejected lines, outcome. */
import { Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ImportOutcome, ImportRun } from '../../../shared/admin-imports-contract';
import { formatCount } from '../../lib/formats';

const OUTCOME_COLOR: Record<ImportOutcome, string> = { running: 'processing', succeeded: 'success', failed: 'error' };

export function ImportHistory({ runs, loading }: { runs: readonly ImportRun[]; loading: boolean }) {
  const { t, i18n } = useTranslation();
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'short' });
  return (
    <Table<ImportRun>
      size="small"
      rowKey="id"
      loading={loading}
      dataSource={[...runs]}
      pagination={runs.length > 20 ? { pageSize: 20, showSizeChanger: false } : false}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: t('admin.imports.noHistory') }}
      columns={[
        { title: t('admin.imports.when'), dataIndex: 'startedAt', render: (at: number) => when.format(at) },
        { title: t('admin.imports.who'), dataIndex: 'actor' },
        { title: t('admin.imports.kind'), dataIndex: 'kind', render: (kind: string) => t(`admin.imports.kinds.${kind}`) },
        { title: t('admin.imports.file'), dataIndex: 'fileName' },
        { title: t('admin.imports.rows'), dataIndex: 'rows', align: 'right', render: formatCount },
        { title: t('admin.imports.rejected'), dataIndex: 'rejected', align: 'right', render: formatCount },
        {
          title: t('admin.imports.outcome'), dataIndex: 'outcome',
          render: (outcome: ImportOutcome, run) => <Tag color={OUTCOME_COLOR[outcome]} title={run.message ?? undefined}>{t(`admin.imports.outcomes.${outcome}`)}</Tag>,
        },
      ]}
    />
  );
}
