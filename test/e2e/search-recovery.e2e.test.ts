/**
 * The search flow recovering in a real browser: typing during the 1.5 s loading hold, a result cut
 * off at the server's limit, a failed search run again and named by the address, and the search id
 * carried by every search request after back/forward and a reload. One signed-in context; pages
 * side by side.
 */
import type { BrowserContext, Page, Request } from 'playwright-core';
import { HEADER_SEARCH_ID } from '../../src/shared/api-constants';
import { DESKTOP, PHONE, screenshot, signIn } from './support/browser';
import { e2eEnvironment } from './support/environment';
import { searchFor } from './support/search';
import { DEMO } from '../support/demo-users';

const env = e2eEnvironment();
// Pages at three widths side by side, each through searches that hold their loading state 1.5 s.
jest.setTimeout(90_000);
const TABLET = { width: 800, height: 900 };
const BUSY = '.results[aria-busy="true"]';
const IDLE = '.results[aria-busy="false"]';

let context: BrowserContext;

beforeAll(async () => {
  context = await env.browser.newContext({ viewport: DESKTOP });
  const page = await context.newPage();
  await signIn(page, env.server.url, DEMO.muster.email);
  await page.waitForURL(`${env.server.url}/`);
  await page.close();
}, 60_000);

afterAll(async () => { await context?.close(); });

async function openPage(viewport = DESKTOP, path = '/'): Promise<Page> {
  const page = await context.newPage();
  await page.setViewportSize(viewport);
  await page.goto(`${env.server.url}${path}`);
  await page.locator('.search-input input').waitFor();
  return page;
}

const box = (page: Page) => page.locator('.search-input input');

/** Submits `query` and returns once its search is loading (the hold has begun or is about to). */
async function submitAndWaitForLoading(page: Page, query: string) {
  await box(page).fill(query);
  await box(page).press('Enter');
  await page.locator(BUSY).waitFor();
}

interface SentSearch {
  q: string;
  searchId: string | undefined;
  auto: boolean;
  /** The x-search-id the server answered with. */
  answeredId: () => Promise<string | undefined>;
}

/** Every search request the page sends: its q, its x-search-id, whether it is a follow-up. */
function recordSearches(page: Page): SentSearch[] {
  const sent: SentSearch[] = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (url.pathname !== '/api/search') return;
    const headers = request.headers();
    sent.push({
      q: url.searchParams.get('q') ?? '', searchId: headers[HEADER_SEARCH_ID], auto: headers['x-search-origin'] === 'auto',
      answeredId: async () => (await request.response())?.headers()[HEADER_SEARCH_ID],
    });
  });
  return sent;
}

const userSearches = (sent: SentSearch[]) => sent.filter((s) => !s.auto);

describe('typing while a search loads', () => {
  it('keeps exactly what was typed: early in the hold, straddling its end, and right after it', async () => {
    const [early, straddling, after] = await Promise.all([openPage(DESKTOP), openPage(TABLET), openPage(PHONE)]);

    const typeEarly = async () => {
      await submitAndWaitForLoading(early, '750');
      // Typed from the start of the hold (on a loaded machine the last keys may land after it).
      await box(early).pressSequentially('750-1405');
      await screenshot(early, 'search-recovery-typing-during-hold-1280');
      await early.locator(IDLE).waitFor();
      expect(await box(early).inputValue()).toBe('750-1405');
    };

    // The first keys while it loads, the rest once the hold has ended.
    const typeStraddling = async () => {
      await submitAndWaitForLoading(straddling, '750');
      await box(straddling).pressSequentially('750');
      await straddling.locator(IDLE).waitFor();
      await straddling.keyboard.type('-1405');
      expect(await box(straddling).inputValue()).toBe('750-1405');
      await screenshot(straddling, 'search-recovery-typing-straddling-800');
    };

    const typeAfter = async () => {
      await submitAndWaitForLoading(after, '750');
      await box(after).focus();
      await after.locator(IDLE).waitFor();
      await after.keyboard.type('750-1405');
      expect(await box(after).inputValue()).toBe('750-1405');
      await screenshot(after, 'search-recovery-typing-after-hold-375');
    };

    await Promise.all([typeEarly(), typeStraddling(), typeAfter()]);

    // Enter searches what the box holds.
    const sent = recordSearches(early);
    await box(early).press('Enter');
    await early.locator(IDLE).waitFor();
    await early.waitForURL(/\/product\/750-1405$/);
    expect(sent[0].q).toBe('7501405');
    await Promise.all([early.close(), straddling.close(), after.close()]);
  });
});

describe('a result cut off at the limit', () => {
  it('says how many of how many it shows, in German count format, at every width', async () => {
    const pages = await Promise.all([DESKTOP, TABLET, PHONE].map((viewport) => openPage(viewport, '/product/6')));
    await Promise.all(pages.map(async (page) => {
      await page.locator(IDLE).waitFor();
      const notice = page.locator('.results-capped');
      await notice.waitFor();
      expect(await notice.innerText()).toMatch(/^Showing the first 100 of \d{1,3}(\.\d{3})* articles\. Type more of the article number or filter by brand to find the others\.$/);
      const box = await notice.boundingBox();
      const viewport = page.viewportSize();
      expect(box && viewport && box.x + box.width <= viewport.width).toBe(true);
      await screenshot(page, `search-recovery-capped-${viewport?.width}`);
      await page.close();
    }));
  });
});

/** Each width's page on its own: a failed search named by the address, run again, Back and Forward. */
async function failAndRetry(viewport: { width: number; height: number }) {
  const page = await openPage(viewport);
  const sent = recordSearches(page);
  await searchFor(page, '3RH1122-1BB40');
  await page.waitForURL(/\/product\/3RH1122-1BB40$/);

  // The server fails once for 750, then answers.
  let failures = 1;
  await page.route('**/api/search?q=750*', async (route) => {
    if (failures-- > 0) await route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"server_error","message":"x"}' });
    else await route.continue();
  });
  await searchFor(page, '750');
  await page.waitForURL(/\/product\/750$/);
  await page.getByRole('alert').waitFor();
  await screenshot(page, `search-recovery-failed-${viewport.width}`);
  expect(await page.getByRole('button', { name: 'Search' }).isEnabled()).toBe(true);

  await box(page).press('Enter');
  await page.locator(BUSY).waitFor();
  await page.locator(IDLE).waitFor();
  expect(await page.getByRole('alert').count()).toBe(0);
  expect(await page.getByRole('article').count()).toBeGreaterThan(0);

  // Back over the address of the failed-then-retried search, and forward again.
  const before = sent.length;
  await page.goBack();
  await page.waitForURL(/\/product\/3RH1122-1BB40$/);
  await page.locator(IDLE).waitFor();
  await page.goForward();
  await page.waitForURL(/\/product\/750$/);
  await page.locator(IDLE).waitFor();
  expect(userSearches(sent.slice(before)).map((s) => s.q)).toEqual(['3rh11221bb40', '750']);
  await page.close();
}

describe('a failed search', () => {
  it('is named by the address, can be run again at once, and Back/Forward and reload do not loop, at 375, 800 and 1280 px', async () => {
    await Promise.all([PHONE, TABLET, DESKTOP].map((viewport) => failAndRetry(viewport)));
  });

  it('opened from its address after a failure shows the error once, and Close and try again then Enter runs it', async () => {
    const page = await context.newPage();
    let failures = 1;
    let calls = 0;
    await page.route('**/api/search?q=750*', async (route) => {
      calls += 1;
      if (failures-- > 0) await route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"server_error","message":"x"}' });
      else await route.continue();
    });
    await page.goto(`${env.server.url}/product/750`);
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    // The failed search over, its loading hold (1.5 s) included: the submit button takes Enter
    // again. Had the address run the search again, that search would have started at the failure,
    // sent its request and held the button for its own hold.
    await page.waitForFunction(() => document.querySelector('.search-form button[type=submit]:not([disabled])') !== null);
    expect(calls).toBe(1);
    expect(new URL(page.url()).pathname).toBe('/product/750');
    await screenshot(page, 'search-recovery-failed-modal-1280');
    await dialog.getByRole('button', { name: 'Close and try again' }).click();
    await page.waitForFunction(() => (document.activeElement?.closest('.search-input') ?? null) !== null);
    await page.keyboard.press('Enter');
    await page.getByRole('article').first().waitFor();
    expect(calls).toBe(2);
    await screenshot(page, 'search-recovery-retried-1280');
    await page.close();
  });
});

/** Each width's page on its own: the ids its search requests carry. */
async function followSearchIds(viewport: { width: number; height: number }) {
  const page = await openPage(viewport);
  const sent = recordSearches(page);
  await searchFor(page, '3RH1122-1BB40');
  const [first, ...followUps] = sent;
  expect(first.searchId).toBeUndefined();
  // Its replacements' articles carry the id of the search.
  const firstId = await first.answeredId();
  expect(followUps.length).toBeGreaterThan(0);
  expect(followUps.every((s) => s.auto && s.searchId === firstId)).toBe(true);

  await searchFor(page, '750');
  const idOf750 = await userSearches(sent).at(-1)!.answeredId();
  await page.goBack();
  await page.waitForURL(/\/product\/3RH1122-1BB40$/);
  await page.locator(IDLE).waitFor();
  const back = userSearches(sent).at(-1)!;
  expect([back.q, back.searchId]).toEqual(['3rh11221bb40', idOf750]);
  const heldBeforeReload = await back.answeredId();

  const count = sent.length;
  await page.reload();
  await page.locator(IDLE).waitFor();
  const [reloaded, ...itsFollowUps] = sent.slice(count);
  expect([reloaded.q, reloaded.searchId, reloaded.auto]).toEqual(['3rh11221bb40', heldBeforeReload, false]);
  const reloadedId = await reloaded.answeredId();
  expect(itsFollowUps.length).toBeGreaterThan(0);
  expect(itsFollowUps.every((s) => s.auto && s.searchId === reloadedId)).toBe(true);
  await page.close();
}

describe('the search id', () => {
  it('is sent with every search request once held: follow-ups, back/forward and after a reload, at 375, 800 and 1280 px', async () => {
    await Promise.all([PHONE, TABLET, DESKTOP].map((viewport) => followSearchIds(viewport)));
  });
});
