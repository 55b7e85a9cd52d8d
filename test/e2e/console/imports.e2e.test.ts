/**
 * The console's imports page in a real browser against the real server, at 1280 and 375 px
 * (docs/imports.md, From the console): a file with bad lines is checked and its rejected lines
 * shown with their numbers, a good file checked and imported, and the history lists it; nothing
 * scrolls the page sideways.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { DESKTOP, PHONE, screenshot, signIn } from '../support/browser';
import { e2eEnvironment } from '../support/environment';
import { DEMO } from '../../support/demo-users';

jest.setTimeout(90_000);

const env = e2eEnvironment();
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pricetool-e2e-imports-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function csvFile(name: string, text: string): string {
  const file = path.join(dir, name);
  fs.writeFileSync(file, text);
  return file;
}

async function importsPage(viewport: { width: number; height: number }): Promise<Page> {
  const context = await env.browser.newContext({ viewport });
  const page = await context.newPage();
  await signIn(page, env.server.url, DEMO.staff.email);
  await page.waitForURL(/\/admin/);
  await page.goto(`${env.server.url}/admin/imports`);
  await brandsChoice(page).waitFor();
  return page;
}

/** The kind's button: antd draws it as a label over a hidden radio input. */
const brandsChoice = (page: Page) => page.locator('.ant-radio-button-wrapper', { hasText: /^Brands$/ });

async function check(page: Page, file: string): Promise<void> {
  await brandsChoice(page).click();
  await page.locator('input[type=file]').setInputFiles(file);
  await page.getByRole('button', { name: 'Check every line' }).click();
}

const scrollsSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

describe.each([['1280 px', DESKTOP], ['375 px', PHONE]] as const)('the imports page at %s', (label, viewport) => {
  let page: Page;
  afterAll(async () => { await page?.context().close(); });

  it('shows the rejected lines of a file with their numbers and reasons, and imports none of it', async () => {
    page = await importsPage(viewport);
    await check(page, csvFile(`bad-${viewport.width}.csv`, 'brand;sold\nSiemens;yes\n;yes\nFesto;maybe\n'));
    await page.getByText('Rejected lines (2)').waitFor({ timeout: 20_000 });
    const lines = page.locator('.admin-imports__lines').first().locator('tbody tr.ant-table-row');
    expect(await lines.allInnerTexts()).toEqual([
      expect.stringMatching(/^3\s+brand is empty$/), expect.stringMatching(/^4\s+sold "maybe" is not one of yes, no, ja, nein$/),
    ]);
    expect(await page.getByRole('button', { name: 'Import' }).isDisabled()).toBe(true);
    expect(await scrollsSideways(page)).toBe(false);
    await screenshot(page, `console-imports-rejected-${label.replace(' ', '')}`);
  });

  it('checks and imports a good file, and lists it in the history', async () => {
    const name = `brands-${viewport.width}.csv`;
    await check(page, csvFile(name, 'brand;sold;info_en\nSiemens;yes;Delivered from Nürnberg\nFesto;no;\n'));
    await page.getByText('All 2 rows accepted.', { exact: false }).waitFor({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Import' }).click();
    await page.getByText('Imported: 2 rows.').waitFor({ timeout: 30_000 });
    const row = page.locator('tr', { hasText: name });
    await row.waitFor();
    expect(await row.innerText()).toContain(DEMO.staff.email);
    expect(await row.innerText()).toContain('Done');
    expect(await scrollsSideways(page)).toBe(false);
    await screenshot(page, `console-imports-done-${label.replace(' ', '')}`);
  });
});
