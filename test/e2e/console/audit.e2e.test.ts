/**
 * The console's audit view at desktop and phone width (docs/operations.md, The audit view): the
 * sign-ins are there, newest first, the filter by user narrows them, and the table scrolls inside
 * its card, never the page sideways.
 */
import type { Page } from 'playwright-core';
import { DESKTOP, newPage, PHONE, screenshot, settled, signIn } from '../support/browser';
import { e2eEnvironment } from '../support/environment';
import { DEMO } from '../../support/demo-users';

jest.setTimeout(120_000);

const env = e2eEnvironment();

const pageWidth = (page: Page) => page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, view: window.innerWidth }));

describe.each([['desktop', DESKTOP], ['phone', PHONE]] as const)('the audit view at %s width', (width, viewport) => {
  let page: Page;
  beforeAll(async () => {
    // A customer's sign-in and a refused one, for the trail to show.
    const customer = (await newPage(env.browser, viewport)).page;
    await signIn(customer, env.server.url, DEMO.muster.email);
    await customer.locator('.app-header').waitFor();
    await customer.context().close();
    page = (await newPage(env.browser, viewport)).page;
    await signIn(page, env.server.url, DEMO.staff.email);
    await page.waitForURL(`${env.server.url}/admin**`);
    await page.goto(`${env.server.url}/admin/audit`);
    await page.locator('.ant-table-row').first().waitFor();
  });
  afterAll(async () => { await page.context().close(); });

  it('lists the sign-ins newest first, the staff member\'s own on top', async () => {
    const first = await page.locator('.ant-table-row').first().innerText();
    expect(first).toContain(DEMO.staff.email);
    expect(first).toContain('Sign-in');
    await page.getByText(`${DEMO.muster.email} (customer)`).first().waitFor();
  });

  it('narrows the lines to one user, and shows them all again after "Clear"', async () => {
    await page.getByLabel('User (e-mail)').fill(DEMO.muster.email);
    await page.getByRole('button', { name: 'Show', exact: true }).click();
    await page.waitForFunction((email) => {
      const rows = [...document.querySelectorAll('.ant-table-row')];
      return rows.length > 0 && rows.every((row) => row.textContent?.includes(email));
    }, DEMO.muster.email);
    await settled(page);
    await screenshot(page, `console-audit-${width}`);
    await page.getByRole('button', { name: 'Clear' }).click();
    await page.getByText(`${DEMO.staff.email} (staff)`).first().waitFor();
  });

  it('keeps the page within the screen: the table scrolls inside its card', async () => {
    const { scroll, view } = await pageWidth(page);
    expect(scroll).toBeLessThanOrEqual(view);
    const table = await page.locator('.ant-table-content').evaluate((element) => ({ scroll: element.scrollWidth, client: element.clientWidth, overflow: getComputedStyle(element).overflowX }));
    if (width === 'phone') expect(table.scroll).toBeGreaterThan(table.client);
    expect(['auto', 'scroll']).toContain(table.overflow);
  });
});
