/**
 * The audit trail keeps a line for AUDIT_RETENTION_MS (docs/operations.md, The audit view): the
 * server deletes the older ones, AUDIT_PRUNE_BATCH at a time, and keeps the rest; both backends.
 */
import { AUDIT_PRUNE_BATCH, AUDIT_RETENTION_MS } from '../../../src/server/config';
import { pruneAuditTrail } from '../../../src/server/store/audit-retention';
import type { AuditEntry } from '../../../src/server/store/audit-trail';
import { startTestApp, TEST_BACKENDS, type TestApp } from '../support/test-app';

describe.each(TEST_BACKENDS)('audit retention on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ backend, articles: 50 });
  });
  afterAll(() => t.close());

  it('deletes the lines older than AUDIT_RETENTION_MS, more than a batch of them, and keeps the rest', async () => {
    const now = t.clock.now;
    const line = (at: number): AuditEntry => ({
      at, event: 'discount-set', actor: 'cli:operator', actorRole: 'cli', address: 'cli@host', customerId: null, userEmail: null, details: {},
    });
    const old = AUDIT_PRUNE_BATCH + 5;
    for (let i = 0; i < old; i++) await t.store.audit.record(line(now - AUDIT_RETENTION_MS - 1 - i));
    await t.store.audit.record(line(now - AUDIT_RETENTION_MS));
    await t.store.audit.record(line(now));

    expect(await pruneAuditTrail(t.store.audit, now)).toBe(old);
    const kept = await t.store.audit.list({ event: 'discount-set', limit: old });
    expect(kept.map((entry) => entry.at)).toEqual([now, now - AUDIT_RETENTION_MS]);
    expect(await pruneAuditTrail(t.store.audit, now)).toBe(0);
  });
});
