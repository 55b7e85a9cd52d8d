/**
 * Where a customer was when the session ran out (a 401), so that signing in again goes back there
 * instead of to the start page. It is kept in sessionStorage: reloading the sign-in page keeps
 * it, closing the tab does not. Only the user whose session ended is taken back, and only to a
 * search address; a Logout forgets it, as it forgets everything of the customer's. Without
 * storage the sign-out still happens; only the way back is lost.
 */
import { readTabItem, writeTabItem } from '../../lib/tab-storage';

const KEY = 'pricetool.returnAddress';

interface SavedAddress {
  userId: number;
  path: string;
}

/** Only search addresses: the start page is where a sign-in goes anyway, and nothing else may be named here. */
export function isReturnAddress(path: unknown): path is string {
  return typeof path === 'string' && /^\/product\/[^/]/.test(path);
}

export function saveReturnAddress(userId: number, path: string): void {
  if (!isReturnAddress(path)) {
    forgetReturnAddress();
    return;
  }
  writeTabItem(KEY, JSON.stringify({ userId, path } satisfies SavedAddress));
}

export function forgetReturnAddress(): void {
  writeTabItem(KEY, null);
}

/**
 * The saved address if it is this user's, or null; either way it is used up, so that it leads
 * back once and never to a different user. Anything unreadable counts as nothing saved.
 */
export function takeReturnAddress(userId: number): string | null {
  const raw = readTabItem(KEY);
  forgetReturnAddress();
  if (!raw) return null;
  try {
    const saved = JSON.parse(raw) as Partial<SavedAddress> | null;
    return saved?.userId === userId && isReturnAddress(saved.path) ? saved.path : null;
  } catch {
    return null;
  }
}
