/**
 * This tab's sessionStorage, for what the page keeps across a reload but not past the tab. Storage
 * that is switched off or full loses only what was to be kept: reading gives nothing and writing
 * is skipped, and the flow that asked (a search, a sign-out) goes on.
 */
export function readTabItem(key: string): string | null {
  try {
    return window.sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

/** null removes the item. */
export function writeTabItem(key: string, value: string | null): void {
  try {
    if (value === null) window.sessionStorage.removeItem(key);
    else window.sessionStorage.setItem(key, value);
  } catch {
    // Kept in memory only, until the page is reloaded.
  }
}
