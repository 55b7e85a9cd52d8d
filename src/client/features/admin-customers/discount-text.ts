import type { TFunction } from 'i18next';
import type { Language } from '../../../shared/languages';
import { formatConsolePercent } from '../../lib/console-formats';

/** A discount group's percentage as the console shows it: "25 %", "surcharge 70 %", or "on request". */
export function discountText(percent: number | null, language: Language, t: TFunction): string {
  if (percent === null) return t('admin.customers.onRequest');
  if (percent < 0) return t('admin.customers.surcharge', { percent: formatConsolePercent(-percent, language) });
  return formatConsolePercent(percent, language);
}
