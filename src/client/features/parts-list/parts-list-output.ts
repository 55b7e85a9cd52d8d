/**
 * The parts list as it leaves the tool (docs/behaviour.md, Parts lists; Out of the tool): every
 * line of the list, as a row of the exported and printed table with its status and what the table
 * says of it; one order line per article (lines for the same article ordered once, quantities
 * added) with the table's warnings; for each line that orders nothing, why not, so the e-mail and
 * the text never drop a line unsaid; and the summary, for the printout.
 */
import type { TFunction } from 'i18next';
import { formatCount, formatPrice, localDay } from '../../lib/formats';
import type { LineNotOrdered, OrderLine, OutputColumn, OutputFact, OutputList } from '../list-output';
import type { Article } from '../../../shared/contract';
import { lineTotal } from '../../../shared/prices';
import { articleKey, selectPartsListRows, selectPartsListSummary, type PartsListRow, type PartsListSummary } from './parts-list-selectors';
import type { PartsListState } from './parts-list-slice';
import { stockText } from './stock-text';

/** The exported and printed table's columns, in order; `key` names the cell of a row. */
export const PARTS_LIST_COLUMNS = [
  { key: 'line', titleKey: 'partsList.columns.line' },
  { key: 'typed', titleKey: 'partsList.columns.typed' },
  { key: 'status', titleKey: 'partsList.columns.status' },
  { key: 'brand', titleKey: 'partsList.columns.brand' },
  { key: 'artnr', titleKey: 'partsList.columns.artnr', keepWhole: true },
  { key: 'name', titleKey: 'partsList.columns.name' },
  { key: 'stock', titleKey: 'partsList.columns.stock' },
  { key: 'qty', titleKey: 'partsList.columns.qty' },
  { key: 'moq', titleKey: 'partsList.columns.moq' },
  { key: 'price', titleKey: 'partsList.columns.price', money: true },
  { key: 'lineTotal', titleKey: 'partsList.columns.lineTotal', money: true },
  { key: 'note', titleKey: 'partsList.columns.note' },
] as const;

export type PartsListColumnKey = (typeof PARTS_LIST_COLUMNS)[number]['key'];

/** The status as the table says it: "Invalid: quantity not readable" in each language's typography. */
export function statusText(row: PartsListRow, t: TFunction): string {
  const status = t(`partsList.status.${row.status}`);
  return row.problem ? t('partsList.statusWithProblem', { status, problem: t(`partsList.problem.${row.problem}`) }) : status;
}

/** Why a line orders nothing, in the table's words; null when it orders its article. */
export function notOrderedReason(row: PartsListRow, t: TFunction): string | null {
  if (row.qtyUnreadable !== null) return t('partsList.notes.qtyUnreadable', { text: row.qtyUnreadable });
  if (row.status === 'invalid') return t(`partsList.notOrdered.${row.problem ?? 'invalid_number'}`);
  if (row.article === null) return t(row.status === 'ambiguous' ? 'partsList.notOrdered.ambiguous' : 'partsList.notOrdered.not_found');
  return null;
}

/** What a line says of the replacements on offer for the article it found. */
export const REPLACEMENT_OFFERED = { successor: 'partsList.notes.successorOffered', alternative: 'partsList.notes.alternativeOffered' } as const;

/** A replacement the line stands for instead of what was entered: a successor or alternative, or one chosen for a found article. */
function replacing(row: PartsListRow): string | null {
  if (row.status === 'successor' || row.status === 'alternative') return row.typed;
  const taken = row.replacementOffered && row.chosenCandidate !== null && row.chosenCandidate > 0;
  return taken ? row.candidates[0]?.artnr ?? row.typed : null;
}

/** What the table says of a line besides its figures: below the MOQ, the same article elsewhere, a replacement. */
export function lineNotes(row: PartsListRow, t: TFunction): string[] {
  const { article } = row;
  if (!article) return [];
  const notes: string[] = [];
  if (row.belowMoq && article.moq !== null) notes.push(t('partsList.moqWarning', { moq: formatCount(article.moq) }));
  if (row.sameArticle.length > 0) notes.push(t('partsList.notes.sameArticle', { count: row.sameArticle.length, lines: row.sameArticle.join(', ') }));
  const replaced = replacing(row);
  if (replaced !== null) notes.push(t('partsList.notes.instead', { artnr: replaced }));
  else if (row.replacementOffered && row.chosenCandidate === 0) notes.push(t(REPLACEMENT_OFFERED[row.replacementOffered]));
  return notes;
}

function outputRow(row: PartsListRow, t: TFunction): Record<PartsListColumnKey, string | number | null> {
  const { article } = row;
  const reason = notOrderedReason(row, t);
  // As the table says it: an article without the customer's price is on request, not blank.
  const onRequest = article && row.price === null ? t('results.card.onRequest') : null;
  // A quantity not read is no quantity: neither it nor a line total is made up.
  const qtyRead = row.qtyUnreadable === null && row.status !== 'invalid';
  return {
    line: row.line,
    typed: row.typed,
    status: statusText(row, t),
    brand: article?.brand ?? null,
    artnr: article?.artnr ?? null,
    name: article?.name ?? null,
    stock: article ? stockText(article, t) : null,
    qty: qtyRead ? row.qty : null,
    moq: article?.moq ?? null,
    price: row.price ?? onRequest,
    lineTotal: qtyRead ? row.lineTotal ?? onRequest : null,
    note: reason !== null ? t('partsList.notes.notOrdered', { reason }) : lineNotes(row, t).join(t('listOutput.noteSeparator')) || null,
  };
}

/** The lines of the list that order one article, with what they add up to. */
interface ArticleOrder {
  article: Article;
  price: number | null;
  qty: number;
  lines: number[];
  replaced: string[];
}

/**
 * One order line per article, in the order of the list: lines that stand for the same article
 * (`1040764` and `SIC1040764`) are ordered once, their quantities added, and the line says which
 * lines they were. The minimum order is checked against the quantity ordered, the sum.
 */
export function partsListOrderLines(rows: readonly PartsListRow[], t: TFunction): OrderLine[] {
  const byArticle = new Map<string, ArticleOrder>();
  for (const row of rows) {
    if (!row.article || notOrderedReason(row, t) !== null) continue;
    const key = articleKey(row.article);
    const order = byArticle.get(key) ?? { article: row.article, price: row.price, qty: 0, lines: [], replaced: [] };
    order.qty += row.qty;
    order.lines.push(row.line);
    const replaced = replacing(row);
    if (replaced !== null && !order.replaced.includes(replaced)) order.replaced.push(replaced);
    byArticle.set(key, order);
  }
  return [...byArticle.values()].map(({ article, price, qty, lines, replaced }) => {
    const notes = [
      ...(article.moq !== null && qty < article.moq ? [t('partsList.moqWarning', { moq: formatCount(article.moq) })] : []),
      ...(lines.length > 1 ? [t('partsList.notes.orderedTogether', { lines: lines.join(', ') })] : []),
      ...replaced.map((artnr) => t('partsList.notes.instead', { artnr })),
    ];
    return { articleNumber: article.artnr, brand: article.brand, qty, price, lineTotal: price === null ? null : lineTotal(price, qty), notes };
  });
}

function notOrdered(row: PartsListRow, t: TFunction): LineNotOrdered[] {
  const reason = notOrderedReason(row, t);
  return reason === null ? [] : [{ line: row.line, typed: row.typed, reason }];
}

/** The summary as the page shows it (ListSummary.tsx), for the printout. */
export function summaryFacts(summary: PartsListSummary, t: TFunction): OutputFact[] {
  return [
    { title: t('partsList.summary.lines'), value: formatCount(summary.lines) },
    { title: t('partsList.summary.found'), value: formatCount(summary.found) },
    { title: t('partsList.summary.toCheck'), value: formatCount(summary.toCheck) },
    { title: t('partsList.summary.total'), value: formatPrice(summary.total) },
    { title: t('partsList.summary.onRequest'), value: formatCount(summary.onRequest) },
  ];
}

/** "parts-list-2026-11-24": the day in the customer's own time zone. */
export function partsListFileName(today: Date): string {
  return `parts-list-${localDay(today)}`;
}

export function buildPartsListOutput(rows: readonly PartsListRow[], summary: PartsListSummary, t: TFunction, today: Date): OutputList {
  const columns: OutputColumn[] = PARTS_LIST_COLUMNS.map((column) => ({
    key: column.key, title: t(column.titleKey), ...('money' in column ? { money: true } : {}), ...('keepWhole' in column ? { keepWhole: true } : {}),
  }));
  return {
    table: { columns, rows: rows.map((row) => outputRow(row, t)) },
    orderLines: partsListOrderLines(rows, t),
    notOrdered: rows.flatMap((row) => notOrdered(row, t)),
    summary: summaryFacts(summary, t),
    fileBaseName: partsListFileName(today),
  };
}

/** The list on screen as an OutputList, for the output actions. */
export function selectPartsListOutput(state: { partsList: PartsListState }, t: TFunction, today: Date = new Date()): OutputList {
  return buildPartsListOutput(selectPartsListRows(state), selectPartsListSummary(state), t, today);
}
