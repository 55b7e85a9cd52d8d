/**
 * The probe the page-load benchmark (bench/page-load.ts) puts in the page to time suggestions as
 * one types: from the last key typed to the frame after the search box's list of suggestions is in
 * the page. It runs in the page, so it must not use anything from this module's scope.
 */

export interface SuggestionTiming {
  /** ms from the last keydown to the frame after the list showed. */
  afterLastKey: number;
  /** Keys pressed before the list showed: fewer than were typed means it opened mid-typing. */
  keys: number;
  options: number;
  /** Of afterLastKey: from the last key until the request went out (the pause waited for, the page's own work). */
  toRequest: number;
  /** Of afterLastKey: the request's round trip, the server's time included. */
  request: number;
}

declare global {
  interface Window {
    __suggestionProbe?: { arm(): void; result: Promise<SuggestionTiming> | null };
  }
}

/** Installed as an init script: window.__suggestionProbe.arm() before typing, then await its result. */
export function installSuggestionProbe(): void {
  let armed = false;
  let keys = 0;
  let lastKeyAt = 0;
  let settle: ((timing: SuggestionTiming) => void) | null = null;
  window.addEventListener('keydown', () => {
    if (!armed) return;
    keys += 1;
    lastKeyAt = performance.now();
  }, true);
  const observer = new MutationObserver(() => {
    if (!armed || !settle || keys === 0) return;
    const options = document.querySelectorAll('#search-suggestions [role="option"]').length;
    if (options === 0) return;
    const done = settle;
    const seen = { keys, lastKeyAt };
    armed = false;
    settle = null;
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        const painted = performance.now();
        const fetched = performance.getEntriesByType('resource').filter((entry) => entry.name.includes('/api/suggestions')).pop() as PerformanceResourceTiming | undefined;
        done({
          afterLastKey: painted - seen.lastKeyAt, keys: seen.keys, options,
          toRequest: fetched ? fetched.startTime - seen.lastKeyAt : NaN,
          request: fetched ? fetched.responseEnd - fetched.startTime : NaN,
        });
      };
      channel.port2.postMessage(null);
    });
  });
  const probe: NonNullable<Window['__suggestionProbe']> = {
    result: null,
    arm() {
      if (document.body) observer.observe(document.body, { childList: true, subtree: true });
      armed = true;
      keys = 0;
      lastKeyAt = 0;
      probe.result = new Promise<SuggestionTiming>((resolve) => { settle = resolve; });
    },
  };
  window.__suggestionProbe = probe;
}
