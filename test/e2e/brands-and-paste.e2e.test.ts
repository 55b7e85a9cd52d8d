/**
 * Brands and what customers paste, in a real browser against the real server, at phone (375 px),
 * tablet (800 px) and desktop (1280 px) width side by side: numbers pasted with odd spaces and
 * dashes or O for Ö, a brand in front of the number, brand names with commas in the address, a
 * brand we do not sell or one the customer cannot see, and counts in German number format.
 */
import type { Page } from 'playwright-core';
import { DESKTOP, PHONE, screenshot } from './support/browser';
import { e2eEnvironment } from './support/environment';
import { signedInPages } from './support/signed-in';
import { card, normalisedText, searchFor } from './support/search';
import { DEMO } from '../support/demo-users';

jest.setTimeout(60_000);

const env = e2eEnvironment();
const TABLET = { width: 800, height: 900 };
const WIDTHS = [['375', PHONE], ['800', TABLET], ['1280', DESKTOP]] as const;

const { signedIn } = signedInPages(env);

const pathOf = (page: Page) => new URL(page.url()).pathname;
const bodyText = async (page: Page) => normalisedText(await page.locator('body').innerText());
const chips = (page: Page) => page.locator('.filter-chips .ant-tag').allInnerTexts();
const openModal = (page: Page) => page.locator('.ant-modal-wrap:not([style*="display: none"]) .ant-modal');

/** How often a text appears on the page. */
async function occurrences(page: Page, text: string): Promise<number> {
  return (await bodyText(page)).split(text).length - 1;
}

/** Waits for the search the address names to be shown. */
async function openAddress(page: Page, path: string): Promise<void> {
  await page.goto(`${env.server.url}${path}`);
  await page.locator('.results[aria-busy="false"]').waitFor({ timeout: 15_000 });
}

describe('at 375, 800 and 1280 px, side by side', () => {
  let pages: Array<[string, Page]>;
  let nord: Page;
  let german: Page;
  beforeAll(async () => {
    german = await signedIn(DESKTOP);
    nord = await signedIn(DESKTOP, DEMO.nord.email);
    pages = await Promise.all(WIDTHS.map(async ([width, viewport]) => [width, await signedIn(viewport)] as [string, Page]));
  });
  afterAll(async () => { await Promise.all([...(pages ?? []).map(([, page]) => page), nord, german].filter(Boolean).map((page) => page.context().close())); });

  /** One step at every width at once: each search holds its loading state for 1.5 s. */
  const atEveryWidth = (step: (page: Page, width: string) => Promise<void>) => Promise.all(pages.map(([width, page]) => step(page, width)));

  it('the FAQ gives the article count in German number format, in English too', () => atEveryWidth(async (page, width) => {
    await page.getByRole('tab', { name: 'How many articles are in the catalogue?' }).click();
    const answer = page.getByText(/^The catalogue holds .* articles/);
    await answer.waitFor();
    expect(await answer.innerText()).toMatch(/^The catalogue holds (over )?\d{1,3}(\.\d{3})+ articles/);
    await screenshot(page, `counts-faq-${width}`);
  }));

  it('a first search for a brand not sold, or not visible, never says "in our catalog"', () => Promise.all([
    atEveryWidth(async (page, width) => {
      await searchFor(page, 'Festo');
      const modal = openModal(page);
      expect(normalisedText(await modal.innerText())).toContain('Festo: We do not sell this brand');
      expect(await modal.innerText()).not.toContain('in our catalog');
      await screenshot(page, `brands-festo-first-${width}`);
      await modal.getByRole('button', { name: 'Close and try again' }).click();
      await modal.waitFor({ state: 'hidden' });
    }),
    (async () => {
      await searchFor(nord, 'Pilz');
      expect(await openModal(nord).innerText()).toContain('No articles found for your search criteria');
      expect(await bodyText(nord)).not.toContain('in our catalog');
      await screenshot(nord, 'brands-blocked-pilz-1280');
    })(),
    (async () => {
      await german.getByRole('button', { name: 'DE', exact: true }).click();
      await german.waitForFunction(() => document.documentElement.lang === 'de');
      await searchFor(german, 'Festo');
      expect(await openModal(german).innerText()).toContain('Festo: Diese Marke führen wir nicht');
      expect(await bodyText(german)).not.toContain('im Katalog');
      await screenshot(german, 'brands-festo-first-de-1280');
    })(),
  ]));

  // En dashes and the other spaces and dashes are the same rule: test/shared/normalise.test.ts.
  it('pasted numbers find their article: a no-break space from a PDF, O for Ö', () => atEveryWidth(async (page, width) => {
    await searchFor(page, 'E3Z-D61\u00a02M');
    await card(page, 'Omron', 'E3Z-D61 2M').waitFor();
    expect(await page.locator('.results-header').innerText()).toBe('Article found');
    await searchFor(page, 'ES 95 1S/1O');
    await card(page, 'Steute', 'ES 95 1S/1Ö').waitFor();
    expect(await page.locator('.results-header').innerText()).toBe('Article found');
    await screenshot(page, `paste-o-for-umlaut-${width}`);
  }));

  it('a brand in front of the number is its filter: the address, the box and the chip show it', () => atEveryWidth(async (page, width) => {
    await searchFor(page, 'Siemens 6ES7214-1AG40-0XB0');
    await card(page, 'Siemens', '6ES7214-1AG40-0XB0').waitFor();
    expect(pathOf(page)).toBe('/product/6ES7214-1AG40-0XB0/filter/Siemens');
    expect(await page.locator('.search-input input').inputValue()).toBe('6ES7214-1AG40-0XB0');
    expect(await chips(page)).toEqual(['Siemens', 'Remove all filters']);
    await screenshot(page, `paste-leading-brand-${width}`);
  }));

  it('a brand with a comma in its name stays one brand in the address, which is written back as it was read', () => atEveryWidth(async (page, width) => {
    const path = '/product/750/filter/Pepperl+Fuchs%2C%20Inc.,Wago';
    await openAddress(page, path);
    expect(await chips(page)).toEqual(['Pepperl+Fuchs, Inc.', 'Wago', 'Remove all filters']);
    await card(page, 'Wago', '750-455').waitFor();
    expect(pathOf(page)).toBe(path);
    await screenshot(page, `brands-comma-in-address-${width}`);
    await page.getByRole('button', { name: 'Remove filter Pepperl+Fuchs, Inc.' }).click();
    await page.waitForURL(`${env.server.url}/product/750/filter/Wago`);
    expect(await chips(page)).toEqual(['Wago', 'Remove all filters']);
  }));

  it('Festo after another search: its message once, nowhere "in our catalog"', () => atEveryWidth(async (page, width) => {
    await searchFor(page, 'Festo');
    expect(await occurrences(page, 'Festo: We do not sell this brand')).toBe(1);
    expect(await bodyText(page)).not.toContain('in our catalog');
    await screenshot(page, `brands-festo-${width}`);
  }));
});
