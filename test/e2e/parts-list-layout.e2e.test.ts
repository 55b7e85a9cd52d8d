/**
 * The parts-list table as a customer sees it, in every language (docs/behaviour.md, Parts lists):
 * at 1280 px every column fits, no word, number or article number is broken in two, no status runs
 * out of its column and the chosen successor shows its whole number; at 375 px the page does not
 * scroll sideways and each line shows its number, status, quantity and price in view.
 */
import type { Page } from 'playwright-core';
import { DESKTOP, PHONE, screenshot } from './support/browser';
import { e2eEnvironment } from './support/environment';
import { chooseLanguage } from './support/language';
import { signedInPages } from './support/signed-in';

jest.setTimeout(120_000);

const env = e2eEnvironment();
const { signedIn } = signedInPages(env);

/**
 * The longest words each language has in the table: a prefix stripped, a successor chosen, on
 * request, below the MOQ, not found, a found article with its successor offered (the longest
 * number in a selector), a quantity to type.
 */
const BLOCK = [
  'Artikelnummer\tMenge',
  '6ES7 214-1AG40-0XB0\t2',
  'SIC1040764\t10',
  '3RH1122-1BB40\t5',
  'E2E-X5ME1-Z 2M\t12',
  'zzzz999\t1',
  '2002-1201\t50',
  '0828734\t3',
  'BES 516-300-S135-S4\t1000',
  '6ES7214-1AG31-0XB0\t1',
  '6ES7214-1AG40-0XB0\t2,5',
].join('\r\n');
const LINES = 10;

const LANGUAGES = ['EN', 'DE', 'FR', 'ES'] as const;

async function listShown(page: Page): Promise<void> {
  await page.goto(`${env.server.url}/parts-list`);
  await page.getByTestId('parts-list-paste').fill(BLOCK);
  await page.getByRole('button', { name: 'Look up' }).click();
  await page.waitForFunction((count) => document.querySelectorAll('[data-testid="parts-list-table"] tr[data-line]').length === count, LINES, { timeout: 20_000 });
}

/** Whether the page itself scrolls sideways. */
const pageScrollsSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

/**
 * The words of the table that the layout breaks across two lines ("Mindestmeng/e", "6ES7214-/1AG40-0XB0",
 * "1.234,/56 €"): headings, statuses, notes, warnings, article numbers, numbers and prices. Names
 * are catalogue text and wrap as they must.
 */
function brokenWords(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const selectors = [
      'th', '.parts-list__status', '.parts-list__note', '.parts-list__moq', '.parts-list__artnr', '.parts-list__brand',
      'td.parts-list__cell--line', 'td.parts-list__cell--stock', 'td.parts-list__cell--price', 'td.parts-list__cell--lineTotal',
    ];
    const broken: string[] = [];
    for (const element of document.querySelectorAll(selectors.map((selector) => `[data-testid="parts-list-table"] ${selector}`).join(','))) {
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (const word of (node.textContent ?? '').matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, word.index);
          range.setEnd(node, word.index + word[0].length);
          const lines = new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)));
          if (lines.size > 1) broken.push(word[0]);
        }
      }
    }
    return broken;
  });
}

describe('at 1280 px', () => {
  let page: Page;
  beforeAll(async () => {
    page = await signedIn(DESKTOP);
    await listShown(page);
  });
  afterAll(async () => { await page.context().close(); });

  it.each(LANGUAGES)('%s: every column fits, no word broken, no status out of its column, the successor whole', async (language) => {
    await chooseLanguage(page, language);
    await screenshot(page, `parts-list-table-1280-${language}`);
    expect(await pageScrollsSideways(page)).toBe(false);
    expect(await page.locator('[data-testid="parts-list-table"] .ant-table-content').evaluate((node) => node.scrollWidth <= node.clientWidth)).toBe(true);
    expect(await brokenWords(page)).toEqual([]);
    const statusesOut = await page.locator('.parts-list__status').evaluateAll((tags) => tags
      .filter((tag) => tag.getBoundingClientRect().right > (tag.closest('td')?.getBoundingClientRect().right ?? 0) + 0.5)
      .map((tag) => tag.textContent));
    expect(statusesOut).toEqual([]);
    // Every selector shows the whole number chosen: the successor taken, the article found with its successor on offer.
    const chosen = await page.locator('.parts-list__candidates .ant-select-content').evaluateAll((nodes) => nodes.map((node) => [node.textContent, node.scrollWidth <= node.clientWidth]));
    expect(chosen).toEqual([['3RH2122-1BB40', true], ['6ES7214-1AG31-0XB0', true]]);
    await expect(page.locator('tr[data-line="7"]').getByTestId('moq-warning').innerText()).resolves.toContain('100');
  });
});

describe('at 375 px', () => {
  let page: Page;
  beforeAll(async () => {
    page = await signedIn(PHONE);
    await listShown(page);
  });
  afterAll(async () => { await page.context().close(); });

  it.each(LANGUAGES)('%s: no sideways scroll; each line shows its number, status, quantity and price in view', async (language) => {
    await chooseLanguage(page, language);
    await screenshot(page, `parts-list-table-375-${language}`);
    expect(await pageScrollsSideways(page)).toBe(false);
    const width = PHONE.width;
    // Each found line: its number, its status, its quantity field and its price, all inside the screen's width.
    const lines = await page.locator('[data-testid="parts-list-table"] tr[data-status="found"]').evaluateAll((rows, screenWidth) => rows.map((row) => {
      const shown = (selector: string) => {
        const element = row.querySelector(selector);
        if (!element) return `${selector}: missing`;
        const box = element.getBoundingClientRect();
        if (box.width === 0 || box.height === 0) return `${selector}: hidden`;
        return box.left >= 0 && box.right <= screenWidth ? 'in view' : `${selector}: ${Math.round(box.left)}–${Math.round(box.right)} px`;
      };
      return [row.getAttribute('data-line'), shown('td.parts-list__cell--line'), shown('.parts-list__status'), shown('.parts-list__qty'), shown('td.parts-list__cell--price')];
    }), width);
    expect(lines.length).toBeGreaterThanOrEqual(5);
    for (const [line, ...cells] of lines) expect({ line, cells }).toEqual({ line, cells: ['in view', 'in view', 'in view', 'in view'] });
    // The price says what it is, as the heading says it on a wide screen.
    await expect(page.locator('tr[data-line="2"] td.parts-list__cell--price').evaluate((cell) => getComputedStyle(cell, '::before').content)).resolves.not.toBe('none');
  });
});
