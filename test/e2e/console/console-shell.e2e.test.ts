/**
 * The staff console's frame in a real browser: a staff account signs in at /admin and lands on
 * the first page, with the menu at the side on a wide screen and behind a button on a phone, in
 * each language, never scrolling sideways; the search sends staff to the console; a customer at
 * /admin is told it is for staff; Logout returns to the sign-in.
 */
import type { Page } from 'playwright-core';
import { DESKTOP, newPage, PHONE, screenshot, settled } from '../support/browser';
import { e2eEnvironment } from '../support/environment';
import { chooseLanguage } from '../support/language';
import { DEMO } from '../../support/demo-users';

jest.setTimeout(60_000);

const env = e2eEnvironment();
const TITLES = { EN: 'Staff console', DE: 'Mitarbeiter-Konsole', FR: 'Console du personnel', ES: 'Consola del personal' };
const LOGOUT = { EN: 'Logout', DE: 'Abmelden', FR: 'Déconnexion', ES: 'Cerrar sesión' };

async function signInAtConsole(page: Page, email: string): Promise<void> {
  await page.goto(`${env.server.url}/admin`);
  await page.locator('#login-email').fill(email);
  await page.locator('#login-password').fill(DEMO.password);
  await page.locator('form.login-form button[type=submit]').click();
}

const sidewaysOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe.each([['desktop', DESKTOP], ['phone', PHONE]] as const)('the console on a %s', (name, viewport) => {
  it('takes a staff sign-in at /admin to the first page, in every language, without scrolling sideways', async () => {
    const { page, context } = await newPage(env.browser, viewport);
    await signInAtConsole(page, DEMO.staff.email);
    await page.waitForURL(`${env.server.url}/admin/customers`);
    await page.getByRole('heading', { name: 'Customers', level: 2 }).waitFor();
    for (const language of ['DE', 'FR', 'ES', 'EN'] as const) {
      await chooseLanguage(page, language);
      const logout = page.getByRole('button', { name: LOGOUT[language] });
      await logout.waitFor();
      // The title beside the logo on a wide screen; a phone has room for the logo alone.
      await page.locator('.console__title', { hasText: TITLES[language] }).waitFor({ state: viewport === PHONE ? 'hidden' : 'visible' });
      await page.getByRole('link', { name: TITLES[language] }).locator('svg').waitFor();
      await settled(page);
      expect(await sidewaysOverflow(page)).toBe(0);
      // Every control of the header fits inside the window at its full size, Logout at the right included.
      const box = await logout.boundingBox();
      expect((box?.x ?? Infinity) + (box?.width ?? 0)).toBeLessThanOrEqual(viewport.width);
      expect(await logout.evaluate((button) => button.scrollWidth <= button.clientWidth)).toBe(true);
      await screenshot(page, `console-shell-${name}-${language}`);
    }
    if (viewport === PHONE) {
      expect(await page.locator('.console__sider').count()).toBe(0);
      await page.getByRole('button', { name: 'Menu' }).click();
    }
    await page.getByRole('menuitem', { name: 'Audit' }).click();
    await page.waitForURL(`${env.server.url}/admin/audit`);
    await page.getByRole('heading', { name: 'Audit', level: 2 }).waitFor();
    await context.close();
  });
});

it('sends a staff account that opens the search to the console, and Logout to the sign-in page', async () => {
  const { page, context } = await newPage(env.browser);
  await signInAtConsole(page, DEMO.staff.email);
  await page.waitForURL(`${env.server.url}/admin/customers`);
  await page.goto(`${env.server.url}/product/6ES7`);
  await page.waitForURL(`${env.server.url}/admin/customers`);
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.locator('#login-email').waitFor();
  await context.close();
});

it('tells a customer at /admin that the console is for staff', async () => {
  const { page, context } = await newPage(env.browser);
  await signInAtConsole(page, DEMO.muster.email);
  await page.waitForURL(`${env.server.url}/`);
  await page.goto(`${env.server.url}/admin`);
  await page.getByText("This console is for the distributor's staff").waitFor();
  expect(await page.locator('.console').count()).toBe(0);
  await context.close();
});
