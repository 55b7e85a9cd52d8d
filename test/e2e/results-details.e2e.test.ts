/**
 * Two details of the results a customer sees, in a real browser against the real server: a filter
 * chip removes its filter when its text is clicked or tapped, or with Enter or Space, not only at
 * its small × (docs/behaviour.md, Filters); and the replacements of a number not in the catalogue
 * say so, and what they are to it (docs/behaviour.md, Replacements).
 */
import type { Page } from 'playwright-core';
import { DESKTOP, PHONE, screenshot } from './support/browser';
import { e2eEnvironment } from './support/environment';
import { chooseLanguage } from './support/language';
import { signedInPages } from './support/signed-in';
import { normalisedText, searchFor } from './support/search';

jest.setTimeout(90_000);

const env = e2eEnvironment();
const { signedIn } = signedInPages(env);

const pathOf = (page: Page) => new URL(page.url()).pathname;
const chips = (page: Page) => page.locator('.filter-chips .ant-tag').allInnerTexts();

async function openAddress(page: Page, path: string): Promise<void> {
  await page.goto(`${env.server.url}${path}`);
  await page.locator('.results[aria-busy="false"]').waitFor({ timeout: 15_000 });
}

/** Waits until the address is `path` and the search it names has been answered. */
async function searchedAt(page: Page, path: string): Promise<void> {
  await page.waitForURL(`${env.server.url}${path}`);
  await page.locator('.results[aria-busy="false"]').waitFor({ timeout: 15_000 });
}

describe('the filter chips', () => {
  it('remove their filter when their text is clicked, with the mouse', async () => {
    const page = await signedIn(DESKTOP);
    await openAddress(page, '/product/750/filter/Wago/onstock');
    expect(await chips(page)).toEqual(['Wago', 'On stock', 'Remove all filters']);
    await screenshot(page, 'filter-chips-1280');

    // The middle of the chip's text, well away from its ×.
    const text = page.locator('.filter-chips .ant-tag', { hasText: 'Wago' });
    const box = (await text.boundingBox())!;
    await page.mouse.click(box.x + 8, box.y + box.height / 2);
    await searchedAt(page, '/product/750/onstock');
    expect(await chips(page)).toEqual(['On stock', 'Remove all filters']);

    await page.getByText('Remove all filters', { exact: true }).click();
    await searchedAt(page, '/product/750');
    expect(await page.locator('.filter-chips').count()).toBe(0);
  });

  it('remove their filter when their text is tapped, on a touch screen', async () => {
    const storage = await (await signedIn(PHONE)).context().storageState();
    const context = await env.browser.newContext({ viewport: PHONE, hasTouch: true, isMobile: true, storageState: storage });
    const page = await context.newPage();
    await openAddress(page, '/product/750/filter/Wago/onstock');
    await screenshot(page, 'filter-chips-375');
    await page.locator('.filter-chips .ant-tag', { hasText: 'On stock' }).tap({ position: { x: 6, y: 6 } });
    await searchedAt(page, '/product/750/filter/Wago');
    expect(await chips(page)).toEqual(['Wago', 'Remove all filters']);
    await page.locator('.filter-chips .ant-tag', { hasText: 'Remove all filters' }).tap({ position: { x: 6, y: 6 } });
    await searchedAt(page, '/product/750');
    expect(await page.locator('.filter-chips').count()).toBe(0);
    await context.close();
  });

  it.each([['Enter'], ['Space']])('remove their filter with %s', async (key) => {
    const page = await signedIn(DESKTOP);
    await openAddress(page, '/product/750/filter/Wago/onstock');
    await page.getByRole('button', { name: 'Remove filter On stock' }).focus();
    await page.keyboard.press(key);
    await searchedAt(page, '/product/750/filter/Wago');
    expect(await chips(page)).toEqual(['Wago', 'Remove all filters']);
  });
});

describe('the replacements of a number not in the catalogue', () => {
  it.each([['1280', DESKTOP], ['375', PHONE]])('say that it is not in the catalogue and what they are to it (%s px)', async (width, viewport) => {
    const page = await signedIn(viewport);
    await searchFor(page, '3RH1122-1BB40');
    expect(pathOf(page)).toBe('/product/3RH1122-1BB40');
    const notice = page.getByTestId('replacement-notice');
    expect(normalisedText(await notice.innerText())).toBe(
      '3RH1122-1BB40 is not in our catalogue; these articles replace it: successors from Siemens and alternatives from other brands.',
    );
    // Above the replacements, below the results' header.
    expect(await page.locator('.results-header').innerText()).toBe('Alternative product(s) found');
    const [noticeBox, groupBox] = [await notice.boundingBox(), await page.getByRole('region', { name: 'Same brand: Siemens' }).boundingBox()];
    expect(noticeBox!.y + noticeBox!.height).toBeLessThanOrEqual(groupBox!.y);
    await screenshot(page, `replacement-notice-EN-${width}`);

    await chooseLanguage(page, 'DE');
    await notice.getByText('ist nicht in unserem Katalog').waitFor();
    // The language menu (below 768 px) closes once chosen.
    await page.locator('.ant-dropdown:not(.ant-dropdown-hidden)').waitFor({ state: 'detached' }).catch(() => undefined);
    expect(normalisedText(await notice.innerText())).toBe(
      '3RH1122-1BB40 ist nicht in unserem Katalog; diese Artikel ersetzen ihn: Nachfolger von Siemens und Alternativen anderer Marken.',
    );
    await screenshot(page, `replacement-notice-DE-${width}`);
    await chooseLanguage(page, 'EN');
  });
});
