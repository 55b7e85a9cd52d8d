/**
 * The number index (docs/search-flow.md, Mistyped numbers): the four mistyped numbers,
 * the order of suggestions, limits, and inputs that must never throw.
 */
import { NumberIndex } from '../../../../src/server/catalogue/number-index/number-index';
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
