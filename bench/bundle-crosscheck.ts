/**
 * Checks bench/bundle-size.ts's reading of asset-manifest.json against a real browser:
 * headless Chromium against the built server records the scripts and style sheets the sign-in page
 * loads, then those that signing in and searching add, and compares both lists with the manifest's.
 * Exits non-zero when they disagree.
 *   npm run -s build && npm run -s bench:build && node dist/bench/bench/bundle-crosscheck.js
 */
import path from 'node:path';
import { chromium } from 'playwright-core';
import { pageFiles, readManifest } from './lib/page-files';
import { REPOSITORY, startTemporaryServer } from './lib/server-process';
import { DEMO } from '../test/support/demo-users';

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const CHROMIUM_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
/** A fixture article (docs/behaviour.md, Demo catalogue): its replacements make the page show every kind of card. */
const QUERY = '6ES7214-1AG31-0XB0';

interface Loaded { signIn: string[]; searchAdds: string[] }

async function loadedInBrowser(url: string): Promise<Loaded> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const loaded: string[] = [];
    page.on('response', (response) => {
      const file = new URL(response.url()).pathname.slice(1);
      if (/\.(js|css)$/.test(file)) loaded.push(file);
    });
    await page.goto(`${url}/login`);
    await page.locator('form.login-form button[type=submit]').waitFor();
    // The page-speed reporter loads once the page is idle.
    await page.waitForLoadState('networkidle');
    const signIn = [...loaded];
    await page.locator('#login-email').fill(DEMO.muster.email);
    await page.locator('#login-password').fill(DEMO.password);
    await page.locator('form.login-form button[type=submit]').click();
    const box = page.locator('.search-input input');
    await box.fill(QUERY);
    await box.press('Enter');
    await page.locator('.results[aria-busy="false"]').waitFor({ timeout: 20_000 });
    await page.waitForLoadState('networkidle');
    return { signIn, searchAdds: loaded.slice(signIn.length) };
  } finally {
    await browser.close();
  }
}

function difference(label: string, browser: string[], manifest: string[]): string[] {
  const seen = new Set(browser);
  const expected = new Set(manifest);
  return [
    ...manifest.filter((file) => !seen.has(file)).map((file) => `${label}: ${file} is in the manifest but the browser did not load it`),
    ...browser.filter((file) => !expected.has(file)).map((file) => `${label}: the browser loaded ${file}, which the manifest does not list`),
  ];
}

async function main(): Promise<void> {
  const expected = pageFiles(readManifest(path.join(REPOSITORY, 'dist', 'client')));
  const server = await startTemporaryServer();
  let loaded: Loaded;
  try {
    loaded = await loadedInBrowser(server.url);
  } finally {
    await server.stop();
  }
  console.log('sign-in page loaded:', loaded.signIn.join(' '));
  console.log('signing in and searching added:', loaded.searchAdds.join(' '));
  const problems = [...difference('sign-in page', loaded.signIn, expected.signIn), ...difference('search page adds', loaded.searchAdds, expected.searchAdds)];
  for (const problem of problems) console.error(problem);
  console.log(problems.length === 0 ? 'the browser and asset-manifest.json agree' : 'the browser and asset-manifest.json disagree');
  if (problems.length > 0) process.exitCode = 1;
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
