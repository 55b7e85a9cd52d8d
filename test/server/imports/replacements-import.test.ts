/** replacements:import on both backends: the whole table replaced, validated line by line, atomic, one at a time. */
import { ImportFailedError } from '../../../src/server/imports/csv-reader';
import { importReplacementsCsv } from '../../../src/server/imports/replacements-csv';
import { ImportInProgressError } from '../../../src/server/store/catalogue-load';
import { excelCsv, openImportBed, otherImport, type ImportBed } from '../support/import-bed';
import { queryRows, TEST_BACKENDS } from '../support/test-app';

describe.each(TEST_BACKENDS)('replacements import on %s', (backend) => {
  let bed: ImportBed;

  beforeEach(async () => {
    bed = await openImportBed(backend);
  });
  afterEach(() => bed.close());

  const table = () => queryRows(bed.reader, 'SELECT from_artnrt4, from_brand, to_artnrt4, to_brand, kind FROM replacements ORDER BY from_artnrt4, to_artnrt4');

  it('replaces the whole table with a German Excel file, successors and alternatives', async () => {
    expect((await table()).length).toBeGreaterThan(0);
    const file = bed.writeCsv('replacements.csv', excelCsv([
      ['Von', 'Marke', 'Nach', 'Nach Marke', 'Art'],
      ['6ES7 214-1AG40-0XB0', 'Siemens', '6ES7 214-1AG50-0XB0', 'Siemens', 'Nachfolger'],
      ['6ES7 214-1AG40-0XB0', 'Siemens', '750-8212', 'WAGO', 'alternative'],
      ['OLD-1', 'Festo', 'NEW-1', 'Festo', ''],
    ]));
    expect(await importReplacementsCsv(bed.writer, file)).toMatchObject({ loaded: 3, rejectedCount: 0 });
    expect(await table()).toEqual([
      { from_artnrt4: '6es72141ag400xb0', from_brand: 'Siemens', to_artnrt4: '6es72141ag500xb0', to_brand: 'Siemens', kind: 'successor' },
      { from_artnrt4: '6es72141ag400xb0', from_brand: 'Siemens', to_artnrt4: '7508212', to_brand: 'WAGO', kind: 'alternative' },
      { from_artnrt4: 'old1', from_brand: 'Festo', to_artnrt4: 'new1', to_brand: 'Festo', kind: 'successor' },
    ]);
    expect(await bed.reader.store.replacements('old1', [])).toEqual({
      originalBrand: 'Festo', replacements: [{ from_artnrt4: 'old1', to_artnrt4: 'new1', to_brand: 'Festo' }],
    });
  });

  it('rejects invalid lines with their numbers and reasons and keeps the old table', async () => {
    const before = await table();
    const file = bed.writeCsv('bad.csv', [
      'from,from_brand,to,to_brand,kind',
      'A-1,Festo,B-1,Festo,successor',
      'A-2,Festo,a 2,Festo,successor',
      'A-3,Festo,B-3,Festo,predecessor',
      'A-4,Festo,B-4,,successor',
      '--,Festo,B-5,Festo,successor',
      'A-1,Festo,B-1,Festo,alternative',
      'A-6,,B-6,Festo,',
      'A-7,Festo,B-7,=Festo,',
    ].join('\r\n'));
    const error = await importReplacementsCsv(bed.writer, file).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ImportFailedError);
    expect((error as ImportFailedError).report?.rejected).toEqual([
      { line: 3, reason: 'from and to are the same article number "A-2"' },
      { line: 4, reason: 'kind "predecessor" is not one of successor, alternative, nachfolger' },
      { line: 5, reason: 'to_brand is empty' },
      { line: 6, reason: 'from "--" has no searchable characters or more than 64' },
      { line: 7, reason: 'The replacement of a1 by b1 appears more than once' },
      { line: 8, reason: 'from_brand is empty' },
      { line: 9, reason: 'to_brand "=Festo" starts with "=", which a spreadsheet reads as a formula' },
    ]);
    expect(await table()).toEqual(before);
  });

  it.each([
    ['a missing required column', 'from,to,to_brand\nA,B,C\n', /lacks the column\(s\) from_brand/],
    ['no rows', 'from,from_brand,to,to_brand\n', /holds no row/],
  ])('refuses a file with %s and keeps the old table', async (_case, content, message) => {
    const before = await table();
    await expect(importReplacementsCsv(bed.writer, bed.writeCsv('x.csv', content))).rejects.toThrow(message);
    expect(await table()).toEqual(before);
  });

  it('keeps the old table when the write fails half way', async () => {
    const before = await table();
    // The second row breaks a constraint only the database checks, after the first was written.
    // Matched by message: better-sqlite3 keeps the error class of the first test file that loaded
    // it in this worker, which is not an Error of this file's realm, so `toThrow()` misses it.
    const rows = [{ from_artnrt4: 'a', from_brand: 'X', to_artnrt4: 'b', to_brand: 'Y' }, { from_artnrt4: 'c', from_brand: 'X', to_artnrt4: 'd', to_brand: null as unknown as string }];
    await expect(bed.writer.admin.replaceReplacements(rows)).rejects.toHaveProperty('message', expect.stringMatching(/not.null/i));
    expect(await table()).toEqual(before);
  });

  it('waits its turn while another import runs', async () => {
    const before = await table();
    const other = await otherImport(bed.writer, bed.created.target);
    const file = bed.writeCsv('ok.csv', 'from;from brand;to;to brand\nA-1;Festo;B-1;Festo\n');
    try {
      await expect(importReplacementsCsv(bed.writer, file)).rejects.toBeInstanceOf(ImportInProgressError);
      expect(await table()).toEqual(before);
    } finally {
      await other.end();
    }
    expect((await importReplacementsCsv(bed.writer, file)).loaded).toBe(1);
  });
});
