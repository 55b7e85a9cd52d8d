/** The history of imports, newest first: who, when, which file of which kind, rows, rejected lines, outcome. */
import { Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import type { ImportOutcome, ImportRun } from '../../../shared/admin-imports-contract';
import { formatConsoleCount, formatConsoleTime } from '../../lib/console-formats';
import { selectLanguage } from '../session';

const OUTCOME_COLOR: Record<ImportOutcome, string> = { running: 'processing', succeeded: 'success', failed: 'error' };

export function ImportHistory({ runs, loading }: { runs: readonly ImportRun[]; loading: boolean }) {
  const { t } = useTranslation();
  const language = useSelector(selectLanguage);
  const count = (value: number) => formatConsoleCount(value, language);
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
        { title: t('admin.imports.when'), dataIndex: 'startedAt', render: (at: number) => formatConsoleTime(at, language) },
        { title: t('admin.imports.who'), dataIndex: 'actor' },
        { title: t('admin.imports.kind'), dataIndex: 'kind', render: (kind: string) => t(`admin.imports.kinds.${kind}`) },
        { title: t('admin.imports.file'), dataIndex: 'fileName' },
        { title: t('admin.imports.rows'), dataIndex: 'rows', align: 'right', render: count },
        { title: t('admin.imports.rejected'), dataIndex: 'rejected', align: 'right', render: count },
        {
          title: t('admin.imports.outcome'), dataIndex: 'outcome',
          render: (outcome: ImportOutcome, run) => <Tag color={OUTCOME_COLOR[outcome]} title={run.message ?? undefined}>{t(`admin.imports.outcomes.${outcome}`)}</Tag>,
        },
      ]}
    />
  );
}
