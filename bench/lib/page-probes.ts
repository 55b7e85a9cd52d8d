/**
 * Probes the page-load benchmark (bench/page-load.ts) puts in the page. They run in the page, so
 * they must not use anything from this module's scope.
 */

export interface InputProbe {
  /** performance.now() when the input was present and enabled. */
  ready: number;
  /** performance.now() in the frame after a typed character showed in it (NaN until then). */
  typed: number;
  /** Whether the character showed (a page that dropped it would leave this false). */
  shown: boolean;
}

export interface StartPageProbe {
  /** performance.now() of the Enter on the password. */
  enterAt: number;
  /** performance.now() in the frame after the start page (welcome box and search box) was in the page. */
  shown: number;
}

declare global {
  interface Window {
    __inputProbe?: InputProbe;
    __startPageProbe?: StartPageProbe;
    __probeFirstInput?: (selector: string) => void;
  }
}

/**
 * Time to interactive input: as soon as the input the selector names is in the page and enabled,
 * a task types one character into it (the value set as a key would set it, then an input event,
 * which React handles as typing); the time is taken in the frame after, once the page has
 * handled it and shows it. The character is then taken out again. The event is the page's own
 * (untrusted), so unlike a real key it does not end the browser's LCP measurement, which a
 * customer typing at once would not change either: the measured page's largest paint is its form
 * or its result cards, not something the key brings.
 *
 * Installed as an init script (defines window.__probeFirstInput; with a selector, starts at once).
 */
export function installInputProbe(selector: string | null): void {
  const valueSetter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set as (this: HTMLInputElement, value: string) => void;
  const afterNextFrame = (callback: () => void) => requestAnimationFrame(() => {
    const channel = new MessageChannel();
    channel.port1.onmessage = callback;
    channel.port2.postMessage(null);
  });
  const type = (input: HTMLInputElement, value: string) => {
    valueSetter.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  };
  window.__probeFirstInput = (wanted: string) => {
    const probe: InputProbe = { ready: NaN, typed: NaN, shown: false };
    window.__inputProbe = probe;
    const tryTyping = (): boolean => {
      const input = document.querySelector<HTMLInputElement>(wanted);
      if (!input || input.disabled) return false;
      observer.disconnect();
      probe.ready = performance.now();
      setTimeout(() => {
        const before = input.value;
        type(input, `${before}x`);
        afterNextFrame(() => {
          probe.shown = input.value === `${before}x`;
          probe.typed = performance.now();
          type(input, before);
        });
      }, 0);
      return true;
    };
    const observer = new MutationObserver(() => tryTyping());
    if (!tryTyping()) observer.observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['disabled'] });
  };
  if (selector) window.__probeFirstInput(selector);
}

/**
 * Armed on the sign-in page: the Enter on the password (a capture listener on window, before the
 * page's own handlers) to the frame after the start page's welcome box and search box are in the
 * page; from the Enter on, the input probe waits for the search box.
 */
export function armStartPageProbe(selectors: { startPage: string; searchInput: string }): void {
  const probe: StartPageProbe = { enterAt: NaN, shown: NaN };
  window.__startPageProbe = probe;
  const observer = new MutationObserver(() => check());
  const check = () => {
    if (!document.querySelector(selectors.startPage) || !document.querySelector(selectors.searchInput)) return;
    observer.disconnect();
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => { probe.shown = performance.now(); };
      channel.port2.postMessage(null);
    });
  };
  window.addEventListener('keydown', (event) => {
    if (event.key !== 'Enter' || !Number.isNaN(probe.enterAt)) return;
    probe.enterAt = performance.now();
    window.__probeFirstInput?.(selectors.searchInput);
    observer.observe(document.body, { subtree: true, childList: true });
  }, true);
}
