/**
 * A production start (NODE_ENV=production) creates no demo data and no users, says when the
 * catalogue is empty, warns at every start about demo users it finds, and never names a password;
 * outside production a new database still gets the demo. On both backends.
 */
import fs from 'node:fs';
import { buildApp } from '../../../src/server/app';
import { DEMO_PASSWORD, DEMO_USERS } from '../../../src/server/catalogue/demo/fixtures';
import { createEmptyDatabase, DatabaseExistsError, MissingDatabaseError, openServerDatabase } from '../../../src/server/catalogue/new-database';
import { EMPTY_CATALOGUE_NOTICE, startupNotices, unsetAddressesNotice } from '../../../src/server/catalogue/startup-notices';
import { readContentAnswer } from '../../../src/server/content/content-answer';
import { readConfig } from '../../../src/server/config';
import type { DatabaseTarget } from '../../../src/server/database-target';
import type { Database } from '../../../src/server/store/database';
import { createTestDatabase, emptyTestDatabase, TEST_BACKENDS, TEST_FLAGS, type TestDatabase } from '../support/test-app';

function configFor(target: DatabaseTarget, mode: 'production' | 'development', demoArticles = 500) {
  const where = target.kind === 'sqlite' ? { DATABASE: target.file } : { DATABASE_URL: target.url };
  return readConfig({ ...where, NODE_ENV: mode, DEMO_ARTICLES: String(demoArticles) });
}

async function health(database: Database) {
  const { app } = await buildApp({ store: database.store, flags: TEST_FLAGS });
  try {
    return (await app.inject({ url: '/api/health' })).json();
  } finally {
    await app.close();
  }
}

const demoEmails = DEMO_USERS.map((user) => user.email);

describe.each(TEST_BACKENDS)('a server start on %s', (backend) => {
  let created: TestDatabase;
  let database: Database | undefined;
  afterEach(async () => {
    await database?.close();
    database = undefined;
    await created.remove();
  });

  /** An empty database as an operator makes one: db:create --empty (createdb on PostgreSQL). */
  async function emptyDatabase(): Promise<DatabaseTarget> {
    created = await emptyTestDatabase(backend);
    await createEmptyDatabase(created.target, false);
    return created.target;
  }

  it('in production creates no demo data and no users; health and the notices say the catalogue is empty', async () => {
    const target = await emptyDatabase();
    const opened = await openServerDatabase(configFor(target, 'production'));
    database = opened.database;
    expect(opened.demoCreated).toBe(false);
    expect(await database.admin.listUsers()).toEqual([]);
    expect(await database.admin.listCustomers()).toEqual([]);
    // Not ready: a load balancer sends nothing to a server with nothing to serve.
    expect(await health(database)).toEqual({
      error: 'not_ready', message: expect.any(String), checks: { accepting: 'ok', database: 'ok', writes: 'ok', catalogue: 'failed' },
      articles: 0, catalogueVersion: 'empty', catalogue: 'empty',
    });
    const notices = await startupNotices(database, true);
    expect(notices).toEqual([EMPTY_CATALOGUE_NOTICE, unsetAddressesNotice(['order.email', 'contact.email'])]);
    expect(notices[0]).toContain('npm run catalogue:import');
    expect(notices[1]).toContain('npm run content:import');
  });

  it('in production starts with the default texts and no address, names none to customers, and says so at every start until both are set', async () => {
    const target = await emptyDatabase();
    database = (await openServerDatabase(configFor(target, 'production'))).database;
    const { texts, settings } = await readContentAnswer(database.store.content);
    expect(settings).toEqual({ 'order.email': '', 'contact.email': '', 'company.name': '' });
    expect(texts['faq.stock.answer'].EN).toMatch(/every 3 hours/);
    await database.store.content.write([{ key: 'order.email', values: { EN: 'orders@acme.example', DE: '', FR: '', ES: '' } }], Date.now());
    expect(await startupNotices(database, true)).toEqual([EMPTY_CATALOGUE_NOTICE, unsetAddressesNotice(['contact.email'])]);
    await database.store.content.write([{ key: 'contact.email', values: { EN: 'sales@acme.example', DE: '', FR: '', ES: '' } }], Date.now());
    expect(await startupNotices(database, true)).toEqual([EMPTY_CATALOGUE_NOTICE]);
  });

  it('in production warns about demo users and the demo catalogue, naming no password, until the users are disabled', async () => {
    created = await createTestDatabase(backend, 500);
    const opened = await openServerDatabase(configFor(created.target, 'production'));
    database = opened.database;
    expect(opened.demoCreated).toBe(false);
    expect(await health(database)).toMatchObject({ articles: 500, catalogue: 'loaded' });

    const notices = await startupNotices(database, true);
    expect(notices).toEqual([expect.stringContaining('demo catalogue'), expect.stringContaining('demo users whose password is public')]);
    for (const email of demoEmails) expect(notices[1]).toContain(email);
    expect(notices.join('\n')).not.toContain(DEMO_PASSWORD);
    // Every start checks again: the warning is there as long as a demo user can sign in.
    expect(await startupNotices(database, true)).toEqual(notices);

    for (const email of demoEmails) await database.admin.setDisabled(email, true);
    expect(await startupNotices(database, true)).toEqual([expect.stringContaining('demo catalogue')]);
  });

  it('outside production says nothing about the demo it serves', async () => {
    created = await createTestDatabase(backend, 500);
    const opened = await openServerDatabase(configFor(created.target, 'development'));
    database = opened.database;
    expect(opened.demoCreated).toBe(false);
    expect(await startupNotices(database, false)).toEqual([]);
  });

  it('outside production fills a new database with the demo, and says it did', async () => {
    created = await emptyTestDatabase(backend);
    const opened = await openServerDatabase(configFor(created.target, 'development', 700));
    database = opened.database;
    expect(opened.demoCreated).toBe(true);
    expect((await database.admin.listUsers()).map((user) => user.email).sort()).toEqual([...demoEmails].sort());
    expect(await health(database)).toMatchObject({ articles: 700, catalogue: 'loaded' });
  });

  it('db:create --empty refuses a database that exists or holds data unless forced, and then empties it', async () => {
    created = await createTestDatabase(backend, 500);
    await expect(createEmptyDatabase(created.target, false)).rejects.toBeInstanceOf(DatabaseExistsError);
    await createEmptyDatabase(created.target, true);
    const opened = await openServerDatabase(configFor(created.target, 'production'));
    database = opened.database;
    expect(await database.admin.listUsers()).toEqual([]);
    expect(await health(database)).toMatchObject({ articles: 0, catalogue: 'empty' });
  });
});

describe('a production start on a SQLite file that does not exist', () => {
  it('is refused, and no file is created: a mistyped DATABASE must not start an empty server', async () => {
    const created = await emptyTestDatabase('sqlite');
    try {
      const target = created.target as { kind: 'sqlite'; file: string };
      await expect(openServerDatabase(configFor(target, 'production'))).rejects.toBeInstanceOf(MissingDatabaseError);
      await expect(openServerDatabase(configFor(target, 'production'))).rejects.toThrow('npm run db:create -- --empty');
      expect(fs.existsSync(target.file)).toBe(false);
    } finally {
      await created.remove();
    }
  });
});
