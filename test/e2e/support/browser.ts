/** Debian's Chromium driven by playwright-core, with the flags a closed network needs. */
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { DEMO } from '../../support/demo-users';

export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
export const SCREENSHOT_DIR = path.resolve(__dirname, '..', '..', '..', 'test-results', 'screenshots');

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
}

export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 375, height: 740 };

export async function newPage(browser: Browser, viewport = DESKTOP): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  return { context, page };
}

/** Two frames drawn: what the page changed before is laid out and painted. */
export async function framesDrawn(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/**
 * The page at rest: its fonts loaded, no transition or animation running but the endless ones
 * (spinners), and a frame drawn since. antd fades buttons, menus and messages in and out: a
 * screenshot, or a check of what is shown or of its colours, taken during a fade sees half of it.
 */
export async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() => document.fonts.status === 'loaded'
    && document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity));
  await framesDrawn(page);
}

export async function screenshot(page: Page, name: string): Promise<string> {
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const file = path.join(SCREENSHOT_DIR, `${name}.png`);
  await page.screenshot({ path: file, fullPage: false });
  return file;
}

export async function signIn(page: Page, baseUrl: string, email: string, password = DEMO.password): Promise<void> {
  if (!page.url().endsWith('/login')) await page.goto(`${baseUrl}/login`);
  await page.locator('#login-email').fill(email);
  await page.locator('#login-password').fill(password);
  await page.locator('form.login-form button[type=submit]').click();
}

/**
 * Opens the header's user menu and returns one of its items once the menu has settled. Clicked
 * while the menu still slides in, an item does not take the pointer yet; playwright then scrolls
 * to uncover it, and the page moving under the press turns it into a click on the header. A
 * person sees the menu settle first; so do the tests.
 */
export async function userMenuItem(page: Page, item: string) {
  await page.locator('.user-menu__icon').click();
  const menu = page.locator('.ant-dropdown:not(.ant-dropdown-hidden)');
  await menu.getByText(item).waitFor();
  await menu.evaluate((node) => Promise.all(node.getAnimations({ subtree: true }).map((animation) => animation.finished)));
  return menu.getByText(item);
}
