/**
 * Each account's fair share of an instance (docs/api.md, Fair share): a gate on its
 * own on jest's fake clock, the reasons behind FAIR_SHARE, and the routes on both backends.
 */
import { Writable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { CONNECTION_TIMEOUT_MS, FAIR_SHARE, POSTGRES_POOL_SIZE, readConfig } from '../../../src/server/config';
import { MESSAGES } from '../../../src/server/i18n/messages';
import { FairShare, type FairShareLimits } from '../../../src/server/fair-share/fair-share';
import { Gate, TurnRefused, type ShareLimit } from '../../../src/server/fair-share/gate';
import { PARTS_LIST_MAX_LINES } from '../../../src/client/config/constants';
import { LOOKUP_MAX_LINES } from '../../../src/shared/api-constants';
import { addUser } from '../../reliability/support/fixtures/extra-users';
import { startTestApp, TEST_BACKENDS, type TestApp } from '../support/test-app';
import { DEMO } from '../../support/demo-users';

/** How a request's turn ended so far: 'waiting', 'in', or 'refused <ms>'. */
function watch(turn: Promise<void>): () => string {
  let state = 'waiting';
  turn.then(() => { state = 'in'; }, (error: unknown) => { state = error instanceof TurnRefused ? `refused ${Math.round(error.retryAfterMs)}` : String(error); });
  return () => state;
}

/**
 * Moves the fake clock on, then lets what it let in start: setImmediate stays real (a request let
 * in starts on the event loop's next turn, gate.ts).
 */
async function advance(ms: number): Promise<void> {
  await jest.advanceTimersByTimeAsync(ms);
  await new Promise((resolve) => setImmediate(resolve));
}

describe('a gate, on a fake clock', () => {
  beforeEach(() => jest.useFakeTimers({ doNotFake: ['setImmediate'] }));
  afterEach(() => jest.useRealTimers());
  const gate = (limit: ShareLimit, maxWaiting = 8) => new Gate(limit, Date.now, maxWaiting);

  it('lets the burst in at once, then one request per refill, in the order they came', async () => {
    const g = gate({ perSecond: 10, burst: 3, inFlight: 10 });
    const turns = Array.from({ length: 5 }, () => watch(g.enter(1, 5_000)));
    await advance(0);
    expect(turns.map((turn) => turn())).toEqual(['in', 'in', 'in', 'waiting', 'waiting']);
    await advance(100);
    expect(turns.map((turn) => turn())).toEqual(['in', 'in', 'in', 'in', 'waiting']);
    await advance(100);
    expect(turns.map((turn) => turn())).toEqual(['in', 'in', 'in', 'in', 'in']);
  });

  it('holds a request over the running cap until one running leaves', async () => {
    const g = gate({ perSecond: 1000, burst: 100, inFlight: 1 });
    const first = watch(g.enter(1, 5_000));
    const second = watch(g.enter(1, 5_000));
    await advance(1_000);
    expect([first(), second()]).toEqual(['in', 'waiting']);
    g.leave();
    await advance(0);
    expect(second()).toBe('in');
  });

  it('refuses a request whose turn has not come within its wait, saying when its cost will be there', async () => {
    const g = gate({ perSecond: 1, burst: 1, inFlight: 5 });
    const first = watch(g.enter(1, 5_000));
    const second = watch(g.enter(1, 500));
    await advance(500);
    expect([first(), second()]).toEqual(['in', 'refused 500']);
    // The refused request's place is free: the next one gets the cost as it refills.
    const third = watch(g.enter(1, 5_000));
    await advance(499);
    expect(third()).toBe('waiting');
    await advance(1);
    expect(third()).toBe('in');
  });

  it('starts a request it lets in, at once or from the queue, only on the event loop\'s next turn, after what has arrived meanwhile', async () => {
    const g = gate({ perSecond: 10, burst: 10, inFlight: 1 });
    const order: string[] = [];
    void g.enter(1, 5_000).then(() => order.push('first let in'));
    void g.enter(1, 5_000).then(() => order.push('second let in'));
    await Promise.resolve();
    order.push('read in the same turn');
    await advance(0);
    g.leave();
    await Promise.resolve();
    order.push('read after the first');
    await advance(0);
    expect(order).toEqual(['read in the same turn', 'first let in', 'read after the first', 'second let in']);
  });

  it('refuses at once when as many as it holds already wait', async () => {
    const g = gate({ perSecond: 1, burst: 1, inFlight: 1 }, 2);
    const turns = Array.from({ length: 4 }, () => watch(g.enter(1, 5_000)));
    await advance(0);
    expect(turns.map((turn) => turn())).toEqual(['in', 'waiting', 'waiting', 'refused 3000']);
  });

  it('takes back the cost of a request that did not run, and is idle once all is back', async () => {
    const g = gate({ perSecond: 1, burst: 3, inFlight: 1 });
    await g.enter(3, 0);
    expect(g.idle).toBe(false);
    g.refund(3);
    g.leave();
    expect(g.idle).toBe(true);
    const again = watch(g.enter(3, 0));
    await advance(0);
    expect(again()).toBe('in');
  });
});

/** What FairShare.run reads of a request: the signed-in user and the log. */
const requestOf = (id: number, customerId: number | null) => ({ auth: { record: { id, customerId } }, log: { info: () => undefined } }) as unknown as FastifyRequest;

describe('FAIR_SHARE', () => {
  it('holds the documented figures (docs/api.md, Fair share)', () => {
    expect(FAIR_SHARE).toEqual({
      waitLimitMs: 5_000,
      waitSpreadMs: 2_500,
      maxWaiting: 32,
      search: { user: { perSecond: 10, burst: 60, inFlight: 2 }, customer: { perSecond: 100, burst: 300, inFlight: 3 } },
      lookup: { user: { perSecond: 200, burst: 5_000, inFlight: 1 }, customer: { perSecond: 400, burst: 10_000, inFlight: 1 } },
      console: { user: { perSecond: 10, burst: 60, inFlight: 2 } },
    });
  });

  it('lets the page look up its largest list at once, and a request of a list always fits a bucket', () => {
    expect(FAIR_SHARE.lookup.user.burst).toBeGreaterThanOrEqual(PARTS_LIST_MAX_LINES);
    expect(FAIR_SHARE.lookup.customer.burst).toBeGreaterThanOrEqual(2 * FAIR_SHARE.lookup.user.burst);
    expect(FAIR_SHARE.lookup.user.burst).toBeGreaterThanOrEqual(LOOKUP_MAX_LINES);
  });

  it('is on unless FAIR_SHARE=false says otherwise, and a mistyped value stops the start', () => {
    expect(readConfig({}).fairShare).toBe(true);
    expect(readConfig({ FAIR_SHARE: 'false' }).fairShare).toBe(false);
    expect(() => readConfig({ FAIR_SHARE: 'of' })).toThrow(/FAIR_SHARE must be true or false/);
  });

  it('answers a waiting request before its connection is dropped for sending nothing', () => {
    expect(FAIR_SHARE.waitLimitMs + FAIR_SHARE.waitSpreadMs).toBeLessThan(CONNECTION_TIMEOUT_MS);
  });

  it('leaves most of the PostgreSQL pool to the other customers', () => {
    expect(FAIR_SHARE.search.customer.inFlight + FAIR_SHARE.lookup.customer.inFlight).toBeLessThanOrEqual(POSTGRES_POOL_SIZE / 2);
  });

  describe('on a fake clock', () => {
    beforeEach(() => jest.useFakeTimers({ doNotFake: ['setImmediate'] }));
    afterEach(() => jest.useRealTimers());

    it('never refuses the page looking up one largest list after another, its requests one at a time', async () => {
      const share = new FairShare(FAIR_SHARE, Date.now);
      const answered: Array<{ status: string; at: number }> = [];
      const started = Date.now();
      let finished = false;
      const page = (async () => {
        for (let request = 0; request < (3 * PARTS_LIST_MAX_LINES) / LOOKUP_MAX_LINES; request++) {
          const status = await share.run(requestOf(1, 1), 'lookup', LOOKUP_MAX_LINES, async () => 'looked up').catch((error: unknown) => String(error));
          answered.push({ status, at: Date.now() - started });
        }
        finished = true;
      })();
      // The clock moves on only while nothing can go on without it.
      const step = 10;
      while (!finished && Date.now() - started < 60_000) {
        const before = answered.length;
        for (let turn = 0; turn < 4; turn++) await advance(0);
        if (answered.length === before) await advance(step);
      }
      await page;
      expect(new Set(answered.map(({ status }) => status))).toEqual(new Set(['looked up']));
      // The first list at once; after it, each request waits for its lines at the sustained share, well within the wait limit.
      const perRequestMs = (LOOKUP_MAX_LINES / FAIR_SHARE.lookup.user.perSecond) * 1000;
      expect(perRequestMs).toBeLessThanOrEqual(FAIR_SHARE.waitLimitMs / 2);
      const firstList = PARTS_LIST_MAX_LINES / LOOKUP_MAX_LINES;
      expect(answered.slice(0, firstList).map(({ at }) => at)).toEqual(Array(firstList).fill(0));
      const waits = answered.slice(firstList).map(({ at }, i) => at - answered[firstList + i - 1].at);
      expect(Math.max(...waits)).toBeLessThanOrEqual(perRequestMs + step);
    });
  });
});

const logLines: Array<Record<string, unknown>> = [];
const logStream = new Writable({
  write(chunk, _encoding, done) {
    for (const line of String(chunk).split('\n').filter(Boolean)) logLines.push(JSON.parse(line));
    done();
  },
});

/**
 * Small shares, so a test spends them in a few requests; no wait, so a request over its share is
 * refused at once (waiting is the gate's, tested above). The clock stands still unless a test moves it.
 */
const SMALL: FairShareLimits = {
  waitLimitMs: 0,
  waitSpreadMs: 0,
  maxWaiting: 32,
  search: { user: { perSecond: 1, burst: 3, inFlight: 2 }, customer: { perSecond: 1, burst: 5, inFlight: 3 } },
  lookup: { user: { perSecond: 10, burst: 600, inFlight: 1 }, customer: { perSecond: 10, burst: 1_000, inFlight: 1 } },
  console: { user: { perSecond: 1, burst: 4, inFlight: 2 } },
};

const list = (lines: number) => ({ lines: Array.from({ length: lines }, (_, i) => ({ q: `750-${i}` })) });

describe.each(TEST_BACKENDS)('the routes on %s', (backend) => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    t = await startTestApp({ backend, articles: 100, fairShare: SMALL, logger: { level: 'info', stream: logStream } });
    await addUser(t.database.admin, { email: 'buyer@example.com', customer: 'Muster Automation GmbH', cheapHash: true });
    await addUser(t.database.admin, { email: 'colleague@distributor.example', customer: null, role: 'staff', cheapHash: true });
    for (const email of [DEMO.muster.email, 'buyer@example.com', DEMO.nord.email, DEMO.noCustomer.email, DEMO.staff.email, 'colleague@distributor.example']) {
      tokens[email] = await t.signIn(email);
    }
  });
  afterAll(async () => { await t.close(); });
  beforeEach(() => { t.clock.now += 3_600_000; });

  const search = (email: string, headers: Record<string, string> = {}) => t.get('/api/search?q=750', tokens[email], headers);
  const lookup = (email: string, lines: number) => t.app.inject({ method: 'POST', url: '/api/lookup', headers: { authorization: `Bearer ${tokens[email]}` }, payload: list(lines) });

  it('answers a user over its searches 429 with Retry-After in the caller\'s language; others are unaffected; after Retry-After it searches again', async () => {
    for (let i = 0; i < SMALL.search.user.burst; i++) expect((await search(DEMO.muster.email)).statusCode).toBe(200);
    const refused = await search(DEMO.muster.email, { 'x-selected-language': 'DE' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: 'too_many_requests', message: MESSAGES.too_many_requests.DE });
    expect(refused.headers['retry-after']).toBe('1');
    expect(logLines.filter((line) => line.event === 'over-share').at(-1)).toMatchObject({ kind: 'search', scope: 'user', cost: 1, retryAfter: 1 });

    expect((await search(DEMO.nord.email)).statusCode).toBe(200);
    expect((await search(DEMO.noCustomer.email)).statusCode).toBe(200);
    expect((await search('buyer@example.com')).statusCode).toBe(200);

    t.clock.now += 999;
    expect((await search(DEMO.muster.email)).statusCode).toBe(429);
    t.clock.now += 1;
    expect((await search(DEMO.muster.email)).statusCode).toBe(200);
  });

  it('counts the brand list, the brand data and replacements as searches', async () => {
    const token = tokens[DEMO.nord.email];
    expect((await t.app.inject({ method: 'POST', url: '/api/brands', headers: { authorization: `Bearer ${token}` } })).statusCode).toBe(200);
    expect((await t.get('/api/brand-data', token)).statusCode).toBe(200);
    expect((await t.get('/api/replacements?q=3rh11221bb40&mode=replacement', token)).statusCode).toBe(200);
    for (const refused of [
      await t.app.inject({ method: 'POST', url: '/api/brands', headers: { authorization: `Bearer ${token}` } }),
      await t.get('/api/brand-data', token),
      await t.get('/api/replacements?q=3rh11221bb40&mode=replacement', token),
      await search(DEMO.nord.email),
    ]) {
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ error: 'too_many_requests' });
    }
  });

  it('shares a customer\'s share between its users', async () => {
    for (let i = 0; i < 3; i++) expect((await search(DEMO.muster.email)).statusCode).toBe(200);
    for (let i = 0; i < 2; i++) expect((await search('buyer@example.com')).statusCode).toBe(200);
    // The buyer has a search of its own left, the customer none.
    const refused = await search('buyer@example.com');
    expect(refused.statusCode).toBe(429);
    expect(logLines.filter((line) => line.event === 'over-share').at(-1)).toMatchObject({ kind: 'search', scope: 'customer' });
    expect((await search(DEMO.nord.email)).statusCode).toBe(200);
  });

  it('charges a parts list by its lines, apart from searches', async () => {
    expect((await lookup(DEMO.muster.email, 500)).statusCode).toBe(200);
    const refused = await lookup(DEMO.muster.email, 200);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ error: 'too_many_requests' });
    // 100 lines are left; 200 need 100 more, at 10 a second.
    expect(refused.headers['retry-after']).toBe('10');
    expect((await lookup(DEMO.muster.email, 100)).statusCode).toBe(200);
    expect((await search(DEMO.muster.email)).statusCode).toBe(200);
    expect((await lookup(DEMO.nord.email, 500)).statusCode).toBe(200);
  });

  it('holds each staff member to the console\'s share, apart from colleagues and the customers\' searches', async () => {
    const staff = tokens[DEMO.staff.email];
    const audit = (token: string) => t.get('/api/admin/audit', token);
    for (let i = 0; i < SMALL.console.user.burst; i++) expect((await audit(staff)).statusCode).toBe(200);
    const refused = await audit(staff);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ error: 'too_many_requests' });
    expect(refused.headers['retry-after']).toBe('1');
    expect(logLines.filter((line) => line.event === 'over-share').at(-1)).toMatchObject({ kind: 'console', scope: 'user', cost: 1 });
    // Every staff route counts, reads and writes alike.
    expect((await t.get('/api/admin/flags', staff)).statusCode).toBe(429);
    const create = await t.app.inject({ method: 'POST', url: '/api/admin/customers', headers: { authorization: `Bearer ${staff}` }, payload: { name: 'Over Share GmbH' } });
    expect(create.statusCode).toBe(429);
    // A colleague and the customers are not held up by it.
    expect((await audit(tokens['colleague@distributor.example'])).statusCode).toBe(200);
    expect((await search(DEMO.nord.email)).statusCode).toBe(200);
    t.clock.now += 1_000;
    expect((await audit(staff)).statusCode).toBe(200);
  });
});

describe.each(TEST_BACKENDS)('FAIR_SHARE on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => { t = await startTestApp({ backend, articles: 100 }); });
  afterAll(async () => { await t.close(); });

  it('answers the page\'s largest list, sent as it sends it, in full (the clock standing still: from the burst alone)', async () => {
    const token = await t.signIn(DEMO.muster.email);
    const statuses = new Set<number>();
    for (let request = 0; request < PARTS_LIST_MAX_LINES / LOOKUP_MAX_LINES; request++) {
      statuses.add((await t.app.inject({ method: 'POST', url: '/api/lookup', headers: { authorization: `Bearer ${token}` }, payload: list(LOOKUP_MAX_LINES) })).statusCode);
    }
    expect([...statuses]).toEqual([200]);
  });
});
