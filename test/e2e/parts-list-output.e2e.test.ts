/**
 * A parts list leaving the tool in a real browser (docs/behaviour.md, Parts lists; Out of the
 * tool): the CSV (English and German) and .xlsx downloads read back with every line of the table,
 * its status and what the table warns of, after a quantity was edited below the MOQ; the order
 * e-mail's link (read, never opened) and "Copy as text" with the MOQ marked, the lines of one
 * article ordered once and the lines not ordered named; the printed sheet with its summary.
 */
import fs from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import readXlsxFile from 'read-excel-file/node';
import { DESKTOP, screenshot, signIn } from './support/browser';
import { e2eEnvironment } from './support/environment';
import { csvRows, downloadFrom } from './support/exports';
import { chooseLanguage } from './support/language';
import { normalisedText } from './support/search';
import { DEMO } from '../support/demo-users';

const env = e2eEnvironment();
jest.setTimeout(90_000);

/**
 * Pasted with a German header: found, found after a prefix, a successor, on request (Omron),
 * nothing, a MOQ of 100, a number with a leading zero (Phoenix Contact), a quantity the page
 * cannot read, and line 3's article again.
 */
const BLOCK = [
  'Artikelnummer\tMenge',
  '6ES7 214-1AG40-0XB0\t2',
  'SIC1040764\t10',
  '3RH1122-1BB40\t5',
  'E2E-X5ME1-Z 2M\t12',
  'zzzz999\t1',
  '2002-1201\t100',
  '0828734\t3',
  '6ES7214-1AG40-0XB0\t2,5',
  '1040764\t5',
].join('\r\n');

/** The line whose quantity could not be read: in every output, never ordered. */
const UNREAD_LINE = '9';

/** What the table shows after the WAGO line's quantity is edited to 50: line, article, qty, price, line total (line 9 apart). */
const EXPECTED = [
  ['2', '6ES7214-1AG40-0XB0', 2, 270.64, 541.28],
  ['3', '1040764', 10, 67.13, 671.3],
  ['4', '3RH2122-1BB40', 5, 39.51, 197.55],
  ['5', 'E2E-X5ME1-Z 2M', 12, 'on request', 'on request'],
  ['6', '', 1, '', ''],
  ['7', '2002-1201', 50, 0.37, 18.5],
  ['8', '0828734', 3, 0.6, 1.8],
  ['10', '1040764', 5, 67.13, 335.65],
];
/** A spreadsheet would read 0828734 as the number 828734: the CSV writes it as text. */
const csvExpected = () => EXPECTED.map(([line, artnr, ...rest]) => [line, artnr === '0828734' ? "'0828734" : artnr, ...rest]);
const withoutUnread = (rows: string[][]) => rows.filter((row) => row[0] !== UNREAD_LINE);

let context: BrowserContext;
let page: Page;

const actions = () => page.getByRole('group', { name: /Export and order|Exportieren und bestellen/ });
const download = (button: RegExp) => downloadFrom(page, actions(), button);

beforeAll(async () => {
  context = await env.browser.newContext({ viewport: DESKTOP, acceptDownloads: true });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: env.server.url });
  page = await context.newPage();
  await signIn(page, env.server.url, DEMO.muster.email);
  await page.waitForURL(`${env.server.url}/`);
  await page.goto(`${env.server.url}/parts-list`);
  await page.getByTestId('parts-list-paste').fill(BLOCK);
  await page.getByRole('button', { name: 'Look up' }).click();
  try {
    await page.locator('[data-testid="parts-list-table"] tr[data-line="10"]').waitFor({ timeout: 20_000 });
  } catch (error) {
    // Once in a CI run the list did not show (every test of the file failed): say where the page was.
    const file = await screenshot(page, 'parts-list-output-not-looked-up');
    throw new Error(`the looked-up list did not show at ${page.url()} (screenshot ${file}; paste box holds ${(await page.getByTestId('parts-list-paste').inputValue().catch(() => '?')).length} characters): ${String(error)}`);
  }
  const qty = page.getByLabel('Quantity of line 7');
  await qty.fill('50');
  await qty.press('Tab');
  await page.locator('tr[data-line="7"]').getByTestId('moq-warning').waitFor();
}, 60_000);

afterAll(async () => { await context?.close(); });

/** A CSV row's line, article, qty, price and line total, numbers read with the file's decimal mark. */
function csvLine(row: string[], decimal: string): Array<string | number> {
  const number = (cell: string) => (/^\d/.test(cell) ? Number(cell.replace(decimal, '.')) : cell);
  return [row[0], row[4], Number(row[7]), number(row[9]), number(row[10])];
}

/** The e-mail's text as "Copy as text" puts it on the clipboard: the same text as the e-mail's body. */
async function copiedText(): Promise<string[]> {
  await actions().getByRole('button', { name: /Copy as text|Als Text kopieren/ }).click();
  await page.getByText(/The list has been copied|Die Liste wurde in die Zwischenablage kopiert/).first().waitFor();
  return (await page.evaluate(() => navigator.clipboard.readText())).split('\r\n').map(normalisedText);
}

describe('a parts list leaves the tool', () => {
  it('as a CSV in English: commas, decimal points, every line with its status and note, the edited quantity', async () => {
    const [heading, ...rows] = csvRows(await download(/Export CSV/), ',');
    expect(heading).toEqual(['Line', 'Entered', 'Status', 'Brand', 'Article number', 'Name', 'Stock / delivery', 'Qty', 'MOQ', 'Your price', 'Line total', 'Note']);
    expect(rows.map((row) => row[0])).toEqual(['2', '3', '4', '5', '6', '7', '8', '9', '10']);
    expect(withoutUnread(rows).map((row) => csvLine(row, '.'))).toEqual(csvExpected());
    expect(withoutUnread(rows).map((row) => row[2])).toEqual(['Found', 'Found after prefix', 'Successor', 'Found', 'Not found', 'Found', 'Found', 'Found']);
    const note = (line: string) => rows.find((row) => row[0] === line)?.[11];
    expect(note('7')).toBe('Minimum order 100');
    expect(note('6')).toBe('not ordered: not found');
    expect(note('4')).toBe('instead of 3RH1122-1BB40');
    expect(note('3')).toBe('Same article as line 10');
    expect(rows.find((row) => row[0] === '7')?.[10]).toBe('18.50');
    // The line whose quantity could not be read: no quantity, no line total, and why it is not ordered.
    const unread = rows.find((row) => row[0] === UNREAD_LINE) ?? [];
    expect([unread[7], unread[10]]).toEqual(['', '']);
    expect(unread[11]).toMatch(/^not ordered: .*quantit/);
  });

  it('as an .xlsx with the same rows, quantities and prices as numbers, the article numbers as text', async () => {
    const [sheet] = await readXlsxFile(await download(/Export Excel/));
    const [heading, ...rows] = sheet.data;
    expect(heading[9]).toBe('Your price');
    expect(heading[11]).toBe('Note');
    expect(rows).toHaveLength(9);
    expect(rows.filter((row) => String(row[0]) !== UNREAD_LINE).map((row) => [String(row[0]), row[4] ?? '', row[7], row[9] ?? '', row[10] ?? ''])).toEqual(EXPECTED);
    expect(rows.find((row) => row[0] === 7)?.[11]).toBe('Minimum order 100');
  });

  it('as the order e-mail and as text: the MOQ marked, one article ordered once, the lines not ordered named, the total of known prices', async () => {
    const href = (await actions().getByRole('link', { name: /Send as order e-mail/ }).getAttribute('href')) ?? '';
    const url = new URL(href);
    expect(url.pathname).toBe('sales@example.com');
    expect(url.searchParams.get('subject')).toBe('Order from Muster Automation GmbH');
    const text = await copiedText();
    // The link carries the same text, unless the order is too long for a link (then it is copied on a click).
    if (url.searchParams.has('body')) expect((url.searchParams.get('body') ?? '').split('\r\n').map(normalisedText)).toEqual(text);
    expect(text.filter((line) => /^\d+\. /.test(line))).toEqual([
      '1. 6ES7214-1AG40-0XB0, Siemens, qty 2, your price 270,64 €, line total 541,28 €',
      '2. 1040764, Sick, qty 15, your price 67,13 €, line total 1.006,95 € — lines 3, 10, quantities added',
      '3. 3RH2122-1BB40, Siemens, qty 5, your price 39,51 €, line total 197,55 € — instead of 3RH1122-1BB40',
      '4. E2E-X5ME1-Z 2M, Omron, qty 12, your price on request, line total on request',
      '5. 2002-1201, Wago, qty 50, your price 0,37 €, line total 18,50 € — Minimum order 100',
      '6. 0828734, Phoenix Contact, qty 3, your price 0,60 €, line total 1,80 €',
    ]);
    expect(text).toContain('Total of known prices: 1.766,08 €');
    expect(text).toContain('1 line on request');
    const notIncluded = text.slice(text.indexOf('Not included in this order:') + 1);
    expect(notIncluded[0]).toBe('line 6 zzzz999 — not found');
    expect(notIncluded[1]).toMatch(/^line 9 6ES7214-1AG40-0XB0 — .*quantit/);
    expect(notIncluded[2]).toBe('');
  });

  it('in German: a CSV with semicolons and decimal commas, the MOQ in German; the text says Zeilensumme and Mindestbestellmenge', async () => {
    await chooseLanguage(page, 'DE');
    try {
      const [heading, ...rows] = csvRows(await download(/CSV exportieren/), ';');
      expect(heading[0]).toBe('Zeile');
      expect(heading.slice(8)).toEqual(['Mindestbestellmenge', 'Ihr Preis', 'Zeilensumme', 'Hinweis']);
      expect(withoutUnread(rows).map((row) => csvLine(row, ',')).map((line) => line.slice(2))).toEqual(
        EXPECTED.map((line) => line.slice(2).map((cell) => (cell === 'on request' ? 'auf Anfrage' : cell))),
      );
      const text = await copiedText();
      expect(text).toContain('5. 2002-1201, Wago, Menge 50, Ihr Preis 0,37 €, Zeilensumme 18,50 € — Mindestbestellmenge 100');
      expect(text).toContain('Nicht in dieser Bestellung enthalten:');
      expect(text).toContain('Zeile 6 zzzz999 — nicht gefunden');
    } finally {
      await chooseLanguage(page, 'EN');
    }
  });

  it('printed: a clean table of every line with the MOQ marked, and the summary; no header bar, list input or buttons', async () => {
    await page.emulateMedia({ media: 'print' });
    try {
      expect(fs.existsSync(await screenshot(page, 'parts-list-print'))).toBe(true);
      for (const hidden of ['.app-header', '.parts-list__input', '.list-actions', '[data-testid="parts-list-table"]']) {
        expect(await page.locator(hidden).evaluateAll((nodes) => nodes.every((node) => node.getClientRects().length === 0))).toBe(true);
      }
      const sheet = page.locator('body > .print-sheet');
      expect(await sheet.locator('h1').innerText()).toBe('Parts list');
      expect(normalisedText(await sheet.locator('.print-sheet__meta').innerText())).toMatch(/^Muster Automation GmbH · Date: \d{2}\.\d{2}\.\d{4}$/);
      expect(await sheet.locator('tbody tr').count()).toBe(9);
      const wago = normalisedText(await sheet.locator('tbody tr', { hasText: '2002-1201' }).innerText());
      expect(wago).toContain('18,50 €');
      expect(wago).toContain('Minimum order 100');
      expect(normalisedText(await sheet.locator('tbody tr', { hasText: 'zzzz999' }).innerText())).toContain('not ordered: not found');
      expect(normalisedText(await sheet.locator('tbody tr', { hasText: 'Omron' }).innerText())).toContain('on request');
      const facts = await sheet.locator('.print-sheet__summary > div').evaluateAll((nodes) => nodes.map((node) => node.textContent?.replace(/\s+/g, ' ')));
      expect(facts).toEqual(expect.arrayContaining(['Lines9', 'Total of known prices1.766,08 €', 'Lines on request1']));
    } finally {
      await page.emulateMedia({ media: 'screen' });
    }
  });
});
