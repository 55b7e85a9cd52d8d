/**
 * Fair share (docs/api.md, Fair share): one customer floods the server with 500-line
 * parts lists on 16 connections, asking again at once whatever it is answered (Retry-After
 * ignored), while another customer's staff search at a steady pace within their own share. On each
 * backend, in rounds of quiet and flood in the same run: the other customer's search p99 beside the
 * flooder stays within twice its quiet p99; its searches are never refused; the flooder gets its
 * share (its burst, then its lines per second) and 429 with Retry-After for the rest; and a buyer
 * of a third customer gets the page's largest list looked up in full while the flood goes on.
 * Then the same with a staff token flooding the console's reads: the searches hold as well, and
 * the token gets no more than its console share.
 */
import { summarise } from '../../bench/lib/stats';
import { PARTS_LIST_MAX_LINES } from '../../src/client/config/constants';
import { FAIR_SHARE } from '../../src/server/config';
import { connectDatabase } from '../../src/server/store/connect-database';
import { LOOKUP_MAX_LINES } from '../../src/shared/api-constants';
import { TEST_BACKENDS } from '../server/support/test-app';
import { OutcomeTally, startClients, startPacedClients } from './support/clients/concurrent-clients';
import { errorBodyProblem } from './support/documented-error';
import { addCustomer, addUser } from './support/fixtures/extra-users';
import { keepAliveAgent, lookupSpec, searchSpec, send, signInToken, type Outcome } from './support/clients/http-client';
import { partsList } from './support/fixtures/parts-lists';
import { suiteReport } from './support/report';
import { suiteServer } from './support/processes/server-on-backend';
import { within } from './support/timing';
import { DEMO } from '../support/demo-users';

const FLOOD_CONNECTIONS = 16;
/** The other customer's staff: each searches every SEARCH_INTERVAL_MS, under a user's share (10 a second), together under the customer's (100). */
const SEARCHERS = 10;
const SEARCH_INTERVAL_MS = 125;
const WARM_UP_SECONDS = 2;
/**
 * CI runs every phase at a little over half its length (the assertions scale with it), which keeps
 * hundreds of searches per phase and the run within its time; a run on a desk takes the full length.
 */
const IN_CI = process.env.CI === 'true';
/** Quiet before the flood and after it, so a change in the machine's other work weighs on both sides alike. */
const QUIET_SECONDS = IN_CI ? 6 : 10;
/** The flood after the flooder's burst: what a customer that floods without end leaves the others. */
const FLOOD_SECONDS = IN_CI ? 12 : 20;
const SEARCHES: Record<string, string>[] = [
  ...['1', '6', 'e', '3r', '750', '6es7', '6es72141ag400xb0', 'sic1040764', 'zzzz999', 'e2ex5'].map((q) => ({ q })),
  { q: '750', onstock: 'true' },
  { q: '6', brands: '["Siemens"]' },
];
/** A staff token's flood: the console's reads, each a few indexed reads, without pause. */
const CONSOLE_FLOOD_SECONDS = IN_CI ? 6 : 10;
const CONSOLE_CALLS = ['/api/admin/audit', '/api/admin/audit?event=sign-in', '/api/admin/users', '/api/admin/customers?q=a', '/api/admin/flags'];
const OTHER_CUSTOMER = 'Nordtech Industrie AG';
const THIRD_CUSTOMER = 'Drittkunde Fair Share GmbH';

type Phase = 'warm-up' | 'quiet' | 'burst' | 'flood' | 'upload' | 'stopping';

const pause = (seconds: number) => new Promise((resolve) => setTimeout(resolve, seconds * 1000));

describe.each(TEST_BACKENDS)('on %s', (backend) => {
  const report = suiteReport('fair-share', backend);
  const suite = suiteServer(backend, 30_000);
  afterAll(() => report.flush());

  const searcherEmails = Array.from({ length: SEARCHERS }, (_, i) => `searcher${i + 1}@example.com`);
  let searcherTokens: string[] = [];
  beforeAll(async () => {
    const database = await connectDatabase(backend === 'sqlite' ? { kind: 'sqlite', file: suite.server.database } : { kind: 'postgres', url: suite.server.database });
    try {
      await addCustomer(database.admin, THIRD_CUSTOMER, {});
      for (const email of searcherEmails) await addUser(database.admin, { email, customer: OTHER_CUSTOMER, cheapHash: true });
      await addUser(database.admin, { email: 'buyer@example.com', customer: THIRD_CUSTOMER, cheapHash: true });
    } finally {
      await database.close();
    }
    searcherTokens = await Promise.all(searcherEmails.map((email) => signInToken(suite.server.url, email)));
  }, 60_000);

  /** The other customer's staff, searching at their steady pace; each outcome is counted under the phase it was sent in. */
  function startSearchers(phaseNow: () => Phase) {
    const searches = new OutcomeTally();
    const searchers = startPacedClients({
      baseUrl: suite.server.url, clients: SEARCHERS, intervalMs: SEARCH_INTERVAL_MS,
      next: (client, sequence) => ({ kind: phaseNow(), spec: searchSpec(searcherTokens[client], SEARCHES[(client * 7 + sequence) % SEARCHES.length]) }),
      onOutcome: (request, outcome) => searches.add(request.kind, outcome),
    });
    return { searches, stop: () => searchers.stop() };
  }

  it(`keeps another customer's search p99 within 2× of quiet while one customer floods ${FLOOD_CONNECTIONS} connections with ${LOOKUP_MAX_LINES}-line lists`, async () => {
    const { url } = suite.server;
    const flooderToken = await signInToken(url, DEMO.muster.email);
    const buyerToken = await signInToken(url, 'buyer@example.com');
    report.line(`server: built dist/server/main.js on ${backend}, a 30,000-article demo catalogue, FAIR_SHARE as configured; the flooder: ${DEMO.muster.email} (Muster) on ${FLOOD_CONNECTIONS} connections, each posting a ${LOOKUP_MAX_LINES}-line list as soon as its last is answered, Retry-After ignored; the others: ${SEARCHERS} users of ${OTHER_CUSTOMER}, each searching every ${SEARCH_INTERVAL_MS} ms (${SEARCHES.length} queries)`);

    let phase: Phase = 'warm-up';
    const { searches, stop: stopSearchers } = startSearchers(() => phase);

    const flood = new OutcomeTally();
    const refusals: Outcome[] = [];
    const share = FAIR_SHARE.lookup.user;
    const burstLists = share.burst / LOOKUP_MAX_LINES;
    let burstSpent: () => void = () => undefined;
    const burstIsSpent = new Promise<void>((resolve) => { burstSpent = resolve; });
    let acceptedInFlood = 0;
    const acceptedMs: number[] = [];
    const floodAgent = keepAliveAgent(FLOOD_CONNECTIONS);

    await pause(WARM_UP_SECONDS);
    phase = 'quiet';
    await pause(QUIET_SECONDS);
    phase = 'burst';
    const floodStarted = Date.now();
    const flooder = startClients({
      baseUrl: url, clients: FLOOD_CONNECTIONS, agent: floodAgent,
      next: (client, sequence) => ({ kind: 'lookup', spec: lookupSpec(flooderToken, partsList(sequence * FLOOD_CONNECTIONS + client)) }),
      onOutcome: (_request, outcome) => {
        flood.add('lookup', outcome);
        if (outcome.status === 429) refusals.push(outcome);
        if (outcome.status === 200) acceptedMs.push(outcome.ms);
        if (outcome.status === 200 && phase === 'flood') acceptedInFlood += 1;
        if (flood.count('lookup') - refusals.length >= burstLists) burstSpent();
      },
    });
    await within(30_000, `the flooder's first ${burstLists} lists`, burstIsSpent);
    const burstMs = Date.now() - floodStarted;
    phase = 'flood';
    await pause(FLOOD_SECONDS);

    // The page's largest list, sent as the page sends it (one request after another), beside the flooder.
    phase = 'upload';
    const upload: Outcome[] = [];
    const uploadStarted = Date.now();
    for (let sequence = 0; sequence < PARTS_LIST_MAX_LINES / LOOKUP_MAX_LINES; sequence++) {
      upload.push(await send(url, lookupSpec(buyerToken, partsList(sequence))));
    }
    const uploadMs = Date.now() - uploadStarted;
    phase = 'stopping';
    await flooder.stop();
    const floodEnded = Date.now();
    phase = 'quiet';
    await pause(QUIET_SECONDS);
    await stopSearchers();
    floodAgent.destroy();

    const quiet = summarise(searches.latencies.get('quiet') ?? []);
    const burst = summarise(searches.latencies.get('burst') ?? []);
    const beside = summarise(searches.latencies.get('flood') ?? []);
    const wholeFlood = summarise([...(searches.latencies.get('burst') ?? []), ...(searches.latencies.get('flood') ?? [])]);
    const accepted = flood.count('lookup') - refusals.length;
    const acceptedLines = accepted * LOOKUP_MAX_LINES;
    const shareLines = share.burst + share.perSecond * ((floodEnded - floodStarted) / 1000);
    const retryAfters = refusals.map((outcome) => Number(outcome.headers['retry-after']));
    const held = summarise(refusals.map((outcome) => outcome.ms));
    const lookups = summarise(acceptedMs);
    report.line(`${QUIET_SECONDS} s quiet, the flood (its burst, then ${FLOOD_SECONDS} s, then a buyer's list beside it), ${QUIET_SECONDS} s quiet again`);
    report.line(`other customer's searches, quiet (before and after): ${searches.describe('quiet')}; p50 ${quiet.p50} ms, p99 ${quiet.p99} ms, max ${quiet.max} ms`);
    report.line(`other customer's searches during the flooder's burst (its first ${burstLists} lists, ${burstMs} ms): ${searches.describe('burst')}; p50 ${burst.p50} ms, p99 ${burst.p99} ms, max ${burst.max} ms`);
    report.line(`other customer's searches beside the flooder, after its burst: ${searches.describe('flood')}; p50 ${beside.p50} ms, p99 ${beside.p99} ms, max ${beside.max} ms (burst included: p99 ${wholeFlood.p99} ms)`);
    report.line(`flooder: ${flood.describe('lookup')} on ${FLOOD_CONNECTIONS} connections in ${Math.round((floodEnded - floodStarted) / 1000)} s, ${acceptedInFlood} of them after its burst; ${acceptedLines} lines looked up, its share ${Math.round(shareLines)} (burst ${share.burst} + ${share.perSecond}/s); each list answered in p50 ${lookups.p50} ms; Retry-After ${Math.min(...retryAfters)}–${Math.max(...retryAfters)} s; each refusal held p50 ${held.p50} ms`);
    report.line(`buyer of a third customer beside the flooder: ${PARTS_LIST_MAX_LINES} lines in ${upload.length} requests one after another → ${upload.map((outcome) => outcome.status).join(' ')}, ${uploadMs} ms`);
    report.figure('fair-share.quiet_search_p99_ms', quiet.p99);
    report.figure('fair-share.flood_search_p99_ms', beside.p99);
    report.figure('fair-share.p99_ratio', Math.round((beside.p99 / quiet.p99) * 100) / 100);
    report.figure('fair-share.burst_search_p99_ms', burst.p99);
    report.figure('fair-share.flooder_accepted', accepted);
    report.figure('fair-share.flooder_refused_429', refusals.length);
    report.figure('fair-share.largest_list_upload_ms', uploadMs);

    expect(searches.otherThan(200)).toEqual({});
    expect(searches.count('flood')).toBeGreaterThan(FLOOD_SECONDS * (SEARCHERS * 1000 / SEARCH_INTERVAL_MS) * 0.8);
    expect(beside.p99).toBeLessThanOrEqual(2 * quiet.p99);
    expect(flood.otherThan(200)).toEqual({ 'lookup 429': refusals.length });
    expect(refusals.length).toBeGreaterThan(0);
    expect(retryAfters.every((seconds) => Number.isInteger(seconds) && seconds >= 1)).toBe(true);
    expect(refusals.map((outcome) => errorBodyProblem(outcome.body)).filter(Boolean)).toEqual([]);
    expect(acceptedLines).toBeLessThanOrEqual(shareLines);
    expect(upload.map((outcome) => outcome.status)).toEqual(upload.map(() => 200));
  }, 180_000);

  it(`keeps another customer's search p99 within 2× of quiet while a staff token floods the console on ${FLOOD_CONNECTIONS} connections`, async () => {
    const { url } = suite.server;
    const staffToken = await signInToken(url, DEMO.staff.email);
    let phase: Phase = 'warm-up';
    const { searches, stop: stopSearchers } = startSearchers(() => phase);
    const flood = new OutcomeTally();
    const refusals: Outcome[] = [];
    const floodAgent = keepAliveAgent(FLOOD_CONNECTIONS);

    await pause(WARM_UP_SECONDS);
    phase = 'quiet';
    await pause(QUIET_SECONDS);
    const share = FAIR_SHARE.console.user;
    phase = 'burst';
    let burstSpent: () => void = () => undefined;
    const burstIsSpent = new Promise<void>((resolve) => { burstSpent = resolve; });
    const floodStarted = Date.now();
    const flooder = startClients({
      baseUrl: url, clients: FLOOD_CONNECTIONS, agent: floodAgent,
      next: (client, sequence) => ({ kind: 'console', spec: { path: CONSOLE_CALLS[(client + sequence) % CONSOLE_CALLS.length], headers: { authorization: `Bearer ${staffToken}` } } }),
      onOutcome: (_request, outcome) => {
        flood.add('console', outcome);
        if (outcome.status === 429) refusals.push(outcome);
        if (flood.count('console') - refusals.length >= share.burst) burstSpent();
      },
    });
    await within(30_000, `the staff token's first ${share.burst} calls`, burstIsSpent);
    const burstMs = Date.now() - floodStarted;
    phase = 'flood';
    await pause(CONSOLE_FLOOD_SECONDS);
    phase = 'stopping';
    await flooder.stop();
    const floodEnded = Date.now();
    phase = 'quiet';
    await pause(QUIET_SECONDS);
    await stopSearchers();
    floodAgent.destroy();

    const quiet = summarise(searches.latencies.get('quiet') ?? []);
    const burst = summarise(searches.latencies.get('burst') ?? []);
    const beside = summarise(searches.latencies.get('flood') ?? []);
    const accepted = flood.count('console') - refusals.length;
    const shareCalls = share.burst + share.perSecond * ((floodEnded - floodStarted) / 1000);
    const retryAfters = refusals.map((outcome) => Number(outcome.headers['retry-after']));
    report.line(`staff token flooding the console: ${FLOOD_CONNECTIONS} connections reading ${CONSOLE_CALLS.join(', ')} as soon as each is answered, Retry-After ignored, ${CONSOLE_FLOOD_SECONDS} s between ${QUIET_SECONDS} s quiet before and after`);
    report.line(`other customer's searches, quiet: ${searches.describe('quiet')}; p50 ${quiet.p50} ms, p99 ${quiet.p99} ms`);
    report.line(`other customer's searches during the token's burst (its first ${share.burst} calls, ${burstMs} ms): ${searches.describe('burst')}; p50 ${burst.p50} ms, p99 ${burst.p99} ms, max ${burst.max} ms`);
    report.line(`other customer's searches beside the console flood, after its burst: ${searches.describe('flood')}; p50 ${beside.p50} ms, p99 ${beside.p99} ms, max ${beside.max} ms`);
    report.line(`the staff token: ${flood.describe('console')} in ${Math.round((floodEnded - floodStarted) / 1000)} s, its share ${Math.round(shareCalls)} (burst ${share.burst} + ${share.perSecond}/s); the calls over it are held for their turn, and refused once they have waited the wait limit`);
    report.figure('fair-share.console_flood_search_p99_ms', beside.p99);
    report.figure('fair-share.console_flooder_accepted', accepted);

    expect(searches.otherThan(200)).toEqual({});
    expect(searches.count('flood')).toBeGreaterThan(CONSOLE_FLOOD_SECONDS * (SEARCHERS * 1000 / SEARCH_INTERVAL_MS) * 0.8);
    expect(beside.p99).toBeLessThanOrEqual(2 * quiet.p99);
    // Held for their turn, the flood's calls wait rather than being refused; any refused is 429 with Retry-After.
    expect(flood.otherThan(200)).toEqual(refusals.length > 0 ? { 'console 429': refusals.length } : {});
    expect(retryAfters.every((seconds) => Number.isInteger(seconds) && seconds >= 1)).toBe(true);
    expect(refusals.map((outcome) => errorBodyProblem(outcome.body)).filter(Boolean)).toEqual([]);
    expect(accepted).toBeLessThanOrEqual(shareCalls);
  }, 120_000);
});
