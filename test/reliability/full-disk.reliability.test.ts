/**
 * A full disk (docs/operations.md, Disk space), on SQLite: the built server on a small demo
 * database on a disk that fills up (support/small-disk.ts). A catalogue import the disk cannot
 * hold is refused before it stages anything, naming the bytes; one that runs out of space midway
 * fails and gives the space it took back, the old catalogue serving on; with the disk full,
 * sign-ins, sign-outs and health answer 503 with Retry-After, never 500, while searches go on; once
 * there is space again, they work again. PostgreSQL's disk is its server's: its disk_full error
 * is answered the same way (test/server/store/unavailable-database.test.ts).
 */
import Database from 'better-sqlite3';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServer, type RunningServer } from '../../bench/lib/server-process';
import { DEMO_PASSWORD } from '../../src/server/catalogue/demo/fixtures';
import { NOT_READY_RETRY_AFTER_SECONDS, STORAGE_RETRY_AFTER_S } from '../../src/server/config';
import { CLEANUP_RESERVE_BYTES, IMPORT_BYTES_PER_CSV_BYTE } from '../../src/server/store/sqlite/disk-space';
import { writeCatalogueExport } from './support/fixtures/catalogues';
import { searchSpec, send, signInSpec, signInToken, type Outcome } from './support/clients/http-client';
import { importedVersion, startImport } from './support/processes/import-process';
import { suiteReport } from './support/report';
import { smallDisk, type SmallDisk } from './support/processes/small-disk';
import { DEMO } from '../support/demo-users';

jest.setTimeout(120_000);
const report = suiteReport('full-disk');
const disk = smallDisk();
if (typeof disk === 'string') {
  process.stdout.write(`\nfull-disk suite skipped: ${disk}\n`);
  // CI runs as root, where a tmpfs or prlimit is at hand: there a missing small disk fails the run.
  // Elsewhere (not root, no prlimit) the suite is skipped with its reason.
  const unavailable = process.env.CI ? it : it.skip;
  unavailable(`runs on a disk that fills up (not here: ${disk})`, () => {
    throw new Error(`no small disk to fill: ${disk}`);
  });
} else {
  describe('on a disk that fills up', () => onSmallDisk(disk));
}

function onSmallDisk(small: SmallDisk): void {
  const database = path.join(small.dir, 'pricetool.sqlite');
  let server: RunningServer;
  let csvDir: string;
  let token: string;

  beforeAll(async () => {
    server = await startServer({ database, env: { DEMO_ARTICLES: '3000', LOG_LEVEL: 'fatal' }, startTimeoutMs: 60_000 });
    token = await signInToken(server.url);
    csvDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pricetool-full-disk-'));
    report.line(`server: built dist/server/main.js on a 3,000-article demo database on ${small.how}`);
    if (!small.real) report.line('the check of free space before an import: not tried here (a file size limit is no full disk); test/server/store/sqlite/import-disk-space.test.ts tries it');
  }, 90_000);
  afterAll(async () => {
    await server?.stop();
    small.remove();
    if (csvDir) fs.rmSync(csvDir, { recursive: true, force: true });
    report.flush();
  });

  const pid = () => server.process.pid as number;
  /** The database file and its write-ahead log. */
  const databaseBytes = () => [database, `${database}-wal`].reduce((sum, file) => sum + (fs.existsSync(file) ? fs.statSync(file).size : 0), 0);
  function stagingTables(): string[] {
    const db = new Database(database, { readonly: true });
    try {
      return db.prepare(`SELECT name FROM sqlite_master WHERE type = 'table' AND name LIKE '%_next'`).pluck().all() as string[];
    } finally {
      db.close();
    }
  }
  const health = async () => JSON.parse((await send(server.url, { path: '/api/health' })).body) as { catalogueVersion: string };
  const signIn = () => send(server.url, signInSpec(DEMO.muster.email, DEMO_PASSWORD));
  const signOut = (own: string) => send(server.url, { method: 'POST', path: '/api/logout', headers: { authorization: `Bearer ${own}` } });
  const search = () => send(server.url, searchSpec(token, { q: '6es7' }));
  /** Readiness keeps a passed write check for a while (READY_WRITE_CHECK_MS): waits for health to say `status`. */
  async function healthSays(status: number): Promise<Outcome> {
    for (;;) {
      const outcome = await send(server.url, { path: '/api/health' });
      if (outcome.status === status) return outcome;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  function expectUnavailable(outcome: Outcome): void {
    expect({ status: outcome.status, retryAfter: outcome.headers['retry-after'], error: (JSON.parse(outcome.body) as { error: string }).error })
      .toEqual({ status: 503, retryAfter: String(STORAGE_RETRY_AFTER_S), error: 'unavailable' });
  }

  (small.real ? it : it.skip)('refuses, before staging anything, a catalogue the disk cannot hold, naming the bytes free and needed', async () => {
    const catalogue = writeCatalogueExport(csvDir, 'Catalogue Big', 200_000);
    const needed = Math.ceil(fs.statSync(catalogue.file).size * IMPORT_BYTES_PER_CSV_BYTE) + CLEANUP_RESERVE_BYTES;
    const { bavail, bsize } = fs.statfsSync(small.dir);
    expect(needed).toBeGreaterThan(bavail * bsize);
    const before = databaseBytes();
    const version = (await health()).catalogueVersion;

    const running = startImport(catalogue.file, database);
    const exit = await running.exited;
    const message = running.output().trim().split('\n').pop() as string;
    report.line(`import of ${catalogue.rows.length.toLocaleString('en-US')} articles, about ${needed.toLocaleString('en-US')} bytes, with ${(bavail * bsize).toLocaleString('en-US')} free: exit ${exit.code}, "${message}"`);
    expect(exit.code).toBe(1);
    const [, neededSaid, freeSaid] = /^Error: Not enough disk space for this catalogue: about ([\d,]+) bytes \([\d.]+ MiB\) needed, ([\d,]+) bytes \([\d.]+ MiB\) free on the disk of (.+); nothing was imported/.exec(message) ?? [];
    expect(Number(neededSaid?.replace(/,/g, ''))).toBe(needed);
    expect(Math.abs(Number(freeSaid?.replace(/,/g, '')) - bavail * bsize)).toBeLessThan(1024 ** 2);
    expect(databaseBytes()).toBeLessThanOrEqual(before);
    expect(stagingTables()).toEqual([]);
    expect((await health()).catalogueVersion).toBe(version);
  });

  it('gives back the space an import that ran out of it took; the catalogue serves on and sign-ins work', async () => {
    const catalogue = writeCatalogueExport(csvDir, 'Catalogue Mid', 80_000);
    const before = databaseBytes();
    const version = (await health()).catalogueVersion;

    const running = startImport(catalogue.file, database, small.importWrapper(8 * 1024 ** 2));
    if (small.real) {
      // It passed the check of free space; the disk then fills up while it stages.
      await running.staged(20_000);
      small.fill(pid());
    }
    const exit = await running.exited;
    const after = databaseBytes();
    const message = running.output().trim().split('\n').pop() as string;
    report.line(`import of ${catalogue.rows.length.toLocaleString('en-US')} articles running out of space: exit ${exit.code}, "${message}"; `
      + `database and log ${before.toLocaleString('en-US')} bytes before, ${after.toLocaleString('en-US')} after`);
    expect(exit.code).toBe(1);
    expect(message).toMatch(/^Error: The import stopped: (database or disk is full|disk I\/O error); nothing was imported$/);
    expect(after).toBeLessThanOrEqual(before);
    expect(fs.existsSync(`${database}-wal`) ? fs.statSync(`${database}-wal`).size : 0).toBe(0);
    expect(stagingTables()).toEqual([]);
    expect((await health()).catalogueVersion).toBe(version);
    expect((await search()).status).toBe(200);
    // On the real disk the filler is still there: what the import gave back is what the sign-in writes into.
    const signedIn = await signIn();
    expect(signedIn.status).toBe(200);
    expect((await signOut((JSON.parse(signedIn.body) as { token: string }).token)).status).toBe(204);
    report.line('then: searches 200, a sign-in 200 and its sign-out 204');
    small.free(pid());

    // The space is the next import's again.
    const retried = startImport(catalogue.file, database);
    expect(await retried.exited).toEqual({ code: 0, signal: null });
    expect((await health()).catalogueVersion).toBe(importedVersion(retried.output()));
  });

  it('answers sign-ins, sign-outs and health 503 with Retry-After while the disk is full, searches 200; all work again once there is space', async () => {
    const own = (JSON.parse((await signIn()).body) as { token: string }).token;
    small.fill(pid());
    const refusedSignIn = await signIn();
    const refusedSignOut = await signOut(own);
    const refusedHealth = await healthSays(503);
    const searched = await search();
    report.line(`disk full: sign-in ${refusedSignIn.status} (Retry-After ${refusedSignIn.headers['retry-after']}), sign-out ${refusedSignOut.status}, `
      + `health ${refusedHealth.status}, search ${searched.status}`);
    expectUnavailable(refusedSignIn);
    expectUnavailable(refusedSignOut);
    expect({ status: refusedHealth.status, retryAfter: refusedHealth.headers['retry-after'], writes: (JSON.parse(refusedHealth.body) as { checks: { writes: string } }).checks.writes })
      .toEqual({ status: 503, retryAfter: String(NOT_READY_RETRY_AFTER_SECONDS), writes: 'failed' });
    expect(searched.status).toBe(200);

    small.free(pid());
    await healthSays(200);
    const signedIn = await signIn();
    const signedOut = await signOut(own);
    report.line(`space again: health 200, sign-in ${signedIn.status}, the earlier sign-out ${signedOut.status}`);
    expect(signedIn.status).toBe(200);
    expect(signedOut.status).toBe(204);
  });
}
