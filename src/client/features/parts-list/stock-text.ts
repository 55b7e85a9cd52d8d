/** Stock and delivery in a table cell, in the result card's words (docs/behaviour.md, Results). */
import type { TFunction } from 'i18next';
import type { Article } from '../../../shared/contract';
import { formatCount, readNumber } from '../../lib/formats';

/** On stock: the count; else the delivery time, or that it is on request. */
export function stockText(article: Article, t: TFunction): string {
  const onstock = readNumber(article.onstock) ?? 0;
  if (onstock > 0) return t('results.card.onStock', { count: onstock, amount: formatCount(onstock) });
  const weeks = readNumber(article.delivery_time_weeks);
  return weeks !== null ? t('results.card.deliveryTime', { count: weeks }) : t('results.card.deliveryUnknown');
}
