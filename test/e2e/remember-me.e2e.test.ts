/**
 * "Remember me" off, in a real browser against the real server (docs/behaviour.md, Session): the
 * sign-in lives in the tab's sessionStorage and in cookies that end with the browser, a reload
 * keeps it, and once the browser is closed (here: its context, with all its storage and cookies)
 * nothing usable is left: the token is gone from the browser, and the server answers 401 to it.
 * A non-remembered token an older version left in localStorage is ended on the server by the
 * next visit.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { PERSIST_KEY } from '../../src/client/app/persistence';
import type { LoginResponse } from '../../src/shared/contract';
import { clientPasswordHash } from '../../src/server/auth/password';
import { DESKTOP, screenshot } from './support/browser';
import { e2eEnvironment } from './support/environment';
import { searchFor } from './support/search';
import { DEMO } from '../support/demo-users';

jest.setTimeout(90_000);

const env = e2eEnvironment();

const SAVED = `persist:${PERSIST_KEY}`;

/** The saved session in each storage, as the page wrote it (null when there is none). */
async function saved(page: Page): Promise<{ local: Record<string, unknown> | null; tab: Record<string, unknown> | null }> {
  return page.evaluate((key) => {
    const read = (storage: Storage) => {
      const raw = storage.getItem(key);
      if (!raw) return null;
      return Object.fromEntries(Object.entries(JSON.parse(raw) as Record<string, string>).map(([field, value]) => [field, JSON.parse(value) as unknown]));
    };
    return { local: read(window.localStorage), tab: read(window.sessionStorage) };
  }, SAVED);
}

/** What `curl -H "Authorization: Bearer …" /api/` gets: the token alone, no cookie. */
async function profileStatus(token: string): Promise<number> {
  const response = await fetch(`${env.server.url}/api/`, { headers: { authorization: `Bearer ${token}` } });
  return response.status;
}

async function signInWithoutRememberMe(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${env.server.url}/login`);
  await page.locator('.login-form').waitFor();
  await page.locator('#login-email').fill(DEMO.muster.email);
  await page.locator('#login-password').fill(DEMO.password);
  await page.locator('.login-form input[type=checkbox]').uncheck();
  await page.locator('form.login-form button[type=submit]').click();
  await page.waitForURL(`${env.server.url}/`);
  await page.locator('.app-header').waitFor();
  return page;
}

describe('"Remember me" off', () => {
  it('keeps the sign-in in the tab and browser-session cookies; a closed browser leaves nothing usable, the server refuses the token', async () => {
    const browser = await env.browser.newContext({ viewport: DESKTOP });
    const page = await signInWithoutRememberMe(browser);

    const { local, tab } = await saved(page);
    const token = tab?.token as string;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(tab).toMatchObject({ rememberMe: false, user: expect.objectContaining({ username: 'Demo User' }) });
    expect(Object.keys(local ?? {}).sort()).toEqual(['_persist', 'language']);
    // Both cookies end with the browser: no expiry (-1 is Chromium's "session cookie").
    const cookies = await browser.cookies();
    expect(cookies.map(({ name, expires, httpOnly }) => ({ name, expires, httpOnly })).sort((a, b) => a.name.localeCompare(b.name)))
      .toEqual([{ name: 'browser_session', expires: -1, httpOnly: true }, { name: 'session_id', expires: -1, httpOnly: true }]);

    // The page works with it, and a reload keeps it.
    await searchFor(page, '6ES7214-1AG40-0XB0');
    // The support log (what the customer saw, prices included) is kept where the session is.
    await page.waitForFunction(() => (window.sessionStorage.getItem('pricetool.supportLog') ?? '').includes('6ES7214-1AG40-0XB0'));
    expect(await page.evaluate(() => window.localStorage.getItem('pricetool.supportLog') ?? '')).not.toContain('6ES7214-1AG40-0XB0');
    await page.reload();
    await page.locator('.results[aria-busy="false"]').waitFor({ timeout: 15_000 });
    expect(new URL(page.url()).pathname).toBe('/product/6ES7214-1AG40-0XB0');
    // The token alone, as someone who copied it would use it, is refused even now.
    expect(await profileStatus(token)).toBe(401);

    // The browser is closed: what it keeps is its localStorage and its cookies with an expiry
    // (none here); sessionStorage and session cookies go. Opened again, nothing of the customer.
    const kept = await browser.storageState();
    kept.cookies = kept.cookies.filter((cookie) => cookie.expires !== -1);
    await browser.close();
    const reopened = await env.browser.newContext({ viewport: DESKTOP, storageState: kept });
    const next = await reopened.newPage();
    await next.goto(`${env.server.url}/`);
    await next.waitForURL(`${env.server.url}/login`);
    await next.locator('.login-form').waitFor();
    const left = await saved(next);
    expect(left.local).toMatchObject({ token: null, user: null, language: 'EN' });
    expect(JSON.stringify(left)).not.toContain(token);
    expect(JSON.stringify(left)).not.toContain('Demo User');
    expect(await next.evaluate(() => JSON.stringify(window.localStorage))).not.toMatch(/6ES7214-1AG40-0XB0|Muster|Demo User/);
    expect(await reopened.cookies()).toEqual([]);
    await screenshot(next, 'remember-me-off-after-closing-the-browser');
    expect(await profileStatus(token)).toBe(401);
    await reopened.close();
  });

  it('ends on the server a non-remembered token an older version left in localStorage, when a new visit finds it', async () => {
    // An older version's sign-in: a token that works alone, kept whole in localStorage with remember-me off.
    const answer = await fetch(`${env.server.url}/api/login`, {
      method: 'POST', headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ useremail: DEMO.muster.email, passwordhash: clientPasswordHash(DEMO.password) }),
    });
    const { token, user } = (await answer.json()) as LoginResponse;
    expect(await profileStatus(token)).toBe(200);
    const old = { language: '"EN"', token: JSON.stringify(token), user: JSON.stringify(user), rememberMe: 'false', _persist: '{"version":1,"rehydrated":true}' };

    const context = await env.browser.newContext({ viewport: DESKTOP });
    await context.addInitScript(([key, value]) => {
      // Before the page's first script, once: what the older version left behind.
      if (!window.sessionStorage.getItem('e2e.seeded')) {
        window.localStorage.setItem(key, value);
        window.sessionStorage.setItem('e2e.seeded', '1');
      }
    }, [SAVED, JSON.stringify(old)] as const);
    const page = await context.newPage();
    const logout = page.waitForRequest((request) => request.url().endsWith('/api/logout') && request.method() === 'POST');
    await page.goto(`${env.server.url}/`);
    expect((await logout).headers().authorization).toBe(`Bearer ${token}`);
    await page.waitForURL(`${env.server.url}/login`);
    await page.waitForFunction((key) => !(window.localStorage.getItem(key) ?? '').includes('"token"') || JSON.parse(JSON.parse(window.localStorage.getItem(key) as string).token ?? 'null') === null, SAVED);
    expect(JSON.stringify(await saved(page))).not.toContain(token);
    expect(await profileStatus(token)).toBe(401);
    await context.close();
  });

  it('a remembered sign-in, by contrast, outlives the browser', async () => {
    const browser = await env.browser.newContext({ viewport: DESKTOP });
    const page = await browser.newPage();
    await page.goto(`${env.server.url}/login`);
    await page.locator('#login-email').fill(DEMO.muster.email);
    await page.locator('#login-password').fill(DEMO.password);
    await page.locator('form.login-form button[type=submit]').click();
    await page.waitForURL(`${env.server.url}/`);
    const { local } = await saved(page);
    const token = local?.token as string;
    const [cookie] = await browser.cookies();
    expect(cookie).toMatchObject({ name: 'session_id' });
    expect(cookie.expires).toBeGreaterThan(Date.now() / 1000 + 29 * 24 * 3600);
    const state = await browser.storageState();
    await browser.close();
    const reopened = await env.browser.newContext({ viewport: DESKTOP, storageState: state });
    const next = await reopened.newPage();
    await next.goto(`${env.server.url}/`);
    await next.locator('.app-header').waitFor();
    expect(await profileStatus(token)).toBe(200);
    await reopened.close();
  });
});
