import type { Page } from 'playwright-core';

/** Types a query into the header's search box, presses Enter and waits until the results are shown. */
export async function searchFor(page: Page, query: string): Promise<void> {
  // A search still running (a filter change, say) ignores a new submit until it is done.
  await page.locator('.results[aria-busy="true"]').waitFor({ state: 'detached', timeout: 10_000 }).catch(() => undefined);
  const box = page.locator('.search-input input');
  await box.fill(query);
  await box.press('Enter');
  await page.locator('.results[aria-busy="true"]').waitFor({ timeout: 10_000 }).catch(() => undefined);
  // A first search that fails shows the error modal over the start page instead of results.
  await page.locator('.results[aria-busy="false"], .ant-modal-wrap:not([style*="display: none"]) .ant-modal').first().waitFor({ timeout: 15_000 });
  await page.locator('.ant-spin-fullscreen-show').waitFor({ state: 'detached', timeout: 5_000 }).catch(() => undefined);
}

/** The card of one article (its accessible name is "Brand Artnr"). */
export function card(page: Page, brand: string, artnr: string) {
  return page.getByRole('article', { name: `${brand} ${artnr}` });
}

/** Texts as the page shows them, with the no-break spaces Intl puts before € and %. */
export function normalisedText(text: string): string {
  return text.replace(/\u00a0/g, ' ');
}
