/**
 * Import under load: catalogue imports while customers search. The built server runs on a demo
 * catalogue; the import CLI runs beside it as an operator runs it, while 50 clients search and
 * one polls the health endpoint. Every answer must come wholly from one catalogue: its total is
 * that catalogue's total and its articles are that catalogue's (see CatalogueConsistency). The
 * suite runs on both backends: a SQLite file, and a database in the test PostgreSQL cluster.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { TEST_BACKENDS } from '../server/support/test-app';
import { CatalogueConsistency, type ServingCandidate } from './support/fixtures/catalogue-consistency';
import { expectedTotal, searchKey, writeCatalogueExport, type CatalogueExport, type SearchParams } from './support/fixtures/catalogues';
import { OutcomeTally, startClients, type ClientRequest } from './support/clients/concurrent-clients';
import { keepAliveAgent, searchSpec, send, signInSpec, signInToken } from './support/clients/http-client';
import { importedVersion, startImport } from './support/processes/import-process';
import { suiteReport } from './support/report';
import { suiteServer } from './support/processes/server-on-backend';
import { DEMO } from '../support/demo-users';

const DEMO_ARTICLES = 30_000;
const SEARCH_CLIENTS = 50;
/** Answers to wait for before and after the import, so both catalogues are seen under load. */
const ANSWERS_AROUND = 300;
const SEARCHES: SearchParams[] = [
  { q: '1' }, { q: '6' }, { q: '7' }, { q: '750' }, { q: '6es7' }, { q: 'imp' }, { q: 'e' },
  { q: '750', onstock: 'true' }, { q: '1', onstock: 'true' },
];

describe.each(TEST_BACKENDS)('on %s', (backend) => {
  const report = suiteReport('import-under-load', backend);
  // Fifty clients of one user search without pause: about imports under load, not the user's share.
  const suite = suiteServer(backend, DEMO_ARTICLES, { FAIR_SHARE: 'false' });
  let dir: string;
  let token: string;
  /** The catalogue serving now: the demo one at first, then each one imported. */
  let serving: ServingCandidate;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pricetool-import-load-'));
    token = await signInToken(suite.server.url);
    serving = await demoCandidate();
    report.line(`server: built dist/server/main.js on ${backend}, a ${DEMO_ARTICLES.toLocaleString('en-US')}-article demo catalogue; ${SEARCH_CLIENTS} search clients (${SEARCHES.length} searches whose totals differ per catalogue), 1 health poller, 1 client signing in`);
  }, 90_000);
  afterAll(() => {
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
    report.flush();
  });

  async function health(): Promise<{ articles: number; catalogueVersion: string }> {
    return JSON.parse((await send(suite.server.url, { path: '/api/health' })).body) as { articles: number; catalogueVersion: string };
  }

  /** The demo catalogue's totals are what the server answers before any import. */
  async function demoCandidate(): Promise<ServingCandidate> {
    const { articles, catalogueVersion } = await health();
    const totals = new Map<string, number>();
    for (const params of SEARCHES) {
      const outcome = await send(suite.server.url, searchSpec(token, params));
      totals.set(searchKey(params), (JSON.parse(outcome.body) as { total: number }).total);
    }
    return { label: 'the demo catalogue', version: catalogueVersion, articles, totals, owns: (name) => !/^Catalogue \w+ article/.test(name) };
  }

  function importedCandidate(catalogue: CatalogueExport): ServingCandidate {
    const totals = new Map(SEARCHES.map((params) => [searchKey(params), expectedTotal(catalogue.rows, params)]));
    return { label: catalogue.label, articles: catalogue.rows.length, totals, owns: (name) => name.startsWith(`${catalogue.label} article `) };
  }

  /** A search (with its params), a health check or a sign-in. */
  interface LoadRequest extends ClientRequest {
    params?: SearchParams;
  }

  async function until(condition: () => boolean): Promise<void> {
    while (!condition()) await new Promise((resolve) => setTimeout(resolve, 20));
  }

  /**
   * Runs `during` while the clients search: it starts once ANSWERS_AROUND answers have come, and
   * the clients stop once ANSWERS_AROUND more have come after it. Counts the answers given during it.
   */
  async function underLoad<T>(candidates: ServingCandidate[], during: () => Promise<T>) {
    const consistency = new CatalogueConsistency(candidates);
    const tally = new OutcomeTally();
    const agent = keepAliveAgent(SEARCH_CLIENTS + 2);
    const clients = startClients({
      baseUrl: suite.server.url, clients: SEARCH_CLIENTS + 2, agent,
      next: (client, sequence): LoadRequest => {
        if (client === 0) return { kind: 'health', spec: { path: '/api/health' } };
        // Sign-ins write to the database the import is writing to.
        if (client === 1) return { kind: 'sign-in', spec: signInSpec(DEMO.muster.email, DEMO.password) };
        const params = SEARCHES[(client + sequence) % SEARCHES.length];
        return { kind: 'search', spec: searchSpec(token, params), params };
      },
      onOutcome: (request, outcome) => {
        tally.add(request.kind, outcome);
        if (request.params) consistency.search(request.params, outcome);
        else if (request.kind === 'health') consistency.health(outcome);
      },
    });
    await until(() => tally.count() >= ANSWERS_AROUND);
    const before = tally.count();
    const started = Date.now();
    const result = await during();
    const seconds = (Date.now() - started) / 1000;
    const answeredDuring = tally.count() - before;
    await until(() => tally.count() >= before + answeredDuring + ANSWERS_AROUND);
    await clients.stop();
    agent.destroy();
    return { result, consistency, tally, answeredDuring, seconds };
  }

  function describeRun(run: Awaited<ReturnType<typeof underLoad>>): string {
    const perCatalogue = [...run.consistency.searches].map(([label, n]) => `${n} from ${label}`).join(', ');
    return `${run.tally.count()} answers (${run.answeredDuring} during the ${run.seconds.toFixed(1)} s import): searches ${run.tally.describe('search')}, health ${run.tally.describe('health')}, sign-ins ${run.tally.describe('sign-in')}; consistent searches ${perCatalogue}`;
  }

  it(`re-imports the catalogue while ${SEARCH_CLIENTS} clients search: no 5xx, every answer wholly from the old or the new catalogue`, async () => {
    const next = writeCatalogueExport(dir, 'Catalogue B', 30_000);
    const nextCandidate = importedCandidate(next);
    const run = await underLoad([serving, nextCandidate], async () => {
      const running = startImport(next.file, suite.server.database);
      return { exit: await running.exited, output: running.output() };
    });
    report.line(`re-import of ${next.rows.length.toLocaleString('en-US')} articles under load: exit ${run.result.exit.code}; ${describeRun(run)}`);
    report.line(`inconsistent answers: ${run.consistency.problems.length}`);

    expect(run.result.exit).toEqual({ code: 0, signal: null });
    expect(run.tally.otherThan(200)).toEqual({});
    expect(run.consistency.problems).toEqual([]);
    expect(run.answeredDuring).toBeGreaterThan(0);
    expect(run.consistency.searches.get(serving.label)).toBeGreaterThan(0);
    expect(run.consistency.searches.get(next.label)).toBeGreaterThan(0);
    expect(nextCandidate.version).toBe(importedVersion(run.result.output));
    expect(await health()).toMatchObject({ articles: next.rows.length, catalogueVersion: nextCandidate.version });
    serving = nextCandidate;
  }, 120_000);

  it('keeps the old catalogue serving, whole, when an import is killed half-way; the next import succeeds', async () => {
    const killed = writeCatalogueExport(dir, 'Catalogue C', 80_000);
    // Only the catalogue serving now may answer: the killed import must never show.
    const run = await underLoad([serving], async () => {
      const running = startImport(killed.file, suite.server.database);
      await running.staged(killed.rows.length / 2);
      running.child.kill('SIGKILL');
      return running.exited;
    });
    report.line(`import of ${killed.rows.length.toLocaleString('en-US')} articles SIGKILLed after staging half under load: ${describeRun(run)}`);
    expect(run.result.signal).toBe('SIGKILL');
    expect(run.tally.otherThan(200)).toEqual({});
    expect(run.consistency.problems).toEqual([]);
    expect(await health()).toEqual({
      status: 'ok', articles: serving.articles, catalogueVersion: serving.version, catalogue: 'loaded',
      checks: { accepting: 'ok', database: 'ok', writes: 'ok', catalogue: 'ok' },
    });

    const retried = startImport(killed.file, suite.server.database);
    expect(await retried.exited).toEqual({ code: 0, signal: null });
    const retriedCandidate = importedCandidate(killed);
    const check = new CatalogueConsistency([retriedCandidate]);
    for (const params of SEARCHES) check.search(params, await send(suite.server.url, searchSpec(token, params)));
    check.health(await send(suite.server.url, { path: '/api/health' }));
    report.line(`the next import of the same file: exit 0, ${check.searches.get(killed.label) ?? 0}/${SEARCHES.length} searches and health answer from it (${retriedCandidate.version})`);
    expect(check.problems).toEqual([]);
    expect(check.searches.get(killed.label)).toBe(SEARCHES.length);
    expect(retriedCandidate.version).toBe(importedVersion(retried.output()));
    serving = retriedCandidate;
  }, 120_000);

  it('refuses a second import started while one runs, and the first completes', async () => {
    const catalogue = writeCatalogueExport(dir, 'Catalogue D', 80_000);
    const first = startImport(catalogue.file, suite.server.database);
    await first.staged(20_000);
    const second = startImport(catalogue.file, suite.server.database);
    const refused = await second.exited;
    const firstStillRunning = first.child.exitCode === null;
    const message = second.output().trim();
    report.line(`second import during one: exit ${refused.code}, "${message}"`);

    expect(refused.code).toBe(1);
    // The lock names its holder by process and host: an import on another machine holds it too.
    const host = os.hostname().replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    expect(message).toMatch(new RegExp(`^Error: Another catalogue import \\(process ${first.child.pid} on ${host}, started [^)]+\\) is still running$`));
    expect(firstStillRunning).toBe(true);
    expect(await first.exited).toEqual({ code: 0, signal: null });
    expect(await health()).toMatchObject({ articles: catalogue.rows.length, catalogueVersion: importedVersion(first.output()) });
    report.line(`the first import then completed: ${catalogue.rows.length.toLocaleString('en-US')} articles serving`);
  }, 120_000);
});
