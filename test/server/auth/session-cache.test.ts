/**
 * A session is kept in memory between two changes of the data (auth/authenticate.ts), and still a
 * logout, an expiry, a disabled account and a changed blocked-brands list take effect at the very
 * next request, also when another connection (another instance, the users CLI) made the change.
 */
import { secretHash } from '../../../src/server/auth/tokens';
import { DEMO_USERS } from '../../../src/server/catalogue/demo/fixtures';
import { SESSION_TTL_MS } from '../../../src/server/config';
import type { Database } from '../../../src/server/store/database';
import { fromAnotherConnection as anotherConnection } from '../support/another-connection';
import type { SearchResponse } from '../../../src/shared/contract';
import { startTestApp, TEST_BACKENDS, type TestApp } from '../support/test-app';

const nord = DEMO_USERS[1];

describe.each(TEST_BACKENDS)('a session in use on %s', (backend) => {
  let t: TestApp;
  let token: string;
  beforeEach(async () => {
    t = await startTestApp({ backend, articles: 300 });
    token = await t.signIn(nord.email);
    // Used twice, so the second use could come from memory.
    for (let i = 0; i < 2; i++) expect((await t.get('/api/search?q=6es7', token)).statusCode).toBe(200);
  });
  afterEach(async () => { await t.close(); });

  /** What another process does: its own connection to the same database. */
  const fromAnotherConnection = (work: (database: Database) => Promise<unknown>) => anotherConnection(t.target, work);

  it('is refused once it has expired', async () => {
    t.clock.now += SESSION_TTL_MS + 1;
    expect((await t.get('/api/search?q=6es7', token)).statusCode).toBe(401);
  });

  it('is refused after a logout here', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/logout', headers: { authorization: `Bearer ${token}` } })).statusCode).toBe(204);
    expect((await t.get('/api/search?q=6es7', token)).statusCode).toBe(401);
  });

  it('is refused after another connection ended it', async () => {
    await fromAnotherConnection((other) => other.store.deleteSession({ tokenHash: secretHash(token) }));
    expect((await t.get('/api/search?q=6es7', token)).statusCode).toBe(401);
  });

  it('is refused once another connection disabled the user', async () => {
    await fromAnotherConnection((other) => other.admin.setDisabled(nord.email, true));
    expect((await t.get('/api/search?q=6es7', token)).statusCode).toBe(401);
  });

  it('hides a brand another connection blocked for the user at the next search', async () => {
    const brands = (body: SearchResponse) => body.brands.map((b) => b.brand);
    expect(brands((await t.get('/api/search?q=6es7', token)).json())).toContain('Siemens');
    await fromAnotherConnection((other) => other.admin.importUsers([{ email: nord.email, username: nord.username, customer: nord.customer, blockedBrands: 'Siemens', passwordHash: null }], false));
    const after = await t.get('/api/search?q=6es7', token);
    expect(after.statusCode).toBe(200);
    expect(brands(after.json())).not.toContain('Siemens');
  });
});
