/**
 * The console's users page in a real browser against the real server, at 1280 and 375 px: a
 * user's last sign-in, disabling (confirmed) which signs the user out at once, enabling, ending
 * sessions, inviting and blocked brands; the table scrolls in its card, never the page.
 */
import type { Page } from 'playwright-core';
import { MUSTER } from '../../../src/server/catalogue/demo/fixtures';
import { DESKTOP, newPage, PHONE, screenshot, settled, signIn } from '../support/browser';
import { signInAtConsole, sidewaysOverflow, tableScrollsInCard } from '../support/console';
import { e2eEnvironment } from '../support/environment';
import { chooseLanguage } from '../support/language';
import { DEMO } from '../../support/demo-users';

jest.setTimeout(90_000);

const env = e2eEnvironment();

const row = (page: Page, email: string) => page.locator('.console-page tr', { has: page.getByRole('cell', { name: email, exact: true }) });

async function usersPage(viewport: typeof DESKTOP): Promise<Page> {
  const { page } = await newPage(env.browser, viewport);
  await signInAtConsole(page, env.server.url);
  await page.waitForURL(`${env.server.url}/admin/customers`);
  await page.goto(`${env.server.url}/admin/users`);
  await row(page, DEMO.muster.email).waitFor();
  return page;
}

/** A customer signed in on the search page, in a browser of their own. */
async function customerSignedIn(email: string): Promise<Page> {
  const { page } = await newPage(env.browser);
  await signIn(page, env.server.url, email);
  await page.waitForURL(`${env.server.url}/`);
  await page.locator('.app-header').waitFor();
  return page;
}

describe.each([['desktop', DESKTOP], ['phone', PHONE]] as const)('the users page on a %s', (name, viewport) => {
  it('disables a signed-in user after asking, which signs them out at once, and enables them again', async () => {
    const customer = await customerSignedIn(DEMO.nord.email);
    const page = await usersPage(viewport);
    const nord = row(page, DEMO.nord.email);
    await nord.getByRole('cell', { name: 'Never' }).waitFor({ state: 'detached' });
    await nord.getByRole('button', { name: 'Disable' }).click();
    await page.locator('.ant-modal-confirm-title', { hasText: `Disable ${DEMO.nord.email}?` }).waitFor();
    await settled(page);
    await screenshot(page, `console-users-disable-${name}`);
    await page.getByRole('dialog').getByRole('button', { name: 'Disable' }).click();
    await nord.getByText('Disabled').waitFor();

    // The customer's next request is refused: a search sends them to the sign-in page.
    await customer.locator('.search-input input').fill('6ES7');
    await customer.keyboard.press('Enter');
    await customer.waitForURL(`${env.server.url}/login`);

    await nord.getByRole('button', { name: 'Enable' }).click();
    await nord.getByText('Active').waitFor();
    await customer.context().close();
    await page.context().close();
  });

  it('ends a user\'s sessions after asking', async () => {
    const customer = await customerSignedIn(DEMO.muster.email);
    const page = await usersPage(viewport);
    const muster = row(page, DEMO.muster.email);
    await muster.getByRole('button', { name: 'End sessions' }).click();
    await page.locator('.ant-modal-confirm-title', { hasText: `End every session of ${DEMO.muster.email}?` }).waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'End sessions' }).click();
    await muster.getByRole('button', { name: 'End sessions' }).and(page.locator('[disabled]')).waitFor();
    await customer.reload();
    await customer.waitForURL(`${env.server.url}/login`);
    await customer.context().close();
    await page.context().close();
  });

  it('invites a user and sets their blocked brands', async () => {
    const page = await usersPage(viewport);
    const email = `invited-${name}@muster.example`;
    await page.getByRole('button', { name: 'Invite user' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('E-mail').fill(email);
    await dialog.getByLabel('Name').fill('Invited Buyer');
    await dialog.getByLabel('Customer').click();
    await page.getByTitle(MUSTER.name).click();
    await settled(page);
    await screenshot(page, `console-users-invite-${name}`);
    await dialog.getByRole('button', { name: 'Invite user' }).click();
    await page.getByText('User invited').waitFor();
    await page.locator('.ant-modal-footer').getByRole('button', { name: 'Close' }).click();

    await page.getByRole('searchbox', { name: 'Find users' }).fill(email);
    await page.getByRole('searchbox', { name: 'Find users' }).press('Enter');
    await row(page, email).getByRole('button', { name: 'Blocked brands' }).click();
    await page.getByRole('dialog').getByLabel('Blocked brands').fill('Festo,');
    await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
    await row(page, email).getByRole('cell', { name: 'Festo' }).waitFor();
    await page.context().close();
  });

  it('lays out in every language without the page scrolling sideways; the table scrolls in its card', async () => {
    const page = await usersPage(viewport);
    for (const language of ['DE', 'FR', 'ES', 'EN'] as const) {
      await chooseLanguage(page, language);
      await settled(page);
      expect(await sidewaysOverflow(page)).toBe(0);
      await screenshot(page, `console-users-${name}-${language}`);
    }
    expect(await tableScrollsInCard(page)).toBe(true);
    await page.context().close();
  });
});
