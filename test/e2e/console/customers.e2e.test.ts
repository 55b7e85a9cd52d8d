/**
 * The console's customers page in a real browser against the real server, at 1280 and 375 px:
 * find, create, rename, and a discount group set as a surcharge, then on request, then removed;
 * the percentages in each language's format; the table scrolls in its card, never the page.
 */
import type { Page } from 'playwright-core';
import { MUSTER, NORDTECH } from '../../../src/server/catalogue/demo/fixtures';
import { DESKTOP, newPage, PHONE, screenshot, settled } from '../support/browser';
import { signInAtConsole, sidewaysOverflow, tableScrollsInCard } from '../support/console';
import { e2eEnvironment } from '../support/environment';
import { chooseLanguage } from '../support/language';

jest.setTimeout(90_000);

const env = e2eEnvironment();

const row = (page: Page, name: string) => page.locator('.console-page tr', { has: page.getByRole('cell', { name, exact: true }) });

async function customersPage(viewport: typeof DESKTOP): Promise<Page> {
  const { page } = await newPage(env.browser, viewport);
  await signInAtConsole(page, env.server.url);
  await page.waitForURL(`${env.server.url}/admin/customers`);
  await row(page, MUSTER.name).waitFor();
  return page;
}

describe.each([['desktop', DESKTOP], ['phone', PHONE]] as const)('the customers page on a %s', (name, viewport) => {
  it('finds a customer, creates one and renames it', async () => {
    const page = await customersPage(viewport);
    await page.getByRole('searchbox', { name: 'Find customers' }).fill('nord');
    await page.getByRole('searchbox', { name: 'Find customers' }).press('Enter');
    await row(page, NORDTECH.name).waitFor();
    await row(page, MUSTER.name).waitFor({ state: 'detached' });

    const created = `E2E Controls ${name}`;
    await page.getByRole('button', { name: 'New customer' }).click();
    await page.getByRole('dialog').getByLabel('Name').fill(created);
    await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page.getByRole('searchbox', { name: 'Find customers' }).fill('e2e controls');
    await page.getByRole('searchbox', { name: 'Find customers' }).press('Enter');
    await row(page, created).getByRole('button', { name: `Rename ${created}` }).click();
    await page.getByRole('dialog').getByLabel('Name').fill(`${created} Ltd`);
    await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
    await row(page, `${created} Ltd`).waitFor();
    await page.context().close();
  });

  it('sets a surcharge, a group on request, and removes the group', async () => {
    const page = await customersPage(viewport);
    await row(page, NORDTECH.name).getByRole('button', { name: `Discounts of ${NORDTECH.name}` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Discount group').fill(`re-${name}`);
    await dialog.getByLabel('Percent').fill('-70');
    await dialog.getByRole('button', { name: 'Save group' }).click();
    await dialog.getByRole('cell', { name: 'Surcharge 70%' }).waitFor();
    await settled(page);
    await screenshot(page, `console-customers-discounts-${name}`);
    await dialog.getByRole('button', { name: `Change re-${name}` }).click();
    await dialog.getByRole('checkbox', { name: 'On request' }).check();
    await dialog.getByRole('button', { name: 'Save group' }).click();
    await dialog.locator('tr', { hasText: `re-${name}` }).getByRole('cell', { name: 'On request' }).waitFor();
    await dialog.getByRole('button', { name: `Remove re-${name}` }).click();
    await page.getByRole('button', { name: 'Remove', exact: true }).click();
    await dialog.getByRole('cell', { name: `re-${name}`, exact: true }).waitFor({ state: 'detached' });
    await page.context().close();
  });

  it('writes percentages as each language does, and scrolls the table inside its card, never the page', async () => {
    const page = await customersPage(viewport);
    const expected = { DE: '18,5 %', FR: '18,5 %', ES: '18,5 %', EN: '18.5%' };
    for (const language of ['DE', 'FR', 'ES', 'EN'] as const) {
      await chooseLanguage(page, language);
      await row(page, MUSTER.name).locator('td').nth(3).getByRole('button').nth(1).click();
      const pi = page.getByRole('dialog').locator('tr', { has: page.getByRole('cell', { name: 'pi', exact: true }) }).locator('td').nth(1);
      await pi.waitFor();
      // Intl writes a no-break space before % (narrow in French): compared here as a plain one.
      expect((await pi.textContent())?.replace(/\s/g, ' ')).toBe(expected[language]);
      await settled(page);
      await screenshot(page, `console-customers-dialog-${name}-${language}`);
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });
      await settled(page);
      expect(await sidewaysOverflow(page)).toBe(0);
      await screenshot(page, `console-customers-${name}-${language}`);
    }
    if (viewport === PHONE) expect(await tableScrollsInCard(page)).toBe(true);
    await page.context().close();
  });
});
