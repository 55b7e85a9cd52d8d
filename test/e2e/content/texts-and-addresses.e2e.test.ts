/**
 * The distributor's texts and addresses (docs/behaviour.md, Texts and addresses): an operator
 * imports its own with the real `npm run content:import` against the running server's database;
 * after a reload the sign-in page's "Contact us", the start page, its FAQ and the order e-mail
 * show them, in all four languages, with no rebuild and no restart.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { REPOSITORY } from '../../../bench/lib/server-process';
import { DESKTOP, screenshot, signIn } from '../support/browser';
import { e2eEnvironment } from '../support/environment';
import { chooseLanguage } from '../support/language';
import { DEMO } from '../../support/demo-users';

jest.setTimeout(120_000);

const env = e2eEnvironment();

const LANGUAGES = ['EN', 'DE', 'FR', 'ES'] as const;
const says = (what: string) => Object.fromEntries(LANGUAGES.map((language) => [language, `${what} (${language})`])) as Record<(typeof LANGUAGES)[number], string>;
const WELCOME = says('Welcome to ACME Automation');
const NEW_BRANDS = says('Now with Balluff and Turck');
const WAREHOUSE_QUESTION = says('Where is your warehouse?');
const WAREHOUSE_ANSWER = says('We ship from Hamburg');
const ORDER_ADDRESS = 'orders@acme-automation.test';
const CONTACT_ADDRESS = 'hello@acme-automation.test';

const CONTENT_CSV = [
  'key;en;de;fr;es',
  `order.email;${ORDER_ADDRESS};;;`,
  `contact.email;${CONTACT_ADDRESS};;;`,
  'company.name;ACME Automation GmbH;;;',
  ...([['welcome.title', WELCOME], ['newBrands.text', NEW_BRANDS], ['faq.warehouse.question', WAREHOUSE_QUESTION], ['faq.warehouse.answer', WAREHOUSE_ANSWER]] as const)
    .map(([key, texts]) => [key, ...LANGUAGES.map((language) => texts[language])].join(';')),
].join('\n');

let context: BrowserContext;
let page: Page;
let dir: string;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pricetool-e2e-content-'));
  context = await desktop();
  page = await context.newPage();
  // A click on a mailto: link would start the system's mail program: links are read, not followed.
  await page.addInitScript(() => {
    document.addEventListener('click', (event) => {
      if ((event.target as Element | null)?.closest?.('a[href^="mailto:"]')) event.preventDefault();
    });
  });
}, 60_000);
afterAll(async () => {
  await context?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

function desktop(): Promise<BrowserContext> {
  return env.browser.newContext({ viewport: DESKTOP });
}

describe('texts and addresses imported by content:import', () => {
  it('before: the demo\'s, from the server (none of them is in the page\'s files)', async () => {
    await page.goto(`${env.server.url}/login`);
    await page.waitForFunction(() => document.querySelector('.login-card__contact a')?.getAttribute('href') === 'mailto:sales@example.com');
    await signIn(page, env.server.url, DEMO.muster.email);
    await page.waitForURL(`${env.server.url}/`);
    await page.getByText(/Just added: Contrinex, Rechner and SensoPart/).waitFor();
  });

  it('after the import and a reload: the sign-in page, the start page, the FAQ in four languages, the order e-mail', async () => {
    const file = path.join(dir, 'content.csv');
    fs.writeFileSync(file, CONTENT_CSV);
    const output = execFileSync('npm', ['run', '-s', 'content:import', '--', file, '--database', env.server.database], { cwd: REPOSITORY, encoding: 'utf8' });
    expect(output).toMatch(/Imported 7 keys/);

    await page.reload();
    for (const language of LANGUAGES) {
      if (language !== 'EN' || (await page.evaluate(() => document.documentElement.lang)) !== 'en') await chooseLanguage(page, language);
      await page.getByRole('heading', { level: 2, name: WELCOME[language] }).waitFor();
      await page.getByText(NEW_BRANDS[language]).waitFor();
      // The brand list still names Contrinex: a brand of the demo catalogue, not news.
      expect(await page.getByText(/Just added|Neu dabei/).count()).toBe(0);
      const question = page.getByRole('tab', { name: WAREHOUSE_QUESTION[language] });
      await question.click();
      await page.getByRole('tabpanel').getByText(WAREHOUSE_ANSWER[language]).waitFor();
      await question.click();
      await screenshot(page, `content-start-page-${language.toLowerCase()}`);
    }
    await chooseLanguage(page, 'EN');
    expect(await page.locator('.app-title').innerText()).toContain('ACME Automation GmbH');
    const enquiries = page.locator('.welcome-box__notice').filter({ hasText: 'Enquiries and orders' });
    expect(await enquiries.getByRole('link').getAttribute('href')).toBe(`mailto:${ORDER_ADDRESS}`);

    await page.goto(`${env.server.url}/product/6ES7214-1AG31-0XB0`);
    const orderBox = page.locator('.order-boxes');
    const orderEmail = orderBox.getByRole('link', { name: /Send as order e-mail/ });
    await orderEmail.waitFor({ timeout: 15_000 });
    expect(new URL((await orderEmail.getAttribute('href')) ?? '').pathname).toBe(ORDER_ADDRESS);
    expect(await orderBox.getByRole('link', { name: 'Send an order by e-mail' }).getAttribute('href')).toBe(`mailto:${ORDER_ADDRESS}`);
    expect(await orderBox.getByRole('link', { name: 'Contact us' }).getAttribute('href')).toBe(`mailto:${CONTACT_ADDRESS}`);

    const signedOut = await desktop();
    const login = await signedOut.newPage();
    await login.goto(`${env.server.url}/login`);
    await login.waitForFunction((address) => document.querySelector('.login-card__contact a')?.getAttribute('href') === `mailto:${address}`, CONTACT_ADDRESS);
    expect(await login.locator('.login-card h1').innerText()).toContain('ACME Automation GmbH');
    await signedOut.close();
  });
});
