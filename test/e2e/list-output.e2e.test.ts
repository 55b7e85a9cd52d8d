/**
 * The results leaving the tool in a real browser (docs/behaviour.md, Out of the tool): CSV and
 * .xlsx downloads read back with the rows and prices the cards show, the order e-mail's link
 * (read and clicked, never opening a mail program), a long order taking the clipboard path, the
 * buttons on a phone, and the printed sheet.
 */
import fs from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import readXlsxFile from 'read-excel-file/node';
import { MAILTO_MAX_LENGTH } from '../../src/client/config/constants';
import { DESKTOP, PHONE, screenshot, signIn } from './support/browser';
import { e2eEnvironment } from './support/environment';
import { chooseLanguage } from './support/language';
import { csvRows, downloadFrom } from './support/exports';
import { normalisedText, searchFor } from './support/search';
import { DEMO } from '../support/demo-users';

const env = e2eEnvironment();
jest.setTimeout(90_000);

/** A fixture article with two replacements: three cards, all with a price (docs/behaviour.md, Demo catalogue). */
const SHORT_QUERY = '6ES7214-1AG31-0XB0';
/** A prefix many articles start with: the results stop at the server's limit, an order too long for a link. */
const LONG_QUERY = '6ES7';

let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  context = await env.browser.newContext({ viewport: DESKTOP, acceptDownloads: true });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: env.server.url });
  page = await context.newPage();
  await signIn(page, env.server.url, DEMO.muster.email);
  await page.waitForURL(`${env.server.url}/`);
  // A click on a mailto: link would start the system's mail program: links are read, and clicks on them stopped.
  await page.addInitScript(() => {
    document.addEventListener('click', (event) => {
      if ((event.target as Element | null)?.closest?.('a[href^="mailto:"]')) event.preventDefault();
    });
  });
  await page.reload();
}, 60_000);

afterAll(async () => { await context?.close(); });

/** What a card shows; a price on request stays the words shown. */
interface CardOnScreen { brand: string; artnr: string; yourPrice: number | string }

/** "270,64 €" → 270.64 (German format, as every card shows prices); "on request" as it is. */
const euros = (text: string) => (/\d/.test(text) ? Number(normalisedText(text).replace(/[^\d,]/g, '').replace(',', '.')) : text.trim());

async function cardsOnScreen(): Promise<CardOnScreen[]> {
  const cards = page.locator('.result-card');
  const shown: CardOnScreen[] = [];
  for (let i = 0; i < (await cards.count()); i++) {
    const card = cards.nth(i);
    shown.push({
      // The text itself: the card shows the brand upper-cased by its style sheet.
      brand: ((await card.locator('.result-card__brand').textContent()) ?? '').trim(),
      artnr: ((await card.locator('.result-card__artnr').textContent()) ?? '').trim(),
      yourPrice: euros(await card.locator('.result-card__fact--own dd').innerText()),
    });
  }
  return shown;
}

const actions = () => page.getByRole('group', { name: /Export and order|Exportieren und bestellen/ });

const download = (button: RegExp) => downloadFrom(page, actions(), button);

describe('the results of a search', () => {
  let shown: CardOnScreen[];

  beforeAll(async () => {
    await searchFor(page, SHORT_QUERY);
    shown = await cardsOnScreen();
    expect(shown.length).toBe(3);
  });

  it('exports a CSV (English: commas, decimal point) with the rows and prices on screen', async () => {
    const [heading, ...rows] = csvRows(await download(/Export CSV/), ',');
    expect(heading).toEqual(['Brand', 'Article number', 'Name', 'Stock (pieces)', 'Delivery time (weeks)', 'MOQ', 'List price (EUR)', 'Discount (%)', 'Your price (EUR)']);
    expect(rows.map((row) => ({ brand: row[0], artnr: row[1], yourPrice: /\d/.test(row[8]) ? Number(row[8]) : row[8] }))).toEqual(shown);
    expect(shown.map((card) => card.yourPrice)).toContain('on request');
    expect(rows.find((row) => row[1] === '6ES7214-1AG40-0XB0')?.slice(6)).toEqual(['398.00', '32', '270.64']);
  });

  it('exports an .xlsx with the same rows, prices as numbers', async () => {
    const [sheet] = await readXlsxFile(await download(/Export Excel/));
    const [heading, ...rows] = sheet.data;
    expect(heading[8]).toBe('Your price (EUR)');
    expect(rows.map((row) => ({ brand: row[0], artnr: row[1], yourPrice: row[8] }))).toEqual(shown);
    expect(rows.find((row) => row[1] === '6ES7214-1AG40-0XB0')?.slice(6)).toEqual([398, 32, 270.64]);
  });

  it('the order e-mail link has the subject and one line per article; the "Ready to order?" box offers the same', async () => {
    const link = actions().getByRole('link', { name: /Send as order e-mail/ });
    const href = (await link.getAttribute('href')) ?? '';
    expect(href.length).toBeLessThanOrEqual(MAILTO_MAX_LENGTH);
    const url = new URL(href);
    expect(url.pathname).toBe('sales@example.com');
    expect(url.searchParams.get('subject')).toBe('Order from Muster Automation GmbH');
    const body = (url.searchParams.get('body') ?? '').split('\r\n');
    expect(body[0]).toBe('Hello,');
    expect(body).toContain('Muster Automation GmbH');
    expect(normalisedText(body.find((line) => line.includes('6ES7214-1AG40-0XB0')) ?? '')).toMatch(/^\d\. 6ES7214-1AG40-0XB0, Siemens, qty 1, your price 270,64 €, line total 270,64 €$/);
    expect(body.filter((line) => /^\d+\. /.test(line))).toHaveLength(shown.length);
    expect(body.find((line) => line.includes('CP2E-N30DT-D'))).toMatch(/your price on request, line total on request$/);
    expect(body).toContain('1 line on request');

    const orderBox = page.locator('.order-boxes');
    expect(await orderBox.getByRole('link', { name: /Send as order e-mail/ }).getAttribute('href')).toBe(href);
    await expect(orderBox.getByRole('link', { name: 'Send an order by e-mail' }).getAttribute('href')).resolves.toBe('mailto:sales@example.com');

    // Clicked: nothing goes to the clipboard, no notice; the page stays.
    await page.evaluate(() => navigator.clipboard.writeText('untouched'));
    await link.click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('untouched');
    expect(await page.locator('.order-email-notice').count()).toBe(0);
    expect(new URL(page.url()).pathname).toMatch(/^\/product\//);
  });

  it('"Copy as text" puts the e-mail text on the clipboard', async () => {
    await actions().getByRole('button', { name: /Copy as text/ }).click();
    await page.getByText('The list has been copied to the clipboard.').waitFor();
    const text = await page.evaluate(() => navigator.clipboard.readText());
    expect(text.split(/\r?\n/)[0]).toBe('Hello,');
    expect(text).toContain('6ES7214-1AG40-0XB0, Siemens, qty 1');
  });

  it('in German: the CSV has semicolons and decimal commas, the e-mail German words', async () => {
    await chooseLanguage(page, 'DE');
    const [heading, ...rows] = csvRows(await download(/CSV exportieren/), ';');
    expect(heading[8]).toBe('Ihr Preis (EUR)');
    expect(rows.find((row) => row[1] === '6ES7214-1AG40-0XB0')?.slice(6)).toEqual(['398,00', '32', '270,64']);
    const url = new URL((await actions().getByRole('link', { name: /Als Bestell-E-Mail senden/ }).getAttribute('href')) ?? '');
    expect(url.searchParams.get('subject')).toBe('Bestellung von Muster Automation GmbH');
    expect(url.searchParams.get('body')).toContain('Menge 1, Ihr Preis 270,64');
    await chooseLanguage(page, 'EN');
  });

  it('prints a clean table: no header bar, filters, buttons or toasts; the customer, the date and the prices', async () => {
    await page.emulateMedia({ media: 'print' });
    try {
      const file = await screenshot(page, 'list-output-print');
      expect(fs.existsSync(file)).toBe(true);
      for (const hidden of ['.app-header', '.main-page__side', '.list-actions', '.order-boxes', '.results', '.ant-message']) {
        expect(await page.locator(hidden).evaluateAll((nodes) => nodes.every((node) => (node as HTMLElement).offsetParent === null && node.getClientRects().length === 0))).toBe(true);
      }
      const sheet = page.locator('body > .print-sheet');
      expect(await sheet.isVisible()).toBe(true);
      expect(await sheet.locator('h1').innerText()).toBe(`Search results for ${SHORT_QUERY}`);
      expect(normalisedText(await sheet.locator('.print-sheet__meta').innerText())).toMatch(/^Muster Automation GmbH · Date: \d{2}\.\d{2}\.\d{4}$/);
      expect(await sheet.locator('tbody tr').count()).toBe(shown.length);
      expect(normalisedText(await sheet.locator('tbody tr', { hasText: '6ES7214-1AG40-0XB0' }).innerText())).toContain('270,64 €');
    } finally {
      await page.emulateMedia({ media: 'screen' });
    }
    expect(await page.locator('.print-sheet').isVisible()).toBe(false);
  });
});

describe('a long list', () => {
  it('takes the clipboard path: the link has the subject only, a click copies the order and says where to paste it', async () => {
    await searchFor(page, LONG_QUERY);
    const link = actions().getByRole('link', { name: /Send as order e-mail/ });
    const url = new URL((await link.getAttribute('href')) ?? '');
    expect(url.searchParams.get('subject')).toBe('Order from Muster Automation GmbH');
    expect(url.searchParams.has('body')).toBe(false);
    await link.click();
    await page.locator('.order-email-notice').waitFor();
    expect(await page.locator('.order-email-notice').innerText()).toContain('Paste it into the e-mail to sales@example.com.');
    const text = await page.evaluate(() => navigator.clipboard.readText());
    expect(text.split(/\r?\n/).filter((line) => /^\d+\. /.test(line)).length).toBeGreaterThan(20);
  });
});

describe('on a phone', () => {
  it('the five actions wrap inside 375 px', async () => {
    await page.setViewportSize(PHONE);
    try {
      await searchFor(page, SHORT_QUERY);
      const group = actions();
      await group.scrollIntoViewIfNeeded();
      await screenshot(page, 'list-output-phone');
      const boxes = await group.locator('.ant-btn').evaluateAll((nodes) => nodes.map((node) => node.getBoundingClientRect()).map((r) => ({ left: r.left, right: r.right })));
      expect(boxes).toHaveLength(5);
      for (const box of boxes) {
        expect(box.left).toBeGreaterThanOrEqual(0);
        expect(box.right).toBeLessThanOrEqual(PHONE.width);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    } finally {
      await page.setViewportSize(DESKTOP);
    }
  });
});
