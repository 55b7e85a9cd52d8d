/** The stock refresh (stock:import) on both backends: in place, validated line by line, atomic, one at a time. */
import { ImportFailedError } from '../../../src/server/imports/csv-reader';
import { importCatalogueCsv } from '../../../src/server/imports/import-csv';
import { importStockCsv } from '../../../src/server/imports/stock-csv';
import { ImportInProgressError } from '../../../src/server/store/catalogue-load';
import type { Article } from '../../../src/shared/contract';
import { catalogueCsv, sampleRow } from '../support/csv';
import { excelCsv, openImportBed, otherImport, searchQuery, type ImportBed } from '../support/import-bed';
import { TEST_BACKENDS } from '../support/test-app';

describe.each(TEST_BACKENDS)('stock refresh on %s', (backend) => {
  let bed: ImportBed;

  beforeEach(async () => {
    bed = await openImportBed(backend);
    // Siemens for odd numbers, Wago for even; IMP-000001 also exists as a Wago article below.
    const rows = [...Array.from({ length: 20 }, (_, i) => sampleRow(i)), sampleRow(1, { brand: 'Wago', onstock: 7 })];
    await importCatalogueCsv(bed.writer, bed.writeCsv('catalogue.csv', catalogueCsv(rows)));
  });
  afterEach(() => bed.close());

  const articles = async (q = 'imp') => (await bed.reader.store.search(searchQuery(q))).articles.map((doc) => JSON.parse(doc) as Article);
  const article = async (brand: string, artnr: string) => (await articles()).find((a) => a.brand === brand && a.artnr === artnr);

  it('sets stock and delivery time in place from a German Excel file, and reports unknown article numbers', async () => {
    const before = await articles();
    const file = bed.writeCsv('stock.csv', excelCsv([
      ['Artikelnummer', 'Marke', 'Bestand', 'Lieferzeit (Wochen)'],
      ['IMP-000002', 'Wago', '0', '6'],
      ['imp 000003', '', '40', '1'],
      ['NOPE-1', '', '5', '1'],
      ['IMP-000001', 'Wago', '0', '3'],
    ]));
    const summary = await importStockCsv(bed.writer, file);
    expect(summary).toMatchObject({ loaded: 4, updated: 3, rejectedCount: 0, unknownCount: 1, unknown: [{ line: 4, artnrt4: 'nope1', brand: '' }] });
    expect(await article('Wago', 'IMP-000002')).toMatchObject({ onstock: 0, delivery_time_weeks: 6 });
    expect(await article('Siemens', 'IMP-000003')).toMatchObject({ onstock: 40, delivery_time_weeks: 1 });
    expect(await article('Wago', 'IMP-000001')).toMatchObject({ onstock: 0, delivery_time_weeks: 3 });
    expect(await article('Siemens', 'IMP-000001')).toEqual(before.find((a) => a.brand === 'Siemens' && a.artnr === 'IMP-000001'));
    // Everything else of the article is as the catalogue import wrote it, and nothing was added.
    const withoutStock = (list: Article[]) => list.map(({ onstock: _s, delivery_time_weeks: _w, ...rest }) => rest)
      .sort((a, b) => `${a.brand} ${a.artnr}`.localeCompare(`${b.brand} ${b.artnr}`));
    expect(withoutStock(await articles())).toEqual(withoutStock(before));
    const info = await bed.reader.store.catalogueInfo();
    expect(info).toEqual({ articles: 21, version: summary.version });
    expect(summary.version).toMatch(/^stock-/);
    // /api/metrics reports the refresh as the last stock import.
    expect((await bed.reader.store.importRecords()).find((record) => record.kind === 'stock')).toMatchObject({ rows: 4 });
  });

  it('recounts the on-stock facets, so the stock filter agrees with the articles', async () => {
    const lines = [['artnr', 'onstock', 'delivery_time_weeks'], ...Array.from({ length: 20 }, (_, i) => [sampleRow(i).artnr, '0', '2'])];
    await importStockCsv(bed.writer, bed.writeCsv('stock.csv', excelCsv(lines)));
    for (const q of ['i', 'imp', 'imp00000']) {
      const result = await bed.reader.store.search(searchQuery(q));
      expect(result.onStock).toBe(0);
      expect((await bed.reader.store.search({ ...searchQuery(q), onstock: true })).total).toBe(0);
    }
  });

  it('rejects invalid lines with their numbers and reasons and changes nothing', async () => {
    const before = await articles();
    const version = (await bed.reader.store.catalogueInfo()).version;
    const file = bed.writeCsv('bad.csv', [
      'artnr,onstock,delivery_time_weeks',
      'IMP-000002,5,1',
      ',5,1',
      'IMP-000004,-1.5,1',
      'IMP-000005,5,521',
      'IMP-000006,5.5,1',
      'IMP-000002,6,1',
      'IMP-000007,,1',
    ].join('\n'));
    const error = await importStockCsv(bed.writer, file).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ImportFailedError);
    expect((error as ImportFailedError).message).toBe('6 row(s) rejected; nothing was changed');
    expect((error as ImportFailedError).report?.rejected).toEqual([
      { line: 3, reason: 'artnr is empty' },
      { line: 4, reason: 'onstock "-1.5" is not a whole number from -10000000 to 10000000' },
      { line: 5, reason: 'delivery_time_weeks "521" is not a whole number from 0 to 520' },
      { line: 6, reason: 'onstock "5.5" is not a whole number from -10000000 to 10000000' },
      { line: 7, reason: 'imp000002 appears more than once' },
      { line: 8, reason: 'onstock is empty' },
    ]);
    expect(await articles()).toEqual(before);
    expect((await bed.reader.store.catalogueInfo()).version).toBe(version);
  });

  it('reads negative stock (an ERP\'s backorders) as 0, not on stock, with a warning naming the line, and applies the rest', async () => {
    const file = bed.writeCsv('backorders.csv', excelCsv([
      ['Artikelnummer', 'Marke', 'Bestand', 'Lieferzeit'],
      ['IMP-000002', 'Wago', '-3', '6'],
      ['IMP-000003', '', '40', '1'],
      ['IMP-000001', 'Wago', '-120', '3'],
    ]));
    const summary = await importStockCsv(bed.writer, file);
    expect(summary).toMatchObject({
      loaded: 3, updated: 3, rejectedCount: 0, warningCount: 2, warnings: [
        { line: 2, reason: 'onstock "-3" is below 0 (a backorder): read as 0, not on stock' },
        { line: 4, reason: 'onstock "-120" is below 0 (a backorder): read as 0, not on stock' },
      ],
    });
    expect(await article('Wago', 'IMP-000002')).toMatchObject({ onstock: 0, delivery_time_weeks: 6 });
    expect(await article('Siemens', 'IMP-000003')).toMatchObject({ onstock: 40, delivery_time_weeks: 1 });
    expect(await article('Wago', 'IMP-000001')).toMatchObject({ onstock: 0, delivery_time_weeks: 3 });
    expect((await bed.reader.store.search({ ...searchQuery('imp00000'), onstock: true })).articles.map((doc) => (JSON.parse(doc) as Article).artnr))
      .not.toContain('IMP-000002');
  });

  it('applies the valid lines with skipInvalid', async () => {
    const file = bed.writeCsv('skip.csv', 'artnr,onstock,delivery_time_weeks\nIMP-000002,55,1\nIMP-000004,x,1\n');
    const summary = await importStockCsv(bed.writer, file, { skipInvalid: true });
    expect(summary).toMatchObject({ loaded: 1, updated: 1, rejectedCount: 1 });
    expect(await article('Wago', 'IMP-000002')).toMatchObject({ onstock: 55 });
  });

  it.each([
    ['a missing required column', 'artnr,onstock\nIMP-000002,1\n', /lacks the column\(s\) delivery_time_weeks/],
    ['no lines', 'artnr,onstock,delivery_time_weeks\n', /no valid line/],
    ['an unterminated quote', 'artnr,onstock,delivery_time_weeks\nIMP-000002,1,1\n"IMP,1,1\n', /The import stopped/],
  ])('refuses a file with %s and changes nothing', async (_case, content, message) => {
    const before = await articles();
    await expect(importStockCsv(bed.writer, bed.writeCsv('x.csv', content))).rejects.toThrow(message);
    expect(await articles()).toEqual(before);
  });

  it('rewrites stock kept as text, as older data has it, as numbers', async () => {
    await bed.writer.loadCatalogue([sampleRow(1, { onstock: '120', delivery_time_weeks: '1' })], { version: 'text-stock' });
    expect(await article('Siemens', 'IMP-000001')).toMatchObject({ onstock: '120', delivery_time_weeks: '1' });
    const summary = await importStockCsv(bed.writer, bed.writeCsv('s.csv', 'artnr,onstock,delivery_time_weeks\nIMP-000001,0,4\n'));
    expect(summary.updated).toBe(1);
    expect(await article('Siemens', 'IMP-000001')).toMatchObject({ onstock: 0, delivery_time_weeks: 4 });
    expect((await bed.reader.store.search({ ...searchQuery('imp'), onstock: true })).total).toBe(0);
  });

  it('leaves the old stock when the refresh dies half way', async () => {
    const before = await articles();
    async function* dying() {
      yield { artnrt4: 'imp000002', brand: '', onstock: 99, delivery_time_weeks: 9, line: 2 };
      throw new Error('the file went away');
    }
    await expect(bed.writer.refreshStock(dying(), { version: 'never' })).rejects.toThrow('the file went away');
    expect(await articles()).toEqual(before);
    // The lock is free again.
    const summary = await importStockCsv(bed.writer, bed.writeCsv('ok.csv', 'artnr,onstock,delivery_time_weeks\nIMP-000002,1,1\n'));
    expect(summary.updated).toBe(1);
  });

  it('waits its turn while another import runs', async () => {
    const other = await otherImport(bed.writer, bed.created.target);
    const file = bed.writeCsv('ok.csv', 'artnr,onstock,delivery_time_weeks\nIMP-000002,1,1\n');
    try {
      await expect(importStockCsv(bed.writer, file)).rejects.toBeInstanceOf(ImportInProgressError);
    } finally {
      await other.end();
    }
    expect((await importStockCsv(bed.writer, file)).updated).toBe(1);
  });
});
