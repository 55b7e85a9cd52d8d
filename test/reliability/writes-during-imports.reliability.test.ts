/**
 * Sign-ins during imports: the built server on the full 820,000-article demo catalogue, while the
 * import CLIs run beside it as an operator runs them: a stock refresh of every article (a fifth
 * of them change) and a catalogue import of all 820,000 (staging, index build, swap). Meanwhile
 * clients sign in, sign out and search without pause. Every answer must come without an error and
 * within ANSWER_LIMIT_MS (docs/operations.md, Sign-ins during imports). On SQLite an import holds
 * the database file's write lock for seconds; sign-ins write only the sign-in state file beside
 * it. On PostgreSQL the catalogue swap locks the tables searches read, for the swap only.
 *
 * The signing-in user's password hash is a cheap one (extra-users.ts), so a sign-in's time is the
 * database's part of it, not the password check's 100 ms of CPU on a shared machine.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { summarise } from '../../bench/lib/stats';
import { writeCatalogueCsv, writeStockCsv } from '../../bench/lib/import-files';
import { DEMO_PASSWORD } from '../../src/server/catalogue/demo/fixtures';
import { DEMO_CATALOGUE_ARTICLES } from '../../src/server/config';
import { connectDatabase } from '../../src/server/store/connect-database';
import { targetFromOption } from '../../src/server/database-target';
import { startCli } from '../server/support/compiled-cli';
import { TEST_BACKENDS } from '../server/support/test-app';
import { OutcomeTally } from './support/clients/concurrent-clients';
import { addUser } from './support/fixtures/extra-users';
import { keepAliveAgent, searchSpec, send, signInSpec, signInToken } from './support/clients/http-client';
import { suiteReport } from './support/report';
import { suiteServer } from './support/processes/server-on-backend';

/** The slowest answer allowed to a sign-in, a sign-out or a search while an import runs. */
const ANSWER_LIMIT_MS = 1_000;
const PROBE_USER = 'probe@example.com';
const SEARCHES = ['6es7', '750', '1', 'e', '3rt2'].map((q) => ({ q }));
/**
 * Each client's pause between two requests: enough of them to meet every phase of an import, few
 * enough to leave the import the cores it needs (a closed loop without pause would take one).
 */
const CLIENT_PACE_MS = 10;

let dir: string;
let files: { stock: string; catalogue: string };
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pricetool-writes-during-imports-'));
  files = { stock: path.join(dir, 'stock.csv'), catalogue: path.join(dir, 'catalogue.csv') };
  writeStockCsv(files.stock, DEMO_CATALOGUE_ARTICLES, 'realistic');
  writeCatalogueCsv(files.catalogue, DEMO_CATALOGUE_ARTICLES);
}, 120_000);
afterAll(() => {
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

describe.each(TEST_BACKENDS)('on %s', (backend) => {
  const report = suiteReport('writes-during-imports', backend);
  const suite = suiteServer(backend, DEMO_CATALOGUE_ARTICLES);
  let token: string;

  beforeAll(async () => {
    const database = await connectDatabase(targetFromOption(suite.server.database, (file) => file));
    try {
      await addUser(database.admin, { email: PROBE_USER, customer: null, cheapHash: true });
    } finally {
      await database.close();
    }
    token = await signInToken(suite.server.url);
    report.line(`server: built dist/server/main.js on ${backend}, the ${DEMO_CATALOGUE_ARTICLES.toLocaleString('en-US')}-article demo catalogue; `
      + `one client signs in and out, two search, each pausing ${CLIENT_PACE_MS} ms between requests`);
  });
  afterAll(() => report.flush());

  /** Runs the import CLI `args` while clients sign in, sign out and search; returns what they saw during it. */
  async function duringImport(args: string[]) {
    const tally = new OutcomeTally();
    const agent = keepAliveAgent(4);
    let importing = true;
    const pace = () => new Promise((resolve) => setTimeout(resolve, CLIENT_PACE_MS));
    const signInAndOut = async () => {
      while (importing) {
        const signedIn = await send(suite.server.url, signInSpec(PROBE_USER, DEMO_PASSWORD), agent);
        tally.add('sign-in', signedIn);
        if (signedIn.status === 200) {
          const { token: own } = JSON.parse(signedIn.body) as { token: string };
          tally.add('sign-out', await send(suite.server.url, { method: 'POST', path: '/api/logout', headers: { authorization: `Bearer ${own}` } }, agent));
        }
        await pace();
      }
    };
    const search = async (client: number) => {
      for (let n = client; importing; n++) {
        tally.add('search', await send(suite.server.url, searchSpec(token, SEARCHES[n % SEARCHES.length]), agent));
        await pace();
      }
    };
    const started = Date.now();
    const cli = startCli(args[0], args.slice(1));
    let output = '';
    cli.stdout?.on('data', (chunk: Buffer) => { output += chunk.toString(); });
    cli.stderr?.on('data', (chunk: Buffer) => { output += chunk.toString(); });
    const clients = Promise.all([signInAndOut(), search(0), search(1)]);
    const code = await new Promise<number | null>((resolve) => cli.once('close', resolve));
    const seconds = (Date.now() - started) / 1000;
    importing = false;
    await clients;
    agent.destroy();
    const slowest = (kind: string) => summarise(tally.latencies.get(kind) ?? []).max;
    return { code, output, seconds, tally, slowest: { signIn: slowest('sign-in'), signOut: slowest('sign-out'), search: slowest('search') } };
  }

  function expectAnswered(run: Awaited<ReturnType<typeof duringImport>>, what: string): void {
    const { tally, slowest } = run;
    report.line(`${what} (${run.seconds.toFixed(1)} s, exit ${run.code}): sign-ins ${tally.describe('sign-in')}, sign-outs ${tally.describe('sign-out')}, `
      + `searches ${tally.describe('search')}; slowest sign-in ${slowest.signIn} ms, sign-out ${slowest.signOut} ms, search ${slowest.search} ms`);
    report.figure(`${what}: slowest sign-in ms`, slowest.signIn);
    report.figure(`${what}: slowest sign-out ms`, slowest.signOut);
    report.figure(`${what}: slowest search ms`, slowest.search);
    expect(run.code).toBe(0);
    expect(tally.count('sign-out')).toBeGreaterThan(0);
    expect(tally.count('search')).toBeGreaterThan(0);
    // Each kind's own success, and nothing else: no 5xx, no refusal, no dropped connection.
    const unexpected = Object.entries(tally.otherThan(200)).filter(([outcome]) => outcome !== 'sign-out 204');
    expect(Object.fromEntries(unexpected)).toEqual({});
    expect(tally.describe('sign-out')).toBe(`204×${tally.count('sign-out')}`);
    expect(Math.max(slowest.signIn, slowest.signOut, slowest.search)).toBeLessThan(ANSWER_LIMIT_MS);
  }

  it('signs in, signs out and searches within a second during a stock refresh of the full catalogue', async () => {
    const run = await duringImport(['import', 'stock', files.stock, '--database', suite.server.database]);
    expect(run.output).toMatch(/Read 820,000 lines; 16\d,\d{3} articles changed/);
    expectAnswered(run, 'stock refresh, 820,000 lines');
  }, 300_000);

  it('signs in, signs out and searches within a second during a catalogue import of the full catalogue', async () => {
    const run = await duringImport(['catalogue-import', files.catalogue, '--database', suite.server.database]);
    expect(run.output).toMatch(/Imported 820,000 articles/);
    expectAnswered(run, 'catalogue import, 820,000 articles');
  }, 300_000);
});
