/**
 * "Remember me" on the server (docs/api.md, Sign-in; docs/behaviour.md, Session), on both backends: only a
 * remembered sign-in's cookie outlives the browser; a sign-in without remember-me is bound to the
 * browser session's cookie, so its token is of no use once the browser has closed; a script's
 * sign-in (no `remember`) keeps working with the token alone.
 */
import { clientPasswordHash } from '../../../src/server/auth/password';
import { secretHash } from '../../../src/server/auth/tokens';
import { REMEMBERED_SESSION_TTL_MS, SESSION_TTL_MS } from '../../../src/server/config';
import type { LoginResponse } from '../../../src/shared/contract';
import { startTestApp, TEST_BACKENDS, type TestApp } from '../support/test-app';
import { DEMO } from '../../support/demo-users';

const COOKIE = /^(session_id|browser_session)=([A-Za-z0-9_-]*)((?:; [^;]+)*)$/;

/** Each Set-Cookie by name: its value and its attributes. */
function cookiesOf(setCookie: string | string[] | undefined): Record<string, { value: string; attributes: string[] }> {
  return Object.fromEntries([setCookie ?? []].flat().map((line) => {
    const match = COOKIE.exec(line);
    if (!match) throw new Error(`unexpected cookie ${line}`);
    return [match[1], { value: match[2], attributes: match[3].split('; ').filter(Boolean) }];
  }));
}

describe.each(TEST_BACKENDS)('on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => { t = await startTestApp({ backend }); });
  afterAll(async () => { await t.close(); });

  const signIn = async (remember: boolean | undefined, cookie?: string) => {
    const payload = { useremail: DEMO.muster.email, passwordhash: clientPasswordHash(DEMO.password), ...(remember === undefined ? {} : { remember }) };
    const response = await t.app.inject({ method: 'POST', url: '/api/login', payload, headers: cookie ? { cookie } : {} });
    expect(response.statusCode).toBe(200);
    return { token: (response.json() as LoginResponse).token, cookies: cookiesOf(response.headers['set-cookie']) };
  };
  const profile = (token: string, cookie?: string) =>
    t.app.inject({ method: 'GET', url: '/api/', headers: { authorization: `Bearer ${token}`, ...(cookie ? { cookie } : {}) } });

  describe('a remembered sign-in', () => {
    it('gets a session_id cookie that lasts as long as the session, and no browser binding', async () => {
      const { token, cookies } = await signIn(true);
      expect(Object.keys(cookies)).toEqual(['session_id']);
      expect(cookies.session_id.attributes).toEqual(['HttpOnly', 'SameSite=Lax', 'Path=/', `Max-Age=${REMEMBERED_SESSION_TTL_MS / 1000}`]);
      expect((await profile(token)).statusCode).toBe(200);
    });
  });

  describe('a sign-in without remember-me', () => {
    it('gets browser-session cookies only: session_id and browser_session, neither with Max-Age nor Expires', async () => {
      const { cookies } = await signIn(false);
      expect(Object.keys(cookies).sort()).toEqual(['browser_session', 'session_id']);
      for (const { value, attributes } of Object.values(cookies)) {
        expect(value).toMatch(/^[A-Za-z0-9_-]{43}$/);
        expect(attributes).toEqual(['HttpOnly', 'SameSite=Lax', 'Path=/']);
      }
    });

    it('lasts SESSION_TTL_MS on the server', async () => {
      const { token } = await signIn(false);
      const [row] = await t.rows<{ created_at: number; expires_at: number }>('SELECT created_at, expires_at FROM sessions WHERE token_hash = ?', [secretHash(token)]);
      expect(Number(row.expires_at) - Number(row.created_at)).toBe(SESSION_TTL_MS);
    });

    it('answers with the browser\'s cookie, and 401 to the token alone: once the browser has closed, the token is of no use', async () => {
      const { token, cookies } = await signIn(false);
      const browser = `browser_session=${cookies.browser_session.value}`;
      expect((await profile(token, browser)).statusCode).toBe(200);
      const alone = await profile(token);
      expect(alone.statusCode).toBe(401);
      expect(alone.json()).toMatchObject({ error: 'unauthorized' });
      expect((await profile(token, 'browser_session=' + 'x'.repeat(43))).statusCode).toBe(401);
      // Still refused after it was answered once with the cookie (the session is kept in memory).
      expect((await profile(token, browser)).statusCode).toBe(200);
      expect((await profile(token)).statusCode).toBe(401);
    });

    it('keeps the browser session\'s id for a second sign-in in the same browser: both tokens work side by side', async () => {
      const first = await signIn(false);
      const browser = `browser_session=${first.cookies.browser_session.value}`;
      const second = await signIn(false, `${browser}; session_id=${first.cookies.session_id.value}`);
      expect(second.cookies.browser_session.value).toBe(first.cookies.browser_session.value);
      expect((await profile(first.token, browser)).statusCode).toBe(200);
      expect((await profile(second.token, browser)).statusCode).toBe(200);
    });

    it.each(['short', 'x'.repeat(44), 'a%20b'.repeat(9)])('does not take a browser_session of another shape (%p), and hands out its own', async (forged) => {
      const { cookies } = await signIn(false, `browser_session=${forged}`);
      expect(cookies.browser_session.value).not.toBe(forged);
      expect(cookies.browser_session.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    });

    it('is not ended by a Logout in another tab, whose token names another session, though its cookie is this one\'s', async () => {
      const first = await signIn(false);
      const browser = `browser_session=${first.cookies.browser_session.value}`;
      const second = await signIn(false, browser);
      // The browser now holds the second sign-in's session_id; the first tab logs out with its own token.
      const cookie = `${browser}; session_id=${second.cookies.session_id.value}`;
      await t.app.inject({ method: 'POST', url: '/api/logout', headers: { authorization: `Bearer ${first.token}`, cookie } });
      expect((await profile(first.token, browser)).statusCode).toBe(401);
      expect((await profile(second.token, browser)).statusCode).toBe(200);
    });

    it('is ended by a logout naming the token, without the cookies (the page dropping a token it holds)', async () => {
      const { token, cookies } = await signIn(false);
      const ended = await t.app.inject({ method: 'POST', url: '/api/logout', headers: { authorization: `Bearer ${token}` } });
      expect(ended.statusCode).toBe(204);
      expect((await profile(token, `browser_session=${cookies.browser_session.value}`)).statusCode).toBe(401);
    });

    it('keeps neither the token nor the browser session\'s id in the database, only their hashes', async () => {
      const { token, cookies } = await signIn(false);
      const dump = JSON.stringify(await t.rows('SELECT * FROM sessions'));
      expect(dump).not.toContain(token);
      expect(dump).not.toContain(cookies.browser_session.value);
      expect(dump).toContain(secretHash(cookies.browser_session.value));
    });
  });

  describe('a script\'s sign-in (no remember)', () => {
    it('works with the token alone, and its cookie is a browser-session cookie', async () => {
      const { token, cookies } = await signIn(undefined);
      expect(Object.keys(cookies)).toEqual(['session_id']);
      expect(cookies.session_id.attributes).toEqual(['HttpOnly', 'SameSite=Lax', 'Path=/']);
      expect((await profile(token)).statusCode).toBe(200);
    });
  });
});
