/**
 * Maintenance switched in the staff console reaches the customers
 * (docs/operations.md, Flags from the console): a page loaded after the switch shows the maintenance page, and a page already open
 * follows within FLAGS_POLL_MS, on and off again, without a reload. The open page's clock is
 * Playwright's, run ahead by the poll interval: nothing here waits for time to pass.
 */
import type { Page } from 'playwright-core';
import { FLAGS_POLL_MS } from '../../../src/client/config/constants';
import { DESKTOP, newPage, PHONE, screenshot, settled, signIn } from '../support/browser';
import { sidewaysOverflow } from '../support/console';
import { e2eEnvironment } from '../support/environment';
import { chooseLanguage } from '../support/language';
import { DEMO } from '../../support/demo-users';

jest.setTimeout(120_000);

const env = e2eEnvironment();
const MAINTENANCE = 'Down for maintenance';

/** The console's flags page, signed in as the demo staff member. */
async function consoleFlags(viewport = DESKTOP): Promise<Page> {
  const { page } = await newPage(env.browser, viewport);
  await signIn(page, env.server.url, DEMO.staff.email);
  await page.waitForURL(`${env.server.url}/admin**`);
  await page.goto(`${env.server.url}/admin/flags`);
  await page.getByRole('switch', { name: 'Maintenance' }).waitFor();
  return page;
}

/** Switches a flag in the console (maintenance through its confirmation) and waits for the switch to show it. */
async function switchFlag(console: Page, name: string, testId: string, on: boolean): Promise<void> {
  await console.getByRole('switch', { name }).click();
  if (testId === 'flag-maintenance') await console.getByRole('button', { name: on ? 'Turn on' : 'Turn off' }).click();
  await console.waitForFunction(({ id, wanted }) => document.querySelector(`[data-testid="${id}"] [role="switch"]`)?.getAttribute('aria-checked') === String(wanted), { id: testId, wanted: on });
}

const switchMaintenance = (console: Page, on: boolean) => switchFlag(console, 'Maintenance', 'flag-maintenance', on);

describe.each([['desktop', DESKTOP], ['phone', PHONE]] as const)('the flags page on a %s', (name, viewport) => {
  it('lays out every switch in every language without the page scrolling sideways, and switches the beta banner on and off', async () => {
    const page = await consoleFlags(viewport);
    for (const language of ['DE', 'FR', 'ES', 'EN'] as const) {
      await chooseLanguage(page, language);
      expect(await page.getByRole('switch').count()).toBe(4);
      await settled(page);
      expect(await sidewaysOverflow(page)).toBe(0);
      await screenshot(page, `console-flags-${name}-${language}`);
    }
    await switchFlag(page, 'Beta banner', 'flag-beta', true);
    await switchFlag(page, 'Beta banner', 'flag-beta', false);
    await page.context().close();
  });
});

it('shows the maintenance page after a reload and on an open page within the poll interval, and takes it away again', async () => {
  const customer = (await newPage(env.browser, DESKTOP)).page;
  await customer.clock.install();
  await signIn(customer, env.server.url, DEMO.muster.email);
  await customer.locator('.app-header').waitFor();

  const console = await consoleFlags();
  await switchMaintenance(console, true);

  const reloaded = (await newPage(env.browser, DESKTOP)).page;
  await reloaded.goto(`${env.server.url}/`);
  await reloaded.getByText(MAINTENANCE).waitFor();

  expect(await customer.getByText(MAINTENANCE).count()).toBe(0);
  await customer.clock.runFor(FLAGS_POLL_MS);
  await customer.getByText(MAINTENANCE).waitFor();
  expect(await customer.locator('.app-header').count()).toBe(0);

  await switchMaintenance(console, false);
  await customer.clock.runFor(FLAGS_POLL_MS);
  await customer.locator('.app-header').waitFor();
  expect(await customer.getByText(MAINTENANCE).count()).toBe(0);
  await reloaded.reload();
  await reloaded.locator('#login-email').waitFor();
});
