/**
 * How the page and its answers reach a real browser: the page's files and translations come
 * compressed (brotli: Chromium asks for it) and cached for a year under content-hashed names; a
 * customer's answers come compressed and never stored (Cache-Control: no-store). The sign-in page
 * is loaded at phone, tablet and desktop width side by side, as each loads its own files.
 */
import path from 'node:path';
import type { Page } from 'playwright-core';
import { pageFiles, readManifest } from '../../bench/lib/page-files';
import { REPOSITORY } from '../../bench/lib/server-process';
import { newPage, screenshot, signIn } from './support/browser';
import { e2eEnvironment } from './support/environment';
import { searchFor } from './support/search';
import { DEMO } from '../support/demo-users';

jest.setTimeout(60_000);

const env = e2eEnvironment();
const WIDTHS = [375, 800, 1280];
/** The sign-in page transferred 752 KiB before its files were compressed; 222 KiB after. */
const SIGN_IN_TRANSFER_LIMIT_BYTES = 300 * 1024;
const HASHED_TRANSLATIONS = /^\/locales\/(en|de|fr|es)\/translation\.[0-9a-f]{10}\.json$/;
const YEAR = 'public, max-age=31536000, immutable';
/**
 * What the sign-in page fetches ahead once it is idle, for the customer about to sign in: the
 * search page's files (app/screens.ts). They are not the sign-in page's own weight.
 */
const SEARCH_PAGE_FILES = new Set(pageFiles(readManifest(path.join(REPOSITORY, 'dist', 'client'))).searchAdds.map((file) => `/${file}`));

interface Loaded { path: string; status: number; headers: Record<string, string>; bytes: number }

/** Every response the page receives, with the bytes it took on the wire (headers and encoded body). */
function recordResponses(page: Page): Loaded[] {
  const loaded: Loaded[] = [];
  page.on('requestfinished', async (request) => {
    const response = await request.response();
    const sizes = await request.sizes().catch(() => null);
    if (!response || !sizes) return;
    loaded.push({ path: new URL(request.url()).pathname, status: response.status(), headers: response.headers(), bytes: sizes.responseHeadersSize + sizes.responseBodySize });
  });
  return loaded;
}

const named = (loaded: Loaded[], pattern: RegExp) => loaded.filter((response) => pattern.test(response.path));

describe('the sign-in page at 375, 800 and 1280 px', () => {
  it('loads its scripts, styles and translations brotli-compressed, under content-hashed names cached for a year', async () => {
    const pages = await Promise.all(WIDTHS.map(async (width) => {
      const { page, context } = await newPage(env.browser, { width, height: 800 });
      const loaded = recordResponses(page);
      await page.goto(`${env.server.url}/login`);
      await page.getByRole('heading', { name: 'Sign In', exact: true }).waitFor();
      await page.waitForLoadState('networkidle');
      await screenshot(page, `delivery-login-${width}`);
      return { width, loaded: [...loaded], context };
    }));
    for (const { width, loaded, context } of pages) {
      const files = named(loaded, /\.(js|css)$/);
      expect(files.length).toBeGreaterThanOrEqual(5);
      const translations = named(loaded, /^\/locales\//);
      expect(translations.map((response) => response.path)).toEqual([expect.stringMatching(HASHED_TRANSLATIONS)]);
      for (const response of [...files, ...translations]) {
        expect({ path: response.path, encoding: response.headers['content-encoding'], vary: response.headers.vary, cache: response.headers['cache-control'] })
          .toEqual({ path: response.path, encoding: 'br', vary: 'Accept-Encoding', cache: YEAR });
      }
      const own = loaded.filter((response) => !SEARCH_PAGE_FILES.has(response.path));
      const transferred = own.reduce((sum, response) => sum + response.bytes, 0);
      console.log(`sign-in page at ${width} px: ${own.length} responses, ${(transferred / 1024).toFixed(1)} KiB transferred, and ${loaded.length - own.length} of the search page's files fetched ahead`);
      expect(transferred).toBeLessThan(SIGN_IN_TRANSFER_LIMIT_BYTES);
      await context.close();
    }
  });
});

describe('a signed-in customer', () => {
  it('gets the chosen language\'s hashed translations, and prices compressed and never stored', async () => {
    const { page, context } = await newPage(env.browser, { width: 1280, height: 800 });
    const loaded = recordResponses(page);
    await signIn(page, env.server.url, DEMO.muster.email);
    await page.waitForURL(`${env.server.url}/`);
    await page.getByRole('button', { name: 'DE', exact: true }).click();
    await page.getByRole('button', { name: 'Abmelden' }).waitFor();
    await searchFor(page, '750');
    await page.getByRole('article').first().waitFor();
    await screenshot(page, 'delivery-results-de-1280');

    const german = named(loaded, /^\/locales\/de\//);
    expect(german).toEqual([expect.objectContaining({ path: expect.stringMatching(HASHED_TRANSLATIONS), status: 200 })]);
    expect(german[0].headers['content-encoding']).toBe('br');
    const [login] = named(loaded, /^\/api\/login$/);
    expect(login.headers['cache-control']).toBe('no-store');
    const searches = named(loaded, /^\/api\/search$/);
    expect(searches.length).toBeGreaterThan(0);
    for (const search of searches) {
      expect(search.headers['cache-control']).toBe('no-store');
      expect(search.headers['content-encoding']).toBe('br');
      expect(search.headers.vary).toMatch(/Accept-Encoding/);
    }
    await context.close();
  });
});
