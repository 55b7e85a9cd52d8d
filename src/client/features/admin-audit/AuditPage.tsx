import { Alert, Button, Card, Flex, Typography } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuditLine } from '../../../shared/admin-audit-contract';
import { useLazyAuditPageQuery } from './admin-audit-api';
import { AuditFilters, type AuditFilter } from './AuditFilters';
import { AuditTable } from './AuditTable';
import './admin-audit.css';

/**
 * The console's audit view (docs/operations.md, The audit view): sign-ins, user and discount
 * changes, imports and flag switches, newest first, by user, customer, kind and period; a page
 * at a time, "Show more" adding the next.
 */
export function AuditPage() {
  const { t } = useTranslation();
  const [fetchPage, { isFetching, isError }] = useLazyAuditPageQuery();
  const [filter, setFilter] = useState<AuditFilter>({});
  const [lines, setLines] = useState<AuditLine[]>([]);
  const [next, setNext] = useState<number | null>(null);
  const [events, setEvents] = useState<string[]>([]);

  const load = useCallback(async (shown: AuditFilter, before?: number) => {
    const page = await fetchPage(before ? { ...shown, before } : shown).unwrap().catch(() => null);
    if (!page) return;
    setLines((earlier) => (before ? [...earlier, ...page.lines] : page.lines));
    setNext(page.next);
    if (page.events) setEvents(page.events);
  }, [fetchPage]);

  useEffect(() => { void load(filter); }, [filter, load]);

  return (
    <Card>
      <Typography.Paragraph type="secondary">{t('admin.audit.intro')}</Typography.Paragraph>
      <AuditFilters events={events} onApply={setFilter} />
      {isError && <Alert type="error" showIcon title={t('admin.audit.unread')} />}
      <AuditTable lines={lines} loading={isFetching} />
      {next !== null && (
        <Flex justify="center" className="audit-more">
          <Button onClick={() => void load(filter, next)} loading={isFetching}>{t('admin.audit.more')}</Button>
        </Flex>
      )}
    </Card>
  );
}

export default AuditPage;
