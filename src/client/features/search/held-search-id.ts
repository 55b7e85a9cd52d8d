/**
 * The search id the page holds, kept in this tab's sessionStorage: a reload starts the page's state
 * afresh, and the searches the reloaded page makes still carry the id held before it. Storage that
 * is full or switched off only loses that; the search itself goes on.
 */
const KEY = 'pricetool.searchId';

export function readHeldSearchId(): string | null {
  try {
    return window.sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}

/** null removes it (a submit, a filter change, the title, a sign-out let go of the id). */
export function saveHeldSearchId(searchId: string | null): void {
  try {
    if (searchId === null) window.sessionStorage.removeItem(KEY);
    else window.sessionStorage.setItem(KEY, searchId);
  } catch {
    // Without storage the id is held until the page is reloaded.
  }
}
