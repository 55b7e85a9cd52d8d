/** What a check or an import found: the counts, how the file was read, and the rejected lines in a table. */
import { Alert, Progress, Space, Table, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import type { ImportLine, ImportReport as Report, ImportRun } from '../../../shared/admin-imports-contract';
import { formatConsoleCount } from '../../lib/console-formats';
import { selectLanguage } from '../session';

/** The file's numbers in the console's language. */
function useCount(): (value: number) => string {
  const language = useSelector(selectLanguage);
  return (value) => formatConsoleCount(value, language);
}

/** An import's phase as the console's language names it; a phase the page does not know yet, as the server names it. */
const phaseName = (phase: string, t: TFunction) => t(`admin.imports.phases.${phase}`, { defaultValue: phase });

function LinesTable({ title, lines, total }: { title: string; lines: readonly ImportLine[]; total: number }) {
  const { t } = useTranslation();
  const formatCount = useCount();
  if (total === 0) return null;
  return (
    <div className="admin-imports__lines">
      <Typography.Title level={5}>{title} ({formatCount(total)})</Typography.Title>
      <Table<ImportLine>
        size="small"
        rowKey={(line) => `${line.line}:${line.reason}`}
        dataSource={[...lines]}
        pagination={lines.length > 20 ? { pageSize: 20, showSizeChanger: false } : false}
        scroll={{ x: 'max-content' }}
        columns={[
          { title: t('admin.imports.line'), dataIndex: 'line', width: 80 },
          { title: t('admin.imports.reason'), dataIndex: 'reason' },
        ]}
      />
      {total > lines.length && <Typography.Text type="secondary">{t('admin.imports.moreLines', { count: total - lines.length, more: formatCount(total - lines.length) })}</Typography.Text>}
    </div>
  );
}

/** A check's report: whether the file may be imported, and every rejected line (the first 1,000) with its number and reason. */
export function CheckReport({ run, report }: { run: ImportRun; report: Report | null }) {
  const { t } = useTranslation();
  const formatCount = useCount();
  if (run.outcome === 'running') return <Progress percent={100} status="active" showInfo={false} aria-label={t('admin.imports.checking')} />;
  const passed = run.outcome === 'succeeded';
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Alert
        type={passed ? 'success' : 'error'}
        showIcon
        title={passed ? t('admin.imports.checkPassed', { count: run.rows, rows: formatCount(run.rows) })
          : t('admin.imports.checkFailed', { count: run.rejected, rejected: formatCount(run.rejected), rows: formatCount(run.rows) })}
        description={run.rejected === 0 ? run.message ?? undefined : undefined}
      />
      {report?.encoding && (
        <Typography.Text type="secondary">{t('admin.imports.readAs', { encoding: report.encoding, separator: report.separator ?? ',' })}</Typography.Text>
      )}
      {report && report.ignoredColumns.length > 0 && (
        <Typography.Text type="secondary">{t('admin.imports.ignoredColumns', { columns: report.ignoredColumns.join(', ') })}</Typography.Text>
      )}
      <LinesTable title={t('admin.imports.rejectedLines')} lines={report?.rejectedLines ?? []} total={run.rejected} />
      <LinesTable title={t('admin.imports.warningLines')} lines={report?.warningLines ?? []} total={run.warnings} />
    </Space>
  );
}

/** How far an import is: rows loaded of the rows checked, then the phases after loading; then how it ended. */
export function ApplyProgress({ run, checkedRows }: { run: ImportRun; checkedRows: number }) {
  const { t } = useTranslation();
  const formatCount = useCount();
  if (run.outcome === 'succeeded') return <Alert type="success" showIcon title={t('admin.imports.applied', { count: run.rows, rows: formatCount(run.rows) })} />;
  if (run.outcome === 'failed') return <Alert type="error" showIcon title={t('admin.imports.applyFailed')} description={run.message} />;
  const loading = run.progress?.phase === 'loading' && checkedRows > 0;
  const percent = loading ? Math.min(99, Math.floor((100 * (run.progress?.rows ?? 0)) / checkedRows)) : run.progress ? 99 : 0;
  return (
    <div>
      <Progress percent={percent} status="active" aria-label={t('admin.imports.applying')} />
      <Typography.Text type="secondary">
        {run.progress?.phase
          ? t('admin.imports.phase', { count: run.progress.rows, phase: phaseName(run.progress.phase, t), rows: formatCount(run.progress.rows) })
          : t('admin.imports.applying')}
      </Typography.Text>
    </div>
  );
}
