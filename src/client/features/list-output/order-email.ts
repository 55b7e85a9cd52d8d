/**
 * The order e-mail (docs/behaviour.md, Out of the tool): ordering by e-mail is the only way to
 * order, so the tool writes the e-mail for the customer, in their language, and their own mail
 * program sends it. A link longer than MAILTO_MAX_LENGTH is cut or refused by mail programs, so
 * then the text goes to the clipboard and the link carries the subject only.
 */
import type { TFunction } from 'i18next';
import { MAILTO_MAX_LENGTH } from '../../config/constants';
import { formatPrice } from '../../lib/formats';
import { roundToCents } from '../../../shared/prices';
import type { LineNotOrdered, OrderLine, OutputList } from './output-table';

export interface OrderEmail {
  subject: string;
  /** Lines joined with CRLF, as a mailto: body wants them (RFC 6068). */
  body: string;
}

/** How the e-mail leaves the tool: the link to open, and whether the text must go by clipboard. */
export interface OrderEmailPlan {
  href: string;
  text: string;
  viaClipboard: boolean;
}

const LINE_END = '\r\n';

/** The sum of the known line totals, to the cent; lines on request are counted apart. */
export function knownTotal(lines: OrderLine[]): number {
  return roundToCents(lines.reduce((cents, line) => cents + (line.lineTotal ?? 0) * 100, 0));
}

/** What the e-mail is written from: the order lines, and the lines of the list that are not ordered. */
export type OrderEmailList = Pick<OutputList, 'orderLines' | 'notOrdered'>;

function articleLine(line: OrderLine, index: number, t: TFunction): string {
  const onRequest = t('listOutput.email.onRequest');
  const text = t('listOutput.email.line', {
    number: index + 1, artnr: line.articleNumber, brand: line.brand, qty: line.qty,
    price: line.price === null ? onRequest : formatPrice(line.price),
    total: line.lineTotal === null ? onRequest : formatPrice(line.lineTotal),
  });
  return line.notes.length === 0 ? text : t('listOutput.email.withNotes', { line: text, notes: line.notes.join(t('listOutput.noteSeparator')) });
}

/** "Not included in this order:" and each line with why: a line is never left out unsaid. */
function notOrderedSection(lines: LineNotOrdered[], t: TFunction): string[] {
  if (lines.length === 0) return [];
  return [
    '',
    t('listOutput.email.notIncluded'),
    ...lines.map((line) => (line.typed === ''
      ? t('listOutput.email.notIncludedLineWithoutNumber', { line: line.line, reason: line.reason })
      : t('listOutput.email.notIncludedLine', { line: line.line, typed: line.typed, reason: line.reason }))),
  ];
}

export function orderEmail({ orderLines, notOrdered }: OrderEmailList, customerName: string, t: TFunction): OrderEmail {
  const onRequestCount = orderLines.filter((line) => line.lineTotal === null).length;
  const body = [
    t('listOutput.email.greeting'),
    '',
    t('listOutput.email.intro'),
    '',
    ...orderLines.map((line, index) => articleLine(line, index, t)),
    '',
    t('listOutput.email.total', { total: formatPrice(knownTotal(orderLines)) }),
    ...(onRequestCount > 0 ? [t('listOutput.email.onRequestLines', { count: onRequestCount })] : []),
    ...notOrderedSection(notOrdered, t),
    '',
    t('listOutput.email.closing'),
    customerName,
  ].join(LINE_END);
  return { subject: t('listOutput.email.subject', { customer: customerName }), body };
}

/**
 * A mail to `address`, the distributor's order address (docs/behaviour.md, Texts and addresses);
 * while none is set the mail program asks whom to write to (RFC 6068 allows a link without one).
 */
export function mailtoLink(address: string, subject: string, body?: string): string {
  const query = [`subject=${encodeURIComponent(subject)}`, ...(body === undefined ? [] : [`body=${encodeURIComponent(body)}`])];
  return `mailto:${encodeURI(address)}?${query.join('&')}`;
}

export function orderEmailPlan(email: OrderEmail, address: string): OrderEmailPlan {
  const full = mailtoLink(address, email.subject, email.body);
  return full.length <= MAILTO_MAX_LENGTH
    ? { href: full, text: email.body, viaClipboard: false }
    : { href: mailtoLink(address, email.subject), text: email.body, viaClipboard: true };
}
