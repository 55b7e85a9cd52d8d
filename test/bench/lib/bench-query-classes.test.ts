/**
 * The search benchmark's random-prefix class (bench/lib/query-classes.ts): thousands of distinct
 * prefixes, each of real article numbers, the same on every run, so it measures the search that
 * no kept answer serves.
 */
import { queryClasses, RANDOM_PREFIX_LENGTHS } from '../../../bench/lib/query-classes';
import { startTestApp, type TestApp } from '../../server/support/test-app';

describe('the search benchmark\'s random prefixes', () => {
  let t: TestApp;
  beforeAll(async () => { t = await startTestApp({ articles: 5000 }); });
  afterAll(async () => { await t.close(); });

  const randomPrefixes = async () => (await queryClasses(t.store)).find((c) => c.name === 'random-prefix')?.queries.map((query) => query.q) ?? [];

  it('are hundreds of distinct prefixes of 2 to 6 characters on a 5,000-article catalogue (2,500 on the demo one), each finding articles, the same on every run', async () => {
    const prefixes = await randomPrefixes();
    expect(prefixes.length).toBeGreaterThan(500);
    expect(new Set(prefixes).size).toBe(prefixes.length);
    for (const q of prefixes) expect(q.length >= RANDOM_PREFIX_LENGTHS.min && q.length <= RANDOM_PREFIX_LENGTHS.max).toBe(true);
    for (const q of prefixes.slice(0, 200)) {
      const { total } = await t.store.search({ q, exact: false, brands: null, onstock: false, customerId: null, blockedBrands: [], limit: 1 });
      expect({ q, found: total > 0 }).toEqual({ q, found: true });
    }
    expect(await randomPrefixes()).toEqual(prefixes);
  });
});
