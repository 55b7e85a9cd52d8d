/**
 * A parts list leaving the tool in a real browser (docs/behaviour.md, Parts lists; Out of the
 * tool): the CSV (English and German) and .xlsx downloads read back with the lines, quantities and
 * prices of the table, after a quantity was edited; the order e-mail's link (read, never opened);
 * the printed sheet.
 */
import fs from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import readXlsxFile from 'read-excel-file/node';
import { DESKTOP, screenshot, signIn } from './support/browser';
import { e2eEnvironment } from './support/environment';
import { csvRows, downloadFrom } from './support/exports';
import { chooseLanguage } from './support/language';
import { normalisedText } from './support/search';

const env = e2eEnvironment();
jest.setTimeout(90_000);

/** Pasted with a German header: found, found after a prefix, a successor, on request (Omron), nothing, a MOQ of 100. */
const BLOCK = [
  'Artikelnummer\tMenge',
  '6ES7 214-1AG40-0XB0\t2',
  'SIC1040764\t10',
  '3RH1122-1BB40\t5',
  'E2E-X5ME1-Z 2M\t12',
  'zzzz999\t1',
  '2002-1201\t100',
].join('\r\n');

/** What the table shows after the WAGO line's quantity is edited to 50: line, article, qty, price, line total. */
const EXPECTED = [
  ['2', '6ES7214-1AG40-0XB0', 2, 270.64, 541.28],
  ['3', '1040764', 10, 67.13, 671.3],
  ['4', '3RH2122-1BB40', 5, 39.51, 197.55],
  ['5', 'E2E-X5ME1-Z 2M', 12, 'on request', 'on request'],
  ['6', '', 1, '', ''],
  ['7', '2002-1201', 50, 0.37, 18.5],
];

let context: BrowserContext;
let page: Page;

const actions = () => page.getByRole('group', { name: /Export and order|Exportieren und bestellen/ });
const download = (button: RegExp) => downloadFrom(page, actions(), button);

beforeAll(async () => {
  context = await env.browser.newContext({ viewport: DESKTOP, acceptDownloads: true });
  page = await context.newPage();
  await signIn(page, env.server.url, 'demo@example.com');
  await page.waitForURL(`${env.server.url}/`);
  await page.goto(`${env.server.url}/parts-list`);
  await page.getByTestId('parts-list-paste').fill(BLOCK);
  await page.getByRole('button', { name: 'Look up' }).click();
  await page.locator('[data-testid="parts-list-table"] tr[data-line="7"]').waitFor({ timeout: 20_000 });
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

describe('a parts list leaves the tool', () => {
  it('as a CSV in English: commas, decimal points, the table\'s columns and the edited quantity', async () => {
    const [heading, ...rows] = csvRows(await download(/Export CSV/), ',');
    expect(heading).toEqual(['Line', 'Entered', 'Status', 'Brand', 'Article number', 'Name', 'Stock / delivery', 'Qty', 'MOQ', 'Your price', 'Line total']);
    expect(rows.map((row) => csvLine(row, '.'))).toEqual(EXPECTED);
    expect(rows.map((row) => row[2])).toEqual(['Found', 'Found after prefix', 'Successor', 'Found', 'Not found', 'Found']);
    expect(rows[5]?.[10]).toBe('18.50');
  });

  it('as an .xlsx with the same rows, quantities and prices as numbers', async () => {
    const [sheet] = await readXlsxFile(await download(/Export Excel/));
    const [heading, ...rows] = sheet.data;
    expect(heading[9]).toBe('Your price');
    expect(rows.map((row) => [String(row[0]), row[4] ?? '', row[7], row[9] ?? '', row[10] ?? ''])).toEqual(EXPECTED);
  });

  it('as the order e-mail: subject, one line per article with qty, price and line total, the total of known prices', async () => {
    const url = new URL((await actions().getByRole('link', { name: /Send as order e-mail/ }).getAttribute('href')) ?? '');
    expect(url.pathname).toBe('sales@example.com');
    expect(url.searchParams.get('subject')).toBe('Order from Muster Automation GmbH');
    const body = (url.searchParams.get('body') ?? '').split('\r\n').map(normalisedText);
    expect(body.filter((line) => /^\d+\. /.test(line))).toEqual([
      '1. 6ES7214-1AG40-0XB0, Siemens, qty 2, your price 270,64 €, line total 541,28 €',
      '2. 1040764, Sick, qty 10, your price 67,13 €, line total 671,30 €',
      '3. 3RH2122-1BB40, Siemens, qty 5, your price 39,51 €, line total 197,55 €',
      '4. E2E-X5ME1-Z 2M, Omron, qty 12, your price on request, line total on request',
      '5. 2002-1201, Wago, qty 50, your price 0,37 €, line total 18,50 €',
    ]);
    expect(body).toContain('Total of known prices: 1.428,63 €');
    expect(body).toContain('1 line on request');
  });

  it('in German: a CSV with semicolons and decimal commas', async () => {
    await chooseLanguage(page, 'DE');
    try {
      const [heading, ...rows] = csvRows(await download(/CSV exportieren/), ';');
      expect(heading[0]).toBe('Zeile');
      expect(rows.map((row) => csvLine(row, ',')).map((line) => line.slice(2))).toEqual(
        EXPECTED.map((line) => line.slice(2).map((cell) => (cell === 'on request' ? 'auf Anfrage' : cell))),
      );
    } finally {
      await chooseLanguage(page, 'EN');
    }
  });

  it('printed: a clean table with the customer, the date and the prices, no header bar, list input or buttons', async () => {
    await page.emulateMedia({ media: 'print' });
    try {
      expect(fs.existsSync(await screenshot(page, 'parts-list-print'))).toBe(true);
      for (const hidden of ['.app-header', '.parts-list__input', '.list-actions', '[data-testid="parts-list-table"]']) {
        expect(await page.locator(hidden).evaluateAll((nodes) => nodes.every((node) => node.getClientRects().length === 0))).toBe(true);
      }
      const sheet = page.locator('body > .print-sheet');
      expect(await sheet.locator('h1').innerText()).toBe('Parts list');
      expect(normalisedText(await sheet.locator('.print-sheet__meta').innerText())).toMatch(/^Muster Automation GmbH · Date: \d{2}\.\d{2}\.\d{4}$/);
      expect(await sheet.locator('tbody tr').count()).toBe(EXPECTED.length);
      expect(normalisedText(await sheet.locator('tbody tr', { hasText: '2002-1201' }).innerText())).toContain('18,50 €');
      expect(normalisedText(await sheet.locator('tbody tr', { hasText: 'Omron' }).innerText())).toContain('on request');
    } finally {
      await page.emulateMedia({ media: 'screen' });
    }
  });
});
