import type { Page } from 'playwright-core';

/**
 * Chooses a language as a customer would: with its button where the page shows four (the sign-in
 * page; the header from 768 px), else through the header's language menu.
 */
export async function chooseLanguage(page: Page, language: string): Promise<void> {
  const button = page.getByRole('button', { name: language, exact: true });
  if (await button.isVisible()) {
    await button.click();
    return;
  }
  await page.locator('.language-menu').click();
  await page.getByRole('menuitem', { name: new RegExp(`^${language} `) }).click();
}
