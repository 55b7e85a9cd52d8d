/**
 * The console's imports page (docs/imports.md, From the console): choose the kind and the file,
 * see the check of every line before anything is written, import the checked file, follow its
 * progress, and see the history.
 */
import { Alert, Button, Card, Flex, Radio, Space, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import type { ImportKind, ImportRunDetail } from '../../../shared/admin-imports-contract';
import { IMPORT_POLL_MS } from '../../config/constants';
import { formatConsoleMegabytes } from '../../lib/console-formats';
import { selectLanguage } from '../session';
import { ImportHistory } from './ImportHistory';
import { ApplyProgress, CheckReport } from './ImportReport';
import { useApplyImportMutation, useCheckImportMutation, useImportOverviewQuery, useImportRunQuery } from './imports-api';

/** The server's message for a refused call (in the page's language), else the page's own. */
function errorText(error: unknown, fallback: string): string {
  const message = (error as { data?: { message?: unknown } } | undefined)?.data?.message;
  return typeof message === 'string' ? message : fallback;
}

/** A run followed until it has ended. */
function useRun(id: number | null): ImportRunDetail | undefined {
  const [running, setRunning] = useState(true);
  const { data } = useImportRunQuery(id ?? 0, { skip: id === null, pollingInterval: running ? IMPORT_POLL_MS : 0 });
  const current = id !== null && data?.run.id === id ? data : undefined;
  useEffect(() => setRunning(current?.run.outcome !== 'succeeded' && current?.run.outcome !== 'failed'), [current?.run.outcome]);
  return current;
}

export function ImportsPage() {
  const { t } = useTranslation();
  const language = useSelector(selectLanguage);
  const overview = useImportOverviewQuery();
  const [kind, setKind] = useState<ImportKind>('catalogue');
  const [file, setFile] = useState<File | null>(null);
  const [checkId, setCheckId] = useState<number | null>(null);
  const [applyId, setApplyId] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [checkImport, checking] = useCheckImportMutation();
  const [applyImport, applying] = useApplyImportMutation();
  const input = useRef<HTMLInputElement>(null);
  const check = useRun(checkId);
  const apply = useRun(applyId);
  const maxBytes = overview.data?.kinds.find((known) => known.kind === kind)?.maxBytes ?? Infinity;
  const applyEnded = apply && apply.run.outcome !== 'running';
  const { refetch } = overview;

  useEffect(() => {
    if (applyEnded) void refetch();
  }, [applyEnded, refetch]);

  const start = (next: { kind?: ImportKind; file?: File | null }) => {
    if (next.kind) setKind(next.kind);
    if (next.file !== undefined) setFile(next.file);
    setCheckId(null);
    setApplyId(null);
    setError(null);
  };
  const tooLarge = file !== null && file.size > maxBytes;

  const runCheck = async () => {
    if (!file) return;
    setError(null);
    setApplyId(null);
    try {
      setCheckId((await checkImport({ kind, file }).unwrap()).run.id);
    } catch (failure) {
      setError(errorText(failure, t('admin.imports.failed')));
    }
  };
  const runApply = async () => {
    if (!file || checkId === null) return;
    setError(null);
    try {
      setApplyId((await applyImport({ checkId, file }).unwrap()).run.id);
    } catch (failure) {
      setError(errorText(failure, t('admin.imports.failed')));
    }
  };

  const checkPassed = check?.run.outcome === 'succeeded';
  return (
    <Space orientation="vertical" size="large" className="admin-imports" style={{ width: '100%' }}>
      <Card title={t('admin.imports.title')}>
        <Space orientation="vertical" style={{ width: '100%' }}>
          <Flex wrap gap="small" align="center">
            <Radio.Group
              aria-label={t('admin.imports.kind')}
              optionType="button"
              value={kind}
              onChange={(event) => start({ kind: event.target.value as ImportKind })}
              options={(overview.data?.kinds ?? []).map((known) => ({ value: known.kind, label: t(`admin.imports.kinds.${known.kind}`) }))}
            />
          </Flex>
          <Flex wrap gap="small" align="center">
            <input
              ref={input}
              type="file"
              accept=".csv,.txt,text/csv"
              aria-label={t('admin.imports.chooseFile')}
              style={{ display: 'none' }}
              onChange={(event) => start({ file: event.target.files?.[0] ?? null })}
            />
            <Button onClick={() => input.current?.click()}>{t('admin.imports.chooseFile')}</Button>
            <Typography.Text ellipsis style={{ maxWidth: '100%' }}>{file?.name ?? t('admin.imports.noFile')}</Typography.Text>
          </Flex>
          {Number.isFinite(maxBytes) && (
            <Typography.Text type="secondary">{t('admin.imports.maxSize', { size: formatConsoleMegabytes(maxBytes, language) })}</Typography.Text>
          )}
          {tooLarge && <Alert type="error" showIcon title={t('admin.imports.tooLarge', { name: file.name, size: formatConsoleMegabytes(maxBytes, language) })} />}
          <Flex wrap gap="small">
            <Button type="primary" disabled={!file || tooLarge || (checkId !== null && !check) || check?.run.outcome === 'running'}
              loading={checking.isLoading} onClick={() => void runCheck()}>
              {t('admin.imports.check')}
            </Button>
            <Button type="primary" danger disabled={!checkPassed || applyId !== null} loading={applying.isLoading} onClick={() => void runApply()}>
              {t('admin.imports.apply')}
            </Button>
          </Flex>
          {error && <Alert type="error" showIcon title={error} />}
          {check && <CheckReport run={check.run} report={check.report} />}
          {apply && <ApplyProgress run={apply.run} checkedRows={check?.run.rows ?? 0} />}
        </Space>
      </Card>
      <Card title={t('admin.imports.history')}>
        <ImportHistory runs={overview.data?.history ?? []} loading={overview.isLoading} />
      </Card>
    </Space>
  );
}

export default ImportsPage;
