/**
 * npm run db:backup: a copy taken while the server searches and signs users in (writes) is a
 * database of its own, and a server started on it gives the same health and search answers.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildServer, runCli, startCli } from '../support/compiled-cli';
import { appOn, createSqliteTestDatabase } from '../support/test-app';
import { clientPasswordHash } from '../../../src/server/auth/password';
import { DEMO_PASSWORD } from '../../../src/server/catalogue/demo/fixtures';
import type { LoginResponse } from '../../../src/shared/contract';
import { DEMO } from '../../support/demo-users';

const QUERIES = ['/api/search?q=6ES7214-1AG40-0XB0', '/api/search?q=750', '/api/search?q=1&onstock=true', '/api/replacements?q=6ES7214-1AG30-0XB0&mode=replacement'];

let database: { file: string; remove: () => void };
let dir: string;
beforeAll(async () => {
  buildServer();
  database = await createSqliteTestDatabase(20_000);
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pricetool-backup-'));
}, 120_000);
afterAll(() => {
  database.remove();
  fs.rmSync(dir, { recursive: true, force: true });
});

type Served = Awaited<ReturnType<typeof appOn>>;

async function signIn(served: Served): Promise<string> {
  const response = await served.app.inject({ method: 'POST', url: '/api/login', payload: { useremail: DEMO.muster.email, passwordhash: clientPasswordHash(DEMO_PASSWORD) } });
  return (response.json() as LoginResponse).token;
}

/** Health and the answers to QUERIES, as a client sees them. */
async function answers(served: Served, token: string): Promise<unknown[]> {
  const health = (await served.app.inject({ url: '/api/health' })).json();
  const results = await Promise.all(QUERIES.map((url) => served.app.inject({ url, headers: { authorization: `Bearer ${token}` } })));
  return [health, ...results.map((response) => [response.statusCode, response.json()])];
}

it('copies the database while searches and sign-ins run; a server on the copy answers the same', async () => {
  const served = await appOn({ kind: 'sqlite', file: database.file });
  try {
    const token = await signIn(served);
    const before = await answers(served, token);

    const copy = path.join(dir, 'copy.sqlite');
    const backup = startCli('db-backup', [copy, '--database', database.file]);
    let stdout = '';
    backup.stdout!.on('data', (chunk: Buffer) => { stdout += chunk.toString(); });
    const exited = new Promise<number | null>((resolve) => backup.on('exit', resolve));
    let done = false;
    void exited.then(() => { done = true; });
    let served200 = 0;
    while (!done) {
      const [search] = await Promise.all([served.app.inject({ url: QUERIES[served200 % QUERIES.length], headers: { authorization: `Bearer ${token}` } }), signIn(served)]);
      expect(search.statusCode).toBe(200);
      served200++;
    }
    expect(await exited).toBe(0);
    expect(stdout).toMatch(/Backed up .* to .*copy\.sqlite \(\d+\.\d MiB\)/);
    expect(served200).toBeGreaterThan(0);
    expect(fs.readdirSync(dir)).toEqual(['copy.sqlite']);

    // Restoring is putting the copy where a server reads it.
    const restored = await appOn({ kind: 'sqlite', file: copy });
    try {
      expect(await answers(restored, await signIn(restored))).toEqual(before);
    } finally {
      await restored.app.close();
      await restored.database.close();
    }
  } finally {
    await served.app.close();
    await served.database.close();
  }
}, 60_000);

it('replaces an existing file only with --force', () => {
  const existing = path.join(dir, 'existing.sqlite');
  fs.writeFileSync(existing, 'keep me');
  const refused = runCli('db-backup', [existing, '--database', database.file]);
  expect(refused.status).toBe(2);
  expect(refused.stderr).toContain('exists; add --force to replace it');
  expect(fs.readFileSync(existing, 'utf8')).toBe('keep me');

  expect(runCli('db-backup', [existing, '--force', '--database', database.file]).status).toBe(0);
  expect(fs.readFileSync(existing).subarray(0, 15).toString()).toBe('SQLite format 3');
});

it.each([
  [['x.sqlite', '--database', 'postgres://pricetool:secret@127.0.0.1:1/pricetool'], 1, 'back it up with pg_dump'],
  [['x.sqlite', '--database', '/nonexistent/pricetool.sqlite'], 1, 'No database at /nonexistent/pricetool.sqlite'],
  [[], 2, 'Name exactly one file'],
])('refuses %j with exit %i and a clear message, writing nothing', (args, status, message) => {
  const result = runCli('db-backup', args.map((arg) => (arg === 'x.sqlite' ? path.join(dir, arg) : arg)));
  expect(result.status).toBe(status);
  expect(result.stderr).toContain(message);
  expect(result.stderr).not.toContain('secret');
  expect(fs.existsSync(path.join(dir, 'x.sqlite'))).toBe(false);
});
