/**
 * The weighted, bounded Damerau–Levenshtein distance and the label look-alikes it counts cheaper
 * (NUMBER_MATCHING in config/tuning.ts).
 */
import { closeLimit, fold, substitutionCost } from '../../../../src/server/catalogue/number-index/confusions';
import { boundedDistance, unitsOf } from '../../../../src/server/catalogue/number-index/edit-distance';

const distance = (a: string, b: string, limit = 10) => boundedDistance(unitsOf(a), unitsOf(b), 0, b.length, limit);

describe('the edit distance', () => {
  it.each([
    ['6es72141ag400xb0', '6es72141ag400xb0', 0],
    ['6es72141ag4o0xb0', '6es72141ag400xb0', 0.5], // letter o for zero
    ['6es72i41ag400xb0', '6es72141ag400xb0', 0.5], // i for one
    ['6es7214lag400xb0', '6es72141ag400xb0', 0.5], // l for one
    ['6e572141ag400xb0', '6es72141ag400xb0', 0.5], // 5 for s
    ['6es72141ag400x80', '6es72141ag400xb0', 0.5], // 8 for b
    ['6es7z141ag400xb0', '6es72141ag400xb0', 0.5], // z for 2
    ['6es72141ag4o0xbo', '6es72141ag400xb0', 1], // two look-alikes: one edit's worth
    ['6es72141ag490xb0', '6es72141ag400xb0', 1], // another substitution
    ['6es72411ag400xb0', '6es72141ag400xb0', 1], // neighbours swapped
    ['6es72141ag40xb0', '6es72141ag400xb0', 1], // one missing
    ['6es72141ag4000xb0', '6es72141ag400xb0', 1], // one extra
    ['6es72411ag40xb0', '6es72141ag400xb0', 2],
    ['abc', '', 3],
    ['', 'abc', 3],
    ['ca', 'abc', 3], // optimal string alignment: a swapped pair is not edited again
  ])('%s to %s costs %d', (a, b, cost) => {
    expect(distance(a, b)).toBe(cost);
    expect(distance(b, a)).toBe(cost);
  });

  it('stops at the limit', () => {
    expect(distance('6es72411ag40xb0', '6es72141ag400xb0', 1.5)).toBe(Infinity);
    expect(distance('abcdefgh', 'a', 2)).toBe(Infinity);
  });
});

describe('the label look-alikes', () => {
  it.each([['o', '0'], ['i', '1'], ['l', '1'], ['i', 'l'], ['s', '5'], ['b', '8'], ['z', '2']])('%s and %s fold together', (a, b) => {
    expect(fold(a.charCodeAt(0))).toBe(fold(b.charCodeAt(0)));
    expect(substitutionCost(a.charCodeAt(0), b.charCodeAt(0))).toBe(0.5);
  });

  it.each([['o', 'q'], ['1', '7'], ['s', 'z'], ['8', '3']])('%s and %s do not', (a, b) => {
    expect(fold(a.charCodeAt(0))).not.toBe(fold(b.charCodeAt(0)));
    expect(substitutionCost(a.charCodeAt(0), b.charCodeAt(0))).toBe(1);
  });

  it.each([[4, -1], [5, 1], [9, 1], [10, 2], [64, 2]])('a query of %d characters finds numbers within %d', (length, limit) => {
    expect(closeLimit(length)).toBe(limit);
  });
});
