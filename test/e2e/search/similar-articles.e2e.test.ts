/**
 * A mistyped number in a real browser against the real server (docs/search-flow.md, One search;
 * docs/behaviour.md, Search): a letter O for a zero, two digits swapped, a character missing or
 * only the end of the number each show the article meant on the first page, under "Did you
 * mean", with the customer's price; the filters work on that view; and a number that is not in the
 * catalogue says so above its replacements, in every language (docs/behaviour.md, Replacements).
 */
import type { Page } from 'playwright-core';
import { DESKTOP, PHONE, screenshot, settled } from '../support/browser';
import { e2eEnvironment } from '../support/environment';
import { chooseLanguage } from '../support/language';
import { signedInPages } from '../support/signed-in';
import { card, normalisedText, searchFor } from '../support/search';

jest.setTimeout(120_000);

const env = e2eEnvironment();
const { signedIn } = signedInPages(env);

const MEANT = { brand: 'Siemens', artnr: '6ES7214-1AG40-0XB0', price: '270,64 €' };
const MISTYPED = ['6ES7214-1AG4O-0XB0', '6ES7241-1AG40-0XB0', '6ES7214-1AG40-XB0', '1AG40-0XB0'];
const DID_YOU_MEAN = {
  EN: 'No exact match found. Did you mean one of these articles?',
  DE: 'Kein exakter Treffer. Meinten Sie einen dieser Artikel?',
  FR: "Aucune correspondance exacte. Vouliez-vous dire l'un de ces articles ?",
  ES: 'No hay coincidencia exacta. ¿Se refería a uno de estos artículos?',
};

const pathOf = (page: Page) => new URL(page.url()).pathname;
const header = async (page: Page) => normalisedText(await page.locator('.results-header').innerText());
const chips = (page: Page) => page.locator('.filter-chips .ant-tag').allInnerTexts();

/** The article meant is on the page shown, with the customer's own price. */
async function expectMeantShown(page: Page): Promise<void> {
  const meant = card(page, MEANT.brand, MEANT.artnr);
  await meant.waitFor();
  expect(normalisedText(await meant.innerText())).toContain(MEANT.price);
}

describe('a mistyped number', () => {
  it.each([['1280', DESKTOP], ['375', PHONE]])('shows the article meant first, under "Did you mean", with the customer\'s price (%s px)', async (width, viewport) => {
    const page = await signedIn(viewport);
    for (const query of MISTYPED) {
      await searchFor(page, query);
      expect({ query, path: pathOf(page), header: await header(page) }).toEqual({ query, path: `/product/${query}`, header: DID_YOU_MEAN.EN });
      await expectMeantShown(page);
      // The likeliest first: the card at the top of the first page.
      expect(await page.getByRole('article').first().getAttribute('aria-label')).toBe(`${MEANT.brand} ${MEANT.artnr}`);
    }
    await screenshot(page, `similar-EN-${width}`);

    for (const language of ['DE', 'FR', 'ES'] as const) {
      await chooseLanguage(page, language);
      await page.locator('.results-header', { hasText: DID_YOU_MEAN[language] }).waitFor();
      await expectMeantShown(page);
      if (language !== 'DE') continue;
      // The language menu (below 768 px) closes once chosen; the picture waits for it to be gone.
      await page.locator('.ant-dropdown:not(.ant-dropdown-hidden)').waitFor({ state: 'detached' }).catch(() => undefined);
      await page.evaluate(() => window.scrollTo(0, 0));
      await settled(page);
      await screenshot(page, `similar-DE-${width}`);
    }
    await chooseLanguage(page, 'EN');
    await page.context().close();
  });

  it('keeps the view when a brand chip is removed, filtered by the stock filter still set', async () => {
    const page = await signedIn(DESKTOP);
    await page.goto(`${env.server.url}/product/1AG40-0XB0/filter/Siemens/onstock`);
    await page.locator('.results[aria-busy="false"]').waitFor({ timeout: 15_000 });
    expect(await chips(page)).toEqual(['Siemens', 'On stock', 'Remove all filters']);
    expect(await header(page)).toBe(DID_YOU_MEAN.EN);
    await expectMeantShown(page);

    await page.getByRole('button', { name: 'Remove filter Siemens' }).click();
    await page.waitForURL(`${env.server.url}/product/1AG40-0XB0/onstock`);
    await page.locator('.results[aria-busy="false"]').waitFor({ timeout: 15_000 });
    expect(await chips(page)).toEqual(['On stock', 'Remove all filters']);
    expect(await header(page)).toBe(DID_YOU_MEAN.EN);
    await expectMeantShown(page);
    await page.context().close();
  });
});

describe('a number not in the catalogue, with replacements', () => {
  it('says so above them in French and Spanish too (375 px)', async () => {
    const page = await signedIn(PHONE);
    await searchFor(page, '3RH1122-1BB40');
    const notice = page.getByTestId('replacement-notice');
    const texts = {
      FR: "3RH1122-1BB40 ne figure pas dans notre catalogue ; ces articles le remplacent : des successeurs de Siemens et des alternatives d'autres marques.",
      ES: '3RH1122-1BB40 no está en nuestro catálogo; estos artículos lo sustituyen: sucesores de Siemens y alternativas de otras marcas.',
    };
    for (const language of ['FR', 'ES'] as const) {
      await chooseLanguage(page, language);
      await notice.getByText(texts[language].slice(0, 30)).waitFor();
      expect(normalisedText(await notice.innerText())).toBe(normalisedText(texts[language]));
    }
    await chooseLanguage(page, 'EN');
    await page.context().close();
  });
});
