/**
 * The operator's tools on PostgreSQL, run as compiled programs: the database named by --database
 * URL or by DATABASE_URL, as the server would use it.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { once } from 'node:events';
import { clientPasswordHash } from '../../../src/server/auth/password';
import { describeTarget } from '../../../src/server/database-target';
import type { SearchQuery } from '../../../src/server/store/store';
import { buildServer, runCli, startCli } from '../support/compiled-cli';
import { catalogueCsv, sampleRow } from '../support/csv';
import { appOn, emptyTestDatabase, type TestDatabase } from '../support/test-app';

let database: TestDatabase;
let url: string;
let dir: string;
beforeAll(async () => {
  buildServer();
  database = await emptyTestDatabase('postgres');
  url = (database.target as { url: string }).url;
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pricetool-cli-pg-'));
}, 120_000);
afterAll(async () => {
  await database.remove();
  fs.rmSync(dir, { recursive: true, force: true });
});

const query: SearchQuery = { q: 'imp', exact: false, brands: null, onstock: false, customerId: null, blockedBrands: [], limit: 100 };

async function withApp<T>(work: (app: Awaited<ReturnType<typeof appOn>>) => Promise<T>): Promise<T> {
  const running = await appOn(database.target);
  try {
    return await work(running);
  } finally {
    await running.app.close();
    await running.database.close();
  }
}

describe('on PostgreSQL', () => {
  it('db:create fills an unused database with progress, and refuses a used one unless forced', () => {
    const created = runCli('db-create', ['--articles', '500', '--database', url]);
    expect(created.status).toBe(0);
    expect(created.stderr).toMatch(/Demo catalogue: 100% 500\/500/);
    expect(created.stderr).toMatch(/Created postgres:\/\/postgres@127\.0\.0\.1:\d+\/pricetool_test_\w+ with 500 articles/);
    const again = runCli('db-create', ['--articles', '500', '--database', url]);
    expect(again.status).toBe(2);
    expect(again.stderr).toContain('Error: The database holds a catalogue or users already; add --force to replace it');
    expect(runCli('db-create', ['--articles', '600', '--force', '--database', url]).status).toBe(0);
  });

  it('users adds a customer and a user who can then sign in, with DATABASE_URL naming the database', async () => {
    const env = { DATABASE_URL: url };
    expect(runCli('users', ['customer-add', 'Acme Controls Ltd', '--discount', 's7a=25'], undefined, env).status).toBe(0);
    const added = runCli('users', ['add', 'buyer@acme.example', '--name', 'Acme Buyer', '--customer', 'Acme Controls Ltd', '--password-stdin'], 'secret-pass-1\n', env);
    expect(added.status).toBe(0);
    expect(runCli('users', ['list'], undefined, env).stdout).toContain('buyer@acme.example');
    const status = await withApp(async ({ app }) => (await app.inject({
      method: 'POST', url: '/api/login', payload: { useremail: 'buyer@acme.example', passwordhash: clientPasswordHash('secret-pass-1') },
    })).statusCode);
    expect(status).toBe(200);
  });

  it('every command refuses a database that does not exist, naming it and how to create one', () => {
    const missing = new URL(url);
    missing.pathname = '/pricetool_never_created';
    const stock = path.join(__dirname, '..', '..', '..', 'docs', 'examples', 'stock.csv');
    for (const [cli, args] of [['import', ['stock', stock]], ['users', ['list']]] as const) {
      const result = runCli(cli, [...args], undefined, { NODE_ENV: 'production', DATABASE_URL: missing.toString() });
      expect(result.status).toBe(1);
      expect(result.stderr).toContain(`Error: Cannot use the PostgreSQL database ${describeTarget({ kind: 'postgres', url: missing.toString() })}: `
        + 'database "pricetool_never_created" does not exist; create it first with createdb (docs/operations.md, PostgreSQL and several instances)');
    }
  });

  it('catalogue:import leaves the old catalogue serving when killed half-way, and the next import succeeds', async () => {
    const file = path.join(dir, 'big.csv');
    fs.writeFileSync(file, catalogueCsv(Array.from({ length: 300_000 }, (_, i) => sampleRow(i + 10))));
    await withApp(async ({ database: reader }) => {
      const before = await reader.store.catalogueInfo();
      const child = startCli('catalogue-import', [file, '--database', url]);
      let output = '';
      child.stderr?.on('data', (chunk) => { output += chunk; });
      // Rows are streaming into the database once the first progress line (100,000 rows) shows.
      while (!/Import: 100,000/.test(output)) await new Promise((resolve) => setTimeout(resolve, 20));
      child.kill('SIGKILL');
      await once(child, 'exit');

      expect(await reader.store.catalogueInfo()).toEqual(before);
      expect((await reader.store.search(query)).total).toBe(0);

      const second = runCli('catalogue-import', [file, '--database', url]);
      expect(second.status).toBe(0);
      expect((await reader.store.catalogueInfo()).articles).toBe(300_000);
      expect((await reader.store.search(query)).total).toBe(300_000);
    });
  }, 120_000);
});
