/**
 * The pages on a phone on a weak mobile signal: headless Chromium emulating slow 4G (150 ms round
 * trip, 1.6 Mbit/s down, 0.75 Mbit/s up) and a 4× slower CPU at 375 px, against the built server
 * on the demo catalogue. For /login, the start page after sign-in and a results address, cold
 * (a fresh browser context: empty cache) and warm (the same page again in that context): bytes
 * over the wire, LCP, CLS and time to interactive input; then Enter → result cards less the 1.5 s
 * loading hold, and suggestions shown after the last key typed, under the same emulation.
 * docs/performance.md, Page load on a phone.
 *   node dist/bench/bench/page-load.js [--runs 5] [--searches 10] [--database FILE]
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';
import { LOADING_DELAY_MS, RESULTS_PER_PAGE } from '../src/client/config/constants';
import {
  cumulativeLayoutShift, distribution, EMAIL, FIXTURE, installEnterProbe, launchChromium, observeVitals, PASSWORD, timeEnter,
  type Distribution, type EnterTiming, type PageVitals,
} from './lib/browser-page';
import { armStartPageProbe, installInputProbe, type InputProbe, type StartPageProbe } from './lib/page-probes';
import { installSuggestionProbe, type SuggestionTiming } from './lib/suggestion-probe';
import { DEFAULT_DATABASE, RESULTS_DIR, runIfMain, writePartResult } from './lib/report';
import { startServer } from './lib/server-process';
import { check, printTargets, type TargetCheck } from './lib/targets';

/** Slow 4G as the issue of record measured it; CDP takes bytes per second. */
export const SLOW_4G = { offline: false, latency: 150, downloadThroughput: 1_600_000 / 8, uploadThroughput: 750_000 / 8 } as const;
export const CPU_SLOWDOWN = 4;
/** A phone: 375 × 812 CSS pixels at twice the density, touch, mobile layout. */
export const PHONE = { viewport: { width: 375, height: 812 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true } as const;

export const TARGETS = {
  loginColdLcpMs: 2500,
  loginWarmLcpMs: 1000,
  startPageAfterSignInMs: 1500,
  enterToResultsP95Ms: 300,
  suggestionsAfterLastKeyP95Ms: 300,
  cls: 0.02,
} as const;

const SELECTORS = {
  loginInput: '#login-email',
  // The page's own button: login.html's sign-in page drawn in HTML has a disabled one, which an
  // Enter cannot use, until the page has mounted (docs/architecture.md, How the page loads).
  loginSubmit: 'form.login-form button[type=submit]:not([disabled])',
  password: '#login-password',
  searchInput: '#search-input',
  startPage: '.welcome-box',
  fixtureCard: `.results[aria-busy="false"] [role="article"][aria-label="${FIXTURE.label}"]`,
  suggestions: '#search-suggestions',
} as const;

const RESULTS_PATH = `/product/${FIXTURE.query}`;
/** Many articles start with 6es7 in the demo catalogue: the answer holds a full page of cards. */
const PREFIX = { query: '6es7', cards: RESULTS_PER_PAGE, label: null };
const TYPING_DELAY_MS = 40;
/** How long a load may take under the emulation before the run counts as failed. */
const LOAD_TIMEOUT_MS = 60_000;

/** One emulated page: the wire's bytes since the last reset, and the encodings the scripts came in. */
interface Wire {
  bytes(): number;
  reset(): void;
  encodings: Map<string, string>;
}

async function emulatePhone(context: BrowserContext, page: Page): Promise<Wire> {
  const cdp: CDPSession = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  let bytes = 0;
  const encodings = new Map<string, string>();
  cdp.on('Network.loadingFinished', (event) => { bytes += event.encodedDataLength; });
  cdp.on('Network.responseReceived', (event) => {
    const { url, headers } = event.response;
    const type = /\.(js|css|json)(\?|$)/.exec(url)?.[1];
    if (!type || event.response.fromDiskCache) return;
    const encoding = Object.entries(headers).find(([name]) => name.toLowerCase() === 'content-encoding')?.[1] ?? 'identity';
    encodings.set(type, encoding);
  });
  return { bytes: () => bytes, reset: () => { bytes = 0; }, encodings };
}

interface PhonePage { context: BrowserContext; page: Page; wire: Wire }

async function openPhone(browser: Browser, storageState?: Awaited<ReturnType<BrowserContext['storageState']>>): Promise<PhonePage> {
  const context = await browser.newContext({ ...PHONE, storageState });
  await context.addInitScript(observeVitals);
  await context.addInitScript(installInputProbe, null);
  await context.addInitScript(installEnterProbe);
  await context.addInitScript(installSuggestionProbe);
  const page = await context.newPage();
  page.setDefaultTimeout(LOAD_TIMEOUT_MS);
  return { context, page, wire: await emulatePhone(context, page) };
}

interface LoadFigures { bytes: number; lcp: number; lcpElement: string; cls: number; tti: number }

/** Waits until the network has been quiet, then reads the vitals and the input probe. */
async function settle(page: Page): Promise<{ vitals: PageVitals; input: InputProbe | undefined }> {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  return page.evaluate(() => ({ vitals: window.__vitals as PageVitals, input: window.__inputProbe }));
}

/** Opens the address and measures it; the input probe types into `input` as soon as it can. */
async function load(phone: PhonePage, url: string, input: string, ready: string): Promise<LoadFigures> {
  phone.wire.reset();
  await phone.page.goto('about:blank');
  await phone.page.goto(url, { waitUntil: 'commit' });
  await phone.page.evaluate((selector) => window.__probeFirstInput?.(selector), input);
  await phone.page.locator(ready).waitFor();
  await phone.page.waitForFunction(() => !Number.isNaN(window.__inputProbe?.typed ?? NaN));
  const { vitals, input: probe } = await settle(phone.page);
  if (!probe?.shown) throw new Error(`${url}: the character typed into ${input} did not show`);
  const last = vitals.lcp[vitals.lcp.length - 1];
  return { bytes: phone.wire.bytes(), lcp: last?.time ?? NaN, lcpElement: last?.element ?? '(none)', cls: cumulativeLayoutShift(vitals.shifts), tti: probe.typed };
}

interface SignInFigures { bytes: number; shown: number; tti: number; cls: number }

/**
 * On a loaded sign-in page: types the demo customer's address and password as a customer does,
 * presses Enter, and times the start page from that Enter.
 */
async function signIn(phone: PhonePage): Promise<SignInFigures> {
  const { page, wire } = phone;
  await page.locator(SELECTORS.loginInput).pressSequentially(EMAIL, { delay: TYPING_DELAY_MS });
  await page.locator(SELECTORS.password).pressSequentially(PASSWORD, { delay: TYPING_DELAY_MS });
  await page.evaluate(armStartPageProbe, { startPage: SELECTORS.startPage, searchInput: SELECTORS.searchInput });
  const shiftsBefore = await page.evaluate(() => window.__vitals?.shifts.length ?? 0);
  wire.reset();
  await page.keyboard.press('Enter');
  await page.waitForURL((address) => address.pathname === '/');
  await page.waitForFunction(() => !Number.isNaN(window.__startPageProbe?.shown ?? NaN) && !Number.isNaN(window.__inputProbe?.typed ?? NaN));
  const { vitals, input } = await settle(page);
  const probe = await page.evaluate(() => window.__startPageProbe as StartPageProbe);
  if (!input?.shown) throw new Error('the character typed into the start page\'s search box did not show');
  return {
    bytes: wire.bytes(),
    shown: probe.shown - probe.enterAt,
    tti: input.typed - probe.enterAt,
    cls: cumulativeLayoutShift(vitals.shifts.slice(shiftsBefore)),
  };
}

/** Signed out again in the same context (its cache kept), for the second visit's sign-in. */
async function signOutKeepingCache(page: Page): Promise<void> {
  await page.evaluate(() => { localStorage.clear(); sessionStorage.clear(); });
}

interface Samples { login: LoadFigures[]; startPage: SignInFigures[]; results: LoadFigures[] }

/**
 * One run: a fresh context loads /login (cold), signs in (the start page cold, unless the sign-in
 * page fetched its chunks ahead), signs out and does both again (warm); a second fresh context,
 * signed in, opens the results address twice (cold, warm).
 */
async function run(browser: Browser, url: string, cold: Samples, warm: Samples): Promise<Map<string, string>> {
  const phone = await openPhone(browser);
  let storageState;
  try {
    cold.login.push(await load(phone, `${url}/login`, SELECTORS.loginInput, SELECTORS.loginSubmit));
    cold.startPage.push(await signIn(phone));
    await signOutKeepingCache(phone.page);
    warm.login.push(await load(phone, `${url}/login`, SELECTORS.loginInput, SELECTORS.loginSubmit));
    warm.startPage.push(await signIn(phone));
    storageState = await phone.context.storageState();
  } finally {
    await phone.context.close();
  }
  const signedIn = await openPhone(browser, storageState);
  try {
    cold.results.push(await load(signedIn, `${url}${RESULTS_PATH}`, SELECTORS.searchInput, SELECTORS.fixtureCard));
    warm.results.push(await load(signedIn, `${url}${RESULTS_PATH}`, SELECTORS.searchInput, SELECTORS.fixtureCard));
    return new Map([...phone.wire.encodings, ...signedIn.wire.encodings]);
  } finally {
    await signedIn.context.close();
  }
}

/**
 * Enter → result cards on the phone, alternating the fixture and a full-page prefix so every Enter
 * is a new query; one untimed pair first (chunks, the server's caches).
 */
async function measureEnter(browser: Browser, url: string, searches: number): Promise<{ fixture: EnterTiming[]; prefix: EnterTiming[] }> {
  const phone = await openPhone(browser);
  try {
    await phone.page.goto(`${url}/login`);
    await signIn(phone);
    const box = phone.page.locator(SELECTORS.searchInput);
    const samples = { fixture: [] as EnterTiming[], prefix: [] as EnterTiming[] };
    for (let i = -1; i < searches; i++) {
      for (const [name, query] of [['fixture', FIXTURE], ['prefix', PREFIX]] as const) {
        await box.fill('');
        await box.pressSequentially(query.query, { delay: TYPING_DELAY_MS });
        const timing = await timeEnter(phone.page, { cards: query.cards, label: query.label });
        if (i >= 0) samples[name].push(timing);
        await phone.page.waitForTimeout(200);
      }
    }
    return samples;
  } finally {
    await phone.context.close();
  }
}

/**
 * Beginnings of the fixture numbers, as a customer types them off a label: each has suggestions on
 * the demo catalogue, and each is new to the page's cache when typed.
 */
const SUGGESTED = ['6ES7214-1AG4', '3RH2122-1BB', 'E2E-X5ME1', 'CP2E-N30D', '750-45', '2002-120', '315-2AG1', 'DW-AS-503', 'KAS-80-A1', 'BR100-DD'];

/**
 * Suggestions on the phone: the box emptied, a beginning of a number typed key by key at the
 * typing pace (faster than the pause the box waits for), the time from the last key to the frame
 * after the list shows. A list that opened before the last key (a stall between keys long enough
 * for a pause) is not a sample, and is counted apart. One untimed round first (the list's chunk).
 */
async function measureSuggestions(browser: Browser, url: string, searches: number): Promise<{ samples: SuggestionTiming[]; midTyping: number }> {
  const phone = await openPhone(browser);
  try {
    await phone.page.goto(`${url}/login`);
    await signIn(phone);
    const box = phone.page.locator(SELECTORS.searchInput);
    const samples: SuggestionTiming[] = [];
    let midTyping = 0;
    for (let i = -1; i < searches; i++) {
      const query = SUGGESTED[(i + 1) % SUGGESTED.length];
      await box.fill('');
      await phone.page.locator(SELECTORS.suggestions).waitFor({ state: 'detached' });
      await phone.page.evaluate(() => window.__suggestionProbe?.arm());
      await box.pressSequentially(query, { delay: TYPING_DELAY_MS });
      const timing = await phone.page.evaluate(() => Promise.race([
        window.__suggestionProbe?.result as Promise<SuggestionTiming>,
        new Promise<never>((_, reject) => setTimeout(() => reject(new Error('no suggestions within 20 s')), 20_000)),
      ]));
      if (timing.keys < query.length) midTyping += 1;
      else if (i >= 0) samples.push(timing);
    }
    return { samples, midTyping };
  } finally {
    await phone.context.close();
  }
}

interface StateReport { bytes: Distribution; lcp: Distribution; cls: Distribution; tti: Distribution; lcpElement?: string }

function loadReport(samples: LoadFigures[]): StateReport {
  const median = [...samples].sort((a, b) => a.lcp - b.lcp)[Math.ceil(samples.length / 2) - 1];
  return {
    bytes: distribution(samples.map((s) => s.bytes), 0),
    lcp: distribution(samples.map((s) => s.lcp), 0),
    cls: distribution(samples.map((s) => s.cls), 4),
    tti: distribution(samples.map((s) => s.tti), 0),
    lcpElement: median?.lcpElement,
  };
}

function signInReport(samples: SignInFigures[]): StateReport {
  return {
    bytes: distribution(samples.map((s) => s.bytes), 0),
    lcp: distribution(samples.map((s) => s.shown), 0),
    cls: distribution(samples.map((s) => s.cls), 4),
    tti: distribution(samples.map((s) => s.tti), 0),
  };
}

const held = (timings: EnterTiming[]) => distribution(timings.map((t) => t.painted - LOADING_DELAY_MS), 0);

function printTable(pages: Record<string, { cold: StateReport; warm: StateReport }>, enter: Record<string, Distribution>, suggestions: Record<string, Distribution>): void {
  const rows = Object.entries(pages).flatMap(([name, states]) => (['cold', 'warm'] as const).map((state) => ({
    page: name, state,
    'KiB p50': Math.round(states[state].bytes.p50 / 1024),
    'LCP p50 ms': states[state].lcp.p50, 'LCP p95 ms': states[state].lcp.p95,
    'CLS max': states[state].cls.max,
    'TTI p50 ms': states[state].tti.p50, 'TTI p95 ms': states[state].tti.p95,
  })));
  console.table(rows);
  console.table(Object.entries(enter).map(([name, d]) => ({ 'Enter → cards painted − hold': name, 'p50 ms': d.p50, 'p95 ms': d.p95, 'max ms': d.max })));
  console.table(Object.entries(suggestions).map(([name, d]) => ({ 'last key → suggestions painted': name, 'p50 ms': d.p50, 'p95 ms': d.p95, 'max ms': d.max })));
}

function targetChecks(pages: Record<string, { cold: StateReport; warm: StateReport }>, enter: Record<string, Distribution>, suggestions: Distribution): TargetCheck[] {
  return [
    check('page-load: last key → suggestions shown, p95', suggestions.p95, TARGETS.suggestionsAfterLastKeyP95Ms, ' ms'),
    check('page-load: /login LCP, cold, p50', pages['/login'].cold.lcp.p50, TARGETS.loginColdLcpMs, ' ms'),
    check('page-load: /login LCP, warm, p50', pages['/login'].warm.lcp.p50, TARGETS.loginWarmLcpMs, ' ms'),
    check('page-load: start page after Enter on the password, cold, p50', pages['start page after sign-in'].cold.lcp.p50, TARGETS.startPageAfterSignInMs, ' ms'),
    check('page-load: start page after Enter on the password, warm, p50', pages['start page after sign-in'].warm.lcp.p50, TARGETS.startPageAfterSignInMs, ' ms'),
    ...Object.entries(enter).map(([name, d]) => check(`page-load: Enter → results − hold, ${name}, p95`, d.p95, TARGETS.enterToResultsP95Ms, ' ms')),
    ...Object.entries(pages).map(([name, states]) => check(`page-load: ${name} CLS, worst`, Math.max(states.cold.cls.max, states.warm.cls.max), TARGETS.cls, '')),
  ];
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { runs: { type: 'string', default: '5' }, searches: { type: 'string', default: '10' }, database: { type: 'string' } },
  });
  const runs = Number(values.runs);
  const searches = Number(values.searches);
  if (!(runs >= 1) || !(searches >= 1)) throw new Error('--runs and --searches must be whole numbers of at least 1');
  const database = path.resolve(values.database ?? DEFAULT_DATABASE);
  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  if (!fs.existsSync(database)) console.log(`${database} does not exist: the server creates the demo catalogue first (about 20 s)`);
  const server = await startServer({ database, logFile: path.join(RESULTS_DIR, 'page-load-server.log'), env: { LOG_LEVEL: 'warn' } });
  const browser = await launchChromium();
  try {
    const cold: Samples = { login: [], startPage: [], results: [] };
    const warm: Samples = { login: [], startPage: [], results: [] };
    let encodings = new Map<string, string>();
    for (let i = 0; i < runs; i++) encodings = await run(browser, server.url, cold, warm);
    const enterSamples = await measureEnter(browser, server.url, searches);
    const typed = await measureSuggestions(browser, server.url, searches);
    const suggestions = distribution(typed.samples.map((t) => t.afterLastKey), 0);
    // Where the time goes: until the request went out, its round trip, and the rest (the answer drawn).
    const suggestionParts = {
      'all: last key → list painted': suggestions,
      'last key → request sent': distribution(typed.samples.map((t) => t.toRequest), 0),
      'request → answer': distribution(typed.samples.map((t) => t.request), 0),
      'answer → list painted': distribution(typed.samples.map((t) => t.afterLastKey - t.toRequest - t.request), 0),
    };
    const pages = {
      '/login': { cold: loadReport(cold.login), warm: loadReport(warm.login) },
      'start page after sign-in': { cold: signInReport(cold.startPage), warm: signInReport(warm.startPage) },
      [RESULTS_PATH]: { cold: loadReport(cold.results), warm: loadReport(warm.results) },
    };
    const enter = { [`fixture ${FIXTURE.query}`]: held(enterSamples.fixture), [`prefix '${PREFIX.query}' (${PREFIX.cards} cards)`]: held(enterSamples.prefix) };
    const report = {
      chromium: browser.version(),
      database,
      runs,
      searches,
      emulation: { network: SLOW_4G, cpuSlowdown: CPU_SLOWDOWN, phone: PHONE },
      contentEncodings: Object.fromEntries(encodings),
      loadingDelayMs: LOADING_DELAY_MS,
      pages,
      enterToResultsLessHold: enter,
      suggestionsAfterLastKey: { ...suggestions, samples: typed.samples.length, openedMidTyping: typed.midTyping, parts: suggestionParts },
      limits: TARGETS,
      targets: targetChecks(pages, enter, suggestions),
    };
    printTable(pages, enter, suggestionParts);
    if (typed.midTyping > 0) console.log(`suggestions: ${typed.midTyping} list(s) opened before the last key (a stall between keys), not counted`);
    console.log(`content-encoding of the scripts, style sheets and JSON received: ${JSON.stringify(report.contentEncodings)}`);
    printTargets('Page load on a phone against the targets', report.targets);
    console.log(`written to ${writePartResult('page-load', report)}`);
  } finally {
    await browser.close();
    await server.stop();
  }
}

runIfMain(module, main);
