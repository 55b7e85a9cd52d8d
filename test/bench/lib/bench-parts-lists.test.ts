/**
 * The lookup benchmark's lists (bench/lib/parts-lists.ts) take every path of the lookup: drawn
 * from a demo catalogue, a list has lines found as printed and with spaces, found after a supplier
 * prefix, replaced, and not found, so the benchmark's figure is for the whole mix it claims.
 */
import { catalogueNumbers, partsList, seededRandom } from '../../../bench/lib/parts-lists';
import type { LookupResponse } from '../../../src/shared/contract';
import { startTestApp, type TestApp } from '../../server/support/test-app';
import { DEMO } from '../../support/demo-users';

describe('the lookup benchmark\'s parts lists', () => {
  let t: TestApp;
  beforeAll(async () => { t = await startTestApp({ articles: 2000 }); });
  afterAll(async () => { await t.close(); });

  it('are the same for the same seed', () => {
    const numbers = ['A-1', 'B-2', 'C-3'];
    expect(partsList(numbers, 50, seededRandom(1))).toEqual(partsList(numbers, 50, seededRandom(1)));
    expect(partsList(numbers, 50, seededRandom(1))).not.toEqual(partsList(numbers, 50, seededRandom(2)));
  });

  it('resolve to every status the mix names, mostly found', async () => {
    const numbers = await catalogueNumbers(t.store);
    expect(numbers.length).toBeGreaterThan(500);
    const lines = partsList(numbers, 500, seededRandom(17));
    const response = await t.app.inject({
      method: 'POST', url: '/api/lookup', payload: { lines }, headers: { authorization: `Bearer ${await t.signIn(DEMO.muster.email)}` },
    });
    const counts = new Map<string, number>();
    for (const line of (response.json() as LookupResponse).lines) counts.set(line.status, (counts.get(line.status) ?? 0) + 1);
    expect((counts.get('found') ?? 0) + (counts.get('ambiguous') ?? 0)).toBeGreaterThan(300);
    expect(counts.get('found_after_prefix')).toBeGreaterThan(20);
    expect(counts.get('successor')).toBeGreaterThan(5);
    expect(counts.get('not_found')).toBeGreaterThan(40);
  });
});
