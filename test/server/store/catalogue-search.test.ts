/**
 * The store's search order against an oracle written in the test: every article matching the
 * prefix read in full, filtered and sorted here by the rule of docs/api.md, Search (exact match first, then
 * on stock, then the rest, each by article number). Brand-filtered searches read each brand's range
 * from the brand index and merge them; they must give exactly what the single artnrt4 scan gives.
 */
import type { Article } from '../../../src/shared/contract';
import { connectDatabase } from '../../../src/server/store/connect-database';
import type { Database } from '../../../src/server/store/database';
import { createTestDatabase, queryRows, TEST_BACKENDS, type TestDatabase } from '../support/test-app';

interface Row {
  id: number;
  artnrt4: string;
  brand: string;
  instock: number;
  doc: string;
}

describe.each(TEST_BACKENDS)('on %s', (backend) => {
  let created: TestDatabase;
  let database: Database;
  let rows: Row[];
  beforeAll(async () => {
    created = await createTestDatabase(backend, 20_000);
    database = await connectDatabase(created.target);
    rows = await queryRows<Row>(database, 'SELECT id, artnrt4, brand, instock, doc FROM articles ORDER BY id');
  });
  afterAll(async () => {
    await database.close();
    await created.remove();
  });

  const byNumberBrandId = (a: Row, b: Row) => (a.artnrt4 < b.artnrt4 ? -1 : a.artnrt4 > b.artnrt4 ? 1 : a.brand < b.brand ? -1 : a.brand > b.brand ? 1 : a.id - b.id);

  function oracle(q: string, brands: string[], blocked: string[], onstock: boolean, limit: number): string[] {
    const visible = rows.filter((row) => row.artnrt4.startsWith(q) && brands.includes(row.brand) && !blocked.includes(row.brand) && (!onstock || row.instock === 1));
    const exact = visible.filter((row) => row.artnrt4 === q).sort((a, b) => b.instock - a.instock || (a.brand < b.brand ? -1 : 1));
    const rest = visible.filter((row) => row.artnrt4 !== q).sort(byNumberBrandId);
    const ordered = [...exact, ...rest.filter((row) => row.instock === 1), ...rest.filter((row) => row.instock === 0)];
    return ordered.slice(0, limit).map((row) => (JSON.parse(row.doc) as Article).artnr);
  }

  async function search(q: string, brands: string[], blocked: string[], onstock: boolean, limit: number): Promise<string[]> {
    const result = await database.store.search({ q, exact: false, brands, onstock, customerId: 1, blockedBrands: blocked, limit });
    return result.articles.map((doc) => (JSON.parse(doc) as Article).artnr);
  }

  const BRAND_SETS = [['Siemens'], ['Sick', 'Wago'], ['Omron', 'Phoenix Contact', 'Pilz'], ['Nobody']];

  describe('brand-filtered search order', () => {
    it.each(['6', '1', '3', '75', '104', '6es7', 'e'])('prefix %s: every brand set, with and without stock filter and blocked brands', async (q) => {
      for (const brands of BRAND_SETS) {
        for (const onstock of [false, true]) {
          for (const blocked of [[], [brands[brands.length - 1]]]) {
            for (const limit of [100, 7]) {
              expect(await search(q, brands, blocked, onstock, limit)).toEqual(oracle(q, brands, blocked, onstock, limit));
            }
          }
        }
      }
    });

    it('really compares full pages: the big brands give 100 articles for a one-character prefix', async () => {
      expect(await search('6', ['Siemens'], [], false, 100)).toHaveLength(100);
    });

    it('puts the exact match first within a brand filter', async () => {
      const [first] = await search('1040764', ['Sick'], [], false, 100);
      expect(first).toBe('1040764');
    });
  });
});
