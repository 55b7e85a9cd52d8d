import { Popconfirm, Switch } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminFlag } from '../../../shared/admin-flags-contract';

/** Flags whose switch asks first: maintenance takes the tool away from every customer at once. */
const CONFIRMED: ReadonlySet<AdminFlag['name']> = new Set(['maintenance']);

interface FlagSwitchProps {
  flag: AdminFlag;
  busy: boolean;
  onSwitch: (enabled: boolean) => void;
}

/** One flag's switch; for maintenance, a confirmation says what turning it on or off does. */
export function FlagSwitch({ flag, busy, onSwitch }: FlagSwitchProps) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  const label = t(`admin.flags.names.${flag.name}`);
  const control = (
    <Switch
      checked={flag.enabled}
      loading={busy}
      aria-label={label}
      onChange={(enabled) => (CONFIRMED.has(flag.name) ? setAsking(true) : onSwitch(enabled))}
    />
  );
  if (!CONFIRMED.has(flag.name)) return control;
  return (
    <Popconfirm
      open={asking}
      title={t(flag.enabled ? 'admin.flags.confirmOff' : 'admin.flags.confirmOn')}
      okText={t(flag.enabled ? 'admin.flags.switchOff' : 'admin.flags.switchOn')}
      cancelText={t('admin.flags.cancel')}
      okButtonProps={{ danger: !flag.enabled }}
      onConfirm={() => {
        setAsking(false);
        onSwitch(!flag.enabled);
      }}
      onCancel={() => setAsking(false)}
      onOpenChange={(open) => { if (!open) setAsking(false); }}
    >
      {control}
    </Popconfirm>
  );
}
