/**
 * What the customer sees for each fixture scenario of docs/behaviour.md (Demo catalogue), in a real browser against the
 * real server, at desktop and phone width; screenshots of each view in each language; an
 * accessibility check of the start page and a results page.
 */
import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { DESKTOP, newPage, PHONE, screenshot, settled, signIn } from './support/browser';
import { card, normalisedText, searchFor } from './support/search';
import { e2eEnvironment } from './support/environment';
import { chooseLanguage } from './support/language';
import { translationKeys } from './support/translation-keys';
import { DEMO } from '../support/demo-users';

jest.setTimeout(120_000);

const env = e2eEnvironment();

async function signedIn(viewport = DESKTOP, options: { bypassCSP?: boolean } = {}): Promise<Page> {
  const context = await env.browser.newContext({ viewport, bypassCSP: options.bypassCSP });
  const page = await context.newPage();
  await signIn(page, env.server.url, DEMO.muster.email);
  await page.waitForURL(`${env.server.url}/`);
  await page.locator('.app-header').waitFor();
  return page;
}

const headerText = async (page: Page) => normalisedText(await page.locator('.results-header').innerText());
const resultsText = async (page: Page) => normalisedText(await page.locator('.results').innerText());
const sideText = async (page: Page) => normalisedText(await page.locator('.main-page__side').innerText());

describe.each([['desktop', DESKTOP], ['phone', PHONE]] as const)('each fixture scenario at %s width', (width, viewport) => {
  let page: Page;
  beforeAll(async () => { page = await signedIn(viewport); });
  afterAll(async () => { await page.context().close(); });

  it('the start page lists the brands in 2 columns on a phone and 4 on a desktop, none wider than its column', async () => {
    const boxes = await page.locator('.welcome-brands__item').evaluateAll((items) => items.map((item) => item.getBoundingClientRect().toJSON() as DOMRect));
    expect(boxes.length).toBeGreaterThan(8);
    const columns = new Set(boxes.map((box) => Math.round(box.left)));
    expect(columns.size).toBe(width === 'phone' ? 2 : 4);
    const listWidth = await page.locator('.welcome-brands').evaluate((list) => list.getBoundingClientRect().width);
    for (const box of boxes) expect(box.width).toBeLessThanOrEqual(listWidth / columns.size);
  });

  it('6ES7214-1AG40-0XB0: one card, list 398 €, 32 %, own price 270,64 €', async () => {
    await searchFor(page, '6ES7214-1AG40-0XB0');
    expect(await headerText(page)).toBe('Article found');
    const text = normalisedText(await card(page, 'Siemens', '6ES7214-1AG40-0XB0').innerText());
    expect(text).toContain('398 €');
    expect(text).toContain('32 %');
    expect(text).toContain('270,64 €');
    expect(new URL(page.url()).pathname).toBe('/product/6ES7214-1AG40-0XB0');
    await screenshot(page, `scenario-article-found-${width}`);
  });

  it('6ES7214-1AG31-0XB0: the exact-match view with the same brand and other brands', async () => {
    await searchFor(page, '6ES7214-1AG31-0XB0');
    const text = await resultsText(page);
    expect(text).toContain('Same brand: Siemens');
    expect(text).toContain('Other brands');
    await card(page, 'Siemens', '6ES7214-1AG31-0XB0').waitFor();
    await card(page, 'Siemens', '6ES7214-1AG40-0XB0').waitFor();
    await card(page, 'Omron', 'CP2E-N30DT-D').waitFor();
    await screenshot(page, `scenario-exact-match-${width}`);
  });

  it('SIC1040764 and OMRE2E-X5ME1: the article without the supplier prefix', async () => {
    await searchFor(page, 'SIC1040764');
    expect(normalisedText(await card(page, 'Sick', '1040764').innerText())).toContain('120 pieces on stock');
    await searchFor(page, 'OMRE2E-X5ME1');
    await card(page, 'Omron', 'E2E-X5ME1-Z 2M').waitFor();
  });

  it('3RH1122-1BB40 and OMRE2E-X5MF1: the replacement view, its header reddish', async () => {
    await searchFor(page, '3RH1122-1BB40');
    expect(await headerText(page)).toBe('Alternative product(s) found');
    expect(await page.locator('.results-header').getAttribute('data-variant')).toBe('replacement');
    await card(page, 'Siemens', '3RH2122-1BB40').waitFor();
    await card(page, 'Telemecanique', 'CA2KN22BD').waitFor();
    await screenshot(page, `scenario-replacements-${width}`);
    await searchFor(page, 'OMRE2E-X5MF1');
    expect(await headerText(page)).toBe('Alternative found');
    await card(page, 'Omron', 'E2E-X5ME1-Z 2M').waitFor();
  });

  it('750: pages of five, brand facets, the on-stock count; a brand filter gives a chip and its URL', async () => {
    await searchFor(page, '750');
    expect(await headerText(page)).toBe('No exact match found. Did you mean one of these articles?');
    expect(await page.locator('.results-cards [role="article"]').count()).toBe(5);
    await page.locator('.results-pagination').waitFor();
    if (width === 'phone') await page.getByRole('button', { name: /Show filters/ }).click();
    const filters = page.locator('.ant-drawer-open, .main-page__side').last();
    await filters.getByRole('checkbox', { name: /Wago/ }).check();
    await page.waitForURL(`${env.server.url}/product/750/filter/Wago`);
    await page.locator('.results[aria-busy="false"]').waitFor();
    if (width === 'phone') await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Remove filter Wago' }).waitFor();
    await screenshot(page, `scenario-750-filtered-${width}`);
    expect(await page.locator('.results-cards [role="article"]').count()).toBeGreaterThan(0);
    for (const brand of await page.locator('.results-cards [role="article"]').evaluateAll((cards) => cards.map((c) => c.getAttribute('aria-label')))) {
      expect(brand).toMatch(/^Wago /);
    }
    await page.getByRole('button', { name: 'Remove all filters' }).click();
    await page.waitForURL(`${env.server.url}/product/750`);
    await page.locator('.results[aria-busy="false"]').waitFor();
  });

  it('Festo and Siemens: brand_search, Festo with its message instead of "in our catalog"', async () => {
    await searchFor(page, 'Festo');
    expect(await resultsText(page)).toContain('Festo: We do not sell this brand');
    expect(await resultsText(page)).not.toContain('in our catalog');
    expect(await page.locator('.results-error__icon[data-icon="pencil"]').count()).toBe(1);
    if (width === 'desktop') expect(await sideText(page)).not.toContain('in our catalog');
    await screenshot(page, `scenario-brand-search-${width}`);
    await searchFor(page, 'Siemens');
    expect(await resultsText(page)).toContain('This brand is in our catalog, please search for articles.');
  });

  it('315-2AG12: the Yaskawa card and the brand\'s message and note', async () => {
    await searchFor(page, '315-2AG12');
    await card(page, 'Yaskawa', '315-2AG12').waitFor();
    const side = await sideText(page);
    expect(side).toContain('For Yaskawa: Please send enquiries via email');
    expect(side).toMatch(/VIPA/);
    await screenshot(page, `scenario-brand-message-${width}`);
  });

  it('E3Z-D61 2M: "on request" instead of a price; zzzz999: no articles', async () => {
    await searchFor(page, 'E3Z-D61 2M');
    expect(normalisedText(await card(page, 'Omron', 'E3Z-D61 2M').innerText())).toContain('on request');
    await searchFor(page, 'zzzz999');
    expect(await resultsText(page)).toContain('No articles found for your search criteria');
    expect(await page.locator('.results-error__icon[data-icon="warning"]').count()).toBe(1);
  });
});

describe('the first search failing', () => {
  it('opens the error modal with "Close and try again"', async () => {
    const page = await signedIn();
    await page.locator('.search-input input').fill('zzzz999');
    await page.locator('.search-input input').press('Enter');
    const modal = page.getByRole('dialog');
    await modal.getByText('No articles found for your search criteria').waitFor({ timeout: 10_000 });
    await modal.getByRole('button', { name: 'Close and try again' }).click();
    await modal.waitFor({ state: 'hidden' });
    // Back in the search box, which shows the query again once the search's loading hold is over.
    await page.waitForFunction(() => (document.querySelector('.search-input input') as HTMLInputElement | null)?.value === 'zzzz999');
    expect(await page.locator('.search-input input').evaluate((input) => input === document.activeElement)).toBe(true);
    await page.context().close();
  });
});

describe('screenshots of each view in each language', () => {
  const LANGUAGES = ['EN', 'DE', 'FR', 'ES'];
  const KEYS = translationKeys();
  /** Translation keys the page shows as text: a language falling back to its keys. */
  const keysShown = async (page: Page) => {
    const text = await page.locator('body').innerText();
    return KEYS.filter((key) => text.includes(key));
  };
  const QUERIES: Record<string, string> = { list: '750', exact: '6ES7214-1AG31-0XB0', replacements: '3RH1122-1BB40', brand: 'Festo' };

  /** One language's views in a page of its own. */
  async function screenshotViews(language: string, width: string, viewport: typeof DESKTOP): Promise<void> {
    const page = await signedIn(viewport);
    await chooseLanguage(page, language);
    await page.waitForFunction((lng) => document.documentElement.lang === lng, language.toLowerCase());
    await page.goto(`${env.server.url}/`);
    await page.locator('.app-header').waitFor();
    await page.waitForFunction((lng) => document.documentElement.lang === lng, language.toLowerCase());
    await page.locator('.welcome-brands__item').first().waitFor();
    await settled(page);
    await screenshot(page, `view-start-${language}-${width}`);
    expect(await keysShown(page)).toEqual([]);
    for (const [view, query] of Object.entries(QUERIES)) {
      await searchFor(page, query);
      await screenshot(page, `view-${view}-${language}-${width}`);
      expect(await keysShown(page)).toEqual([]);
    }
    await page.context().close();
  }

  // The languages side by side: each search holds its loading state for LOADING_DELAY_MS, so
  // one page after the other would mostly wait.
  it.each([['desktop', DESKTOP], ['phone', PHONE]] as const)('%s', async (width, viewport) => {
    await Promise.all(LANGUAGES.map((language) => screenshotViews(language, width, viewport)));
  });
});

describe('accessibility (axe-core)', () => {
  const axeSource = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

  async function seriousViolations(page: Page) {
    await page.evaluate(axeSource);
    const results = await page.evaluate(async () => {
      const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: Array<{ id: string; impact: string; nodes: Array<{ target: string[] }> }> }> } }).axe;
      return axe.run(document, { resultTypes: ['violations'] });
    });
    return results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  }

  it('finds no serious or critical violation on the start page and a results page', async () => {
    const page = await signedIn(DESKTOP, { bypassCSP: true });
    // The start page whole, and nothing fading in or out (axe would measure a half-drawn colour).
    await page.locator('.welcome-brands__item').first().waitFor();
    await settled(page);
    expect(await seriousViolations(page)).toEqual([]);
    await searchFor(page, '750');
    expect(await seriousViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('finds none on the sign-in page', async () => {
    const { page, context } = await newPage(env.browser);
    await page.goto(`${env.server.url}/login`);
    await page.locator('#login-email').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
});
