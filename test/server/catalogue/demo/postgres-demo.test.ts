/**
 * When the server fills a PostgreSQL database with the demo: only one that had none of pricetool's
 * tables (or whose demo creation was interrupted), once even if several instances start together,
 * and never one the operators' tools have already set up.
 */
import { createPostgresDemo, DatabaseInUseError, ensureDemoDatabase } from '../../../../src/server/catalogue/demo/create-demo-database';
import { DEMO_USERS } from '../../../../src/server/catalogue/demo/fixtures';
import { connectDatabase } from '../../../../src/server/store/connect-database';
import type { Database } from '../../../../src/server/store/database';
import type { PostgresDatabase } from '../../../../src/server/store/postgres/postgres-database';
import { emptyTestDatabase, queryRows, type TestDatabase } from '../../support/test-app';

const ARTICLES = 100;
let empty: TestDatabase;
beforeEach(async () => { empty = await emptyTestDatabase('postgres'); });
afterEach(async () => { await empty.remove(); });

async function inspect<T>(look: (database: Database) => Promise<T>): Promise<T> {
  const database = await connectDatabase(empty.target);
  try {
    return await look(database);
  } finally {
    await database.close();
  }
}

const emails = (database: Database) => database.admin.listUsers().then((users) => users.map((user) => user.email).sort());
const demoEmails = DEMO_USERS.map((user) => user.email).sort();

describe('the demo on PostgreSQL', () => {
  it('fills a database without pricetool tables, and only once', async () => {
    expect(await ensureDemoDatabase(empty.target, { articles: ARTICLES })).toBe(true);
    expect(await ensureDemoDatabase(empty.target, { articles: ARTICLES })).toBe(false);
    expect(await inspect(emails)).toEqual(demoEmails);
    expect(await inspect((database) => database.store.catalogueInfo())).toMatchObject({ articles: expect.any(Number), version: expect.stringMatching(/^demo-/) });
  });

  it('leaves alone a database the operators tools set up first, even with no user and no catalogue', async () => {
    await inspect((database) => database.admin.ensureCustomer('Acme Controls Ltd'));
    expect(await ensureDemoDatabase(empty.target, { articles: ARTICLES })).toBe(false);
    expect(await inspect(emails)).toEqual([]);
    expect(await inspect((database) => database.store.catalogueInfo())).toEqual({ articles: 0, version: 'empty' });
  });

  it('completes a demo creation that was interrupted', async () => {
    await inspect(async (database) => (database as PostgresDatabase).setMetaValue('demo_state', 'creating'));
    expect(await ensureDemoDatabase(empty.target, { articles: ARTICLES })).toBe(true);
    expect(await inspect(emails)).toEqual(demoEmails);
  });

  it('is created by one of several instances starting at once', async () => {
    const created = await Promise.all([1, 2, 3].map(() => ensureDemoDatabase(empty.target, { articles: ARTICLES })));
    expect(created.filter(Boolean)).toHaveLength(1);
    const [{ n }] = await inspect((database) => queryRows<{ n: number }>(database, 'SELECT COUNT(*) AS n FROM users'));
    expect(n).toBe(DEMO_USERS.length);
  });

  it('db:create refuses a database in use unless forced, and forced it replaces everything', async () => {
    await inspect((database) => database.admin.addUser({ email: 'buyer@acme.example', username: 'Buyer', passwordHash: 'x', customerId: null, blockedBrands: '' }));
    await expect(createPostgresDemo((empty.target as { url: string }).url, { articles: ARTICLES, force: false })).rejects.toBeInstanceOf(DatabaseInUseError);
    await createPostgresDemo((empty.target as { url: string }).url, { articles: ARTICLES, force: true });
    expect(await inspect(emails)).toEqual(demoEmails);
  });
});
