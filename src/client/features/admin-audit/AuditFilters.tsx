import { Button, DatePicker, Flex, Input, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuditQuery } from '../../../shared/admin-audit-contract';
import { datePickerFormat } from '../../lib/date-formats';
import { eventLabel } from './event-label';

export type AuditFilter = Omit<AuditQuery, 'before' | 'limit'>;

type Period = [Dayjs | null, Dayjs | null] | null;

interface FilterValues {
  user: string;
  customer: string;
  event: string | undefined;
  period: Period;
}

const EMPTY: FilterValues = { user: '', customer: '', event: undefined, period: null };

/** The query of the filled-in filters: texts trimmed, the period from the first day's start until the day after the last. */
export function toFilter({ user, customer, event, period }: FilterValues): AuditFilter {
  const filter: AuditFilter = {};
  if (user.trim()) filter.user = user.trim();
  if (customer.trim()) filter.customer = customer.trim();
  if (event) filter.event = event;
  if (period?.[0]) filter.from = period[0].startOf('day').valueOf();
  if (period?.[1]) filter.to = period[1].add(1, 'day').startOf('day').valueOf();
  return filter;
}

/** A filter with its label above it. */
function Field({ label, id, children }: { label: string; id: string; children: ReactNode }) {
  return (
    <div className="audit-filter">
      <label htmlFor={id}>{label}</label>
      {children}
    </div>
  );
}

interface AuditFiltersProps {
  events: readonly string[];
  onApply: (filter: AuditFilter) => void;
}

/** User, customer, kind of line and period; applied with "Show", emptied with "Clear". */
export function AuditFilters({ events, onApply }: AuditFiltersProps) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [values, setValues] = useState<FilterValues>(EMPTY);
  const set = (change: Partial<FilterValues>) => setValues((before) => ({ ...before, ...change }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(toFilter(values));
  };
  return (
    <form onSubmit={submit} className="audit-filters">
      <Flex wrap gap="small" align="end">
        <Field label={t('admin.audit.filters.user')} id={`${id}-user`}>
          <Input id={`${id}-user`} type="email" value={values.user} onChange={(change) => set({ user: change.target.value })} />
        </Field>
        <Field label={t('admin.audit.filters.customer')} id={`${id}-customer`}>
          <Input id={`${id}-customer`} value={values.customer} onChange={(change) => set({ customer: change.target.value })} />
        </Field>
        <Field label={t('admin.audit.filters.event')} id={`${id}-event`}>
          <Select
            id={`${id}-event`}
            allowClear
            value={values.event}
            onChange={(event: string | undefined) => set({ event })}
            placeholder={t('admin.audit.filters.anyEvent')}
            options={events.map((event) => ({ value: event, label: eventLabel(t, event) }))}
            popupMatchSelectWidth={false}
          />
        </Field>
        <Field label={t('admin.audit.filters.period')} id={`${id}-period`}>
          <DatePicker.RangePicker
            id={{ start: `${id}-period` }}
            value={values.period}
            onChange={(period) => set({ period })}
            format={datePickerFormat(i18n.language)}
            allowEmpty={[true, true]}
            placeholder={[t('admin.audit.filters.from'), t('admin.audit.filters.to')]}
          />
        </Field>
        <Flex gap="small" className="audit-filter-buttons">
          <Button type="primary" htmlType="submit">{t('admin.audit.filters.apply')}</Button>
          <Button onClick={() => { setValues(EMPTY); onApply({}); }}>{t('admin.audit.filters.clear')}</Button>
        </Flex>
      </Flex>
    </form>
  );
}
