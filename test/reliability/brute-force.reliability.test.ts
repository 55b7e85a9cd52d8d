/**
 * Brute force against POST /api/login: guesses at one account from one address, the same
 * guesses all at once, guesses spread over many addresses, the order of lock check and password
 * hash, and whether an unknown e-mail can be told from a wrong password. On both backends: the
 * throttle's counts live in the database.
 */
import * as password from '../../src/server/auth/password';
import { clientPasswordHash } from '../../src/server/auth/password';
import { DEMO_PASSWORD } from '../../src/server/catalogue/demo/fixtures';
import { LOGIN_THROTTLE } from '../../src/server/config';
import { startTestApp, TEST_BACKENDS, type TestApp } from '../server/support/test-app';
import { clientErrorProblem, errorBodyProblem } from './support/documented-error';
import { suiteReport } from './support/report';
import { median, timed } from './support/timing';
import { DEMO } from '../support/demo-users';

jest.setTimeout(60_000);
describe.each(TEST_BACKENDS)('on %s', (backend) => {
  const report = suiteReport('brute-force', backend);
  const GUESSES = 100;
  const WINDOW_S = LOGIN_THROTTLE.windowMs / 1000;

  let t: TestApp;
  beforeEach(async () => { t = await startTestApp({ backend, articles: 100 }); });
  afterEach(async () => {
    jest.restoreAllMocks();
    await t.close();
  });
  afterAll(() => report.flush());

  function attempt(email: string, pass: string, remoteAddress: string, headers: Record<string, string> = {}) {
    return t.app.inject({ method: 'POST', url: '/api/login', remoteAddress, headers, payload: { useremail: email, passwordhash: clientPasswordHash(pass) } });
  }

  /** "401×5, 429×95", in order of first appearance. */
  function tally(statuses: number[]): string {
    const counts = new Map<number, number>();
    for (const status of statuses) counts.set(status, (counts.get(status) ?? 0) + 1);
    return [...counts].map(([status, n]) => `${status}×${n}`).join(', ');
  }

  /** Password checks that ran to the end: one refused a hashing slot (503, hashing-slots.ts) computed nothing. */
  async function completedChecks(verify: jest.SpiedFunction<typeof password.verifyPassword>): Promise<number> {
    const outcomes = await Promise.allSettled(verify.mock.results.map((result) => result.value as Promise<boolean>));
    return outcomes.filter((outcome) => outcome.status === 'fulfilled').length;
  }

  /**
   * Sends `count` guesses at once. Only 401s are checked guesses; the rest must be the lock (429) or
   * the server's own overload answer when its hashing queue is full (503), each with the documented
   * body. Then guesses one at a time until the lock answers: all told, exactly `limit` are checked.
   */
  async function burstIsCapped(count: number, limit: number, guess: (i: number) => ReturnType<typeof attempt>): Promise<{ statuses: number[]; checked: number; ms: number }> {
    const verify = jest.spyOn(password, 'verifyPassword');
    const { result: responses, ms } = await timed(() => Promise.all(Array.from({ length: count }, (_, i) => guess(i))));
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => ![401, 429, 503].includes(s))).toEqual([]);
    for (const r of responses.filter((r) => r.statusCode !== 401)) expect(errorBodyProblem(r.body)).toBeNull();
    const checked = await completedChecks(verify);
    expect(checked).toBe(statuses.filter((s) => s === 401).length);
    expect(checked).toBeLessThanOrEqual(limit);
    let later = 0;
    for (let i = count; (await guess(i)).statusCode === 401; i++) later++;
    expect(checked + later).toBe(limit);
    return { statuses, checked, ms };
  }

  function expectLockedOut(response: Awaited<ReturnType<typeof attempt>>, language = 'EN'): number {
    expect(response.statusCode).toBe(429);
    expect(clientErrorProblem(response.statusCode, response.headers['content-type'], response.body, language)).toBeNull();
    expect(response.json()).toMatchObject({ error: 'too_many_attempts' });
    const retryAfter = Number(response.headers['retry-after']);
    expect(Number.isInteger(retryAfter)).toBe(true);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(WINDOW_S);
    return retryAfter;
  }

  describe('one account, one address', () => {
    it(`${GUESSES} wrong passwords: 429 after the limit with an honest Retry-After; the real user still signs in elsewhere`, async () => {
      const verify = jest.spyOn(password, 'verifyPassword');
      const responses = [];
      for (let i = 0; i < GUESSES; i++) responses.push(await attempt(DEMO.muster.email, `guess-${i}`, '10.0.0.66', { 'x-selected-language': 'DE' }));
      const statuses = responses.map((r) => r.statusCode);
      const limit = LOGIN_THROTTLE.maxFailuresPerAccountAndAddress;
      expect(statuses.slice(0, limit)).toEqual(Array(limit).fill(401));
      expect(statuses.slice(limit)).toEqual(Array(GUESSES - limit).fill(429));
      const retryAfters = responses.slice(limit).map((r) => expectLockedOut(r, 'DE'));
      expect(verify).toHaveBeenCalledTimes(limit);
      const checked = verify.mock.calls.length;

      // Even the right password is refused at the locked address, but not at another one.
      expect((await attempt(DEMO.muster.email, DEMO_PASSWORD, '10.0.0.66')).statusCode).toBe(429);
      expect((await attempt(DEMO.muster.email, DEMO_PASSWORD, '10.0.0.7')).statusCode).toBe(200);

      // Retry-After is the truth: a second earlier the lock holds, at Retry-After it is gone.
      const retryAfter = retryAfters[retryAfters.length - 1];
      t.clock.now += (retryAfter - 1) * 1000;
      expect((await attempt(DEMO.muster.email, DEMO_PASSWORD, '10.0.0.66')).statusCode).toBe(429);
      t.clock.now += 1000;
      expect((await attempt(DEMO.muster.email, DEMO_PASSWORD, '10.0.0.66')).statusCode).toBe(200);

      report.line(`${GUESSES} wrong passwords, one account, one address → ${tally(statuses)}; password checked ${checked} times`);
      report.line(`Retry-After ${retryAfter} s: still locked 1 s before, let in at ${retryAfter} s; real user from another address → 200`);
      report.figure('one address: attempts answered 401 before the lock', limit);
      report.figure('one address: Retry-After (s)', retryAfter);
    });

    it(`the same ${GUESSES} guesses sent all at once are capped just the same`, async () => {
      const limit = LOGIN_THROTTLE.maxFailuresPerAccountAndAddress;
      const { statuses, checked, ms } = await burstIsCapped(GUESSES, limit, (i) => attempt(DEMO.muster.email, `burst-${i}`, '10.0.0.67'));
      report.line(`${GUESSES} concurrent wrong passwords, one address → ${tally(statuses)} in ${Math.round(ms)} ms; ${checked} passwords checked, ${limit} in all with the guesses after`);
    });

    it('a burst of right passwords from one address is not mistaken for guessing', async () => {
      const burst = LOGIN_THROTTLE.maxFailuresPerAddress + 5;
      const statuses = (await Promise.all(Array.from({ length: burst }, () => attempt(DEMO.muster.email, DEMO_PASSWORD, '10.0.0.70')))).map((r) => r.statusCode);
      // 503 would be the hashing queue overflowing on a very busy machine, never a lock.
      expect(statuses.filter((s) => s !== 200 && s !== 503)).toEqual([]);
      expect(statuses.filter((s) => s === 200).length).toBeGreaterThan(burst / 2);
      report.line(`${burst} concurrent right passwords, one account, one address → ${tally(statuses)} (attempts in flight wait, they do not count as failures)`);
    });

    it('rotating X-Forwarded-For does not turn one client into many (trustProxy is off)', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 20; i++) {
        statuses.push((await attempt(DEMO.muster.email, `spoof-${i}`, '10.0.0.68', { 'x-forwarded-for': `172.16.0.${i}` })).statusCode);
      }
      const limit = LOGIN_THROTTLE.maxFailuresPerAccountAndAddress;
      expect(statuses).toEqual([...Array(limit).fill(401), ...Array(20 - limit).fill(429)]);
      report.line(`20 guesses with a new X-Forwarded-For each → ${tally(statuses)} (counted at the socket address)`);
    });
  });

  describe('one account, many addresses', () => {
    const cap = LOGIN_THROTTLE.maxFailuresPerAccount;

    it(`${GUESSES} wrong passwords from ${GUESSES} addresses are capped; the real user still signs in from an address it used before`, async () => {
      expect((await attempt(DEMO.muster.email, DEMO_PASSWORD, '192.168.1.10')).statusCode).toBe(200);
      const verify = jest.spyOn(password, 'verifyPassword');
      const responses = [];
      for (let i = 0; i < GUESSES; i++) responses.push(await attempt(DEMO.muster.email, `spread-${i}`, `10.1.${i}.1`));
      const statuses = responses.map((r) => r.statusCode);
      expect(statuses).toEqual([...Array(cap).fill(401), ...Array(GUESSES - cap).fill(429)]);
      responses.slice(cap).forEach((r) => expectLockedOut(r));
      expect(verify).toHaveBeenCalledTimes(cap);
      const checked = verify.mock.calls.length;

      expect((await attempt(DEMO.muster.email, DEMO_PASSWORD, '192.168.1.10')).statusCode).toBe(200);
      // An address that never signed in to this account is locked like the guessers' (LOGIN_THROTTLE).
      expect((await attempt(DEMO.muster.email, DEMO_PASSWORD, '10.2.0.2')).statusCode).toBe(429);

      report.line(`${GUESSES} wrong passwords, one account, ${GUESSES} addresses → ${tally(statuses)}; password checked ${checked} times`);
      report.line('real user from an address it signed in from before → 200; from a new address → 429 until the window passes');
      report.figure('many addresses: attempts answered 401 before the account cap', cap);
    });

    it(`the same ${GUESSES} spread guesses sent all at once are capped just the same`, async () => {
      const { statuses, checked } = await burstIsCapped(GUESSES, cap, (i) => attempt(DEMO.nord.email, `spread-burst-${i}`, `10.3.${i >> 8}.${i & 255}`));
      report.line(`${GUESSES} concurrent wrong passwords from ${GUESSES} addresses → ${tally(statuses)}; ${checked} passwords checked, ${cap} in all with the guesses after`);
    });
  });

  describe('lock before hash', () => {
    it('a locked-out guess computes no password hash and costs a fraction of one', async () => {
      const limit = LOGIN_THROTTLE.maxFailuresPerAccountAndAddress;
      const hashed: number[] = [];
      for (let i = 0; i < limit; i++) hashed.push((await timed(() => attempt(DEMO.muster.email, `x-${i}`, '10.0.0.69'))).ms);
      const verify = jest.spyOn(password, 'verifyPassword');
      const locked: number[] = [];
      for (let i = 0; i < 20; i++) {
        const { result, ms } = await timed(() => attempt(DEMO.muster.email, `y-${i}`, '10.0.0.69'));
        expect(result.statusCode).toBe(429);
        locked.push(ms);
      }
      expect(verify).not.toHaveBeenCalled();
      // A hash takes ~100 ms (SCRYPT_PARAMS); a refused guess reads three counts. A factor of 4 is generous.
      expect(median(locked) * 4).toBeLessThan(median(hashed));
      report.line(`20 guesses at a locked pair: password checked 0 times; median ${median(locked).toFixed(1)} ms vs ${median(hashed).toFixed(1)} ms for a checked guess`);
      report.figure('median ms, refused by the lock', Number(median(locked).toFixed(1)));
      report.figure('median ms, password checked', Number(median(hashed).toFixed(1)));
    });
  });

  describe('no account enumeration', () => {
    const SAMPLES = 20;

    it('an unknown e-mail, a wrong password and a disabled account: same status, body and headers, similar time', async () => {
      await t.database.admin.setDisabled(DEMO.noCustomer.email, true);
      // The first unknown e-mail computes the decoy hash once; later ones reuse it.
      await attempt('warm-up@example.com', 'x', '10.9.0.1');
      const cases = {
        'wrong password': () => attempt(DEMO.muster.email, 'wrong', '10.9.0.2'),
        'unknown e-mail': () => attempt('nobody@example.com', DEMO_PASSWORD, '10.9.0.3'),
        'disabled account, right password': () => attempt(DEMO.noCustomer.email, DEMO_PASSWORD, '10.9.0.4'),
      };
      const times = new Map<string, number[]>(Object.keys(cases).map((name) => [name, []]));
      const answers = new Map<string, Set<string>>(Object.keys(cases).map((name) => [name, new Set()]));
      for (let round = 0; round < SAMPLES; round++) {
        for (const [name, send] of Object.entries(cases)) {
          const { result, ms } = await timed(send);
          times.get(name)?.push(ms);
          const headerNames = Object.keys(result.headers).filter((h) => h !== 'date').sort().join(',');
          answers.get(name)?.add(`${result.statusCode} ${headerNames} ${result.body}`);
        }
        // Each round starts a fresh throttle window, so no case is ever locked out.
        t.clock.now += LOGIN_THROTTLE.windowMs + 1000;
      }
      const distinct = new Set([...answers.values()].flatMap((set) => [...set]));
      expect(distinct.size).toBe(1);
      expect([...distinct][0]).toMatch(/^401 .*{"error":"invalid_credentials","message":"Wrong e-mail address or password."}$/);

      const medians = [...times].map(([name, samples]) => [name, median(samples)] as const);
      const slowest = Math.max(...medians.map(([, ms]) => ms));
      const fastest = Math.min(...medians.map(([, ms]) => ms));
      expect(slowest / fastest).toBeLessThan(2);
      report.line(`${SAMPLES} rounds of each: one identical answer (status, header names, body) for all three cases`);
      report.line(`median ms: ${medians.map(([name, ms]) => `${name} ${ms.toFixed(1)}`).join(', ')}`);
      report.figure('slowest/fastest median', Number((slowest / fastest).toFixed(2)));
    });

    it('an unknown e-mail is locked out exactly like a real account', async () => {
      const sequence = async (email: string, address: string) => {
        const responses = [];
        for (let i = 0; i < LOGIN_THROTTLE.maxFailuresPerAccountAndAddress + 2; i++) responses.push(await attempt(email, `z-${i}`, address));
        return responses.map((r) => `${r.statusCode} ${r.headers['retry-after'] ?? '-'} ${r.body}`);
      };
      const known = await sequence(DEMO.muster.email, '10.8.0.1');
      const unknown = await sequence('ghost@example.com', '10.8.0.2');
      expect(unknown).toEqual(known);
      report.line(`${known.length} guesses at a real and at an unknown e-mail → the same statuses, Retry-After and bodies`);
    });
  });
});
