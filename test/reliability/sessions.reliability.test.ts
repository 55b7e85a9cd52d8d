/**
 * Sessions: 1,000 sign-ins give 1,000 distinct tokens of at least 128 random bits; a
 * token stops working after logout, after its expiry and once its user is disabled, and a token
 * of a sign-in without remember-me without its browser's cookie; the session cookie is HttpOnly
 * and SameSite always, and Secure when the app is reached over https. On both backends: sessions
 * live in the database.
 */
import { clientPasswordHash } from '../../src/server/auth/password';
import { buildApp } from '../../src/server/app';
import { DEMO_PASSWORD, MUSTER } from '../../src/server/catalogue/demo/fixtures';
import { REMEMBERED_SESSION_TTL_MS, SESSION_TTL_MS } from '../../src/server/config';
import type { LoginResponse } from '../../src/shared/contract';
import { startTestApp, TEST_BACKENDS, TEST_FLAGS, type TestApp } from '../server/support/test-app';
import { mapWithConcurrency } from './support/clients/bounded-concurrency';
import { clientErrorProblem } from './support/documented-error';
import { addUser } from './support/fixtures/extra-users';
import { startHttpsFront } from './support/clients/https-front';
import { suiteReport } from './support/report';
import { timed } from './support/timing';
import { DEMO } from '../support/demo-users';

jest.setTimeout(120_000);
describe.each(TEST_BACKENDS)('on %s', (backend) => {
  const report = suiteReport('sessions', backend);
  const SIGN_INS = 1000;
  /** Password hashes run on libuv's four threads; more at once only queues. */
  const CONCURRENCY = 8;
  /** A signed-in user's calls, each of which a dead token must be refused on. */
  const AUTHENTICATED_CALLS = [
    { method: 'GET', url: '/api/' },
    { method: 'POST', url: '/api/brands' },
    { method: 'GET', url: '/api/search?q=750' },
    { method: 'GET', url: '/api/replacements?q=6ES7214-1AG31-0XB0&mode=exact_match' },
  ] as const;

  let t: TestApp;
  beforeAll(async () => {
    // A thousand tokens of one user each tried on every call, on a clock that moves only by hours: about tokens, not the user's share.
    t = await startTestApp({ backend, articles: 100, fairShare: null });
    // The 1,000 sign-ins test the tokens, not scrypt: this user's hash is cheap (see extra-users.ts).
    await addUser(t.database.admin, { email: 'many@example.com', customer: MUSTER.name, cheapHash: true });
  });
  afterAll(async () => {
    await t.close();
    report.flush();
  });

  function login(email: string, options: { remember?: boolean; remoteAddress?: string } = {}) {
    return t.app.inject({
      method: 'POST', url: '/api/login', remoteAddress: options.remoteAddress ?? '127.0.0.1',
      // Without `remember` unless asked: a script's sign-in, whose token works alone.
      payload: { useremail: email, passwordhash: clientPasswordHash(DEMO_PASSWORD), ...(options.remember === undefined ? {} : { remember: options.remember }) },
    });
  }

  /** `cookie`: the session cookie's Set-Cookie; `browser`: the browser session's cookie as a browser sends it, when one was set. */
  async function signedIn(email: string, options: { remember?: boolean } = {}): Promise<{ token: string; cookie: string; browser: string | undefined }> {
    const response = await login(email, options);
    expect(response.statusCode).toBe(200);
    const cookies = [response.headers['set-cookie'] ?? []].flat();
    const browser = cookies.find((line) => line.startsWith('browser_session='))?.split(';')[0];
    return { token: (response.json() as LoginResponse).token, cookie: cookies.find((line) => line.startsWith('session_id=')) ?? '', browser };
  }

  /** The status of every authenticated call made with this token (and cookie); a 401 must carry the documented body. */
  async function statusesWith(token: string, cookie?: string): Promise<number[]> {
    return Promise.all(AUTHENTICATED_CALLS.map(async ({ method, url }) => {
      const response = await t.app.inject({ method, url, headers: { authorization: `Bearer ${token}`, ...(cookie ? { cookie } : {}) } });
      if (response.statusCode === 401) expect(clientErrorProblem(401, response.headers['content-type'], response.body)).toBeNull();
      return response.statusCode;
    }));
  }

  const ACCEPTED = AUTHENTICATED_CALLS.map(() => 200);
  const REFUSED = AUTHENTICATED_CALLS.map(() => 401);

  function cookieValue(setCookie: string): string {
    return setCookie.split(';')[0].split('=').slice(1).join('=');
  }

  function cookieAttributes(setCookie: string): string[] {
    return setCookie.split(';').slice(1).map((part) => part.trim().split('=')[0].toLowerCase());
  }

  describe(`${SIGN_INS.toLocaleString('en-US')} sign-ins`, () => {
    it('give distinct tokens of at least 128 random bits, each of which works', async () => {
      const { result: responses, ms } = await timed(() => mapWithConcurrency(Array.from({ length: SIGN_INS }), CONCURRENCY, () => login('many@example.com')));
      expect(responses.filter((r) => r.statusCode !== 200)).toEqual([]);
      const tokens = responses.map((r) => (r.json() as LoginResponse).token);
      const cookies = responses.map((r) => cookieValue(String(r.headers['set-cookie'])));

      expect(new Set(tokens).size).toBe(SIGN_INS);
      expect(new Set(cookies).size).toBe(SIGN_INS);
      expect(tokens.filter((token) => cookies.includes(token))).toEqual([]);

      // Every token is canonical base64url; decoded, every bit position must be set in 40–60 % of
      // the tokens (a fair coin lands outside that in 1,000 throws with odds below one in 10⁹).
      const decoded = tokens.map((token) => Buffer.from(token, 'base64url'));
      tokens.forEach((token, i) => expect(decoded[i].toString('base64url')).toBe(token));
      const bits = Math.min(...decoded.map((bytes) => bytes.length)) * 8;
      const onesShare = Array.from({ length: bits }, (_, bit) =>
        decoded.filter((bytes) => (bytes[bit >> 3] >> (bit & 7)) & 1).length / SIGN_INS);
      const randomBits = onesShare.filter((share) => share >= 0.4 && share <= 0.6).length;
      expect(randomBits).toBeGreaterThanOrEqual(128);

      // Per character position, the spread of characters: all but the last position carry six bits.
      const alphabet = new Set(tokens.join(''));
      const spread = Array.from({ length: tokens[0].length - 1 }, (_, position) => new Set(tokens.map((token) => token[position])).size);
      expect(Math.min(...spread)).toBeGreaterThanOrEqual(alphabet.size * 0.75);

      const profiles = await mapWithConcurrency(tokens, 16, (token) => t.get('/api/', token));
      expect(profiles.filter((r) => r.statusCode !== 200)).toHaveLength(0);

      report.line(`${SIGN_INS} sign-ins (${CONCURRENCY} at a time, ${Math.round(ms)} ms) → ${new Set(tokens).size} distinct tokens, ${new Set(cookies).size} distinct session cookies, none equal to a token; every token works`);
      report.line(`token: ${tokens[0].length} base64url characters = ${bits} bits; ${randomBits}/${bits} bit positions set in 40–60 % of tokens (share ${Math.min(...onesShare).toFixed(3)}–${Math.max(...onesShare).toFixed(3)})`);
      report.line(`characters per position: ${Math.min(...spread)}–${Math.max(...spread)} of the ${alphabet.size} seen`);
      report.figure('distinct tokens', new Set(tokens).size);
      report.figure('token bits', bits);
      report.figure('balanced bit positions', randomBits);
    });
  });

  describe('a token stops working', () => {
    it('after logout, on every call, while the same user\'s other sessions go on', async () => {
      const ended = await signedIn(DEMO.muster.email);
      const other = await signedIn(DEMO.muster.email);
      expect(await statusesWith(ended.token)).toEqual(ACCEPTED);

      const logout = await t.app.inject({ method: 'POST', url: '/api/logout', headers: { authorization: `Bearer ${ended.token}` } });
      expect(logout.statusCode).toBe(204);
      expect(String(logout.headers['set-cookie'])).toMatch(/^session_id=;.*Max-Age=0/);
      expect(await statusesWith(ended.token)).toEqual(REFUSED);
      expect(await statusesWith(other.token)).toEqual(ACCEPTED);

      // The cookie alone ends its session too (the page cannot read it, but it is sent on logout).
      const byCookie = await signedIn(DEMO.muster.email);
      await t.app.inject({ method: 'POST', url: '/api/logout', headers: { cookie: byCookie.cookie.split(';')[0] } });
      expect(await statusesWith(byCookie.token)).toEqual(REFUSED);
      report.line(`after logout: ${AUTHENTICATED_CALLS.length} calls → 401 each (by token and by cookie); another session of the same user → 200`);
    });

    it.each([
      ['a session without remember-me', false, SESSION_TTL_MS],
      ['a remembered session', true, REMEMBERED_SESSION_TTL_MS],
    ])('after the expiry of %s (fake clock)', async (name, remember, ttlMs) => {
      const { token, cookie, browser } = await signedIn(DEMO.muster.email, { remember });
      // Only a remembered sign-in's cookie outlives the browser (docs/behaviour.md, Session).
      if (remember) expect(cookie).toContain(`Max-Age=${ttlMs / 1000}`);
      else expect(cookie).not.toMatch(/Max-Age|Expires/i);
      t.clock.now += ttlMs - 1;
      expect(await statusesWith(token, browser)).toEqual(ACCEPTED);
      t.clock.now += 1;
      expect(await statusesWith(token, browser)).toEqual(REFUSED);
      report.line(`${name}: accepted 1 ms before ${ttlMs / 3_600_000} h, refused at ${ttlMs / 3_600_000} h; ${remember ? 'the cookie\'s Max-Age says the same' : 'its cookies end with the browser'}`);
    });

    it('without remember-me, once the browser has closed: the token without the browser session\'s cookie', async () => {
      const { token, browser } = await signedIn(DEMO.muster.email, { remember: false });
      expect(browser).toMatch(/^browser_session=[A-Za-z0-9_-]{43}$/);
      expect(await statusesWith(token, browser)).toEqual(ACCEPTED);
      expect(await statusesWith(token)).toEqual(REFUSED);
      report.line(`without remember-me: ${AUTHENTICATED_CALLS.length} calls with the browser's cookie → 200, the token alone (a closed browser) → 401 each`);
    });

    it('once its user is disabled, and stays dead when the user is enabled again', async () => {
      const { admin } = t.database;
      const sessions = [await signedIn(DEMO.nord.email), await signedIn(DEMO.nord.email)];
      await admin.setDisabled(DEMO.nord.email, true);
      for (const { token } of sessions) expect(await statusesWith(token)).toEqual(REFUSED);
      expect((await login(DEMO.nord.email, { remoteAddress: '10.4.0.1' })).statusCode).toBe(401);

      await admin.setDisabled(DEMO.nord.email, false);
      for (const { token } of sessions) expect(await statusesWith(token)).toEqual(REFUSED);
      const fresh = await signedIn(DEMO.nord.email);
      expect(await statusesWith(fresh.token)).toEqual(ACCEPTED);
      report.line('user disabled: both open sessions → 401 at once, sign-in → 401; enabled again: old tokens stay dead, a new sign-in works');
    });
  });

  describe('the session cookie', () => {
    it('is HttpOnly, SameSite=Lax and Path=/, and not Secure over plain http (the tool may run on an intranet)', async () => {
      const { token, cookie } = await signedIn(DEMO.muster.email, { remember: true });
      expect(cookieAttributes(cookie)).toEqual(['httponly', 'samesite', 'path', 'max-age']);
      expect(cookie).toContain('SameSite=Lax');
      expect(cookieValue(cookie)).not.toBe(token);
      report.line(`over http: ${cookie.replace(/=[A-Za-z0-9_-]{20,}/, '=…')}`);
    });

    it('is Secure on sign-in, on a refused token and on logout when served over https', async () => {
      const front = await startHttpsFront(t.app);
      try {
        const json = { 'content-type': 'application/json' };
        const signIn = await front.request('POST', '/api/login', json, JSON.stringify({ useremail: DEMO.muster.email, passwordhash: clientPasswordHash(DEMO_PASSWORD), remember: false }));
        expect(signIn.status).toBe(200);
        const refused = await front.request('GET', '/api/', { authorization: `Bearer ${'A'.repeat(43)}` });
        expect(refused.status).toBe(401);
        const logout = await front.request('POST', '/api/logout', { authorization: `Bearer ${(JSON.parse(signIn.body) as LoginResponse).token}` });
        expect(logout.status).toBe(204);
        // A sign-in without remember-me sets browser-session cookies (no Max-Age); the others expire the cookie.
        for (const line of [signIn.headers['set-cookie'] ?? []].flat()) expect(cookieAttributes(line)).toEqual(['httponly', 'samesite', 'path', 'secure']);
        for (const answer of [refused, logout]) {
          expect(cookieAttributes(String(answer.headers['set-cookie']))).toEqual(['httponly', 'samesite', 'path', 'max-age', 'secure']);
        }
        report.line('over https (TLS, self-signed): sign-in cookies → HttpOnly; SameSite=Lax; Path=/; Secure; 401 and logout → the same with Max-Age=0');
      } finally {
        await front.close();
      }
    });

    it('is Secure behind a TLS-terminating proxy the app is told to trust', async () => {
      const { app } = await buildApp({ store: t.store, flags: TEST_FLAGS, trustProxy: { hops: 1 }, now: () => t.clock.now });
      try {
        const response = await app.inject({
          method: 'POST', url: '/api/login', headers: { 'x-forwarded-proto': 'https' },
          payload: { useremail: DEMO.muster.email, passwordhash: clientPasswordHash(DEMO_PASSWORD) },
        });
        expect(response.statusCode).toBe(200);
        expect(cookieAttributes(String(response.headers['set-cookie']))).toContain('secure');
        report.line('behind a trusted proxy with X-Forwarded-Proto: https → Secure');
      } finally {
        await app.close();
      }
    });
  });
});
