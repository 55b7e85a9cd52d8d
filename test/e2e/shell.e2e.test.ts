/**
 * The SPA shell in a real browser against the real server: signing in as each demo user, wrong
 * passwords and the lock, languages, reload, logout; the sign-in page and the header laid out at
 * desktop and phone width in each language (with a screenshot of each).
 */
import type { Page } from 'playwright-core';
import { DESKTOP, newPage, PHONE, screenshot, settled, signIn } from './support/browser';
import { e2eEnvironment } from './support/environment';
import { chooseLanguage } from './support/language';
import { DEMO } from '../support/demo-users';

jest.setTimeout(60_000);

const env = e2eEnvironment();

async function signedInPage(email: string, viewport = DESKTOP): Promise<Page> {
  const { page } = await newPage(env.browser, viewport);
  await signIn(page, env.server.url, email);
  await page.waitForURL(`${env.server.url}/`);
  await page.locator('.app-header').waitFor();
  return page;
}

/** The saved session as the page reads it back: localStorage, with this tab's sessionStorage over it (a sign-in without remember-me). */
const storedSession = (page: Page) => page.evaluate(() => {
  const fields = (raw: string | null) => (raw ? Object.entries(JSON.parse(raw) as Record<string, string>).map(([k, v]) => [k, JSON.parse(v)]) : []);
  return Object.fromEntries([...fields(window.localStorage.getItem('persist:pricetool')), ...fields(window.sessionStorage.getItem('persist:pricetool'))]);
});

/** The saved session holds no token, in either storage, now or within a moment. */
async function tokenForgotten(page: Page): Promise<void> {
  await page.waitForFunction(() => ['localStorage', 'sessionStorage'].every((kind) => {
    const saved = (window[kind as 'localStorage'] as Storage).getItem('persist:pricetool');
    return saved === null || !JSON.parse(saved).token || JSON.parse(JSON.parse(saved).token) === null;
  }), undefined, { timeout: 5_000 });
  expect((await storedSession(page)).token ?? null).toBeNull();
}

describe('signing in', () => {
  it('takes the demo user to the search page with the header and its tooltip', async () => {
    const page = await signedInPage(DEMO.muster.email);
    await page.getByText('Login successful!').waitFor();
    await page.getByRole('button', { name: 'Demo User (Muster Automation GmbH)' }).hover();
    await page.getByRole('tooltip').getByText('Demo User (Muster Automation GmbH)').waitFor();
    expect(await page.getByRole('heading', { name: 'Welcome to pricetool' }).isVisible()).toBe(true);
    expect((await storedSession(page)).pricetool_brands).toContain('Siemens');
    await page.context().close();
  });

  it('signs Nordtech in without its blocked brands in the brand list', async () => {
    const page = await signedInPage(DEMO.nord.email);
    const brands = (await storedSession(page)).pricetool_brands as string[];
    expect(brands).toContain('Siemens');
    expect(brands).not.toContain('Pilz');
    expect(brands).not.toContain('Omron');
    await page.context().close();
  });

  it('sends the user without a customer back to the sign-in page', async () => {
    const { page, context } = await newPage(env.browser);
    await signIn(page, env.server.url, DEMO.noCustomer.email);
    await page.getByText('This account is not linked to a customer yet. Please contact us.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    await tokenForgotten(page);
    await context.close();
  });

  it('shows the server\'s message for a wrong password', async () => {
    const { page, context } = await newPage(env.browser);
    await signIn(page, env.server.url, DEMO.muster.email, 'wrong-password');
    await page.getByText('Wrong e-mail address or password.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    await context.close();
  });

  it('refuses a fourth attempt after three failures', async () => {
    const { page, context } = await newPage(env.browser);
    for (let i = 0; i < 3; i++) {
      await signIn(page, env.server.url, DEMO.nord.email, `wrong-${i}`);
      await page.getByText('Wrong e-mail address or password.').last().waitFor();
      await page.waitForFunction(() => !document.querySelector('.ant-spin-fullscreen-show'));
    }
    await signIn(page, env.server.url, DEMO.nord.email);
    await page.getByText('Too many login attempts. Please contact us if you are still having troubles.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    await context.close();
  });
});

describe('the session', () => {
  it('survives a reload', async () => {
    const page = await signedInPage(DEMO.muster.email);
    await page.reload();
    await page.locator('.app-header').waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    await page.context().close();
  });

  it('switches language in the header, and keeps it across a reload', async () => {
    const page = await signedInPage(DEMO.muster.email);
    await page.getByRole('button', { name: 'DE', exact: true }).click();
    await page.getByRole('button', { name: 'Abmelden' }).waitFor();
    expect(await page.getByRole('button', { name: 'DE', exact: true }).getAttribute('aria-pressed')).toBe('true');
    expect(await page.getByRole('searchbox').or(page.locator('.search-input input')).first().getAttribute('placeholder')).toBe('Artikelnummer oder Marke');
    await page.reload();
    await page.getByRole('button', { name: 'Abmelden' }).waitFor();
    await page.context().close();
  });

  it('logs out to the sign-in page and forgets the token', async () => {
    const page = await signedInPage(DEMO.muster.email);
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(`${env.server.url}/login`);
    // Written as part of the logout, before the sign-in page shows: no waiting for redux-persist.
    expect((await storedSession(page)).token).toBeNull();
    await page.goto(`${env.server.url}/`);
    await page.waitForURL(`${env.server.url}/login`);
    await page.context().close();
  });

  it('sends any unknown path to the search page', async () => {
    const page = await signedInPage(DEMO.muster.email);
    await page.goto(`${env.server.url}/no/such/page`);
    await page.waitForURL(`${env.server.url}/`);
    await page.locator('.app-header').waitFor();
    expect(await page.getByRole('heading', { name: 'Welcome to pricetool' }).isVisible()).toBe(true);
    await page.context().close();
  });
});

describe('the shell at desktop and phone width, in every language (docs/behaviour.md, Header)', () => {
  const LANGUAGES = ['EN', 'DE', 'FR', 'ES'];
  const HEADINGS: Record<string, string> = { EN: 'Sign In', DE: 'Anmelden', FR: 'Connexion', ES: 'Iniciar sesión' };

  /** The parts of the shell the layout promises, each as its box where shown (null where not), and what scrolls sideways. */
  const shellLayout = (page: Page) => page.evaluate(() => {
    const shown = (selector: string) => {
      const element = document.querySelector(selector);
      if (!element?.checkVisibility()) return null;
      const { top, bottom, left, right } = element.getBoundingClientRect();
      return { top, bottom, left, right };
    };
    return {
      width: document.documentElement.clientWidth,
      overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
      card: shown('.login-card'), cardLanguages: shown('.login-card__languages'),
      header: shown('.app-header'), languageButtons: shown('.app-header__languages'), languageMenu: shown('.language-menu'),
      title: shown('.app-title__text'), logoutLabel: shown('.user-menu__logout-label'),
      openMenuItems: Array.from(document.querySelectorAll('[role=menuitem]')).filter((item) => item.checkVisibility()).length,
    };
  });

  /** The language menu of a phone is shut: a choice in it closes it. */
  const menuShut = (page: Page) => page.waitForFunction(() => Array.from(document.querySelectorAll('[role=menuitem]')).every((item) => !item.checkVisibility()));

  async function checkSignInPage(name: string, viewport: typeof DESKTOP): Promise<void> {
    const { page, context } = await newPage(env.browser, viewport);
    await page.goto(`${env.server.url}/login`);
    for (const language of LANGUAGES) {
      await page.getByRole('button', { name: language, exact: true }).click();
      await page.getByRole('heading', { name: HEADINGS[language], exact: true }).waitFor();
      await settled(page);
      const layout = await shellLayout(page);
      expect({ language, overflow: layout.overflow }).toEqual({ language, overflow: 0 });
      expect(layout.card).not.toBeNull();
      expect(layout.card!.left).toBeGreaterThanOrEqual(0);
      expect(layout.card!.right).toBeLessThanOrEqual(layout.width);
      expect(layout.cardLanguages).not.toBeNull();
      expect(await page.getByRole('button', { name: language, exact: true }).getAttribute('aria-pressed')).toBe('true');
      await screenshot(page, `login-${language}-${name}`);
    }
    await context.close();
  }

  async function checkHeader(name: string, viewport: typeof DESKTOP): Promise<void> {
    const phone = viewport.width < 768;
    const { page, context } = await newPage(env.browser, viewport);
    // English chosen on the sign-in page, as a customer would before signing in.
    await page.goto(`${env.server.url}/login`);
    await page.getByRole('button', { name: 'EN', exact: true }).click();
    await signIn(page, env.server.url, DEMO.muster.email);
    await page.waitForURL(`${env.server.url}/`);
    await page.locator('.app-header').waitFor();
    // English last: choosing the language already shown opens the phone's menu and leaves it open.
    for (const language of [...LANGUAGES.slice(1), LANGUAGES[0]]) {
      await chooseLanguage(page, language);
      if (phone) await menuShut(page);
      await settled(page);
      const layout = await shellLayout(page);
      expect({ language, overflow: layout.overflow }).toEqual({ language, overflow: 0 });
      // Fixed at the top, one row high (header-and-session.e2e.test.ts checks what sits in the row).
      expect(layout.header).toMatchObject({ top: 0, left: 0, right: layout.width });
      expect(layout.header!.bottom).toBeLessThanOrEqual(56);
      // Four language buttons from 768 px; below, one button naming the active language, its menu shut.
      expect({ language, buttons: layout.languageButtons !== null, menu: layout.languageMenu !== null, title: layout.title !== null, logoutLabel: layout.logoutLabel !== null })
        .toEqual({ language, buttons: !phone, menu: phone, title: !phone, logoutLabel: !phone });
      if (phone) expect(await page.locator('.language-menu').innerText()).toContain(language);
      expect(layout.openMenuItems).toBe(0);
      await screenshot(page, `header-${language}-${name}`);
    }
    await context.close();
  }

  // Both widths side by side: each page mostly waits for its language switch to settle. The sign-in
  // page and the header are tests of their own, so each stays well inside the time a test has.
  it('lays out the sign-in page at 1280 and 375 px', async () => {
    await Promise.all([checkSignInPage('desktop', DESKTOP), checkSignInPage('phone', PHONE)]);
  });

  it('lays out the header at 1280 and 375 px', async () => {
    await Promise.all([checkHeader('desktop', DESKTOP), checkHeader('phone', PHONE)]);
  });
});

describe('the search URL', () => {
  it('follows a submitted search, and back and forward run the searches again', async () => {
    const page = await signedInPage(DEMO.muster.email);
    const box = page.locator('.search-input input');
    const searchFor = async (query: string) => {
      await box.fill(query);
      await box.press('Enter');
      await page.waitForURL(`${env.server.url}/product/${encodeURIComponent(query)}`);
      await page.waitForFunction((q) => (document.querySelector('.search-input input') as HTMLInputElement | null)?.value === q, query);
    };
    /** The query of the next search the page sends, once the server has answered it. */
    const nextSearch = () => page.waitForResponse((response) => response.url().includes('/api/search?'))
      .then((response) => ({ q: new URL(response.url()).searchParams.get('q'), status: response.status() }));
    await searchFor('750');
    await searchFor('1040764');
    let searched = nextSearch();
    await page.goBack();
    await page.waitForURL(`${env.server.url}/product/750`);
    expect(await searched).toEqual({ q: '750', status: 200 });
    await page.waitForFunction(() => (document.querySelector('.search-input input') as HTMLInputElement | null)?.value === '750');
    searched = nextSearch();
    await page.goForward();
    await page.waitForURL(`${env.server.url}/product/1040764`);
    expect(await searched).toEqual({ q: '1040764', status: 200 });
    await page.waitForFunction(() => (document.querySelector('.search-input input') as HTMLInputElement | null)?.value === '1040764');
    await page.context().close();
  });

  it('runs the search a shared link names', async () => {
    const page = await signedInPage(DEMO.muster.email);
    await page.goto(`${env.server.url}/product/750/filter/Wago/onstock`);
    await page.waitForFunction(() => (document.querySelector('.search-input input') as HTMLInputElement | null)?.value === '750', undefined, { timeout: 10_000 });
    const stored = await page.evaluate(() => window.location.pathname);
    expect(stored).toBe('/product/750/filter/Wago/onstock');
    await page.context().close();
  });
});
