/**
 * The stock refresh keeps the on-stock counts per prefix up to date by moving them with each
 * article that goes on or off stock, instead of counting the catalogue again: after any refresh
 * they must equal a full count, on both backends.
 */
import pg from 'pg';
import { importStockCsv } from '../../../src/server/imports/stock-csv';
import { PrefixFacetCounter, type PrefixFacet } from '../../../src/server/store/prefix-facets';
import { SqliteDatabaseHandle } from '../../../src/server/store/sqlite/sqlite-database';
import { excelCsv, openImportBed, type ImportBed } from '../support/import-bed';
import { TEST_BACKENDS } from '../support/test-app';

interface ArticleRow {
  id: number;
  artnrt4: string;
  brand: string;
  instock: number;
}

async function rows<Row>(bed: ImportBed, sql: string): Promise<Row[]> {
  if (bed.writer instanceof SqliteDatabaseHandle) return bed.writer.store.db.prepare(sql).all() as Row[];
  const client = new pg.Client({ connectionString: (bed.created.target as { url: string }).url });
  await client.connect();
  try {
    return (await client.query(sql)).rows as Row[];
  } finally {
    await client.end();
  }
}

const byKey = (a: PrefixFacet, b: PrefixFacet) => (`${a.prefix}\u0000${a.brand}` < `${b.prefix}\u0000${b.brand}` ? -1 : 1);

async function storedFacets(bed: ImportBed): Promise<PrefixFacet[]> {
  return (await rows<PrefixFacet>(bed, 'SELECT prefix, brand, count, instock FROM prefix_facets'))
    .map(({ prefix, brand, count, instock }) => ({ prefix, brand, count: Number(count), instock: Number(instock) })).sort(byKey);
}

async function countedFacets(bed: ImportBed): Promise<PrefixFacet[]> {
  const counter = new PrefixFacetCounter();
  for (const article of await rows<ArticleRow>(bed, 'SELECT artnrt4, brand, instock FROM articles')) {
    counter.add(article.artnrt4, article.brand, Number(article.instock));
  }
  return [...counter.facets()].sort(byKey);
}

describe.each(TEST_BACKENDS)('on-stock counts after a stock refresh on %s', (backend) => {
  let bed: ImportBed;

  beforeEach(async () => {
    bed = await openImportBed(backend, 400);
  });
  afterEach(() => bed.close());

  const articles = () => rows<ArticleRow>(bed, 'SELECT id, artnrt4, brand, instock FROM articles ORDER BY id');
  const stockFile = (name: string, lines: string[][]) => bed.writeCsv(name, excelCsv([['artnr', 'brand', 'onstock', 'delivery_time_weeks'], ...lines]));

  it('equal a full count after articles go on and off stock, refresh after refresh', async () => {
    const all = await articles();
    expect(await storedFacets(bed)).toEqual(await countedFacets(bed));
    // Every third article flips, every fifth only changes its delivery time.
    const first = all.map((a, i) => [a.artnrt4, a.brand, String(i % 3 === 0 ? (Number(a.instock) ? 0 : 9) : Number(a.instock) * 5), String(i % 5)]);
    const summary = await importStockCsv(bed.writer, stockFile('first.csv', first));
    expect(summary.unknownCount).toBe(0);
    const flipped = (await articles()).filter((a, i) => Number(a.instock) !== Number(all[i].instock)).length;
    expect(flipped).toBe(Math.ceil(all.length / 3));
    expect(await storedFacets(bed)).toEqual(await countedFacets(bed));
    // Everything back on stock, then everything off: each count moves all the way.
    await importStockCsv(bed.writer, stockFile('on.csv', all.map((a) => [a.artnrt4, a.brand, '4', '1'])));
    expect(await storedFacets(bed)).toEqual(await countedFacets(bed));
    expect((await storedFacets(bed)).every((facet) => facet.instock === facet.count)).toBe(true);
    await importStockCsv(bed.writer, stockFile('off.csv', all.map((a) => [a.artnrt4, a.brand, '0', '1'])));
    expect((await storedFacets(bed)).every((facet) => facet.instock === 0)).toBe(true);
  });

  it('applies a line naming the brand before one naming only the article number, and reports neither as unknown', async () => {
    const [article] = await articles();
    const file = stockFile('both.csv', [[article.artnrt4, '', '3', '3'], [article.artnrt4, article.brand, '0', '7'], ['nope-1', '', '1', '1']]);
    const summary = await importStockCsv(bed.writer, file);
    expect(summary).toMatchObject({ updated: 1, unknownCount: 1, unknown: [{ line: 4, artnrt4: 'nope1', brand: '' }] });
    const [after] = await articles();
    expect(Number(after.instock)).toBe(0);
    expect(await storedFacets(bed)).toEqual(await countedFacets(bed));
  });
});
