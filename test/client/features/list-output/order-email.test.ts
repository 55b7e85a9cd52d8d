/** The order e-mail: subject, body in the customer's language, and the clipboard path for long orders (docs/behaviour.md, Out of the tool). */
import i18n from 'i18next';
import { MAILTO_MAX_LENGTH } from '../../../../src/client/config/constants';
import { knownTotal, mailtoLink, orderEmail, orderEmailPlan } from '../../../../src/client/features/list-output/order-email';
import type { LineNotOrdered, OrderLine } from '../../../../src/client/features/list-output';
import { LIST } from './output-fixtures';

const email = (language: string, lines: OrderLine[] = LIST.orderLines, notOrdered: LineNotOrdered[] = []) => orderEmail({ orderLines: lines, notOrdered }, 'Elektro Nord GmbH', i18n.getFixedT(language));

/** The body's lines, and the text a mail program shows for a link. */
const lines = (body: string) => body.split('\r\n');
const decoded = (href: string) => new URL(href);

describe('the order e-mail', () => {
  it('English: a greeting, one line per article, the total of known prices, the lines on request, the customer', () => {
    const { subject, body } = email('en');
    expect(subject).toBe('Order from Elektro Nord GmbH');
    expect(lines(body)).toEqual([
      'Hello,',
      '',
      'please send us the following articles:',
      '',
      '1. 6ES7214-1AG40-0XB0, Siemens, qty 1, your price 270,64\u00a0€, line total 270,64\u00a0€',
      '2. O5D100, ifm, qty 5, your price 1.234\u00a0€, line total 6.170\u00a0€',
      '3. X-1, Wago, qty 1, your price on request, line total on request',
      '',
      'Total of known prices: 6.440,64\u00a0€',
      '1 line on request',
      '',
      'Kind regards',
      'Elektro Nord GmbH',
    ]);
  });

  it.each([
    ['de', 'Bestellung von Elektro Nord GmbH', '1. 6ES7214-1AG40-0XB0, Siemens, Menge 1, Ihr Preis 270,64\u00a0€, Zeilensumme 270,64\u00a0€', 'auf Anfrage'],
    ['fr', 'Commande de Elektro Nord GmbH', '1. 6ES7214-1AG40-0XB0, Siemens, quantité 1, votre prix 270,64\u00a0€, total de la ligne 270,64\u00a0€', 'sur demande'],
    ['es', 'Pedido de Elektro Nord GmbH', '1. 6ES7214-1AG40-0XB0, Siemens, cantidad 1, su precio 270,64\u00a0€, total de la línea 270,64\u00a0€', 'bajo consulta'],
  ])('%s: subject and lines in the language', (language, subject, firstLine, onRequest) => {
    const mail = email(language);
    expect(mail.subject).toBe(subject);
    expect(lines(mail.body)).toContain(firstLine);
    expect(lines(mail.body)[6]).toContain(onRequest);
  });

  it('carries what the page warns of after the line: below the minimum order, lines added to it', () => {
    const warned: OrderLine = { articleNumber: '2002-1201', brand: 'Wago', qty: 50, price: 0.37, lineTotal: 18.5, notes: ['Minimum order 100', 'includes line 9 (same article)'] };
    expect(lines(email('en', [warned]).body)).toContain(
      '1. 2002-1201, Wago, qty 50, your price 0,37\u00a0€, line total 18,50\u00a0€ — Minimum order 100; includes line 9 (same article)',
    );
  });

  it('lists the lines that are not ordered in a section of their own, after the total: no line is left out unsaid', () => {
    const notOrdered: LineNotOrdered[] = [
      { line: 5, typed: 'zzzz999', reason: 'not found' },
      { line: 8, typed: '6ES7214-1AG40-0XB0', reason: 'quantity "2,5" not readable, please correct' },
      { line: 9, typed: '', reason: 'article number not usable' },
    ];
    expect(lines(email('en', LIST.orderLines, notOrdered).body).slice(8)).toEqual([
      'Total of known prices: 6.440,64\u00a0€',
      '1 line on request',
      '',
      'Not included in this order:',
      'line 5 zzzz999 — not found',
      'line 8 6ES7214-1AG40-0XB0 — quantity "2,5" not readable, please correct',
      'line 9 — article number not usable',
      '',
      'Kind regards',
      'Elektro Nord GmbH',
    ]);
    // The reason comes from the page, in its language; the frame is the e-mail's.
    expect(lines(email('fr', [], [{ line: 5, typed: 'zzzz999', reason: 'introuvable' }]).body)).toEqual(
      expect.arrayContaining(['Non inclus dans cette commande\u00a0:', 'ligne 5 zzzz999 — introuvable']),
    );
    expect(email('en').body).not.toContain('Not included');
  });

  it('says nothing of lines on request when every price is known', () => {
    expect(email('en', LIST.orderLines.slice(0, 2)).body).not.toContain('on request');
  });

  it('totals the known line totals to the cent', () => {
    expect(knownTotal([{ articleNumber: 'a', brand: 'b', qty: 3, price: 0.1, lineTotal: 0.3, notes: [] }, { articleNumber: 'c', brand: 'b', qty: 1, price: 0.2, lineTotal: 0.2, notes: [] }])).toBe(0.5);
    expect(knownTotal([])).toBe(0);
  });
});

/** The distributor's order address, as the page has it from GET /api/content. */
const ADDRESS = 'orders@distributor.test';

describe('the mailto: link', () => {
  it('goes to the order address with the subject and the body, CRLF line breaks encoded', () => {
    const mail = email('de');
    const plan = orderEmailPlan(mail, ADDRESS);
    expect(plan.viaClipboard).toBe(false);
    expect(plan.href.startsWith(`mailto:${ADDRESS}?subject=`)).toBe(true);
    expect(plan.href).toContain('%0D%0A');
    const url = decoded(plan.href);
    expect(url.searchParams.get('subject')).toBe(mail.subject);
    expect(url.searchParams.get('body')).toBe(mail.body);
    expect(plan.text).toBe(mail.body);
  });

  it(`longer than MAILTO_MAX_LENGTH (${MAILTO_MAX_LENGTH}): the link has the subject only, the text goes by clipboard`, () => {
    const many = Array.from({ length: 40 }, (_, i): OrderLine => ({ articleNumber: `6ES7214-1AG40-0XB${i}`, brand: 'Siemens', qty: 2, price: 10, lineTotal: 20, notes: [] }));
    const mail = email('en', many);
    expect(mailtoLink(ADDRESS, mail.subject, mail.body).length).toBeGreaterThan(MAILTO_MAX_LENGTH);
    const plan = orderEmailPlan(mail, ADDRESS);
    expect(plan).toEqual({ href: mailtoLink(ADDRESS, mail.subject), text: mail.body, viaClipboard: true });
    expect(decoded(plan.href).searchParams.has('body')).toBe(false);
  });

  it('names no recipient while the distributor has set no order address: the mail program asks', () => {
    expect(orderEmailPlan({ subject: 'S', body: 'B' }, '').href).toBe('mailto:?subject=S&body=B');
  });

  it('a link of exactly MAILTO_MAX_LENGTH characters still carries the body', () => {
    const base = { subject: 'S', body: '' };
    const padding = MAILTO_MAX_LENGTH - mailtoLink(ADDRESS, base.subject, base.body).length;
    const exact = { subject: 'S', body: 'x'.repeat(padding) };
    expect(mailtoLink(ADDRESS, exact.subject, exact.body)).toHaveLength(MAILTO_MAX_LENGTH);
    expect(orderEmailPlan(exact, ADDRESS).viaClipboard).toBe(false);
    expect(orderEmailPlan({ subject: 'S', body: 'x'.repeat(padding + 1) }, ADDRESS).viaClipboard).toBe(true);
  });
});
