/** The staff console in the browser: signing in at /admin, and whether the page scrolls sideways. */
import type { Page } from 'playwright-core';
import { DEMO } from '../../support/demo-users';

export async function signInAtConsole(page: Page, baseUrl: string, email = DEMO.staff.email): Promise<void> {
  await page.goto(`${baseUrl}/admin`);
  await page.locator('#login-email').fill(email);
  await page.locator('#login-password').fill(DEMO.password);
  await page.locator('form.login-form button[type=submit]').click();
}

/** How far the page itself scrolls sideways (0: not at all). */
export const sidewaysOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** Whether the table in the page's card is wider than the card, which it then scrolls. */
export const tableScrollsInCard = (page: Page) => page.locator('.console-page .ant-table-content').first()
  .evaluate((table) => table.scrollWidth > table.clientWidth);
