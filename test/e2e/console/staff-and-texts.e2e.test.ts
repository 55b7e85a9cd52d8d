/**
 * The console's texts and staff pages at desktop and phone width: a staff member changes the start
 * page's welcome, which a customer's next load shows, and an address that is none is refused
 * under its field; a staff member adds a colleague, whose link (shown, as this server sends no
 * mail) sets the first password and opens the console. Neither page scrolls sideways.
 */
import type { Page } from 'playwright-core';
import { DESKTOP, newPage, PHONE, screenshot, settled, signIn } from '../support/browser';
import { e2eEnvironment } from '../support/environment';
import { DEMO } from '../../support/demo-users';

jest.setTimeout(120_000);

const env = e2eEnvironment();
const sideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

async function consolePage(viewport: typeof DESKTOP, path: string): Promise<Page> {
  const { page } = await newPage(env.browser, viewport);
  await signIn(page, env.server.url, DEMO.staff.email);
  await page.waitForURL(`${env.server.url}/admin**`);
  await page.goto(`${env.server.url}/admin/${path}`);
  return page;
}

describe.each([['desktop', DESKTOP], ['phone', PHONE]] as const)('at %s width', (name, viewport) => {
  it('changes the welcome for customers, and refuses an order address that is none', async () => {
    const page = await consolePage(viewport, 'texts');
    const welcome = page.getByLabel('welcome.title EN');
    await welcome.fill(`Welcome to Acme Parts (${name})`);
    await page.getByRole('button', { name: 'Save 1 change' }).click();
    await page.getByRole('status').getByText('Saved.', { exact: false }).waitFor();
    await page.getByLabel('order.email EN').fill('not an address');
    await page.getByRole('button', { name: 'Save 1 change' }).click();
    await page.getByRole('alert').filter({ hasText: 'Nothing was saved' }).waitFor();
    await page.getByRole('alert').filter({ hasText: '"not an address" is not an e-mail address.' }).waitFor();
    await settled(page);
    expect(await sideways(page)).toBe(0);
    await screenshot(page, `console-texts-${name}`);

    const customer = (await newPage(env.browser, viewport)).page;
    await signIn(customer, env.server.url, DEMO.muster.email);
    await customer.getByRole('heading', { name: `Welcome to Acme Parts (${name})` }).waitFor();
    await customer.context().close();
    await page.context().close();
  });

  it('adds a staff member, whose link sets the first password and opens the console', async () => {
    const page = await consolePage(viewport, 'staff');
    await page.getByRole('cell', { name: DEMO.staff.email }).waitFor();
    await page.getByRole('button', { name: 'Add a staff member' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('E-mail').fill(`office.${name}@distributor.example`);
    await dialog.getByLabel('Name').fill(`Office ${name}`);
    await dialog.getByRole('button', { name: 'Add a staff member' }).click();
    const link = (await dialog.locator('.console-link').innerText()).trim();
    expect(link).toMatch(/\/password\/[A-Za-z0-9_-]+$/);
    await settled(page);
    expect(await sideways(page)).toBe(0);
    await screenshot(page, `console-staff-${name}`);

    const colleague = (await newPage(env.browser, viewport)).page;
    await colleague.goto(link);
    await colleague.getByLabel('New password', { exact: true }).fill('Granite-Owl-2026');
    await colleague.getByLabel('Repeat the new password').fill('Granite-Owl-2026');
    await colleague.getByRole('button', { name: 'Save and sign in' }).click();
    await colleague.waitForURL(`${env.server.url}/admin/**`);
    await colleague.locator('.console__brand').waitFor();
    await colleague.context().close();
    await page.context().close();
  });
});
