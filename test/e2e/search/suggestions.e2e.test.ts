/**
 * Suggestions as one types, in a real browser against the real server (docs/behaviour.md,
 * Suggestions as one types): typing `6ES7214-1AG4` into the header's search box shows
 * `6ES7214-1AG40-0XB0` among the suggestions with the demo customer's price; choosing it, with the
 * arrow keys and Enter or with a tap, shows its card with that price, at 1280 and 375 px, in the
 * four languages. On a phone the list fits the screen and every option is a finger's height.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { DESKTOP, PHONE, screenshot, settled } from '../support/browser';
import { e2eEnvironment } from '../support/environment';
import { chooseLanguage } from '../support/language';
import { signedInPages } from '../support/signed-in';
import { card, normalisedText } from '../support/search';

jest.setTimeout(90_000);

const env = e2eEnvironment();
const { signedIn } = signedInPages(env);

const TYPED = '6ES7214-1AG4';
const S7 = { brand: 'Siemens', artnr: '6ES7214-1AG40-0XB0' };
/** The demo customer's price of the S7-1200 CPU: 398 € less 32 % (docs/behaviour.md, Demo catalogue). */
const OWN_PRICE = '270,64 €';
const LANGUAGES = ['EN', 'DE', 'FR', 'ES'] as const;
type Language = typeof LANGUAGES[number];

interface Texts { header: { searchLabel: string; suggestions: string }; results: { card: { yourPrice: string } } }
function texts(language: Language): Texts {
  const file = path.resolve(__dirname, '..', '..', '..', 'locales', language.toLowerCase(), 'translation.json');
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Texts;
}

/** A signed-in page at `viewport` in `language`; on the phone a touch screen. */
async function openPage(viewport: typeof DESKTOP, language: Language, touch: boolean): Promise<Page> {
  let page = await signedIn(viewport);
  if (touch) {
    const storageState = await page.context().storageState();
    await page.context().close();
    const context = await env.browser.newContext({ viewport, hasTouch: true, isMobile: true, storageState });
    page = await context.newPage();
    await page.goto(`${env.server.url}/`);
    await page.locator('.app-header').waitFor();
  }
  if (language !== 'EN') await chooseLanguage(page, language);
  return page;
}

/** Types as a customer does, key by key, and waits for the list with the S7-1200 CPU in it. */
async function typeAndSeeSuggestion(page: Page, language: Language) {
  const box = page.getByRole('combobox', { name: texts(language).header.searchLabel });
  await box.pressSequentially(TYPED, { delay: 30 });
  const list = page.getByRole('listbox', { name: texts(language).header.suggestions });
  const option = list.getByRole('option').filter({ hasText: S7.artnr });
  await option.waitFor();
  expect(await box.getAttribute('aria-expanded')).toBe('true');
  expect(normalisedText(await option.innerText())).toContain(OWN_PRICE);
  expect(await option.innerText()).toContain(S7.brand);
  return { box, list, option };
}

/** The card of the chosen article, at its search address filtered to its brand, with the customer's price. */
async function expectItsCard(page: Page, language: Language) {
  await page.waitForURL(`${env.server.url}/product/${S7.artnr}/filter/${S7.brand}`);
  const shown = card(page, S7.brand, S7.artnr);
  await page.locator('.results[aria-busy="false"]').waitFor({ timeout: 15_000 });
  await shown.waitFor();
  const own = shown.locator('.result-card__fact--own');
  expect(await own.locator('dt').innerText()).toBe(texts(language).results.card.yourPrice);
  expect(normalisedText(await own.locator('dd').innerText())).toBe(OWN_PRICE);
  expect(await page.getByRole('listbox').count()).toBe(0);
}

/** Presses ArrowDown until the option is the highlighted one, then Enter. */
async function chooseByKeyboard(page: Page, box: ReturnType<Page['getByRole']>, optionId: string) {
  for (let presses = 0; presses < 8 && (await box.getAttribute('aria-activedescendant')) !== optionId; presses++) {
    await page.keyboard.press('ArrowDown');
  }
  expect(await box.getAttribute('aria-activedescendant')).toBe(optionId);
  await page.keyboard.press('Enter');
}

describe('suggestions as one types', () => {
  describe.each(LANGUAGES)('in %s', (language) => {
    it('at 1280 px: shown under the box, chosen with the arrow keys and Enter', async () => {
      const page = await openPage(DESKTOP, language, false);
      const { box, list, option } = await typeAndSeeSuggestion(page, language);
      const listBox = (await list.boundingBox())!;
      const inputBox = (await page.locator('.search-input').boundingBox())!;
      expect(listBox.y).toBeGreaterThanOrEqual(inputBox.y + inputBox.height);
      if (language === 'EN' || language === 'DE') {
        await settled(page);
        await screenshot(page, `suggestions-${language.toLowerCase()}-1280`);
      }
      await chooseByKeyboard(page, box, (await option.getAttribute('id'))!);
      await expectItsCard(page, language);
      await page.context().close();
    });

    it('at 375 px on a touch screen: the list fits the screen, options a finger high, chosen with a tap', async () => {
      const page = await openPage(PHONE, language, true);
      const { list, option } = await typeAndSeeSuggestion(page, language);
      const listBox = (await list.boundingBox())!;
      expect(listBox.x).toBeGreaterThanOrEqual(0);
      expect(listBox.x + listBox.width).toBeLessThanOrEqual(PHONE.width);
      const heights = await list.getByRole('option').evaluateAll((options) => options.map((element) => element.getBoundingClientRect().height));
      expect(Math.min(...heights)).toBeGreaterThanOrEqual(44);
      if (language === 'EN' || language === 'DE') {
        await settled(page);
        await screenshot(page, `suggestions-${language.toLowerCase()}-375`);
      }
      await option.tap();
      await expectItsCard(page, language);
      await page.context().close();
    });
  });

  it('at 375 px with a keyboard, and at 1280 px with the mouse: the same article chosen', async () => {
    const phone = await openPage(PHONE, 'EN', false);
    const { box, option } = await typeAndSeeSuggestion(phone, 'EN');
    await chooseByKeyboard(phone, box, (await option.getAttribute('id'))!);
    await expectItsCard(phone, 'EN');
    await phone.context().close();

    const desktop = await openPage(DESKTOP, 'EN', false);
    const shown = await typeAndSeeSuggestion(desktop, 'EN');
    await shown.option.click();
    await expectItsCard(desktop, 'EN');
    await desktop.context().close();
  });

  it('Escape closes the list, and Enter then searches what was typed, as without suggestions', async () => {
    const page = await openPage(DESKTOP, 'EN', false);
    const { box } = await typeAndSeeSuggestion(page, 'EN');
    await page.keyboard.press('Escape');
    expect(await page.getByRole('listbox').count()).toBe(0);
    expect(await box.getAttribute('aria-expanded')).toBe('false');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${env.server.url}/product/${TYPED}`);
    await page.locator('.results[aria-busy="false"]').waitFor({ timeout: 15_000 });
    await page.context().close();
  });
});
