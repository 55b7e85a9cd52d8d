/**
 * The brand data comes from the server: an operator changes a brand note with the real
 * `npm run brands:import` against the running server's database, and the customer's page shows
 * the new note after a reload, with no rebuild and no restart. The page asks for the brand data
 * once at sign-in and revalidates it once per load (a 304 while it is unchanged).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page, Response } from 'playwright-core';
import { REPOSITORY } from '../../bench/lib/server-process';
import { newPage, screenshot, signIn } from './support/browser';
import { e2eEnvironment } from './support/environment';
import { DEMO } from '../support/demo-users';

jest.setTimeout(90_000);

const env = e2eEnvironment();
const OLD_NOTE = 'Only VIPA articles are shown. For all other Yaskawa articles, please send us an inquiry by e-mail.';
const NEW_NOTE = 'Yaskawa and VIPA now ship from our Hamburg warehouse within two days.';
const BRANDS_CSV = [
  'brand;aliases;sold;message;info_en;info_de;info_fr;info_es',
  `Yaskawa;VIPA|Yaskawa VIPA|Motoman;yes;send_inquiry_via_email;${NEW_NOTE};Yaskawa und VIPA kommen jetzt aus Hamburg.;;`,
  'Siemens;Simatic;yes;none;;;;',
].join('\n');

/** The brand-data answers the page receives while `step` runs. */
async function brandDataAnswers(page: Page, step: () => Promise<void>): Promise<number[]> {
  const statuses: number[] = [];
  const listener = (response: Response) => {
    if (new URL(response.url()).pathname === '/api/brand-data') statuses.push(response.status());
  };
  page.on('response', listener);
  await step();
  page.off('response', listener);
  return statuses;
}

const brandInfo = (page: Page) => page.locator('.brand-info');

async function showArticle(page: Page, reload: boolean): Promise<void> {
  if (reload) await page.reload();
  else await page.goto(`${env.server.url}/product/315-2AG12`);
  await page.locator('.results[aria-busy="false"]').waitFor({ timeout: 15_000 });
}

describe('a brand note changed by brands:import', () => {
  let page: Page;
  let dir: string;
  beforeAll(async () => {
    ({ page } = await newPage(env.browser));
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pricetool-e2e-brands-'));
  });
  afterAll(async () => {
    await page?.context().close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('is loaded once at sign-in, and revalidated once per page load without a body while unchanged', async () => {
    const atSignIn = await brandDataAnswers(page, async () => {
      await signIn(page, env.server.url, DEMO.muster.email);
      await page.waitForURL(`${env.server.url}/`);
    });
    expect(atSignIn).toEqual([200]);
    // Opening an address is a page load too.
    expect(await brandDataAnswers(page, () => showArticle(page, false))).toEqual([304]);
    await brandInfo(page).getByText(OLD_NOTE).waitFor();
    expect(await brandDataAnswers(page, () => showArticle(page, true))).toEqual([304]);
    await brandInfo(page).getByText(OLD_NOTE).waitFor();
  });

  it('shows the new note after a reload, without a rebuild or a restart', async () => {
    const file = path.join(dir, 'brands.csv');
    fs.writeFileSync(file, BRANDS_CSV);
    const output = execFileSync('npm', ['run', '-s', 'brands:import', '--', file, '--database', env.server.database], { cwd: REPOSITORY, encoding: 'utf8' });
    expect(output).toMatch(/\b2 brands\b/);

    expect(await brandDataAnswers(page, () => showArticle(page, true))).toEqual([200]);
    await brandInfo(page).getByText(NEW_NOTE).waitFor();
    expect(await brandInfo(page).innerText()).not.toContain(OLD_NOTE);
    await screenshot(page, 'brand-note-after-import');
  });
});
