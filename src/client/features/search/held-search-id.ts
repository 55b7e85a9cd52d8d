/**
 * The search id the page holds, kept in this tab's sessionStorage: a reload starts the page's state
 * afresh, and the searches the reloaded page makes still carry the id held before it.
 */
import { readTabItem, writeTabItem } from '../../lib/tab-storage';

const KEY = 'pricetool.searchId';

export function readHeldSearchId(): string | null {
  return readTabItem(KEY);
}

/** null removes it (a submit, a filter change, the title, a sign-out let go of the id). */
export function saveHeldSearchId(searchId: string | null): void {
  writeTabItem(KEY, searchId);
}
