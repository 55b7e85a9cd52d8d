/**
 * Signed-in pages for a browser test: the first page of a user signs in through the form, the others
 * start from its saved storage (one password check per user: several at once queue on a busy
 * machine's cores).
 */
import type { BrowserContext, Page } from 'playwright-core';
import { signIn } from './browser';
import type { E2eEnvironment } from './environment';
import { DEMO } from '../../support/demo-users';

type SignedInState = Awaited<ReturnType<BrowserContext['storageState']>>;

export function signedInPages(env: E2eEnvironment) {
  const states = new Map<string, SignedInState>();

  async function signedIn(viewport: { width: number; height: number }, email = DEMO.muster.email): Promise<Page> {
    const storageState = states.get(email);
    const context = await env.browser.newContext({ viewport, storageState });
    const page = await context.newPage();
    if (storageState) {
      await page.goto(`${env.server.url}/`);
    } else {
      await signIn(page, env.server.url, email);
      await page.waitForURL(`${env.server.url}/`);
      states.set(email, await context.storageState());
    }
    await page.locator('.app-header').waitFor();
    return page;
  }

  /** After a Logout the saved sign-in is over: the next page of that user signs in again. */
  const forget = (email: string) => { states.delete(email); };

  return { signedIn, forget };
}
