/**
 * The number index (docs/search-flow.md, Mistyped numbers): the four mistyped numbers,
 * the order of suggestions, limits, inputs that must never throw, the same close numbers as a full
 * scan, and the recall targets on seeded mistyped queries (bench/number-recall.ts measures the full catalogue).
 */
import { mistypedQueries, recallOf } from '../../../../bench/lib/mistyped-numbers';
import { generateKeyedArticles } from '../../../../src/server/catalogue/demo/generate';
import { closeLimit } from '../../../../src/server/catalogue/number-index/confusions';
import { boundedDistance, unitsOf } from '../../../../src/server/catalogue/number-index/edit-distance';
import { NumberIndex } from '../../../../src/server/catalogue/number-index/number-index';
import { NUMBER_MATCHING } from '../../../../src/server/config/tuning';
import { SIMILAR_RESULT_LIMIT } from '../../../../src/shared/api-constants';
import { normaliseQuery } from '../../../../src/shared/normalise';

const TARGET = normaliseQuery('6ES7214-1AG40-0XB0');
const catalogue = NumberIndex.build([
  '6ES7214-1AG40-0XB0', '6ES7214-1AG40-0XB0', '6ES7214-1AG41-0XB0', '6ES7214-1BG40-0XB0', '6ES7215-1AG40-0XB0',
  '6ES7214-1AG40', '6ES7214-1AG4', '6ES7211-1AE40-0XB0', '3RH1122-1BB40', '9X1AG40-0XB0', 'ABC1AG400XB0Z',
].map(normaliseQuery));

describe('a mistyped number', () => {
  it.each([
    ['letter O for zero', '6ES7214-1AG4O-0XB0'],
    ['two digits swapped', '6ES7241-1AG40-0XB0'],
    ['one character missing', '6ES7214-1AG40-XB0'],
    ['the end of the number', '1AG40-0XB0'],
  ])('finds 6ES7214-1AG40-0XB0 among similar articles (%s: %s)', (_kind, typed) => {
    const similar = catalogue.similar(normaliseQuery(typed), 20).map((r) => r.number);
    expect(similar).toContain(TARGET);
  });

  it('ranks the label confusion first, at the confusion cost', () => {
    expect(catalogue.similar(normaliseQuery('6ES7214-1AG4O-0XB0'), 20)[0]).toEqual({ number: TARGET, match: 'close', cost: 0.5 });
  });

  it('never answers the query itself as similar', () => {
    expect(catalogue.similar(TARGET, 100).map((r) => r.number)).not.toContain(TARGET);
  });
});

describe('suggestions', () => {
  it('suggest 6es72141ag400xb0 for 6es72141ag4, numbers starting with it first, shorter first', () => {
    const suggested = catalogue.suggest('6es72141ag4', 20);
    expect(suggested.map((r) => r.number).slice(0, 4)).toEqual(['6es72141ag4', '6es72141ag40', '6es72141ag400xb0', '6es72141ag410xb0']);
    expect(suggested.slice(0, 4).every((r) => r.match === 'prefix')).toBe(true);
  });
});

describe('the order and the limits', () => {
  it('suggests numbers starting with the query, then holding it further in, then close ones', () => {
    const matches = catalogue.suggest('1ag400xb0', 20);
    const order = ['prefix', 'inside', 'close'];
    expect(matches.map((r) => order.indexOf(r.match))).toEqual(matches.map((r) => order.indexOf(r.match)).sort());
    expect(matches.filter((r) => r.match === 'inside').map((r) => r.number)).toEqual(['9x1ag400xb0', 'abc1ag400xb0z', '6es72141ag400xb0', '6es72151ag400xb0']);
    expect(new Set(matches.map((r) => r.number)).size).toBe(matches.length);
  });

  it('answers at most the limit', () => {
    expect(catalogue.suggest('6es72', 2)).toHaveLength(2);
    expect(catalogue.similar(normaliseQuery('6ES7214-1AG4O-0XB0'), 1)).toHaveLength(1);
    expect(catalogue.suggest('6es72', 0)).toEqual([]);
    expect(catalogue.similar('6es72141ag400xb', -1)).toEqual([]);
  });

  it('counts each number once', () => {
    expect(catalogue.size).toBe(10);
  });

  it('finds nothing close for a query under 5 characters, and fragments only from 5', () => {
    expect(NumberIndex.build(['abcde', 'xabcd']).similar('abcf', 10)).toEqual([]);
    expect(NumberIndex.build(['xabcd']).suggest('abcd', 10)).toEqual([]);
    expect(NumberIndex.build(['xabcde']).suggest('abcde', 10)).toEqual([{ number: 'xabcde', match: 'inside', cost: 0 }]);
  });

  it.each(['', 'a', '%', '_', '%_%', 'é', '𝟘𝟙', '\u0000\u0007\u001b', 'x'.repeat(256), '6es7214\u0000ag400xb0', '\ud800'])('never throws on %j', (q) => {
    const withOdd = NumberIndex.build([...['6es72141ag400xb0', 'ö0000', '日本00001', '%_%_%'], q]);
    expect(() => catalogue.suggest(q, 8)).not.toThrow();
    expect(() => catalogue.similar(q, 20)).not.toThrow();
    expect(withOdd.suggest(q, 8).every((r) => typeof r.number === 'string')).toBe(true);
    expect(withOdd.similar(q, 20).map((r) => r.number)).not.toContain(q);
  });
});

/** Seeded and small enough for a few seconds; bench/number-recall.ts measures the 820,000 of the demo. */
const DEMO_NUMBERS = 12_000;
const QUERIES_PER_KIND = 120;

describe(`on ${DEMO_NUMBERS.toLocaleString('en-US')} demo numbers`, () => {
  const numbers = [...generateKeyedArticles(DEMO_NUMBERS)].map((a) => a.artnrt4);
  const index = NumberIndex.build(numbers);
  const queries = mistypedQueries(numbers, QUERIES_PER_KIND, 28);
  const units = numbers.map(unitsOf);
  // Each kind of mistake, short and long queries (one edit and two).
  const sample = queries.filter((_, i) => i % 20 === 0).map((q) => q.query);
  const scanned = new Map<string, Array<{ number: string; cost: number }>>();
  /** Every close number by a full scan (edit-distance.ts), with its cost: what the walks must find. */
  const scan = (query: string) => {
    const limit = closeLimit(query.length);
    if (!scanned.has(query)) {
      scanned.set(query, numbers
        .map((number, i) => ({ number, cost: boundedDistance(unitsOf(query), units[i], 0, number.length, limit) }))
        .filter((r) => r.cost > 0 && r.cost !== Infinity && !r.number.startsWith(query) && !r.number.includes(query)));
    }
    return scanned.get(query)!;
  };

  it('finds exactly the close numbers a full scan finds, at the same costs', () => {
    expect(sample.filter((q) => scan(q).length > 0).length).toBeGreaterThan(sample.length / 2);
    for (const query of sample) {
      const close = index.similar(query, 10_000).filter((r) => r.match === 'close');
      expect(close.map((r) => [r.number, r.cost]).sort()).toEqual(scan(query).map((r) => [r.number, r.cost]).sort());
    }
  });

  it('suggests the best close numbers the full search ranks first, though it stops widening once it has enough', () => {
    for (const query of sample) {
      const suggested = index.suggest(query, 8);
      const close = suggested.filter((r) => r.match === 'close');
      expect(close).toEqual(index.similar(query, 10_000).filter((r) => r.match === 'close').slice(0, close.length));
      if (close.length > 0) expect(suggested).toHaveLength(Math.min(8, suggested.length - close.length + scan(query).length));
    }
  });

  it('suggests close numbers only when no number starts with or holds the text, then within the full budget', () => {
    const typed = numbers.filter((_, i) => i % 40 === 0).map((number) => number.slice(0, 11));
    for (const q of typed) expect(index.suggest(q, 8).some((r) => r.match === 'close')).toBe(false);
    const twoEdits = sample.find((q) => q.length >= NUMBER_MATCHING.twoEditsLength && scan(q).some((r) => r.cost > NUMBER_MATCHING.editCost)
      && index.similar(q, 8).every((r) => r.match === 'close'));
    expect(twoEdits).toBeDefined();
    expect(index.suggest(twoEdits!, 8).some((r) => r.cost > NUMBER_MATCHING.editCost)).toBe(true);
  });

  it('answers the number meant to single mistakes first at least 80 % and among the first five 95 % of the time', () => {
    const single = recallOf((q) => index.similar(q, SIMILAR_RESULT_LIMIT), queries).find((r) => r.kind === 'single mistakes')!;
    expect(single.queries).toBe(5 * QUERIES_PER_KIND);
    expect(single.first).toBeGreaterThanOrEqual(0.8);
    expect(single.firstFive).toBeGreaterThanOrEqual(0.95);
  });
});
