import { Alert, Button, Card, Input, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminContentEntry } from '../../../shared/content-contract';
import { CONTENT_SETTING_KEYS } from '../../../shared/content-keys';
import { LANGUAGES, type Language } from '../../../shared/languages';
import { loadContent } from '../content';
import { changedEntries, problemsByCell, problemsOf, type Problem, type Values } from './text-edits';
import { useAdminContentQuery, useSaveAdminContentMutation } from './texts-api';
import './texts-page.css';

const isSetting = (key: string) => (CONTENT_SETTING_KEYS as readonly string[]).includes(key);

/**
 * The console's "texts and addresses" (docs/behaviour.md, Texts and addresses): every key in the
 * four languages, editable; a save sends the changed keys and is refused as a whole when one breaks
 * a rule, each problem shown under its field. Customers' pages show a save at their next load.
 */
export function TextsPage() {
  const { t } = useTranslation();
  const { data, isLoading, isError, refetch } = useAdminContentQuery();
  const [save, saving] = useSaveAdminContentMutation();
  const [edited, setEdited] = useState<Record<string, Values>>({});
  const [problems, setProblems] = useState<Problem[]>([]);
  const [saved, setSaved] = useState(false);
  const entries = useMemo(() => data?.entries ?? [], [data]);
  const changes = changedEntries(entries, edited);
  const byCell = problemsByCell(problems);

  const edit = (entry: AdminContentEntry, language: Language, value: string) => {
    setSaved(false);
    setEdited((current) => ({ ...current, [entry.key]: { ...(current[entry.key] ?? entry.values), [language]: value } }));
  };

  const submit = async () => {
    try {
      await save({ entries: changes }).unwrap();
      setProblems([]);
      setEdited({});
      setSaved(true);
      // This tab's own page copy follows at once; customers' pages at their next load.
      void loadContent();
    } catch (error) {
      setProblems(problemsOf(error));
      setSaved(false);
    }
  };

  const cell = (language: Language) => function LanguageCell(_: unknown, entry: AdminContentEntry) {
    if (isSetting(entry.key) && language !== 'EN') return <Typography.Text type="secondary">{t('admin.texts.noLanguage')}</Typography.Text>;
    const problem = byCell.get(`${entry.key} ${language}`);
    const value = (edited[entry.key] ?? entry.values)[language];
    return (
      <div className="admin-texts__cell">
        <Input.TextArea
          aria-label={`${entry.key} ${language}`}
          autoSize={{ minRows: 1, maxRows: 6 }}
          value={value}
          status={problem ? 'error' : undefined}
          onChange={(event) => edit(entry, language, event.target.value)}
        />
        {problem && <Typography.Text type="danger" role="alert">{t(`admin.texts.problems.${problem.code}`, { detail: problem.detail })}</Typography.Text>}
      </div>
    );
  };

  const columns: TableColumnsType<AdminContentEntry> = [
    {
      title: t('admin.texts.key'), dataIndex: 'key', width: 190, fixed: 'left',
      render: (key: string, entry) => (
        <Space orientation="vertical" size={2}>
          <Typography.Text code>{key}</Typography.Text>
          {isSetting(key) && <Tag>{t('admin.texts.setting')}</Tag>}
          {entry.isDefault && !edited[key] && <Tag color="default">{t('admin.texts.default')}</Tag>}
        </Space>
      ),
    },
    ...LANGUAGES.map((language) => ({ title: language, key: language, width: 280, render: cell(language) })),
  ];

  return (
    <Card className="admin-texts">
      <Typography.Paragraph>{t('admin.texts.intro')}</Typography.Paragraph>
      {isError && <Alert type="error" showIcon message={t('admin.texts.loadFailed')} action={<Button onClick={() => void refetch()}>{t('admin.texts.retry')}</Button>} />}
      {problems.length > 0 && <Alert type="error" showIcon role="alert" message={t('admin.texts.refused', { count: problems.length })} />}
      {saved && <Alert type="success" showIcon role="status" message={t('admin.texts.saved')} />}
      <Space className="admin-texts__actions">
        <Button type="primary" disabled={changes.length === 0} loading={saving.isLoading} onClick={() => void submit()}>
          {t('admin.texts.save', { count: changes.length })}
        </Button>
        <Button disabled={changes.length === 0} onClick={() => { setEdited({}); setProblems([]); }}>{t('admin.texts.discard')}</Button>
      </Space>
      <Table<AdminContentEntry>
        rowKey="key"
        size="small"
        loading={isLoading}
        columns={columns}
        dataSource={entries}
        pagination={false}
        scroll={{ x: 1310 }}
      />
    </Card>
  );
}

export default TextsPage;
