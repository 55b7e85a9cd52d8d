import * as password from '../../../src/server/auth/password';
import { clientPasswordHash } from '../../../src/server/auth/password';
import { LOGIN_ATTEMPT_STALE_MS, LOGIN_THROTTLE } from '../../../src/server/config';
import { startTestApp, TEST_BACKENDS, type TestApp } from '../support/test-app';
import { DEMO } from '../../support/demo-users';

describe.each(TEST_BACKENDS)('on %s', (backend) => {
  let t: TestApp;
  beforeEach(async () => { t = await startTestApp({ backend, articles: 100 }); });
  afterEach(async () => { await t.close(); jest.restoreAllMocks(); });

  const attempt = (email: string, pass: string, remoteAddress: string) =>
    t.app.inject({ method: 'POST', url: '/api/login', remoteAddress, payload: { useremail: email, passwordhash: clientPasswordHash(pass) } });

  describe('sign-in throttling', () => {
    it('locks one account at one address after the limit, with Retry-After, and lets the real user in elsewhere', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < LOGIN_THROTTLE.maxFailuresPerAccountAndAddress + 3; i++) {
        statuses.push((await attempt(DEMO.muster.email, `guess-${i}`, '10.0.0.66')).statusCode);
      }
      const limit = LOGIN_THROTTLE.maxFailuresPerAccountAndAddress;
      expect(statuses.slice(0, limit)).toEqual(Array(limit).fill(401));
      expect(statuses.slice(limit)).toEqual([429, 429, 429]);

      const locked = await attempt(DEMO.muster.email, DEMO.password, '10.0.0.66');
      expect(locked.statusCode).toBe(429);
      expect(locked.json()).toEqual({
        error: 'too_many_attempts', message: 'Too many login attempts. Please contact us if you are still having troubles.',
      });
      expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(locked.headers['retry-after'])).toBeLessThanOrEqual(LOGIN_THROTTLE.windowMs / 1000);

      expect((await attempt(DEMO.muster.email, DEMO.password, '10.0.0.7')).statusCode).toBe(200);
    });

    it('checks the lock before computing any password hash', async () => {
      for (let i = 0; i < LOGIN_THROTTLE.maxFailuresPerAccountAndAddress; i++) await attempt(DEMO.muster.email, 'wrong', '10.0.0.66');
      const verify = jest.spyOn(password, 'verifyPassword');
      expect((await attempt(DEMO.muster.email, 'wrong', '10.0.0.66')).statusCode).toBe(429);
      expect(verify).not.toHaveBeenCalled();
    });

    it('locks an address that guesses across many accounts', async () => {
      for (let i = 0; i < LOGIN_THROTTLE.maxFailuresPerAddress; i++) {
        expect((await attempt(`user${i}@example.com`, 'wrong', '10.0.0.99')).statusCode).toBe(401);
      }
      expect((await attempt(DEMO.muster.email, DEMO.password, '10.0.0.99')).statusCode).toBe(429);
      expect((await attempt(DEMO.muster.email, DEMO.password, '10.0.0.100')).statusCode).toBe(200);
    });

    it('caps failures against one account spread over many addresses, but not for an address that signed in before', async () => {
      expect((await attempt(DEMO.muster.email, DEMO.password, '192.168.1.10')).statusCode).toBe(200);
      for (let i = 0; i < LOGIN_THROTTLE.maxFailuresPerAccount; i++) {
        expect((await attempt(DEMO.muster.email, 'wrong', `10.1.${i}.1`)).statusCode).toBe(401);
      }
      expect((await attempt(DEMO.muster.email, 'wrong', '10.2.0.1')).statusCode).toBe(429);
      expect((await attempt(DEMO.muster.email, DEMO.password, '10.2.0.2')).statusCode).toBe(429);
      expect((await attempt(DEMO.muster.email, DEMO.password, '192.168.1.10')).statusCode).toBe(200);
    });

    it('lets the account in again once the window has passed', async () => {
      for (let i = 0; i < LOGIN_THROTTLE.maxFailuresPerAccountAndAddress; i++) await attempt(DEMO.muster.email, 'wrong', '10.0.0.5');
      expect((await attempt(DEMO.muster.email, DEMO.password, '10.0.0.5')).statusCode).toBe(429);
      t.clock.now += LOGIN_THROTTLE.windowMs + 1000;
      expect((await attempt(DEMO.muster.email, DEMO.password, '10.0.0.5')).statusCode).toBe(200);
    });

    it('caps guesses sent all at once like guesses sent one after another', async () => {
      const verify = jest.spyOn(password, 'verifyPassword');
      const limit = LOGIN_THROTTLE.maxFailuresPerAccountAndAddress;
      const responses = await Promise.all(Array.from({ length: limit + 10 }, (_, i) => attempt(DEMO.muster.email, `guess-${i}`, '10.0.0.9')));
      expect(responses.filter((r) => r.statusCode === 401)).toHaveLength(limit);
      expect(responses.filter((r) => r.statusCode === 429)).toHaveLength(10);
      expect(verify).toHaveBeenCalledTimes(limit);
    });

    it('lets a burst of right passwords from one address through: attempts in flight are not failures', async () => {
      const responses = await Promise.all(Array.from({ length: LOGIN_THROTTLE.maxFailuresPerAddress + 5 }, () => attempt(DEMO.muster.email, DEMO.password, '10.0.0.11')));
      expect(responses.map((r) => r.statusCode)).toEqual(Array(LOGIN_THROTTLE.maxFailuresPerAddress + 5).fill(200));
    });

    it('lets the caller in again exactly Retry-After seconds later', async () => {
      for (let i = 0; i < LOGIN_THROTTLE.maxFailuresPerAccountAndAddress; i++) await attempt(DEMO.muster.email, 'wrong', '10.0.0.10');
      const retryAfter = Number((await attempt(DEMO.muster.email, DEMO.password, '10.0.0.10')).headers['retry-after']);
      t.clock.now += retryAfter * 1000;
      expect((await attempt(DEMO.muster.email, DEMO.password, '10.0.0.10')).statusCode).toBe(200);
    });

    it('does not count attempts refused by the lock as new failures', async () => {
      for (let i = 0; i < LOGIN_THROTTLE.maxFailuresPerAccountAndAddress + 10; i++) await attempt(DEMO.muster.email, 'wrong', '10.0.0.8');
      const [failures] = await t.rows<{ n: number }>('SELECT COUNT(*) AS n FROM login_failures');
      expect(failures.n).toBe(LOGIN_THROTTLE.maxFailuresPerAccountAndAddress);
    });

    it('counts a running attempt until it ends, and one left by a dead instance only until it is stale', async () => {
      const key = (at: number) => ({
        email: DEMO.muster.email, address: '10.0.0.12', at,
        failuresSince: at - LOGIN_THROTTLE.windowMs + 1, runningSince: at - LOGIN_ATTEMPT_STALE_MS,
      });
      const running = async (at: number) => (await t.store.startLoginAttempt(key(at), () => false)).check.running;
      const start = t.clock.now;
      const ended = await t.store.startLoginAttempt(key(start), () => true);
      const abandoned = await t.store.startLoginAttempt(key(start), () => true);
      expect(await running(start)).toEqual({ pair: 2, address: 2, account: 2 });
      await t.store.endLoginAttempt(ended.attemptId as number);
      expect(abandoned.attemptId).not.toBeNull();
      expect(await running(start + LOGIN_ATTEMPT_STALE_MS - 1)).toEqual({ pair: 1, address: 1, account: 1 });
      expect(await running(start + LOGIN_ATTEMPT_STALE_MS + 1)).toEqual({ pair: 0, address: 0, account: 0 });
    });
  });
});
