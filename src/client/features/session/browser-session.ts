/**
 * Remember-me off means "forget me when the page is closed". A marker in sessionStorage survives
 * reloads but not closing the tab or browser, so a start without it, with remember-me off, is a
 * new visit: the saved sign-in is cleared then.
 */
const MARKER = 'pricetool.pageSession';

export function browserSessionContinues(): boolean {
  return window.sessionStorage.getItem(MARKER) === '1';
}

export function markBrowserSession(): void {
  window.sessionStorage.setItem(MARKER, '1');
}

/** The page cannot remove an HttpOnly cookie; this covers a non-HttpOnly one, the server the rest. */
export function expireSessionCookie(): void {
  document.cookie = 'session_id=; Max-Age=0; Path=/; SameSite=Lax';
}

export function logError(message: string, error: unknown): void {
  console.error(message, error);
}
