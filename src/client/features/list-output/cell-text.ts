/**
 * A cell as the printed sheet shows it, in the page's own formats (docs/behaviour.md, Results,
 * Formats): money as on a card, other numbers in German format with up to two decimals.
 */
import { NO_VALUE, formatPrice } from '../../lib/formats';
import type { OutputCell, OutputColumn } from './output-table';

const NUMBER = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 2 });

export function cellText(cell: OutputCell, column: OutputColumn): string {
  if (cell === null) return NO_VALUE;
  if (typeof cell === 'string') return cell;
  return column.money ? formatPrice(cell) : NUMBER.format(cell);
}
