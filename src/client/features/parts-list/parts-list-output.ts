/**
 * The parts list as it leaves the tool (export, order e-mail, print): the table's columns with
 * their titles on screen, a row per line with prices as numbers, and the order lines of the lines
 * that stand for an article.
 */
import type { TFunction } from 'i18next';
import { localDay } from '../../lib/formats';
import type { OrderLine, OutputColumn, OutputList } from '../list-output';
import { lineTotal } from '../../../shared/prices';
import { articleKey, selectPartsListRows, type PartsListRow } from './parts-list-selectors';
import type { PartsListState } from './parts-list-slice';
import { stockText } from './stock-text';

/** The table's columns, in the order shown; `key` names the cell of a row. */
export const PARTS_LIST_COLUMNS = [
  { key: 'line', titleKey: 'partsList.columns.line' },
  { key: 'typed', titleKey: 'partsList.columns.typed' },
  { key: 'status', titleKey: 'partsList.columns.status' },
  { key: 'brand', titleKey: 'partsList.columns.brand' },
  { key: 'artnr', titleKey: 'partsList.columns.artnr' },
  { key: 'name', titleKey: 'partsList.columns.name' },
  { key: 'stock', titleKey: 'partsList.columns.stock' },
  { key: 'qty', titleKey: 'partsList.columns.qty' },
  { key: 'moq', titleKey: 'partsList.columns.moq' },
  { key: 'price', titleKey: 'partsList.columns.price', money: true },
  { key: 'lineTotal', titleKey: 'partsList.columns.lineTotal', money: true },
] as const;

export type PartsListColumnKey = (typeof PARTS_LIST_COLUMNS)[number]['key'];

function outputRow(row: PartsListRow, t: TFunction): Record<PartsListColumnKey, string | number | null> {
  const { article } = row;
  // As the table says it: an article without the customer's price is on request, not blank.
  const onRequest = article && row.price === null ? t('results.card.onRequest') : null;
  return {
    line: row.line,
    typed: row.typed,
    status: t(`partsList.status.${row.status}`),
    brand: article?.brand ?? null,
    artnr: article?.artnr ?? null,
    name: article?.name ?? null,
    stock: article ? stockText(article, t) : null,
    qty: row.qty,
    moq: article?.moq ?? null,
    price: row.price ?? onRequest,
    lineTotal: row.lineTotal ?? onRequest,
  };
}

/**
 * One order line per article, in the order of the list: lines that stand for the same article
 * (`1040764` and `SIC1040764`) are ordered once, their quantities added. A line whose quantity
 * could not be read is not ordered until the customer types one.
 */
export function partsListOrderLines(rows: readonly PartsListRow[]): OrderLine[] {
  const byArticle = new Map<string, OrderLine>();
  for (const row of rows) {
    if (!row.article || row.qtyUnreadable !== null) continue;
    const key = articleKey(row.article);
    const held = byArticle.get(key);
    const qty = (held?.qty ?? 0) + row.qty;
    byArticle.set(key, {
      articleNumber: row.article.artnr, brand: row.article.brand, qty, price: row.price, lineTotal: row.price === null ? null : lineTotal(row.price, qty),
    });
  }
  return [...byArticle.values()];
}

/** "parts-list-2026-11-24": the day in the customer's own time zone. */
export function partsListFileName(today: Date): string {
  return `parts-list-${localDay(today)}`;
}

export function buildPartsListOutput(rows: readonly PartsListRow[], t: TFunction, today: Date): OutputList {
  const columns: OutputColumn[] = PARTS_LIST_COLUMNS.map((column) => ({
    key: column.key, title: t(column.titleKey), ...('money' in column ? { money: true } : {}),
  }));
  return { table: { columns, rows: rows.map((row) => outputRow(row, t)) }, orderLines: partsListOrderLines(rows), fileBaseName: partsListFileName(today) };
}

/** The list on screen as an OutputList, for the output actions. */
export function selectPartsListOutput(state: { partsList: PartsListState }, t: TFunction, today: Date = new Date()): OutputList {
  return buildPartsListOutput(selectPartsListRows(state), t, today);
}
