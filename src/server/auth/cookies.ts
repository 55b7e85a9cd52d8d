/**
 * The cookies of a sign-in (docs/api.md, Sign-in), HttpOnly so page scripts never read
 * them, SameSite=Lax, Secure over https: `session_id`, per sign-in, which a logout may end the
 * session by; and `browser_session`, the browser session's id, which a sign-in without
 * remember-me is bound to. Only a remembered sign-in's cookie has a Max-Age; the others are
 * browser-session cookies, dropped when the browser closes.
 */
import { BROWSER_COOKIE, SESSION_COOKIE } from '../../shared/api-constants';
import { SECRET_PATTERN } from './tokens';

function cookie(name: string, value: string, maxAgeMs: number | null, secure: boolean): string {
  const parts = [`${name}=${value}`, 'HttpOnly', 'SameSite=Lax', 'Path=/'];
  if (maxAgeMs !== null) parts.push(`Max-Age=${Math.floor(maxAgeMs / 1000)}`);
  if (secure) parts.push('Secure');
  return parts.join('; ');
}

/** `maxAgeMs` null: a browser-session cookie, without Max-Age or Expires. */
export function sessionCookie(value: string, maxAgeMs: number | null, secure: boolean): string {
  return cookie(SESSION_COOKIE, value, maxAgeMs, secure);
}

/** Expires the cookie; sent on logout and with every 401, since the page cannot touch an HttpOnly cookie. */
export function expiredSessionCookie(secure: boolean): string {
  return sessionCookie('', 0, secure);
}

/** Always a browser-session cookie: it must never outlive the browser. */
export function browserCookie(value: string, secure: boolean): string {
  return cookie(BROWSER_COOKIE, value, null, secure);
}

function readCookie(header: string | undefined, wanted: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === wanted && value.length > 0) return value.join('=') || null;
  }
  return null;
}

export function readSessionCookie(header: string | undefined): string | null {
  return readCookie(header, SESSION_COOKIE);
}

/** The browser session's id, when the request carries one of the shape the server hands out. */
export function readBrowserCookie(header: string | undefined): string | null {
  const value = readCookie(header, BROWSER_COOKIE);
  return value !== null && SECRET_PATTERN.test(value) ? value : null;
}
