/**
 * The search API benchmark's suggestions and similar classes (bench/lib/number-classes.ts), and
 * their targets (bench/api-targets.ts): real prefixes, mistyped numbers that are no number of the
 * catalogue, the same on every run.
 */
import { apiTargetChecks, SUGGESTION_P99_MS, WORST_P99_MS } from '../../../bench/api-targets';
import { numberClasses, SUGGESTION_PREFIX_LENGTHS } from '../../../bench/lib/number-classes';
import type { ClassResult } from '../../../bench/search-api';
import { startTestApp, type TestApp } from '../../server/support/test-app';

describe('the search API benchmark\'s suggestions and similar classes', () => {
  let t: TestApp;
  beforeAll(async () => { t = await startTestApp({ articles: 5000 }); });
  afterAll(async () => { await t.close(); });

  it('are distinct prefixes of catalogue numbers and mistyped numbers not in it, sent to their calls, the same on every run', async () => {
    const [suggestions, similar] = await numberClasses(t.store);
    const { numbers } = await t.store.catalogueNumbers();
    const prefixes = suggestions.queries.map((query) => query.q);
    expect(new Set(prefixes).size).toBe(prefixes.length);
    for (const q of prefixes) {
      expect(q.length >= SUGGESTION_PREFIX_LENGTHS.min && q.length <= SUGGESTION_PREFIX_LENGTHS.max).toBe(true);
      expect(numbers.some((number) => number.startsWith(q))).toBe(true);
    }
    expect(suggestions.queries.every((query) => query.endpoint === 'suggestions')).toBe(true);
    const known = new Set(numbers);
    expect(similar.queries.length).toBeGreaterThan(500);
    expect(similar.queries.filter((query) => query.endpoint !== 'similar' || known.has(query.q))).toEqual([]);
    expect(await numberClasses(t.store)).toEqual([suggestions, similar]);
  });
});

it('holds suggestions to p99 ≤ 10 ms and similar articles to p99 ≤ 25 ms at 16 connections', () => {
  expect(SUGGESTION_P99_MS).toBe(10);
  expect(WORST_P99_MS).toBe(25);
  const result = (name: string, p99: number) => ({ class: name, connections: 16, search: { p99 }, floorRatio: 1 }) as unknown as ClassResult;
  const checks = apiTargetChecks([result('suggestions', 11), result('similar', 24)]);
  expect(checks.filter((c) => c.target.includes('p99')).map((c) => [c.target, c.met])).toEqual([
    ['suggestions at 16 conns p99 ≤ 10 ms', false],
    ['similar at 16 conns p99 ≤ 25 ms', true],
  ]);
});
