/**
 * POST /api/vitals, which anyone may call: a beacon is logged under `vital`, never spread into the
 * line, so no body can write a line that reads as another (a sign-in audit line, an error); and
 * each address may send VITALS_RATE_LIMIT.maxPerAddress beacons a window, then gets 429 with
 * Retry-After.
 */
import { Writable } from 'node:stream';
import { buildApp, type App } from '../../src/server/app';
import { VITALS_RATE_LIMIT } from '../../src/server/config';
import { addressLimiter } from '../../src/server/rate-limit';
import type { Store } from '../../src/server/store/store';
import { TEST_FLAGS } from './support/test-app';

const lines: Array<Record<string, unknown>> = [];
const logStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
    done();
  },
});

const clock = { now: 1_700_000_000_000 };
let built: App;
beforeAll(async () => {
  // The route needs no database.
  built = await buildApp({ store: {} as Store, flags: TEST_FLAGS, logger: { level: 'info', stream: logStream }, now: () => clock.now });
  await built.app.ready();
});
afterAll(() => built.app.close());

const beacon = (payload: unknown, remoteAddress = '10.0.0.1', headers: Record<string, string> = {}) =>
  built.app.inject({ method: 'POST', url: '/api/vitals', payload: payload as object, remoteAddress, headers });
const vitalLines = () => lines.filter((line) => line.msg === 'web-vital');

describe('what a beacon writes to the log', () => {
  beforeEach(() => { lines.length = 0; });

  it('is one line with the measurement under `vital`, its path cut to the page', async () => {
    const response = await beacon({ name: 'LCP', value: 812.5, rating: 'good', path: '/product/6ES7214-1AG40-0XB0/filter/Siemens' }, '10.0.0.2', { 'x-request-id': 'beacon-1' });
    expect(response.statusCode).toBe(204);
    expect(vitalLines()).toEqual([expect.objectContaining({
      level: 30, event: 'web-vital', requestId: 'beacon-1', vital: { name: 'LCP', value: 812.5, rating: 'good', page: '/product' },
    })]);
    expect(JSON.stringify(lines)).not.toContain('6ES7214');
  });

  it('refuses a body with fields of a log line, and writes none of them', async () => {
    const forged = {
      name: 'LCP', value: 1, event: 'sign-in', email: 'ceo@victim.example', outcome: 'success', level: 60, requestId: 'forged-id', msg: 'signed in',
    };
    const response = await beacon(forged, '10.0.0.3');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'invalid_request' });
    expect(vitalLines()).toEqual([]);
    const text = JSON.stringify(lines);
    for (const forgedValue of ['ceo@victim.example', 'forged-id', 'sign-in']) expect(text).not.toContain(forgedValue);
    expect(lines.every((line) => line.level !== 60)).toBe(true);
  });
});

describe('the rate limit per address', () => {
  const valid = { name: 'CLS', value: 0.02, rating: 'good', path: '/' };

  it(`takes ${VITALS_RATE_LIMIT.maxPerAddress} beacons a window from one address, then answers 429 with Retry-After until the window ends`, async () => {
    const address = '10.1.0.1';
    for (let i = 0; i < VITALS_RATE_LIMIT.maxPerAddress; i++) expect((await beacon(valid, address)).statusCode).toBe(204);
    const refused = await beacon(valid, address, { 'x-selected-language': 'DE' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: 'too_many_requests', message: 'Zu viele Anfragen auf einmal. Bitte warten Sie einen Moment und versuchen Sie es erneut.' });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(VITALS_RATE_LIMIT.windowMs / 1000);
    // Another address is counted on its own.
    expect((await beacon(valid, '10.1.0.2')).statusCode).toBe(204);
    clock.now += retryAfter * 1000;
    expect((await beacon(valid, address)).statusCode).toBe(204);
  });

  it('counts a refused body too: the count comes before the body is read', async () => {
    const address = '10.2.0.1';
    for (let i = 0; i < VITALS_RATE_LIMIT.maxPerAddress; i++) expect((await beacon({ bogus: true }, address)).statusCode).toBe(400);
    expect((await beacon(valid, address)).statusCode).toBe(429);
  });

  it('is generous for real pages: a page load sends three beacons, and 40 page loads a minute from one address pass', () => {
    expect(VITALS_RATE_LIMIT.maxPerAddress / (VITALS_RATE_LIMIT.windowMs / 60_000)).toBeGreaterThanOrEqual(3 * 40);
  });
});

describe('addressLimiter', () => {
  it('counts at most maxAddresses addresses a window, refusing a new one until the next window', () => {
    const now = { at: 0 };
    const limiter = addressLimiter({ windowMs: 10_000, maxPerAddress: 5, maxAddresses: 2 }, () => now.at);
    limiter.take('a');
    limiter.take('b');
    limiter.take('a');
    expect(() => limiter.take('c')).toThrow(expect.objectContaining({ statusCode: 429, headers: { 'retry-after': '10' } }));
    now.at = 9_001;
    expect(() => limiter.take('c')).toThrow(expect.objectContaining({ headers: { 'retry-after': '1' } }));
    now.at = 10_000;
    expect(() => limiter.take('c')).not.toThrow();
  });
});
