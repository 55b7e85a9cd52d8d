/**
 * What a parts-list line makes of what a buyer really types (docs/behaviour.md, Parts lists), in
 * a real browser against the real server: a number with its quantity after it as in an e-mail, a
 * phased-out article offered with its successor, the same article on two lines (one order line),
 * and a quantity the page cannot read, corrected on the line.
 */
import type { Page } from 'playwright-core';
import { DESKTOP, screenshot } from './support/browser';
import { e2eEnvironment } from './support/environment';
import { normalisedText } from './support/search';
import { signedInPages } from './support/signed-in';

jest.setTimeout(90_000);

const env = e2eEnvironment();
const { signedIn } = signedInPages(env);

const row = (page: Page, line: number) => page.locator(`[data-testid="parts-list-table"] tr[data-line="${line}"]`);
const rowText = async (page: Page, line: number) => normalisedText(await row(page, line).innerText());

async function lookUp(page: Page, text: string, rows: number): Promise<void> {
  await page.goto(`${env.server.url}/parts-list`);
  await page.getByTestId('parts-list-paste').fill(text);
  await page.getByRole('button', { name: 'Look up' }).click();
  await page.waitForFunction((count) => document.querySelectorAll('[data-testid="parts-list-table"] tr[data-line]').length === count, rows, { timeout: 20_000 });
}

describe('a parts list as typed in an e-mail', () => {
  let page: Page;
  beforeAll(async () => { page = await signedIn(DESKTOP); });
  afterAll(async () => { await page.context().close(); });

  it('reads "number quantity", offers a successor, and names the lines that stand for one article', async () => {
    await lookUp(page, ['6ES7214-1AG40-0XB0 4', 'E3Z-D61 2M', '6ES7214-1AG31-0XB0', '1040764', 'SIC1040764 5'].join('\n'), 5);
    await expect(row(page, 1).getByLabel('Quantity of line 1').inputValue()).resolves.toBe('4');
    expect(await rowText(page, 1)).toContain('1.082,56 €');
    await expect(row(page, 2).getByLabel('Quantity of line 2').inputValue()).resolves.toBe('1');
    await expect(row(page, 3).getByTestId('replacement-offered').innerText()).resolves.toBe('Successor available');
    await expect(row(page, 5).getByLabel('Quantity of line 5').inputValue()).resolves.toBe('5');
    await expect(row(page, 4).getByTestId('same-article').innerText()).resolves.toBe('Same article as line 5');
    await expect(page.getByTestId('repeated-notice').innerText()).resolves.toContain('1 article is on several lines');
    await screenshot(page, 'parts-list-lines-email');

    await row(page, 3).getByRole('combobox').click();
    await page.getByTitle('6ES7214-1AG40-0XB0 (Siemens) – successor').click();
    expect(await rowText(page, 3)).toContain('270,64 €');
    await expect(row(page, 3).getByTestId('replacement-offered').count()).resolves.toBe(0);
    await expect(row(page, 3).getByTestId('same-article').innerText()).resolves.toBe('Same article as line 1');
  });

  it('looks a line up whose quantity it cannot read, and asks for the quantity on the line', async () => {
    await lookUp(page, ['Artikelnummer\tMenge', '750-455\t2,5', '2002-1201\t100'].join('\n'), 2);
    const qty = row(page, 2).getByLabel('Quantity of line 2');
    await expect(qty.inputValue()).resolves.toBe('');
    await expect(row(page, 2).getByTestId('qty-unreadable').innerText()).resolves.toBe('“2,5” is not a quantity: please enter one');
    expect(await rowText(page, 2)).toContain('71,04 €');
    expect(await rowText(page, 2)).not.toContain('on request');
    await qty.fill('3');
    await qty.press('Tab');
    await expect(row(page, 2).getByTestId('qty-unreadable').count()).resolves.toBe(0);
    expect(await rowText(page, 2)).toContain('213,12 €');
    await screenshot(page, 'parts-list-lines-qty-corrected');
  });
});
