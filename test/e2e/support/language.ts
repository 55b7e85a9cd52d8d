import type { Page } from 'playwright-core';

/**
 * The page shows its texts in `language`: the document names it once they have arrived
 * (i18n/i18n.ts), and the frame after that has them drawn.
 */
async function shownIn(page: Page, language: string): Promise<void> {
  await page.waitForFunction((lng) => document.documentElement.lang === lng, language.toLowerCase(), { timeout: 10_000 });
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
}

/**
 * Chooses a language as a customer would: with its button where the page shows four (the sign-in
 * page; the header from 768 px), else through the header's language menu.
 */
export async function chooseLanguage(page: Page, language: string): Promise<void> {
  const button = page.getByRole('button', { name: language, exact: true });
  if (await button.isVisible()) {
    await button.click();
    await shownIn(page, language);
    return;
  }
  const item = page.getByRole('menuitem', { name: new RegExp(`^${language} `) });
  // A menu opened while the page still re-renders for the previous language can close again
  // under it, or take the click while it fades out; a customer then opens it once more and
  // chooses again, and so does this, until the page's language is the one chosen.
  for (let attempt = 1; ; attempt++) {
    try {
      if (!(await item.isVisible())) await page.locator('.language-menu').click();
      await item.click({ timeout: 10_000 });
      await shownIn(page, language);
      return;
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
}
