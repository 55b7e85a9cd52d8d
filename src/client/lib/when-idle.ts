/**
 * Runs the callback once the page has loaded and the browser is idle, so that work nobody waits
 * for yet (page-speed reporting, the next screen's code) never competes with the screen shown.
 */
export function whenLoadedAndIdle(callback: () => void): void {
  const idle = () => (window.requestIdleCallback ? window.requestIdleCallback(() => callback()) : setTimeout(callback, 0));
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}
