/**
 * Prefix ranges at the edges of Unicode: a query ending in U+10FFFF (the last code point) or in
 * U+D7FF (the last before the surrogates) must give the articles starting with it, on both stores.
 */
import type { Article } from '../../../src/shared/contract';
import { PrefixFacetCounter } from '../../../src/server/store/prefix-facets';
import { connectDatabase } from '../../../src/server/store/connect-database';
import type { Database } from '../../../src/server/store/database';
import { prefixRangeSql, prefixUpperBound } from '../../../src/server/store/search-results';
import { sampleRow } from '../support/csv';
import { createTestDatabase, TEST_BACKENDS, type TestDatabase } from '../support/test-app';

const LAST = '\u{10FFFF}';

describe('prefixUpperBound', () => {
  it('is the prefix with its last character grown by one', () => {
    expect(prefixUpperBound('6es7')).toBe('6es8');
    expect(prefixUpperBound('a')).toBe('b');
    expect(prefixUpperBound('z\u00ff')).toBe('z\u0100');
    expect(prefixUpperBound('x\u{1F600}')).toBe('x\u{1F601}');
  });

  it('carries past U+10FFFF to the character before it', () => {
    expect(prefixUpperBound(`a${LAST}`)).toBe('b');
    expect(prefixUpperBound(`ab${LAST}${LAST}`)).toBe('ac');
  });

  it('has none for a prefix made only of U+10FFFF', () => {
    expect(prefixUpperBound(LAST)).toBeNull();
    expect(prefixUpperBound(LAST.repeat(3))).toBeNull();
  });

  it('skips the surrogates, which no stored text holds', () => {
    expect(prefixUpperBound('y\uD7FF')).toBe('y\uE000');
  });
});

describe('prefixRangeSql', () => {
  it('bounds the range above when there is an upper bound, else reads everything from q on', () => {
    expect(prefixRangeSql('a.artnrt4', '>=', '@q', '@upper')).toBe('a.artnrt4 >= @q AND a.artnrt4 < @upper');
    expect(prefixRangeSql('a.artnrt4', '>', '$1', null)).toBe('a.artnrt4 > $1');
  });
});

describe('PrefixFacetCounter', () => {
  it('counts whole characters: a prefix never ends in half of a surrogate pair', () => {
    const counter = new PrefixFacetCounter();
    counter.add(`${LAST}1`, 'Wago', 1);
    expect([...counter.facets()].map((facet) => facet.prefix)).toEqual([LAST, `${LAST}1`]);
  });
});

const ARTICLE_NUMBERS = [
  'A100', `Z${LAST}`, `Z${LAST}1`, 'ZZ', 'Z\u00e4', `${LAST}`, `${LAST}${LAST}A`, 'Y\uD7FF1', 'Y\uE0001', '\uFFFD9',
];

/** How each article above is loaded: its brand and whether it is on stock, by its position. */
const brandOf = (i: number) => (i % 2 ? 'Wago' : 'Sick');
const onStockAt = (i: number) => i % 3;

describe.each(TEST_BACKENDS)('searches at the edges of Unicode on %s', (backend) => {
  let created: TestDatabase;
  let database: Database;
  beforeAll(async () => {
    created = await createTestDatabase(backend, 10);
    database = await connectDatabase(created.target);
    async function* rows() {
      for (const [i, artnr] of ARTICLE_NUMBERS.entries()) yield sampleRow(i, { artnr, brand: brandOf(i), onstock: onStockAt(i) });
    }
    await database.loadCatalogue(rows(), { version: 'test-unicode-edges' });
  });
  afterAll(async () => {
    await database.close();
    await created.remove();
  });

  async function search(q: string, options: { exact?: boolean; brands?: string[]; onstock?: boolean } = {}) {
    const result = await database.store.search({
      q, exact: options.exact ?? false, brands: options.brands ?? null, onstock: options.onstock ?? false,
      customerId: null, blockedBrands: [], limit: 100,
    });
    const numbers = result.articles.map((doc) => (JSON.parse(doc) as Article).artnr).sort();
    return { numbers, total: result.total, facets: result.brands };
  }

  /** The articles a prefix search must find, read from the list above. */
  const startingWith = (q: string, options: { brands?: string[]; onstock?: boolean } = {}) => ARTICLE_NUMBERS
    .filter((artnr, i) => artnr.toLowerCase().startsWith(q)
      && (!options.brands || options.brands.includes(brandOf(i)))
      && (!options.onstock || onStockAt(i) > 0))
    .sort();

  it.each([
    ['ending in U+10FFFF', `z${LAST}`],
    ['made of U+10FFFF', LAST],
    ['made of U+10FFFF, longer than the facet prefixes', LAST.repeat(4)],
    ['ending in U+D7FF', 'y\uD7FF'],
    ['of U+FFFD, which a split surrogate pair would become', '\uFFFD'],
  ])('a query %s finds exactly the articles starting with it, with their count', async (_name, q) => {
    const found = await search(q);
    expect(found.numbers).toEqual(startingWith(q));
    expect(found.total).toBe(startingWith(q).length);
  });

  it.each([`z${LAST}`, LAST])('with a brand filter and on stock only too (%j)', async (q) => {
    for (const brands of [['Wago'], ['Sick'], ['Sick', 'Wago']]) {
      for (const onstock of [false, true]) {
        expect((await search(q, { brands, onstock })).numbers).toEqual(startingWith(q, { brands, onstock }));
      }
    }
    expect((await search(q, { onstock: true })).numbers).toEqual(startingWith(q, { onstock: true }));
  });

  it('finds the exact match of a number made of U+10FFFF', async () => {
    expect((await search(LAST, { exact: true })).numbers).toEqual([LAST]);
  });
});
