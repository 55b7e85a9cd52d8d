/**
 * The sign-in page drawn in HTML (login.html, src/client/build/login-shell.js) in a real browser:
 * every box where the rendered page puts it, so the page replaces it without a layout shift; what
 * a customer types before the scripts have run carries over; a saved language other than the
 * shell's moves nothing up or down either.
 */
import type { Page, Route } from 'playwright-core';
import { DESKTOP, newPage, PHONE } from './support/browser';
import { e2eEnvironment } from './support/environment';
import { DEMO } from '../support/demo-users';

jest.setTimeout(60_000);

const env = e2eEnvironment();

/** The sign-in page's boxes, the shell's stand-ins for antd's controls found by the same selectors. */
const BOXES = [
  '.login-card', '.login-card__brand', '.login-card__brand svg', '.login-card h1', '.login-card h2', '.login-form',
  'label[for=login-email]', '#login-email', 'label[for=login-password]', '#login-password', 'input[type=checkbox]',
  '.login-form > label:nth-of-type(3)', '.login-form button[type=submit]', '.login-card__contact', '.login-card__contact a', '.login-card__languages',
];

type Box = { x: number; y: number; width: number; height: number } | null;

const boxesOf = (page: Page): Promise<Box[]> => page.evaluate((selectors) => selectors.map((selector) => {
  const element = document.querySelector(selector);
  if (!element) return null;
  const { x, y, width, height } = element.getBoundingClientRect();
  return { x, y, width, height };
}), BOXES);

/** Holds back every script of the page until `release` is called: the shell is all there is meanwhile. */
async function holdScripts(page: Page): Promise<() => void> {
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => { release = resolve; });
  await page.route('**/assets/*.js', async (route: Route) => {
    await released;
    await route.continue();
  });
  return release;
}

/**
 * The shell as the customer first sees it: its HTML and its style sheet. The browser paints nothing
 * before the sheet, but a script can measure the HTML before it has arrived (then the body still
 * has its 8 px margin): on a busy machine that measured the shell off by 8 px.
 */
async function shellPainted(page: Page): Promise<void> {
  await page.locator('#login-shell .login-card h2').waitFor();
  await page.waitForFunction(() => Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')).every((link) => link.sheet !== null));
}

/** The mounted sign-in page: the shell gone, the page's own button ready. */
async function mounted(page: Page): Promise<void> {
  await page.locator('#login-shell').waitFor({ state: 'detached' });
  await page.locator('form.login-form button[type=submit]:not([disabled])').waitFor();
}

/**
 * The layout shifts not caused by input since the navigation, summed (the page's CLS so far). A
 * shift is recorded with the frame that draws it: two frames on, every shift so far is in the
 * buffer, which an observer of buffered entries holds at once (takeRecords, not its callback,
 * which is never called when there was no shift).
 */
const layoutShift = (page: Page): Promise<number> => page.evaluate(async () => {
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  const observer = new PerformanceObserver(() => undefined);
  observer.observe({ type: 'layout-shift', buffered: true });
  const shifts = observer.takeRecords() as unknown as { value: number; hadRecentInput: boolean }[];
  observer.disconnect();
  return shifts.filter((shift) => !shift.hadRecentInput).reduce((sum, shift) => sum + shift.value, 0);
});

describe('the sign-in page before the scripts have run', () => {
  it.each([['phone', PHONE], ['desktop', DESKTOP]])('puts every box where the rendered page puts it, within 1 px (%s)', async (_name, viewport) => {
    const { context, page } = await newPage(env.browser, viewport);
    const release = await holdScripts(page);
    // Not until 'load': that waits for the scripts held back.
    await page.goto(`${env.server.url}/login`, { waitUntil: 'commit' });
    await shellPainted(page);
    expect(await page.locator('#login-shell h2').innerText()).toBe('Sign In');
    const shell = await boxesOf(page);
    release();
    await mounted(page);
    const rendered = await boxesOf(page);
    BOXES.forEach((selector, index) => {
      const [before, after] = [shell[index], rendered[index]];
      expect({ selector, found: before !== null && after !== null }).toEqual({ selector, found: true });
      for (const side of ['x', 'y', 'width', 'height'] as const) {
        expect({ selector, side, off: Math.abs((before?.[side] ?? 0) - (after?.[side] ?? 0)) <= 1 }).toEqual({ selector, side, off: true });
      }
    });
    expect(await layoutShift(page)).toBe(0);
    await context.close();
  });

  it('keeps what the customer typed and where, and signs in with it', async () => {
    const { context, page } = await newPage(env.browser, PHONE);
    const release = await holdScripts(page);
    // Not until 'load': that waits for the scripts held back.
    await page.goto(`${env.server.url}/login`, { waitUntil: 'commit' });
    await page.locator('#login-shell #login-email').fill(DEMO.muster.email);
    await page.locator('#login-shell #login-password').click();
    await page.keyboard.type('demo12');
    // Enter before the page has mounted submits nothing: the address keeps no password.
    await page.keyboard.press('Enter');
    expect(page.url()).toBe(`${env.server.url}/login`);
    release();
    await mounted(page);
    expect(await page.locator('#login-email').inputValue()).toBe(DEMO.muster.email);
    expect(await page.locator('#login-password').inputValue()).toBe('demo12');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('login-password');
    // The customer types on into the same field and signs in.
    await page.keyboard.type('34');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${env.server.url}/`);
    await page.locator('.app-header').waitFor();
    await context.close();
  });

  it('takes the unticked "Remember me" along', async () => {
    const { context, page } = await newPage(env.browser, PHONE);
    const release = await holdScripts(page);
    // Not until 'load': that waits for the scripts held back.
    await page.goto(`${env.server.url}/login`, { waitUntil: 'commit' });
    await page.locator('#login-shell input[type=checkbox]').uncheck();
    release();
    await mounted(page);
    expect(await page.locator('.login-form input[type=checkbox]').isChecked()).toBe(false);
    await context.close();
  });

  // The browser counts no layout shift when the page replaces the shell (its elements are new),
  // so the boxes are compared: the words differ in width, nothing may move up or down.
  it.each([['phone', PHONE], ['desktop', DESKTOP]])('moves nothing up or down when the page comes in German, the shell in English (%s)', async (_name, viewport) => {
    const { context, page } = await newPage(env.browser, viewport);
    await page.goto(`${env.server.url}/login`);
    await mounted(page);
    await page.getByRole('button', { name: 'DE', exact: true }).click();
    await page.waitForFunction(() => document.documentElement.lang === 'de');
    const release = await holdScripts(page);
    await page.reload({ waitUntil: 'commit' });
    await shellPainted(page);
    const shell = await boxesOf(page);
    release();
    await mounted(page);
    expect(await page.locator('.login-card h2').innerText()).toBe('Anmelden');
    const rendered = await boxesOf(page);
    BOXES.forEach((selector, index) => {
      // The link flows with the paragraph's words: on the second line in German, the paragraph the same.
      if (selector === '.login-card__contact a') return;
      for (const side of ['y', 'height'] as const) {
        expect({ selector, side, off: Math.abs((shell[index]?.[side] ?? NaN) - (rendered[index]?.[side] ?? NaN)) <= 1 }).toEqual({ selector, side, off: true });
      }
    });
    await context.close();
  });
});
