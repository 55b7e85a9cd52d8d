/** brands:import on both backends: the brand data replaced, validated line by line, atomic, one at a time. */
import { DEMO_BRANDS } from '../../../src/server/catalogue/demo/demo-brands';
import { importBrandsCsv } from '../../../src/server/imports/brands-csv';
import { ImportFailedError } from '../../../src/server/imports/csv-reader';
import { ImportInProgressError } from '../../../src/server/store/catalogue-load';
import { excelCsv, openImportBed, otherImport, type ImportBed } from '../support/import-bed';
import { TEST_BACKENDS } from '../support/test-app';

describe.each(TEST_BACKENDS)('brands import on %s', (backend) => {
  let bed: ImportBed;

  beforeEach(async () => {
    bed = await openImportBed(backend);
  });
  afterEach(() => bed.close());

  const HEADER = ['Marke', 'Aliase', 'Verkauft', 'Meldung', 'Info EN', 'Info DE', 'Info FR', 'Info ES'];

  it('starts from the demo brand data, and reads it back as it was written', async () => {
    const brands = await bed.reader.store.brands();
    expect(brands.map((b) => b.brand)).toEqual(DEMO_BRANDS.map((b) => b.brand).sort());
    const siemens = DEMO_BRANDS.find((b) => b.brand === 'Siemens');
    expect(brands.find((b) => b.brand === 'Siemens')).toEqual({ ...siemens, aliases: [...(siemens?.aliases ?? [])].map((a) => a.toLowerCase()).sort() });
  });

  it('replaces the brand data with a German Excel file', async () => {
    const file = bed.writeCsv('brands.csv', excelCsv([
      HEADER,
      ['Siemens', 'Simatic | Sinamics', 'ja', 'none', 'Delivered from Nuremberg', 'Lieferung ab Nürnberg', '', ''],
      ['Festo', '', 'nein', 'not_sell_this_brand', '', '', '', ''],
      ['Pilz', 'PILZ GmbH', 'yes', 'send_inquiry_via_email', 'Ask us', '', 'Demandez-nous', ''],
    ]));
    expect(await importBrandsCsv(bed.writer, file)).toMatchObject({ loaded: 3, rejectedCount: 0 });
    expect(await bed.reader.store.brands()).toEqual([
      { brand: 'Festo', aliases: [], in_PT: '', message: 'not_sell_this_brand', info: null },
      { brand: 'Pilz', aliases: ['pilz gmbh'], in_PT: 'yes', message: 'send_inquiry_via_email', info: { EN: 'Ask us', FR: 'Demandez-nous' } },
      { brand: 'Siemens', aliases: ['simatic', 'sinamics'], in_PT: 'yes', message: '', info: { EN: 'Delivered from Nuremberg', DE: 'Lieferung ab Nürnberg' } },
    ]);
    expect(await bed.reader.store.soldBrands()).toEqual(['Pilz', 'Siemens']);
  });

  it('rejects invalid lines with their numbers and reasons and keeps the old brand data', async () => {
    const before = await bed.reader.store.brands();
    const file = bed.writeCsv('bad.csv', [
      'brand,aliases,sold,message,info_en,info_de',
      'Siemens,Simatic,yes,none,,',
      ',,yes,,,',
      'Festo,,maybe,,,',
      'Pilz,,yes,call_us,,',
      'Wago,SIMATIC,yes,,,',
      'Phoenix,,yes,,,Nur auf Deutsch',
      'siemens,,no,,,',
      '=HYPERLINK(1),,yes,,,',
      'Turck,Banner|@Turck,yes,,,',
    ].join('\n'));
    const error = await importBrandsCsv(bed.writer, file).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ImportFailedError);
    expect((error as ImportFailedError).report?.rejected).toEqual([
      { line: 3, reason: 'brand is empty' },
      { line: 4, reason: 'sold "maybe" is not one of yes, no, ja, nein' },
      { line: 5, reason: 'message "call_us" is not one of none, keine, not_sell_this_brand, send_inquiry_via_email' },
      { line: 6, reason: '"simatic" already names Siemens (line 2)' },
      { line: 7, reason: 'info_en is empty while another language has a note; English is the fallback' },
      { line: 8, reason: '"siemens" already names Siemens (line 2)' },
      { line: 9, reason: 'brand "=HYPERLINK(1)" starts with "=", which a spreadsheet reads as a formula' },
      { line: 10, reason: 'alias "@Turck" starts with "@", which a spreadsheet reads as a formula' },
    ]);
    expect(await bed.reader.store.brands()).toEqual(before);
  });

  it('refuses a file without the sold column and keeps the old brand data', async () => {
    const before = await bed.reader.store.brands();
    await expect(importBrandsCsv(bed.writer, bed.writeCsv('x.csv', 'brand\nSiemens\n'))).rejects.toThrow(/lacks the column\(s\) sold/);
    expect(await bed.reader.store.brands()).toEqual(before);
  });

  it('waits its turn while another import runs', async () => {
    const other = await otherImport(bed.writer, bed.created.target);
    const file = bed.writeCsv('ok.csv', 'brand;sold\nSiemens;yes\n');
    try {
      await expect(importBrandsCsv(bed.writer, file)).rejects.toBeInstanceOf(ImportInProgressError);
    } finally {
      await other.end();
    }
    expect((await importBrandsCsv(bed.writer, file)).loaded).toBe(1);
    expect(await bed.reader.store.soldBrands()).toEqual(['Siemens']);
  });
});
