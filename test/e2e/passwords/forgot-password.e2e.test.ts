/**
 * A forgotten password, in a real browser against the real server, at 375 and 1280 px
 * (docs/behaviour.md, Passwords by e-mail): "Forgot your password?" on the sign-in page, the address sent, the
 * mail received by an SMTP server in this process (the server started with SMTP_URL pointing at
 * it), the link from the mail opened, a new password set, and the customer signed in on the search
 * page. The same link a second time says it no longer works.
 */
import type { Browser, Page } from 'playwright-core';
import { clientPasswordHash } from '../../../src/server/auth/password';
import { DESKTOP, launchBrowser, newPage, PHONE, screenshot, settled } from '../support/browser';
import { startServer, type E2eServer } from '../support/server';
import { DEMO } from '../../support/demo-users';
import { passwordLink, startInbox, type Inbox } from '../../support/smtp-inbox';

jest.setTimeout(90_000);

let inbox: Inbox;
let server: E2eServer;
let browser: Browser;

beforeAll(async () => {
  inbox = await startInbox();
  server = await startServer({ SMTP_URL: inbox.url, MAIL_FROM: 'Sales <sales@example.com>' });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await inbox?.close();
});

/** Nothing wider than the window: the page never scrolls sideways. */
async function fitsTheWidth(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
}

describe.each([
  ['phone', PHONE, DEMO.nord],
  ['desktop', DESKTOP, DEMO.muster],
] as const)('on a %s', (name, viewport, user) => {
  it('sets a new password from the mailed link and signs in; the link then no longer works', async () => {
    const { context, page } = await newPage(browser, viewport);
    await page.goto(`${server.url}/login`);
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await page.waitForURL(`${server.url}/password`);
    // The router shows the sign-in page, with its own "E-mail address", until the page's chunk is in.
    await page.getByRole('heading', { name: 'Forgot your password?' }).waitFor();
    await page.getByLabel('E-mail address').fill(user.email);
    await fitsTheWidth(page);
    const index = inbox.mails.length;
    await page.getByRole('button', { name: 'Send link' }).click();
    await page.getByText(`If an account belongs to ${user.email}`).waitFor();
    await settled(page);
    await screenshot(page, `passwords-sent-${name}`);

    const mail = await inbox.mail(index);
    expect(mail.subject).toBe('Set a new password for pricetool');
    const { link } = passwordLink(mail);
    expect(link.startsWith(`${server.url}/password/`)).toBe(true);

    await page.goto(link);
    await page.getByRole('heading', { name: 'Choose your password' }).waitFor();
    const newPassword = `Neu-${name}-Passwort-42`;
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Repeat the new password').fill(newPassword);
    await fitsTheWidth(page);
    await screenshot(page, `passwords-set-${name}`);
    await page.getByRole('button', { name: 'Save and sign in' }).click();
    await page.waitForURL(`${server.url}/`);
    await page.locator('.app-header').waitFor();
    await fitsTheWidth(page);

    const again = await context.newPage();
    await again.goto(link);
    await again.getByLabel('New password', { exact: true }).fill('Noch-ein-Passwort-7');
    await again.getByLabel('Repeat the new password').fill('Noch-ein-Passwort-7');
    await again.getByRole('button', { name: 'Save and sign in' }).click();
    await again.getByRole('heading', { name: 'This link no longer works' }).waitFor();
    await again.getByRole('button', { name: 'Ask for a new link' }).click();
    await again.waitForURL(`${server.url}/password`);

    // The new password signs in; the old one no longer does.
    const signIn = (password: string) => fetch(`${server.url}/api/login`, {
      method: 'POST', headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ useremail: user.email, passwordhash: clientPasswordHash(password) }),
    });
    expect((await signIn(newPassword)).status).toBe(200);
    expect((await signIn(DEMO.password)).status).toBe(401);
    await context.close();
  });
});
