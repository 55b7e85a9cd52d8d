/**
 * Every import reads its file in every encoding a spreadsheet saves (docs/imports.md, Encodings),
 * on both backends: umlauts, ß, € and Windows-1252's „ “ ‚ ‘ – … arrive as written, the report
 * says which encoding was read, a German user imported from Windows-1252 can sign in, and no
 * U+FFFD is ever stored.
 */
import { clientPasswordHash, hashPassword } from '../../../src/server/auth/password';
import { importBrandsCsv } from '../../../src/server/imports/brands-csv';
import type { ImportFailedError } from '../../../src/server/imports/csv-reader';
import { importCustomersCsv } from '../../../src/server/imports/customers-csv';
import { importCatalogueCsv } from '../../../src/server/imports/import-csv';
import { importReplacementsCsv } from '../../../src/server/imports/replacements-csv';
import { importStockCsv } from '../../../src/server/imports/stock-csv';
import { importUsersCsv } from '../../../src/server/imports/users-csv';
import type { Article } from '../../../src/shared/contract';
import { encodedCsv, FILE_ENCODINGS, windows1252 } from '../support/encodings';
import { openImportBed, searchQuery, type ImportBed } from '../support/import-bed';
import { appOn, queryRows, TEST_BACKENDS } from '../support/test-app';

const NAME = 'Drehgeber „Sendix“ – Größe 58, Welle Ø 10 mm, ‚IP67‘ … 5 € Aufpreis';
const PASSWORD = 'Grüße aus Köln';
const hash = (password: string) => hashPassword(clientPasswordHash(password));

describe.each(TEST_BACKENDS)('imports in every encoding on %s', (backend) => {
  let bed: ImportBed;
  beforeAll(async () => {
    bed = await openImportBed(backend);
  }, 60_000);
  afterAll(() => bed.close());

  const article = async (q: string) => (await bed.reader.store.search(searchQuery(q))).articles.map((doc) => JSON.parse(doc) as Article)[0];

  async function signIn(email: string, password: string): Promise<number> {
    const { app, database } = await appOn(bed.created.target);
    try {
      return (await app.inject({ method: 'POST', url: '/api/login', payload: { useremail: email, passwordhash: clientPasswordHash(password) } })).statusCode;
    } finally {
      await app.close();
      await database.close();
    }
  }

  describe.each(FILE_ENCODINGS.map((format, index) => [format.name, format, index] as const))('%s', (_name, format, index) => {
    const file = (name: string, rows: string[][]) => bed.writeCsv(`${index}-${name}.csv`, encodedCsv(format, rows));
    const read = { encoding: format.encoding, separator: format.separator, rejectedCount: 0 };

    it('brands', async () => {
      const summary = await importBrandsCsv(bed.writer, file('brands', [
        ['brand', 'aliases', 'sold', 'message', 'info_en', 'info_de'],
        ['Kübler', 'Fritz Kübler GmbH|Kuebler', 'ja', 'keine', 'Encoders – 5 € surcharge', 'Drehgeber „Sendix“ – 5 € Aufpreis'],
        ['Siemens', '', 'ja', 'none', '', ''],
      ]));
      expect(summary).toMatchObject({ loaded: 2, ...read });
      expect((await bed.reader.store.brands()).find((brand) => brand.brand === 'Kübler')).toEqual({
        brand: 'Kübler', aliases: ['fritz kübler gmbh', 'kuebler'], in_PT: 'yes', message: '',
        info: { EN: 'Encoders – 5 € surcharge', DE: 'Drehgeber „Sendix“ – 5 € Aufpreis' },
      });
    });

    it('catalogue', async () => {
      const summary = await importCatalogueCsv(bed.writer, file('catalogue', [
        ['Marke', 'Artikelnummer', 'Bezeichnung', 'Bestand', 'Lieferzeit', 'Listenpreis', 'Einheit'],
        ['Kübler', '8.5020.0010.1024', NAME, '3', '2', '123,40', 'Stück'],
        ['Siemens', '6ES7214-1AG40-0XB0', 'SIMATIC S7-1200, CPU 1214C', '12', '2', '512,40', ''],
      ]));
      expect(summary).toMatchObject({ loaded: 2, ...read });
      expect(await article('8502000101024')).toMatchObject({ brand: 'Kübler', name: NAME, base_unit: 'Stück', onstock: 3 });
    });

    it('stock', async () => {
      const summary = await importStockCsv(bed.writer, file('stock', [
        ['Artikelnummer', 'Marke', 'Bestand', 'Lieferzeit (Wochen)'],
        ['8.5020.0010.1024', 'Kübler', String(10 + index), '4'],
      ]));
      expect(summary).toMatchObject({ loaded: 1, updated: 1, unknownCount: 0, ...read });
      expect(await article('8502000101024')).toMatchObject({ brand: 'Kübler', onstock: 10 + index, delivery_time_weeks: 4 });
    });

    it('replacements', async () => {
      const summary = await importReplacementsCsv(bed.writer, file('replacements', [
        ['Von', 'Marke', 'Nach', 'Nach Marke', 'Art'],
        ['8.5020.0010.1024', 'Kübler', '8.5020.0010.2048', 'Kübler', 'Nachfolger'],
      ]));
      expect(summary).toMatchObject({ loaded: 1, ...read });
      expect(await queryRows(bed.reader, 'SELECT from_brand, to_brand FROM replacements')).toEqual([{ from_brand: 'Kübler', to_brand: 'Kübler' }]);
    });

    it('customers', async () => {
      const summary = await importCustomersCsv(bed.writer, file('customers', [
        ['Kunde', 'Rabattgruppe', 'Prozent'],
        ['Müller Maschinenbau GmbH', `Größe${index}`, '12,5'],
      ]));
      expect(summary).toMatchObject({ loaded: 1, ...read });
      const customer = (await bed.reader.admin.listCustomers()).find((c) => c.name === 'Müller Maschinenbau GmbH');
      expect(customer?.discounts).toMatchObject({ [`Größe${index}`]: 12.5 });
    });

    it('users, who can then sign in', async () => {
      const email = `jürgen.weiß${index}@müller.example`;
      const summary = await importUsersCsv(bed.writer, file('users', [
        ['E-Mail', 'Name', 'Kunde', 'Gesperrte Marken', 'Passwort'],
        [email, 'Jürgen Weiß', 'Müller Maschinenbau GmbH', 'Kübler', PASSWORD],
      ]), hash);
      expect(summary).toMatchObject({ loaded: 1, ...read });
      expect((await bed.reader.admin.listUsers()).find((user) => user.email === email)).toMatchObject({
        username: 'Jürgen Weiß', customer: 'Müller Maschinenbau GmbH', blocked_brands: 'Kübler',
      });
      expect(await signIn(email, PASSWORD)).toBe(200);
    });
  });

  it('rejects a line holding U+FFFD or a control character with its number, and stores none', async () => {
    const before = await bed.reader.admin.listCustomers();
    const rows = ['customer;group;percent', 'Acme Controls Ltd;S7A;20', 'K\uFFFDbler Antriebe;S7A;10', 'Nordtech;S7A;5', 'Schmidt\u0081 GmbH;S7A;5'];
    const error = await importCustomersCsv(bed.writer, bed.writeCsv('lost.csv', `${rows.join('\n')}\n`)).catch((e: unknown) => e);
    expect((error as ImportFailedError).report?.rejected).toEqual([
      { line: 3, reason: 'customer holds U+FFFD (\uFFFD), the mark of a character lost before the file was saved' },
      { line: 5, reason: 'customer holds U+0081, a control character, not text' },
    ]);
    expect(await bed.reader.admin.listCustomers()).toEqual(before);
    // Windows-1252's unused bytes (0x81, 0x8D, 0x8F, 0x90, 0x9D) decode to such control characters.
    const valid = ['customer;group;percent', 'Acme Controls Ltd;S7A;20', 'Kübler Antriebe;S7A;10', 'Müller Maschinenbau GmbH;S7A;12', ''].join('\r\n');
    const unused = Buffer.concat([windows1252(valid), Buffer.from('X\x8dY;S7A;5\r\n', 'latin1')]);
    const refused = await importCustomersCsv(bed.writer, bed.writeCsv('unused.csv', unused)).catch((e: unknown) => e);
    expect((refused as ImportFailedError).report).toMatchObject({ encoding: 'Windows-1252', rejected: [{ line: 5, reason: 'customer holds U+008D, a control character, not text' }] });
  });

  it('refuses a file that changes its encoding on the way, naming the lines, and changes nothing', async () => {
    const before = await bed.reader.store.catalogueInfo();
    const header = 'brand;artnr;name;onstock;delivery_time_weeks;listprice\n';
    const lines = Array.from({ length: 30_000 }, (_, i) => `Siemens;IMP-${i};Article ${i};1;1;1,00\n`).join('');
    const file = bed.writeCsv('mixed.csv', Buffer.concat([Buffer.from(`${header}Kübler;K-1;Größe 1;1;1;1,00\n${lines}`), windows1252('Kübler;K-2;Größe 2;1;1;1,00\n')]));
    await expect(importCatalogueCsv(bed.writer, file)).rejects.toThrow(
      'The file mixes encodings: line 2 reads as UTF-8 ("ü"), but line 30003 holds the byte FC, which is not UTF-8 (in Windows-1252 it is "ü")',
    );
    expect(await bed.reader.store.catalogueInfo()).toEqual(before);
  });
});
