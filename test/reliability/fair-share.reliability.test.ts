/**
 * Fair share (docs/api.md, Fair share): one customer floods the server with 500-line
 * parts lists on 16 connections, asking again at once whatever it is answered (Retry-After
 * ignored), while another customer's staff search at a steady pace within their own share. On each
 * backend, in rounds of quiet and flood in the same run: the other customer's search p99 beside the
 * flooder stays within twice its quiet p99; its searches are never refused; the flooder gets its
 * share (its burst, then its lines per second) and 429 with Retry-After for the rest; and a buyer
 * of a third customer gets the page's largest list looked up in full while the flood goes on.
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
/** Quiet before the flood and after it, so a change in the machine's other work weighs on both sides alike. */
const QUIET_SECONDS = 10;
/** The flood after the flooder's burst: what a customer that floods without end leaves the others. */
const FLOOD_SECONDS = 20;
const SEARCHES: Record<string, string>[] = [
  ...['1', '6', 'e', '3r', '750', '6es7', '6es72141ag400xb0', 'sic1040764', 'zzzz999', 'e2ex5'].map((q) => ({ q })),
  { q: '750', onstock: 'true' },
  { q: '6', brands: '["Siemens"]' },
];
const OTHER_CUSTOMER = 'Nordtech Industrie AG';
const THIRD_CUSTOMER = 'Drittkunde Fair Share GmbH';

type Phase = 'warm-up' | 'quiet' | 'burst' | 'flood' | 'upload' | 'stopping';

const pause = (seconds: number) => new Promise((resolve) => setTimeout(resolve, seconds * 1000));

describe.each(TEST_BACKENDS)('on %s', (backend) => {
  const report = suiteReport('fair-share', backend);
  const suite = suiteServer(backend, 30_000);
  afterAll(() => report.flush());

  it(`keeps another customer's search p99 within 2× of quiet while one customer floods ${FLOOD_CONNECTIONS} connections with ${LOOKUP_MAX_LINES}-line lists`, async () => {
    const { url } = suite.server;
    const database = await connectDatabase(backend === 'sqlite' ? { kind: 'sqlite', file: suite.server.database } : { kind: 'postgres', url: suite.server.database });
    const searcherEmails = Array.from({ length: SEARCHERS }, (_, i) => `searcher${i + 1}@example.com`);
    try {
      await addCustomer(database.admin, THIRD_CUSTOMER, {});
      for (const email of searcherEmails) await addUser(database.admin, { email, customer: OTHER_CUSTOMER, cheapHash: true });
      await addUser(database.admin, { email: 'buyer@example.com', customer: THIRD_CUSTOMER, cheapHash: true });
    } finally {
      await database.close();
    }
    const flooderToken = await signInToken(url, DEMO.muster.email);
    const searcherTokens = await Promise.all(searcherEmails.map((email) => signInToken(url, email)));
    const buyerToken = await signInToken(url, 'buyer@example.com');
    report.line(`server: built dist/server/main.js on ${backend}, a 30,000-article demo catalogue, FAIR_SHARE as configured; the flooder: ${DEMO.muster.email} (Muster) on ${FLOOD_CONNECTIONS} connections, each posting a ${LOOKUP_MAX_LINES}-line list as soon as its last is answered, Retry-After ignored; the others: ${SEARCHERS} users of ${OTHER_CUSTOMER}, each searching every ${SEARCH_INTERVAL_MS} ms (${SEARCHES.length} queries)`);

    let phase: Phase = 'warm-up';
    const searches = new OutcomeTally();
    const searchers = startPacedClients({
      baseUrl: url, clients: SEARCHERS, intervalMs: SEARCH_INTERVAL_MS,
      next: (client, sequence) => ({ kind: phase, spec: searchSpec(searcherTokens[client], SEARCHES[(client * 7 + sequence) % SEARCHES.length]) }),
      onOutcome: (request, outcome) => searches.add(request.kind, outcome),
    });

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
    await searchers.stop();
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
});
