/**
 * Graceful shutdown: SIGTERM with 20 searches in flight, against the built server in its own process,
 * on each backend (on PostgreSQL the pool closes after the last answer). Ten are sent whole on
 * fresh connections just before the signal; ten have sent all but their last bytes, and send
 * those only once the server is seen shutting down (its health answers 503), so they are
 * certainly in flight at the server when SIGTERM arrives. Then new searches until the port
 * refuses them, and the exit code and time.
 */
import { SHUTDOWN_DEADLINE_MS } from '../../src/server/config';
import { TEST_BACKENDS, type Backend } from '../server/support/test-app';
import { searchSpec, send, signInToken, type Outcome } from './support/clients/http-client';
import { openRawRequest } from './support/clients/raw-request';
import { suiteReport } from './support/report';
import { suiteServer, type ServerOnBackend } from './support/processes/server-on-backend';

const IN_FLIGHT = 20;
const SEARCH = { q: '1' };
/** New searches are sent this far apart; far more than the drain lasts. */
const NEW_SEARCH_EVERY_MS = 50;
const NEW_SEARCHES_AT_MOST = 200;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Health on fresh connections until the server is seen shutting down; every outcome in order. */
async function pollHealthUntilShuttingDown(server: ServerOnBackend): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  for (;;) {
    const outcome = await send(server.url, { path: '/api/health' });
    outcomes.push(outcome);
    if (outcome.status !== 200) return outcomes;
    await pause(10);
  }
}

/** New searches on fresh connections until the port refuses one; every outcome in order. */
async function searchUntilRefused(server: ServerOnBackend, token: string): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  while (outcomes.length < NEW_SEARCHES_AT_MOST) {
    const outcome = await send(server.url, searchSpec(token, SEARCH));
    outcomes.push(outcome);
    if (outcome.error === 'ECONNREFUSED') break;
    await pause(NEW_SEARCH_EVERY_MS);
  }
  return outcomes;
}

const outcomesText = (outcomes: Outcome[]) => outcomes.map((o) => o.error ?? String(o.status)).join(' ');

describe.each(TEST_BACKENDS)('on %s', (backend: Backend) => {
  const report = suiteReport('graceful-shutdown', backend);
  const suite = suiteServer(backend, 30_000);
  afterAll(() => report.flush());

  it(`lets ${IN_FLIGHT} in-flight searches finish with 200 on SIGTERM, refuses new requests cleanly and exits 0 before the deadline`, async () => {
    const { server } = suite;
    const token = await signInToken(server.url);
    const expected = JSON.parse((await send(server.url, searchSpec(token, SEARCH))).body) as { total: number };
    const { path, headers } = searchSpec(token, SEARCH);
    const requests = await Promise.all(Array.from({ length: IN_FLIGHT }, () => openRawRequest(server.url, path, headers ?? {})));
    const sentWhole = requests.slice(0, IN_FLIGHT / 2);
    const stillArriving = requests.slice(IN_FLIGHT / 2);
    await Promise.all([...sentWhole.map((r) => r.sendEnd()), ...stillArriving.map((r) => r.sendAllButEnd())]);

    let signalledAt = 0;
    const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null; ms: number }>((resolve) => {
      server.process.once('exit', (code, signal) => resolve({ code, signal, ms: Date.now() - signalledAt }));
    });
    signalledAt = Date.now();
    server.process.kill('SIGTERM');
    const healthPolls = await pollHealthUntilShuttingDown(server);
    await Promise.all(stillArriving.map((r) => r.sendEnd()));
    const newSearches = await searchUntilRefused(server, token);
    const responses = await Promise.all(requests.map((r) => r.response));
    const exit = await exited;

    const statuses = responses.map((r) => r.error ?? String(r.status));
    report.line(`${IN_FLIGHT} searches in flight at SIGTERM (${sentWhole.length} sent whole just before it, ${stillArriving.length} finished only after health said 503): ${statuses.join(' ')}`);
    report.line(`health on new connections after SIGTERM: ${outcomesText(healthPolls)}`);
    report.line(`new searches on new connections after that: ${outcomesText(newSearches)}`);
    report.line(`exit code ${exit.code} (signal ${exit.signal}) ${exit.ms} ms after SIGTERM; forced-exit deadline ${SHUTDOWN_DEADLINE_MS} ms`);

    expect(statuses).toEqual(Array(IN_FLIGHT).fill('200'));
    for (const response of responses) expect((JSON.parse(response.body) as { total: number }).total).toBe(expected.total);
    // Draining is announced, not just a closed port: load balancers see health fail first.
    expect(healthPolls[healthPolls.length - 1].status).toBe(503);
    expect(JSON.parse(healthPolls[healthPolls.length - 1].body)).toMatchObject({ error: 'not_ready' });
    // New work is answered until the port closes (telling the client to reconnect elsewhere), then
    // refused at connect: never left hanging or answered with a 5xx. A connection that reaches the
    // port in the instant it closes sits in the kernel's accept queue, which the kernel resets on
    // close; that can happen to the last one before the refusals, never to an answered request.
    const refused = newSearches.findIndex((o) => o.error === 'ECONNREFUSED');
    expect(refused).toBeGreaterThan(0);
    const answered = newSearches.slice(0, refused);
    if (answered[answered.length - 1].error === 'ECONNRESET') answered.pop();
    expect(answered.map((o) => `${o.error ?? o.status} ${o.headers.connection ?? ''}`)).toEqual(Array(answered.length).fill('200 close'));
    expect(exit).toMatchObject({ code: 0, signal: null });
    expect(exit.ms).toBeLessThan(SHUTDOWN_DEADLINE_MS);
  }, 60_000);
});
