/**
 * What the browser benchmarks (bench/browser.ts, bench/page-load.ts) share: the Chromium they
 * launch, the demo customer and fixture article, and the probes they put in the page (vitals, and
 * Enter to result cards), which run in the page before its own scripts.
 */
import { chromium, type Browser, type Page } from 'playwright-core';
import { percentile } from './stats';
import { DEMO } from '../../test/support/demo-users';

export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
export const CHROMIUM_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
}

/** The demo customer Muster (docs/behaviour.md, Demo catalogue). */
export const EMAIL = DEMO.muster.email;
export const PASSWORD = DEMO.password;

/** One article of the fixture rows (docs/behaviour.md, Demo catalogue): one card, found by an exact match. */
export const FIXTURE = { query: '6ES7214-1AG40-0XB0', cards: 1, label: 'Siemens 6ES7214-1AG40-0XB0' };

export interface Distribution {
  p50: number;
  p95: number;
  max: number;
}

export interface LcpEntry { time: number; size: number; element: string }
export interface ShiftEntry { time: number; value: number; sources: string[] }
export interface PageVitals { lcp: LcpEntry[]; shifts: ShiftEntry[] }
export interface Expectation { cards: number; label: string | null }
export interface EnterTiming { dom: number; painted: number }

declare global {
  interface Window {
    __vitals?: PageVitals;
    __enterProbe?: { arm(expected: Expectation): void; result: Promise<EnterTiming> | null };
  }
}

export const round = (n: number, digits = 1) => Math.round(n * 10 ** digits) / 10 ** digits;

export function distribution(samples: number[], digits = 1): Distribution {
  const sorted = [...samples].sort((a, b) => a - b);
  return { p50: round(percentile(sorted, 50), digits), p95: round(percentile(sorted, 95), digits), max: round(sorted[sorted.length - 1] ?? NaN, digits) };
}

/**
 * CLS as web-vitals counts it: shifts grouped into session windows (less than 1 s apart, at most
 * 5 s long); the largest window's sum.
 */
export function cumulativeLayoutShift(shifts: ShiftEntry[]): number {
  let worst = 0;
  let windowSum = 0;
  let windowStart = -Infinity;
  let last = -Infinity;
  for (const shift of [...shifts].sort((a, b) => a.time - b.time)) {
    if (shift.time - last >= 1000 || shift.time - windowStart >= 5000) {
      windowSum = 0;
      windowStart = shift.time;
    }
    windowSum += shift.value;
    last = shift.time;
    worst = Math.max(worst, windowSum);
  }
  return worst;
}

/**
 * Runs in the page before its own scripts (an init script, so it must not use anything from this
 * module): records every LCP candidate and every layout shift not caused by input.
 */
export function observeVitals(): void {
  const describe = (node: Node | null | undefined): string => {
    if (!node) return '(removed)';
    if (!(node instanceof Element)) return node.nodeName;
    const classes = Array.from(node.classList).slice(0, 3).map((name) => `.${name}`).join('');
    const text = (node.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
    return `${node.tagName.toLowerCase()}${classes}${text ? ` "${text}"` : ''}`;
  };
  const vitals: PageVitals = { lcp: [], shifts: [] };
  window.__vitals = vitals;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as Array<PerformanceEntry & { size: number; element: Element | null }>) {
      vitals.lcp.push({ time: entry.startTime, size: entry.size, element: describe(entry.element) });
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: Array<{ node?: Node | null }> }>) {
      if (entry.hadRecentInput) continue;
      vitals.shifts.push({ time: entry.startTime, value: entry.value, sources: (entry.sources ?? []).map((source) => describe(source.node)) });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

/**
 * Runs in the page: times Enter (a capture listener on window, so before the page's own handlers)
 * to the moment the expected result cards are in the DOM (a MutationObserver), and to the frame
 * after that (a task queued from the next animation frame, i.e. after the cards were painted).
 * The cards only count once the results went busy after the Enter, so the previous search's cards
 * can never be taken for the new ones.
 */
export function installEnterProbe(): void {
  let expected: Expectation | null = null;
  let enterAt = 0;
  let sawBusy = false;
  let settle: ((timing: EnterTiming) => void) | null = null;
  const observer = new MutationObserver(() => check());
  const cardsShown = (want: Expectation): boolean => {
    const cards = document.querySelectorAll('.results[aria-busy="false"] .results-cards [role="article"]');
    return cards.length === want.cards && (want.label === null || cards[0].getAttribute('aria-label') === want.label);
  };
  const check = () => {
    if (!expected || !enterAt || !settle) return;
    if (!sawBusy) {
      sawBusy = document.querySelector('.results[aria-busy="true"]') !== null;
      return;
    }
    if (!cardsShown(expected)) return;
    const dom = performance.now() - enterAt;
    const done = settle;
    expected = null;
    settle = null;
    observer.disconnect();
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => done({ dom, painted: performance.now() - enterAt });
      channel.port2.postMessage(null);
    });
  };
  window.addEventListener('keydown', (event) => {
    if (event.key === 'Enter' && expected && !enterAt) {
      enterAt = performance.now();
      check();
    }
  }, true);
  const probe: NonNullable<Window['__enterProbe']> = {
    result: null,
    arm(want: Expectation) {
      expected = want;
      enterAt = 0;
      sawBusy = false;
      probe.result = new Promise<EnterTiming>((resolve) => { settle = resolve; });
      observer.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-busy'] });
    },
  };
  window.__enterProbe = probe;
}

/** One Enter in the search box, timed in the page; the box already holds the query. */
export async function timeEnter(page: Page, expected: Expectation): Promise<EnterTiming> {
  await page.evaluate((want) => window.__enterProbe?.arm(want), expected);
  await page.keyboard.press('Enter');
  return page.evaluate(() => Promise.race([
    window.__enterProbe?.result as Promise<EnterTiming>,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error('no result cards within 20 s')), 20_000)),
  ]));
}
