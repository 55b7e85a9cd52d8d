/** The `session_id` cookie (docs/behaviour.md, Session): HttpOnly so page scripts never read it, SameSite=Lax. */
import { SESSION_COOKIE } from '../../shared/api-constants';

export function sessionCookie(value: string, maxAgeMs: number, secure: boolean): string {
  const parts = [`${SESSION_COOKIE}=${value}`, 'HttpOnly', 'SameSite=Lax', 'Path=/', `Max-Age=${Math.floor(maxAgeMs / 1000)}`];
  if (secure) parts.push('Secure');
  return parts.join('; ');
}

/** Expires the cookie; sent on logout and with every 401, since the page cannot touch an HttpOnly cookie. */
export function expiredSessionCookie(secure: boolean): string {
  return sessionCookie('', 0, secure);
}

export function readSessionCookie(header: string | undefined): string | null {
  for (const part of (header ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === SESSION_COOKIE && value.length > 0) return value.join('=') || null;
  }
  return null;
}
