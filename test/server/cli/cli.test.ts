/** The operator's tools, run as compiled programs: users, db:create, catalogue:import (and a killed import). */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../../src/server/app';
import { clientPasswordHash } from '../../../src/server/auth/password';
import { connectDatabase } from '../../../src/server/store/connect-database';
import { SqliteStore } from '../../../src/server/store/sqlite/sqlite-store';
import type { SearchQuery } from '../../../src/server/store/store';
import { buildServer, runCli, startCli } from '../support/compiled-cli';
import { catalogueCsv, sampleRow } from '../support/csv';
import { windows1252 } from '../support/encodings';
import { createSqliteTestDatabase, TEST_FLAGS } from '../support/test-app';
import { DEMO } from '../../support/demo-users';

let database: { file: string; remove: () => void };
let dir: string;
beforeAll(async () => {
  buildServer();
  database = await createSqliteTestDatabase(100);
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pricetool-cli-'));
}, 120_000);
afterAll(() => {
  database.remove();
  fs.rmSync(dir, { recursive: true, force: true });
});

const db = () => ['--database', database.file];

/** The failed imports the database notes for /api/metrics (pricetool_import_last_failure_timestamp_seconds). */
async function importFailures(file: string) {
  const store = SqliteStore.open(file);
  try {
    return await store.importFailures();
  } finally {
    await store.close();
  }
}

async function canSignIn(email: string, password: string): Promise<number> {
  const store = SqliteStore.open(database.file);
  const { app } = await buildApp({ store, flags: TEST_FLAGS });
  try {
    const response = await app.inject({ method: 'POST', url: '/api/login', payload: { useremail: email, passwordhash: clientPasswordHash(password) } });
    return response.statusCode;
  } finally {
    await app.close();
    await store.close();
  }
}

describe('npm run users', () => {
  it('adds a customer with discount groups and a user who can sign in', async () => {
    const customer = runCli('users', ['customer-add', 'Acme Controls Ltd', '--discount', 's7a=25', '--discount', 'wa=on-request', ...db()]);
    expect(customer).toMatchObject({ status: 0, stdout: expect.stringContaining('Acme Controls Ltd with 2 discount group(s)') });
    const added = runCli('users', ['add', 'Buyer@Acme.example', '--name', 'Acme Buyer', '--customer', 'Acme Controls Ltd', '--blocked', 'Festo', '--password-stdin', ...db()], 'secret-pass-1\n');
    expect(added.status).toBe(0);
    expect(added.stdout).toContain('buyer@acme.example (Acme Controls Ltd)');
    expect(await canSignIn('buyer@acme.example', 'secret-pass-1')).toBe(200);

    const customers = runCli('users', ['customers', ...db()]).stdout;
    expect(customers).toMatch(/Acme Controls Ltd\t1 user\(s\)\ts7a 25%, wa on request/);
    const list = runCli('users', ['list', ...db()]).stdout;
    expect(list).toContain('buyer@acme.example');
    expect(list).toContain(DEMO.muster.email);
  });

  it('sets, marks on request and removes a discount group', () => {
    expect(runCli('users', ['discount', 'Muster Automation GmbH', 'xx1', '-12.5', ...db()]).stdout).toContain('xx1 -12.5%');
    expect(runCli('users', ['discount', 'Muster Automation GmbH', 'xx1', 'on-request', ...db()]).stdout).toContain('xx1 on request');
    expect(runCli('users', ['discount', 'Muster Automation GmbH', 'xx1', 'remove', ...db()]).stdout).toContain('Removed xx1');
  });

  it('disables and enables a user, and changes a password', async () => {
    expect(runCli('users', ['disable', DEMO.nord.email, ...db()]).status).toBe(0);
    expect(await canSignIn(DEMO.nord.email, DEMO.password)).toBe(401);
    expect(runCli('users', ['enable', DEMO.nord.email, ...db()]).status).toBe(0);
    expect(await canSignIn(DEMO.nord.email, DEMO.password)).toBe(200);
    expect(runCli('users', ['password', DEMO.nord.email, '--password', 'another-pass', ...db()]).status).toBe(0);
    expect(await canSignIn(DEMO.nord.email, 'another-pass')).toBe(200);
  });

  it('leaves one JSON audit line on stderr per change, saying who ran it and from where, never the password', () => {
    const added = runCli('users', ['add', 'Audited@Example.com', '--name', 'Audited', '--password', 'audit-pass-1', ...db()]);
    const changed = runCli('users', ['password', 'audited@example.com', '--password', 'audit-pass-2', ...db()]);
    const disabled = runCli('users', ['disable', 'audited@example.com', ...db()]);
    const lines = [added, changed, disabled].map((run) => JSON.parse(run.stderr.trim()) as Record<string, unknown>);
    expect(lines).toEqual([
      expect.objectContaining({ level: 30, event: 'user-added', email: 'audited@example.com', userId: expect.any(Number) }),
      expect.objectContaining({ level: 30, event: 'user-password-changed', email: 'audited@example.com' }),
      expect.objectContaining({ level: 30, event: 'user-disabled', email: 'audited@example.com' }),
    ]);
    for (const line of lines) expect(line).toMatchObject({ by: os.userInfo().username, from: `cli@${os.hostname()}`, time: expect.any(Number) });
    for (const run of [added, changed]) expect(run.stderr).not.toMatch(/audit-pass|scrypt|\$/);
  });

  it('writes the same changes into the audit trail the staff console shows', async () => {
    const store = SqliteStore.open(database.file);
    try {
      const entries = await store.audit.list({ user: 'audited@example.com', limit: 10 });
      expect(entries.map((entry) => entry.event)).toEqual(['user-disabled', 'user-password-changed', 'user-added']);
      for (const entry of entries) {
        expect(entry).toMatchObject({ actor: `cli:${os.userInfo().username}`, actorRole: 'cli', address: `cli@${os.hostname()}`, userEmail: 'audited@example.com' });
        expect(JSON.stringify(entry)).not.toMatch(/audit-pass|scrypt/);
      }
    } finally {
      await store.close();
    }
  });

  it('adds a staff account that signs in and reaches the staff API, but not the search', async () => {
    const added = runCli('users', ['add-staff', 'Back.Office@Example.com', '--password-stdin', ...db()], 'office-pass-1\n');
    expect(added.status).toBe(0);
    expect(added.stdout).toContain('Added staff account');
    expect(added.stderr).not.toContain('office-pass-1');
    const opened = await connectDatabase({ kind: 'sqlite', file: database.file });
    const { app } = await buildApp({ store: opened.store, admin: opened.admin, flags: TEST_FLAGS });
    try {
      const login = await app.inject({ method: 'POST', url: '/api/login', payload: { useremail: 'back.office@example.com', passwordhash: clientPasswordHash('office-pass-1') } });
      expect(login.json().user).toMatchObject({ role: 'staff', customer: null });
      const authorization = `Bearer ${login.json().token as string}`;
      expect((await app.inject({ method: 'GET', url: '/api/admin/staff', headers: { authorization } })).statusCode).toBe(200);
      expect((await app.inject({ method: 'GET', url: '/api/search?q=6ES7', headers: { authorization } })).statusCode).toBe(403);
    } finally {
      await app.close();
      await opened.close();
    }
  });

  it.each([
    [['add', 'not-an-email', '--name', 'X', '--password', 'longenough'], 2, '"not-an-email" is not an e-mail address'],
    [['add', 'x@example.com', '--name', 'X', '--password', 'short'], 2, 'at least 8 characters'],
    [['add-staff', 'not-an-email', '--password', 'longenough'], 2, '"not-an-email" is not an e-mail address'],
    [['add-staff', 'z@example.com', '--password', 'short'], 2, 'at least 8 characters'],
    [['add', DEMO.muster.email, '--name', 'X', '--password', 'longenough'], 1, 'exists already'],
    [['add', 'y@example.com', '--name', 'Y', '--customer', 'Nobody Inc', '--password', 'longenough'], 1, 'No customer named "Nobody Inc"'],
    [['disable', 'ghost@example.com'], 1, 'No user with e-mail "ghost@example.com"'],
    [['discount', 'Muster Automation GmbH', 's7a', 'lots'], 2, 'is not a percentage'],
    [['frobnicate'], 2, 'Unknown command "frobnicate"'],
  ])('refuses %j with exit %i and a clear message', (args, status, message) => {
    const result = runCli('users', [...args, ...db()]);
    expect(result.status).toBe(status);
    expect(result.stderr).toContain(message);
  });
});

describe('npm run KIND:import', () => {
  const example = (name: string) => path.join(__dirname, '..', '..', '..', 'docs', 'examples', `${name}.csv`);
  const audit = (stderr: string) => stderr.split('\n').filter((line) => line.startsWith('{')).map((line) => JSON.parse(line) as Record<string, unknown>);

  it('leaves one audit line per import, with who ran it and from where, and records it for /api/metrics', async () => {
    const file = path.join(dir, 'imports.sqlite');
    expect(runCli('db-create', ['--empty', '--database', file]).status).toBe(0);
    const rows: Record<string, number> = { brands: 4, replacements: 2, customers: 5, users: 2, stock: 4 };
    expect(runCli('catalogue-import', [example('catalogue'), '--database', file]).status).toBe(0);
    for (const kind of Object.keys(rows)) {
      const run = runCli('import', [kind, example(kind), '--database', file]);
      expect(run.status).toBe(0);
      expect(audit(run.stderr)).toEqual([expect.objectContaining({
        level: 30, event: 'import', kind, file: example(kind), rows: rows[kind], rejected: 0,
        by: os.userInfo().username, from: `cli@${os.hostname()}`,
      })]);
      // The one-time passwords go to the terminal only, never into the audit line.
      if (kind === 'users') expect(run.stderr).not.toMatch(/One-time|@muster-automation\.example {2}/);
    }
    const store = SqliteStore.open(file);
    const { app } = await buildApp({ store, flags: TEST_FLAGS });
    try {
      const text = (await app.inject({ method: 'GET', url: '/api/metrics', remoteAddress: '127.0.0.1' })).body;
      for (const [kind, count] of Object.entries(rows)) expect(text).toContain(`pricetool_import_rows{kind="${kind}"} ${count}`);
    } finally {
      await app.close();
      await store.close();
    }
  });

  it('reads a file German Excel saved in Windows-1252 and says so; a user named in it signs in', async () => {
    const file = path.join(dir, 'users-1252.csv');
    fs.writeFileSync(file, windows1252('E-Mail;Name;Kunde;Passwort\r\njürgen@müller.example;Jürgen Weiß;Muster Automation GmbH;Grüße aus Köln\r\n'));
    const run = runCli('import', ['users', file, ...db()]);
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('Read as Windows-1252 with ";" as separator');
    expect(audit(run.stderr)).toEqual([expect.objectContaining({ kind: 'users', rows: 1, encoding: 'Windows-1252' })]);
    expect(runCli('users', ['list', ...db()]).stdout).toContain('Jürgen Weiß');
    expect(await canSignIn('jürgen@müller.example', 'Grüße aus Köln')).toBe(200);
  });

  it('leaves no audit line when the file is refused, and records the failure for /api/metrics', async () => {
    const bad = path.join(dir, 'bad-brands.csv');
    fs.writeFileSync(bad, 'brand;sold\nAcme;maybe\n');
    const before = Date.now();
    const run = runCli('import', ['brands', bad, ...db()]);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('line 2');
    expect(audit(run.stderr)).toEqual([]);
    expect(await importFailures(database.file)).toEqual([{ kind: 'brands', at: expect.any(Number) }]);
    expect((await importFailures(database.file))[0].at).toBeGreaterThanOrEqual(before);
  });
});

describe('a database that does not exist', () => {
  const example = (name: string) => path.join(__dirname, '..', '..', '..', 'docs', 'examples', `${name}.csv`);
  const commands: Array<[string, string, string[]]> = [
    ['stock:import', 'import', ['stock', example('stock')]],
    ['catalogue:import', 'catalogue-import', [example('catalogue')]],
    ['brands:import', 'import', ['brands', example('brands')]],
    ['customers:import', 'import', ['customers', example('customers')]],
    ['users:import', 'import', ['users', example('users')]],
    ['replacements:import', 'import', ['replacements', example('replacements')]],
    ['users list', 'users', ['list']],
    ['users add', 'users', ['add', 'x@example.com', '--name', 'X', '--password', 'longenough']],
    ['users customer-add', 'users', ['customer-add', 'Acme Controls Ltd']],
    ['db:backup', 'db-backup', ['BACKUP']],
  ];

  // Named by --database in production, and by DATABASE outside it: refused either way, in either environment.
  it.each(commands)('is refused by %s with exit 1, naming the path and how to create one, and is not created', (_name, cli, args) => {
    const missing = path.join(dir, 'mistyped', 'pricetool.sqlite');
    for (const [env, how] of [['production', ['--database', missing]], ['development', []]] as const) {
      const backup = path.join(dir, 'never-written.sqlite');
      const result = runCli(cli, [...args.map((arg) => (arg === 'BACKUP' ? backup : arg)), ...how], undefined, { NODE_ENV: env, DATABASE: missing, DATABASE_URL: '' });
      expect(result.status).toBe(1);
      expect(result.stderr).toContain(`Error: No database at ${missing}.`);
      expect(result.stderr).toContain('npm run db:create -- --empty');
      expect(fs.existsSync(missing)).toBe(false);
      expect(fs.existsSync(backup)).toBe(false);
    }
  });

  it('is created by db:create, in production too, and then used by the others', () => {
    const file = path.join(dir, 'created-in-production.sqlite');
    const env = { NODE_ENV: 'production', DATABASE: file, DATABASE_URL: '' };
    expect(runCli('db-create', ['--empty'], undefined, env).status).toBe(0);
    expect(runCli('users', ['customer-add', 'Acme Controls Ltd'], undefined, env).status).toBe(0);
  });
});

describe('npm run db:create', () => {
  it('creates a database of the requested size with a progress display, and refuses to overwrite without --force', () => {
    const file = path.join(dir, 'small.sqlite');
    const created = runCli('db-create', ['--articles', '2500', '--database', file]);
    expect(created.status).toBe(0);
    expect(created.stderr).toMatch(/Demo catalogue: 100% 2,500\/2,500/);
    expect(created.stderr).toContain(`Created ${file} with 2,500 articles`);
    const again = runCli('db-create', ['--articles', '2500', '--database', file]);
    expect(again.status).toBe(2);
    expect(again.stderr).toContain('add --force to replace it');
    expect(runCli('db-create', ['--articles', 'many', '--database', file]).stderr).toContain('--articles must be a positive whole number');
  });
});

describe('npm run catalogue:import', () => {
  const query: SearchQuery = { q: 'imp', exact: false, brands: null, onstock: false, customerId: null, blockedBrands: [], limit: 100 };

  it('prints a summary of loaded and rejected rows, and records a refused import as failed', async () => {
    const file = path.join(dir, 'mixed.csv');
    fs.writeFileSync(file, catalogueCsv([sampleRow(1), sampleRow(2, { listprice: 'free' }), sampleRow(3)]));
    const strict = runCli('catalogue-import', [file, ...db()]);
    expect(strict.status).toBe(1);
    expect(strict.stderr).toContain('line 3: listprice "free" is not a price with a decimal comma');
    expect(strict.stderr).toContain('Error: 1 row(s) rejected; nothing was imported');
    expect((await importFailures(database.file)).map((failure) => failure.kind)).toContain('catalogue');
    const lenient = runCli('catalogue-import', [file, '--skip-invalid', ...db()]);
    expect(lenient.status).toBe(0);
    expect(lenient.stderr).toMatch(/Imported 2 articles as catalogue import-/);
    expect(lenient.stderr).toContain('line 3: listprice "free"');
    const audit = lenient.stderr.split('\n').filter((line) => line.startsWith('{')).map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(audit).toEqual([expect.objectContaining({ event: 'import', kind: 'catalogue', file, rows: 2, rejected: 1, by: os.userInfo().username })]);
  });

  it('leaves the old catalogue serving when the import process is killed half-way, and the next import succeeds', async () => {
    const file = path.join(dir, 'big.csv');
    fs.writeFileSync(file, catalogueCsv(Array.from({ length: 300_000 }, (_, i) => sampleRow(i + 10))));
    const reader = SqliteStore.open(database.file);
    try {
      const before = await reader.catalogueInfo();
      const child = startCli('catalogue-import', [file, ...db()]);
      const staged = () => reader.db.prepare("SELECT name FROM sqlite_master WHERE name = 'articles_next'").get() !== undefined
        && (reader.db.prepare('SELECT COUNT(*) AS n FROM articles_next').get() as { n: number }).n > 0;
      while (!staged()) await new Promise((resolve) => setTimeout(resolve, 20));
      child.kill('SIGKILL');
      await new Promise((resolve) => child.once('exit', resolve));

      expect(await reader.catalogueInfo()).toEqual(before);
      expect((await reader.search(query)).total).toBe(before.articles);

      const second = runCli('catalogue-import', [file, ...db()]);
      expect(second.status).toBe(0);
      expect((await reader.catalogueInfo()).articles).toBe(300_000);
      expect((await reader.search(query)).total).toBe(300_000);
    } finally {
      await reader.close();
    }
  }, 120_000);
});
