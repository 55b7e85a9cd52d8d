import { clientPasswordHash } from '../../../src/server/auth/password';
import { secretHash } from '../../../src/server/auth/tokens';
import { REMEMBERED_SESSION_TTL_MS, SESSION_TTL_MS } from '../../../src/server/config';
import type { ErrorBody, LoginResponse, ProfileResponse } from '../../../src/shared/contract';
import { startTestApp, TEST_BACKENDS, type TestApp } from '../support/test-app';
import { DEMO } from '../../support/demo-users';

describe.each(TEST_BACKENDS)('on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => { t = await startTestApp({ backend }); });
  afterAll(async () => { await t.close(); });

  const login = (payload: object, headers: Record<string, string> = {}, remoteAddress = '127.0.0.1') =>
    t.app.inject({ method: 'POST', url: '/api/login', payload, headers, remoteAddress });

  describe('POST /api/login', () => {
    it('signs the demo user in with a token, the user and an HttpOnly SameSite=Lax session cookie', async () => {
      const response = await login({ useremail: DEMO.muster.email, passwordhash: clientPasswordHash(DEMO.password) });
      expect(response.statusCode).toBe(200);
      const body = response.json() as LoginResponse;
      expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(body.user).toEqual({
        id: expect.any(Number), username: 'Demo User',
        customer: { id: expect.any(Number), name: 'Muster Automation GmbH' }, blocked_brands: '', role: 'customer',
      });
      const cookie = String(response.headers['set-cookie']);
      // A script's sign-in (no `remember`): a browser-session cookie, no browser binding (test/server/auth/browser-session.test.ts).
      expect(cookie).toMatch(/^session_id=[A-Za-z0-9_-]{43}; HttpOnly; SameSite=Lax; Path=\/$/);
      expect(cookie).not.toContain(body.token);
    });

    it('accepts the e-mail in any case and with surrounding spaces', async () => {
      const response = await login({ useremail: '  DEMO@Example.com ', passwordhash: clientPasswordHash(DEMO.password) });
      expect(response.statusCode).toBe(200);
    });

    it('signs in the user without a customer, whose customer is null', async () => {
      const response = await login({ useremail: DEMO.noCustomer.email, passwordhash: clientPasswordHash(DEMO.password) });
      expect((response.json() as LoginResponse).user.customer).toBeNull();
    });

    it('gives Nordtech its blocked brands', async () => {
      const response = await login({ useremail: DEMO.nord.email, passwordhash: clientPasswordHash(DEMO.password) });
      expect((response.json() as LoginResponse).user).toMatchObject({ customer: { name: 'Nordtech Industrie AG' }, blocked_brands: 'Pilz,Omron' });
    });

    it.each([
      [{}],
      [{ useremail: DEMO.muster.email }],
      [{ passwordhash: clientPasswordHash(DEMO.password) }],
      [{ useremail: '  ', passwordhash: clientPasswordHash(DEMO.password) }],
      [{ useremail: DEMO.muster.email, passwordhash: '' }],
    ])('answers 400 "Email and password required" to %j', async (payload) => {
      const response = await login(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: 'invalid_request', message: 'Email and password required' });
    });

    it.each([
      ['DE', 'E-Mail und Passwort erforderlich'],
      ['FR', 'E-mail et mot de passe requis'],
      ['ES', 'Se requieren correo electrónico y contraseña'],
      ['xx', 'Email and password required'],
    ])('words errors in the x-selected-language %s', async (language, text) => {
      const response = await login({}, { 'x-selected-language': language });
      expect((response.json() as ErrorBody).message).toBe(text);
    });

    it('refuses a passwordhash that is not a hex SHA-256, without counting it as a guess', async () => {
      const response = await login({ useremail: DEMO.muster.email, passwordhash: DEMO.password });
      expect(response.statusCode).toBe(400);
      expect((response.json() as ErrorBody).error).toBe('invalid_request');
    });

    it('gives an unknown e-mail and a wrong password the same status and body', async () => {
      const wrong = await login({ useremail: DEMO.muster.email, passwordhash: clientPasswordHash('wrong-password') }, {}, '10.1.0.1');
      const unknown = await login({ useremail: 'nobody@example.com', passwordhash: clientPasswordHash(DEMO.password) }, {}, '10.1.0.2');
      expect(wrong.statusCode).toBe(401);
      expect(unknown.statusCode).toBe(401);
      expect(wrong.body).toBe(unknown.body);
      expect(wrong.json()).toEqual({ error: 'invalid_credentials', message: 'Wrong e-mail address or password.' });
    });

    it('answers malformed JSON and wrong types with 400 and the error body', async () => {
      const broken = await t.app.inject({ method: 'POST', url: '/api/login', payload: '{"useremail":', headers: { 'content-type': 'application/json' } });
      expect(broken.statusCode).toBe(400);
      expect(broken.json()).toEqual({ error: 'invalid_request', message: 'The request is incomplete or malformed.' });
      const wrongType = await login({ useremail: ['a'], passwordhash: 5 });
      expect(wrongType.statusCode).toBe(400);
    });

    it.each(['demo\u0000@example.com', 'demo@exa\nmple.com', 'de\u007fmo@example.com'])('answers an e-mail with a control character (%j) with 400', async (useremail) => {
      const response = await login({ useremail, passwordhash: clientPasswordHash(DEMO.password) });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: 'invalid_request', message: expect.any(String) });
    });

    it('answers a body over the limit with 413', async () => {
      const response = await login({ useremail: 'x'.repeat(20_000), passwordhash: 'y' });
      expect(response.statusCode).toBe(413);
      expect((response.json() as ErrorBody).error).toBe('payload_too_large');
    });

    it('gives a remembered session a longer expiry', async () => {
      const session = async (remember: boolean) => {
        const response = await login({ useremail: DEMO.muster.email, passwordhash: clientPasswordHash(DEMO.password), remember });
        const { token } = response.json() as LoginResponse;
        const [row] = await t.rows<{ created_at: number; expires_at: number }>('SELECT created_at, expires_at FROM sessions WHERE token_hash = ?', [secretHash(token)]);
        return row;
      };
      const short = await session(false);
      const long = await session(true);
      expect(short.expires_at - short.created_at).toBe(SESSION_TTL_MS);
      expect(long.expires_at - long.created_at).toBe(REMEMBERED_SESSION_TTL_MS);
    });

    it('stores neither the token nor the passwordhash in the database', async () => {
      const { token } = (await login({ useremail: DEMO.muster.email, passwordhash: clientPasswordHash(DEMO.password) })).json() as LoginResponse;
      const dump = JSON.stringify(await t.rows('SELECT * FROM sessions')) + JSON.stringify(await t.rows('SELECT * FROM users'));
      expect(dump).not.toContain(token);
      expect(dump).not.toContain(clientPasswordHash(DEMO.password));
      expect(dump).toMatch(/scrypt\$32768\$8\$1\$/);
    });
  });

  describe('GET /api/ (profile)', () => {
    it('returns the signed-in user', async () => {
      const token = await t.signIn(DEMO.muster.email);
      const response = await t.get('/api/', token);
      expect(response.statusCode).toBe(200);
      expect((response.json() as ProfileResponse).user).toMatchObject({ username: 'Demo User', customer: { name: 'Muster Automation GmbH' } });
    });

    it.each([
      ['no authorization', undefined],
      ['an unknown token', 'A'.repeat(43)],
    ])('answers 401 with %s and expires the session cookie', async (_case, token) => {
      const response = await t.get('/api/', token);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: 'unauthorized', message: 'You are not authorized. Please log in.' });
      expect(String(response.headers['set-cookie'])).toMatch(/^session_id=; HttpOnly; SameSite=Lax; Path=\/; Max-Age=0$/);
    });

    it('refuses a token after its expiry', async () => {
      const token = await t.signIn(DEMO.muster.email);
      t.clock.now += SESSION_TTL_MS + 1;
      try {
        expect((await t.get('/api/', token)).statusCode).toBe(401);
      } finally {
        t.clock.now -= SESSION_TTL_MS + 1;
      }
    });

    it('refuses a token once the user is disabled, and the user can no longer sign in', async () => {
      const { admin } = t.database;
      const token = await t.signIn(DEMO.nord.email);
      await admin.setDisabled(DEMO.nord.email, true);
      try {
        expect((await t.get('/api/', token)).statusCode).toBe(401);
        const again = await login({ useremail: DEMO.nord.email, passwordhash: clientPasswordHash(DEMO.password) }, {}, '10.9.9.9');
        expect(again.statusCode).toBe(401);
      } finally {
        await admin.setDisabled(DEMO.nord.email, false);
      }
    });
  });

  describe('POST /api/logout', () => {
    it('ends the session, clears the cookie and answers 204', async () => {
      const token = await t.signIn(DEMO.muster.email);
      const response = await t.app.inject({ method: 'POST', url: '/api/logout', headers: { authorization: `Bearer ${token}` } });
      expect(response.statusCode).toBe(204);
      expect(String(response.headers['set-cookie'])).toContain('session_id=; HttpOnly; SameSite=Lax; Path=/; Max-Age=0');
      expect((await t.get('/api/', token)).statusCode).toBe(401);
    });

    it('ends the session named by the cookie alone', async () => {
      const response = await login({ useremail: DEMO.muster.email, passwordhash: clientPasswordHash(DEMO.password) });
      const { token } = response.json() as LoginResponse;
      const cookie = String(response.headers['set-cookie']).split(';')[0];
      await t.app.inject({ method: 'POST', url: '/api/logout', headers: { cookie } });
      expect((await t.get('/api/', token)).statusCode).toBe(401);
    });

    it.each([
      ['no token', {}],
      ['a bad token', { authorization: 'Bearer nonsense-but-long-enough' }],
      ['a malformed header', { authorization: 'Basic abc' }],
    ])('never fails, even with %s', async (_case, headers) => {
      const response = await t.app.inject({ method: 'POST', url: '/api/logout', headers });
      expect(response.statusCode).toBe(204);
    });
  });

  describe('security headers and unknown paths', () => {
    it('sends helmet headers and a strict content security policy', async () => {
      const response = await t.get('/api/health');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['content-security-policy']).toContain("script-src 'self'");
      expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    });

    it('sends the same security headers on errors and on unknown paths', async () => {
      const names = ['content-security-policy', 'x-content-type-options', 'strict-transport-security', 'referrer-policy', 'cross-origin-opener-policy'];
      const health = await t.get('/api/health');
      for (const response of [await t.get('/api/search?q=750'), await t.get('/api/nothing-here')]) {
        for (const name of names) expect(response.headers[name]).toBe(health.headers[name]);
      }
      expect(health.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(health.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
    });

    it('answers an unknown API path with 404 and the error body', async () => {
      const response = await t.get('/api/nothing-here');
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'not_found', message: 'Not found.' });
    });
  });
});
