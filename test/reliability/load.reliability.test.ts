/**
 * Load: mixed sign-ins, brand-data loads, searches and parts-list lookups at 64 connections for RELIABILITY_LOAD_SECONDS (300,
 * or 20 when CI=true) against the built server in its own process, on each backend (on
 * PostgreSQL, 64 connections share the pool's 10). Sign-ins are deliberately
 * slow (scrypt, 32 MiB and ~100 ms each, off the event loop); searches run on the event loop.
 * A few connections sign in without pause, more hashing than the server allows at once.
 * Two connections look up 500-line parts lists without pause, each a few milliseconds of work
 * on the event loop. Holds: no 5xx and no dropped connection, searches do not queue behind hashing, and the
 * server's resident memory after the run equals the memory before it within a margin (both
 * taken after the same warm-up mix, so caches and allocator arenas are at their working size).
 * /api/metrics is scraped every second through the run, as Prometheus would: every scrape is
 * answered, and its counts agree with what the clients saw. Then the staff console beside the
 * customers: neither starves the other.
 */
import type http from 'node:http';
import { summarise } from '../../bench/lib/stats';
import { HASHING_CONCURRENCY } from '../../src/server/auth/hashing-slots';
import { OutcomeTally, startClients, type ClientRequest } from './support/clients/concurrent-clients';
import { brandDataSpec, keepAliveAgent, lookupSpec, searchSpec, send, signInSpec, signInToken } from './support/clients/http-client';
import { LOOKUP_MAX_LINES } from '../../src/shared/api-constants';
import { scrapeMetrics } from './support/clients/metrics-scraper';
import { partsList } from './support/fixtures/parts-lists';
import { residentMebibytes, sampleResidentMemory } from './support/processes/process-memory';
import { suiteReport } from './support/report';
import { suiteServer } from './support/processes/server-on-backend';
import { TEST_BACKENDS } from '../server/support/test-app';
import { sample, samples } from '../support/prometheus-text';
import { DEMO } from '../support/demo-users';

const CONNECTIONS = 64;
/**
 * Connections that sign in without pause: one more than the server hashes at once, so hashing
 * runs at its limit throughout, yet no sign-in waits anywhere near HASHING_WAIT_LIMIT_MS (past
 * which it would be refused with 503 by design) even on a busy machine. Same machine, same limit.
 */
const SIGN_IN_CONNECTIONS = HASHING_CONCURRENCY + 1;
/** Connections that load the brand data as a page does on each sign-in or load: every other time revalidating (a 304). */
const BRAND_DATA_CONNECTIONS = 2;
const DURATION_SECONDS = Number(process.env.RELIABILITY_LOAD_SECONDS ?? (process.env.CI === 'true' ? 20 : 300));
/** Long enough for the heap, SQLite's page cache and the sessions table to reach working size. */
const WARM_UP_SECONDS = 10;
/**
 * Idle time after the warm-up and after the run, for the last requests' timers and buffers to
 * go; shorter than the server's keep-alive timeout, so the same connections stay open throughout.
 */
const SETTLE_MS = 2_000;
/**
 * Allowed rise of the resident-memory floor (see process-memory.ts) from the warm-up's second
 * half to the run's last fifth. Without a leak it may still rise: V8 keeps the heap pages it grew
 * into under a high allocation rate (tens of MiB) while the live heap stays near 16 MiB; trial
 * runs moved by -19 to +33 MiB. A leak of 4 KiB per request exceeds
 * the margin within the CI run's ~8,000 requests, one of 0.5 KiB within the 5-minute run.
 */
const MEMORY_MARGIN_MIB = 48;

/** Connections posting parts lists, after the signing-in ones. */
const LOOKUP_CONNECTIONS = 2;

const ACCOUNTS = [DEMO.muster.email, DEMO.nord.email, DEMO.noCustomer.email];

/**
 * The staff console under the customers' load and the other way round: connections searching as
 * customers, alone and then beside connections reading the console's audit view and flags as fast
 * as they go (each a few indexed reads), for STAFF_MIX_SECONDS each (half the run, at most 20 s).
 */
const STAFF_MIX_SECONDS = Math.min(DURATION_SECONDS / 2, 20);
const CUSTOMER_CONNECTIONS = 16;
/** Two of the back office reading without pause (with four, SQLite's one thread gave them about two thirds of its time: docs/reliability.md). */
const STAFF_CONNECTIONS = 2;
const STAFF_CALLS = [
  '/api/admin/audit', '/api/admin/audit?event=sign-in', `/api/admin/audit?user=${encodeURIComponent(DEMO.muster.email)}`,
  '/api/admin/audit?customer=muster', '/api/admin/audit?limit=200', '/api/admin/flags',
];
/** The console's reads answer within this at the 99th percentile beside the customers' searches. */
const STAFF_ANSWER_MS = 1_000;
/** How much slower customers' searches may get beside the console: three times, or 20 ms, whichever is more. */
const STAFF_SLOWDOWN = { factor: 3, ms: 20 };
/** Prefix searches from one character (wide ranges, the facet table) to whole numbers, plus filters. */
const SEARCHES: Record<string, string>[] = [
  ...['1', '6', 'e', '3r', '750', '6es7', '6es72141ag400xb0', 'sic1040764', 'zzzz999', 'e2ex5'].map((q) => ({ q })),
  { q: '6ES7214-1AG40-0XB0', exact: 'true' },
  { q: '750', onstock: 'true' },
  { q: '6', brands: '["Siemens"]' },
  { q: '1', brands: '["Wago","Pilz"]', onstock: 'true' },
];

describe.each(TEST_BACKENDS)('on %s', (backend) => {
  const report = suiteReport('load', backend);
  // The instance's own capacity: one token drives every search connection, far over a user's share (fair-share.reliability.test.ts holds the shares).
  const suite = suiteServer(backend, 30_000, { FAIR_SHARE: 'false' });
  afterAll(() => report.flush());

  interface Run {
    tally: OutcomeTally;
    /** The longest time during the run in which no search finished. */
    longestSearchGapMs: number;
  }

  /** The same connections serve the warm-up and the run, so the run does not measure connecting. */
  async function runMix(seconds: number, token: string, brandDataTag: string, agent: http.Agent): Promise<Run> {
    const tally = new OutcomeTally();
    let lastSearchDone = Date.now();
    let longestSearchGapMs = 0;
    const next = (client: number, sequence: number): ClientRequest => {
      if (client < SIGN_IN_CONNECTIONS) return { kind: 'sign-in', spec: signInSpec(ACCOUNTS[(client + sequence) % ACCOUNTS.length], DEMO.password) };
      if (client < SIGN_IN_CONNECTIONS + LOOKUP_CONNECTIONS) return { kind: 'lookup', spec: lookupSpec(token, partsList(sequence)) };
      if (client < SIGN_IN_CONNECTIONS + LOOKUP_CONNECTIONS + BRAND_DATA_CONNECTIONS) return { kind: 'brand-data', spec: brandDataSpec(token, sequence % 2 === 1 ? brandDataTag : null) };
      return { kind: 'search', spec: searchSpec(token, SEARCHES[(client * 7 + sequence) % SEARCHES.length]) };
    };
    const ends = Date.now() + seconds * 1000;
    const clients = startClients({
      baseUrl: suite.server.url, clients: CONNECTIONS, agent, next,
      onOutcome: (request, outcome) => {
        tally.add(request.kind, outcome);
        const now = Date.now();
        if (request.kind === 'search' && now <= ends) {
          longestSearchGapMs = Math.max(longestSearchGapMs, now - lastSearchDone);
          lastSearchDone = now;
        }
      },
    });
    await new Promise((resolve) => setTimeout(resolve, ends - Date.now()));
    await clients.stop();
    return { tally, longestSearchGapMs };
  }

  const settle = () => new Promise((resolve) => setTimeout(resolve, SETTLE_MS));

  it(`serves ${DURATION_SECONDS} s of mixed sign-ins, brand-data loads, searches and parts lists at ${CONNECTIONS} connections without a 5xx, a stall or a leak`, async () => {
    const pid = suite.server.process.pid as number;
    const token = await signInToken(suite.server.url);
    const brandDataTag = String((await send(suite.server.url, brandDataSpec(token, null))).headers.etag);
    report.line(`server: built dist/server/main.js on ${backend}, a 30,000-article demo catalogue; ${CONNECTIONS} keep-alive connections, ${SIGN_IN_CONNECTIONS} of them signing in (correct passwords, 3 accounts), ${LOOKUP_CONNECTIONS} posting ${LOOKUP_MAX_LINES}-line parts lists, ${BRAND_DATA_CONNECTIONS} loading the brand data (half of them revalidations), the rest searching (${SEARCHES.length} queries, prefixes of 1–16 characters, filters)`);

    const agent = keepAliveAgent(CONNECTIONS);
    const memory = sampleResidentMemory(pid);
    const warmUpHalfway = Date.now() + (WARM_UP_SECONDS * 1000) / 2;
    await runMix(WARM_UP_SECONDS, token, brandDataTag, agent);
    await settle();
    const before = memory.floorSince(warmUpHalfway);

    const scraper = scrapeMetrics(suite.server.url);
    const { tally, longestSearchGapMs } = await runMix(DURATION_SECONDS, token, brandDataTag, agent);
    const lastFifth = Date.now() - (DURATION_SECONDS * 1000) / 5;
    const scrapes = await scraper.stop();
    await settle();
    const metrics = (await send(suite.server.url, { path: '/api/metrics' })).body;
    const after = memory.floorSince(lastFifth);
    const afterIdle = residentMebibytes(pid);
    memory.stop();
    agent.destroy();

    const searches = summarise(tally.latencies.get('search') ?? []);
    const signIns = summarise(tally.latencies.get('sign-in') ?? []);
    const lookups = summarise(tally.latencies.get('lookup') ?? []);
    report.line(`${DURATION_SECONDS} s run (after a ${WARM_UP_SECONDS} s warm-up of the same mix): ${tally.count()} requests, ${Math.round(tally.count() / DURATION_SECONDS)}/s`);
    report.line(`searches: ${tally.describe('search')}; p50 ${searches.p50} ms, p99 ${searches.p99} ms, max ${searches.max} ms`);
    const brandData = summarise(tally.latencies.get('brand-data') ?? []);
    report.line(`brand data: ${tally.describe('brand-data')}; p50 ${brandData.p50} ms, p99 ${brandData.p99} ms, max ${brandData.max} ms`);
    report.line(`sign-ins: ${tally.describe('sign-in')}; p50 ${signIns.p50} ms, p99 ${signIns.p99} ms, max ${signIns.max} ms`);
    report.line(`parts lists (${LOOKUP_MAX_LINES} lines): ${tally.describe('lookup')}; p50 ${lookups.p50} ms, p99 ${lookups.p99} ms, max ${lookups.max} ms`);
    report.line(`longest time without a finished search: ${Math.round(longestSearchGapMs)} ms`);
    report.line(`server resident memory, floor of readings every 250 ms: ${before} MiB over the warm-up's second half, ${after} MiB over the run's last fifth (margin ${MEMORY_MARGIN_MIB} MiB); ${afterIdle} MiB read once after ${SETTLE_MS / 1000} s idle`);
    const scrapeTimes = summarise(scrapes.ms);
    const searchCounts = samples(metrics, 'pricetool_search_duration_seconds_count');
    const searchSums = samples(metrics, 'pricetool_search_duration_seconds_sum');
    const meanMs = (labels: string) => Math.round((searchSums[labels] / searchCounts[labels]) * 1e5) / 100;
    report.line(`/api/metrics scraped every second during the run: ${scrapes.statuses.length} scrapes, ${scrapes.statuses.filter((status) => status === 200).length} answered 200; p50 ${scrapeTimes.p50} ms, p99 ${scrapeTimes.p99} ms, max ${scrapeTimes.max} ms`);
    report.line(`metrics after the run (warm-up included): searches by kind ${Object.entries(searchCounts).map(([labels, count]) => `${labels} ${count} (mean ${meanMs(labels)} ms)`).join(', ')}`);
    report.line(`metrics after the run: sign-ins ${JSON.stringify(samples(metrics, 'pricetool_sign_ins_total'))}; GET /api/search 200: ${sample(metrics, 'pricetool_http_request_duration_seconds_count{method="GET",route="/api/search",status="200"}')}; pool ${JSON.stringify(samples(metrics, 'pricetool_db_pool_connections'))}`);
    report.figure('load.metrics.scrapes', scrapes.statuses.length);
    report.figure('load.metrics.scrape_p99_ms', scrapeTimes.p99);
    report.figure('load.seconds', DURATION_SECONDS);
    report.figure('load.requests', tally.count());
    report.figure('load.5xx_and_dropped', Object.values(tally.failures()).reduce((a, b) => a + b, 0));
    report.figure('load.search.p99_ms', searches.p99);
    report.figure('load.signin.p99_ms', signIns.p99);
    report.figure('load.lookup.p99_ms', lookups.p99);
    report.figure('load.rss_floor_growth_mib', after - before);

    const { 'brand-data 304': revalidated, ...unexpected } = tally.otherThan(200);
    expect(unexpected).toEqual({});
    expect(revalidated).toBeGreaterThan(0);
    expect(scrapes.statuses.length).toBeGreaterThanOrEqual(DURATION_SECONDS / 2);
    expect(scrapes.statuses.filter((status) => status !== 200)).toEqual([]);
    const searchesCounted = Object.values(searchCounts).reduce((a, b) => a + b, 0);
    expect(searchesCounted).toBeGreaterThanOrEqual(tally.count('search'));
    expect(sample(metrics, 'pricetool_sign_ins_total{outcome="success"}')).toBeGreaterThanOrEqual(tally.count('sign-in'));
    expect(tally.count('sign-in')).toBeGreaterThan(SIGN_IN_CONNECTIONS);
    expect(tally.count('lookup')).toBeGreaterThan(LOOKUP_CONNECTIONS);
    // Hashing is kept off at least one core: searches must not queue behind it. Were they starved,
    // nearly every search would wait about as long as a sign-in.
    expect(searches.p99).toBeLessThan(signIns.p50);
    expect(after - before).toBeLessThanOrEqual(MEMORY_MARGIN_MIB);
  }, (WARM_UP_SECONDS + DURATION_SECONDS) * 1000 + 60_000);

  it(`keeps customers' searches and the staff console answering beside each other for ${STAFF_MIX_SECONDS} s each`, async () => {
    const token = await signInToken(suite.server.url);
    const staff = await signInToken(suite.server.url, DEMO.staff.email);
    const agent = keepAliveAgent(CUSTOMER_CONNECTIONS + STAFF_CONNECTIONS);
    const run = async (staffConnections: number) => {
      const tally = new OutcomeTally();
      const clients = startClients({
        baseUrl: suite.server.url, clients: CUSTOMER_CONNECTIONS + staffConnections, agent,
        next: (client, sequence): ClientRequest => (client < staffConnections
          ? { kind: 'staff', spec: { path: STAFF_CALLS[(client + sequence) % STAFF_CALLS.length], headers: { authorization: `Bearer ${staff}` } } }
          : { kind: 'search', spec: searchSpec(token, SEARCHES[(client * 7 + sequence) % SEARCHES.length]) }),
        onOutcome: (request, outcome) => tally.add(request.kind, outcome),
      });
      await new Promise((resolve) => setTimeout(resolve, STAFF_MIX_SECONDS * 1000));
      await clients.stop();
      return tally;
    };
    const alone = await run(0);
    const beside = await run(STAFF_CONNECTIONS);
    agent.destroy();

    const searchesAlone = summarise(alone.latencies.get('search') ?? []);
    const searchesBeside = summarise(beside.latencies.get('search') ?? []);
    const staffCalls = summarise(beside.latencies.get('staff') ?? []);
    report.line(`staff console beside customers: ${CUSTOMER_CONNECTIONS} connections searching, alone and then beside ${STAFF_CONNECTIONS} reading ${STAFF_CALLS.join(', ')}, ${STAFF_MIX_SECONDS} s each`);
    report.line(`searches alone: ${alone.describe('search')}; p50 ${searchesAlone.p50} ms, p99 ${searchesAlone.p99} ms`);
    report.line(`searches beside the console: ${beside.describe('search')}; p50 ${searchesBeside.p50} ms, p99 ${searchesBeside.p99} ms`);
    report.line(`console calls beside the searches: ${beside.describe('staff')}; p50 ${staffCalls.p50} ms, p99 ${staffCalls.p99} ms, max ${staffCalls.max} ms`);
    report.figure('load.staff.p99_ms', staffCalls.p99);
    report.figure('load.search_beside_staff.p99_ms', searchesBeside.p99);

    expect(alone.otherThan(200)).toEqual({});
    expect(beside.otherThan(200)).toEqual({});
    // Neither side starves the other: the console is answered throughout, and searches stay within the allowed slowdown.
    expect(beside.count('staff')).toBeGreaterThan(STAFF_CONNECTIONS * STAFF_MIX_SECONDS);
    expect(beside.count('search')).toBeGreaterThan(alone.count('search') / STAFF_SLOWDOWN.factor);
    expect(searchesBeside.p99).toBeLessThanOrEqual(Math.max(searchesAlone.p99 * STAFF_SLOWDOWN.factor, searchesAlone.p99 + STAFF_SLOWDOWN.ms));
    expect(staffCalls.p99).toBeLessThan(STAFF_ANSWER_MS);
  }, 2 * STAFF_MIX_SECONDS * 1000 + 30_000);
});
