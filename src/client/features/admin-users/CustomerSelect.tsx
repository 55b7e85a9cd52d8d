import { Select } from 'antd';
import { useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdminCustomersQuery } from '../admin-customers';

const CHOICES = 20;

interface Props {
  value?: number | null;
  onChange?: (id: number | null) => void;
  /** Whether it may be cleared (a filter) or a customer must be chosen (an invitation). */
  allowClear?: boolean;
  id?: string;
  'aria-label'?: string;
  className?: string;
  style?: CSSProperties;
}

/** Picks a customer by typing part of its name: the server finds them, as many as fit a short list. */
export function CustomerSelect({ value, onChange, allowClear = false, id, className, style, ...rest }: Props) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const { data, isFetching } = useAdminCustomersQuery({ q: search, offset: 0, limit: CHOICES });
  return (
    <Select<number>
      id={id} className={className} style={style} aria-label={rest['aria-label']}
      showSearch={{ filterOption: false, onSearch: setSearch }}
      allowClear={allowClear}
      placeholder={t('admin.users.chooseCustomer')}
      loading={isFetching}
      value={value ?? undefined}
      onChange={(chosen) => onChange?.(chosen ?? null)}
      options={(data?.customers ?? []).map((customer) => ({ value: customer.id, label: customer.name }))}
      notFoundContent={t('admin.users.noCustomerFound')}
    />
  );
}
