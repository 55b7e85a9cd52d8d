import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { ImportFailedError } from '../../../src/server/imports/csv-reader';
import { importCatalogueCsv } from '../../../src/server/imports/import-csv';
import { ImportInProgressError } from '../../../src/server/store/catalogue-load';
import { connectDatabase } from '../../../src/server/store/connect-database';
import type { Database } from '../../../src/server/store/database';
import type { SearchQuery, Store } from '../../../src/server/store/store';
import type { SqliteDatabaseHandle } from '../../../src/server/store/sqlite/sqlite-database';
import { catalogueCsv, sampleRow } from '../support/csv';
import { otherImport as otherImportOf } from '../support/import-bed';
import { createTestDatabase, queryRows, TEST_BACKENDS, type TestDatabase } from '../support/test-app';
import type { Article } from '../../../src/shared/contract';
import { normaliseQuery } from '../../../src/shared/normalise';

describe.each(TEST_BACKENDS)('on %s', (backend) => {
  let created: TestDatabase;
  let writer: Database;
  let readerDatabase: Database;
  let reader: Store;
  let dir: string;

  beforeEach(async () => {
    created = await createTestDatabase(backend, 200);
    writer = await connectDatabase(created.target);
    readerDatabase = await connectDatabase(created.target);
    reader = readerDatabase.store;
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pricetool-csv-'));
  });
  afterEach(async () => {
    await writer.close();
    await readerDatabase.close();
    await created.remove();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  /** Whether a staging table was left behind. */
  const stagingLeft = async () => backend === 'sqlite'
    ? (await queryRows(writer, "SELECT name FROM sqlite_master WHERE name = 'articles_next'")).length > 0
    : (await queryRows<{ t: string | null }>(writer, "SELECT to_regclass('articles_next')::text AS t"))[0].t !== null;

  const otherImport = () => otherImportOf(writer, created.target);

  const writeCsv = (name: string, content: string) => {
    const file = path.join(dir, name);
    fs.writeFileSync(file, content);
    return file;
  };
  const query = (q: string): SearchQuery => ({ q, exact: false, brands: null, onstock: false, customerId: null, blockedBrands: [], limit: 100 });

  describe('catalogue import', () => {
    it('loads a valid export, swaps it in, and reports the rows and version', async () => {
      const file = writeCsv('ok.csv', catalogueCsv(Array.from({ length: 500 }, (_, i) => sampleRow(i))));
      const summary = await importCatalogueCsv(writer, file);
      expect(summary).toMatchObject({ loaded: 500, rejectedCount: 0, rejected: [] });
      expect(summary.version).toMatch(/^import-\d{8}T\d{6}-[0-9a-f]{12}$/);
      expect(await reader.catalogueInfo()).toEqual({ articles: 500, version: summary.version });
      expect((await reader.search(query('imp'))).total).toBe(500);
      expect((await reader.search(query('6es7'))).total).toBe(0);
    });

    it('reads quoted fields, a BOM, upper-case headers and extra columns', async () => {
      const csv = '\uFEFF' + catalogueCsv([sampleRow(1, { name: 'Cable, 5 m "shielded"' })], [...Object.keys(sampleRow(1)), 'notes'])
        .replace(/^[^\n]+/, (header) => header.toUpperCase());
      const summary = await importCatalogueCsv(writer, writeCsv('quoted.csv', csv));
      expect(summary.loaded).toBe(1);
      expect(summary.ignoredColumns).toEqual(['notes']);
      expect(JSON.parse((await reader.search(query('imp000001'))).articles[0]).name).toBe('Cable, 5 m "shielded"');
    });

    it('rejects bad rows with line numbers and reasons, and keeps the old catalogue', async () => {
      const before = await reader.catalogueInfo();
      const rows = [
        sampleRow(1), sampleRow(2, { listprice: '12.50' }), sampleRow(3, { onstock: '-1.5' }), sampleRow(4, { artnr: '--' }),
        sampleRow(5, { origin: 'Germany' }), sampleRow(6, { weightunit: null }), sampleRow(1), sampleRow(7, { brand: '' }),
      ];
      const error = await importCatalogueCsv(writer, writeCsv('bad.csv', catalogueCsv(rows))).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ImportFailedError);
      expect((error as ImportFailedError).message).toBe('7 row(s) rejected; nothing was imported');
      expect((error as ImportFailedError).report?.rejected).toEqual([
        { line: 3, reason: 'listprice "12.50" is not a price with a decimal comma, like 1234,50' },
        { line: 4, reason: 'onstock "-1.5" is not a whole number from -10000000 to 10000000' },
        { line: 5, reason: 'artnr "--" has no searchable characters or more than 64' },
        { line: 6, reason: 'origin "Germany" is not a two-letter country code like DE' },
        { line: 7, reason: 'weight and weightunit must be given together' },
        { line: 8, reason: 'Siemens IMP-000001 appears more than once' },
        { line: 9, reason: 'brand is empty' },
      ]);
      expect(await reader.catalogueInfo()).toEqual(before);
      expect((await reader.search(query('6es72141ag400xb0'))).total).toBe(1);
      expect(await stagingLeft()).toBe(false);
    });

    it('loads the valid rows with skipInvalid and lists the rejected ones', async () => {
      const rows = [sampleRow(1), sampleRow(2, { ctn: 'abc' }), sampleRow(3)];
      const summary = await importCatalogueCsv(writer, writeCsv('skip.csv', catalogueCsv(rows)), { skipInvalid: true });
      expect(summary).toMatchObject({ loaded: 2, rejectedCount: 1, rejected: [{ line: 3, reason: 'ctn "abc" is not a customs code of 6 to 11 digits' }] });
      expect((await reader.catalogueInfo()).articles).toBe(2);
    });

    it('reads negative stock (an ERP\'s backorders) as 0, not on stock, with a warning naming the line', async () => {
      const summary = await importCatalogueCsv(writer, writeCsv('backorders.csv', catalogueCsv([sampleRow(1, { onstock: -4 }), sampleRow(2, { onstock: 5 })])));
      expect(summary).toMatchObject({
        loaded: 2, rejectedCount: 0, warningCount: 1, warnings: [{ line: 2, reason: 'onstock "-4" is below 0 (a backorder): read as 0, not on stock' }],
      });
      expect(JSON.parse((await reader.search(query('imp000001'))).articles[0])).toMatchObject({ onstock: 0 });
      expect((await reader.search({ ...query('imp'), onstock: true })).total).toBe(1);
    });

    it('takes the article numbers manufacturers print, and rejects numbers and names a spreadsheet would read as a formula', async () => {
      const printed = [
        '6ES7214-1AG40-0XB0', '3RH1122-1BB40', 'R911.123/45', '1SVR 405 613 R4100', '750-1405', 'E3Z-T61 2M', 'NBB8-18GM50-E2-V1',
        '1LE1003-1DB23-4AA4-Z G17+H00', 'ACS880-01-025A-3+E200', 'ES 95 1S/1Ö', 'SZ 2500.000', '09 33 010 2601', 'BES M12MI (PSC40B)', 'CX5130_0125#1:2,3',
      ];
      const named = ['Sensor -40 °C … +85 °C', 'Kabel 5 m, "geschirmt"', '24 V DC = 1 A', 'E-Mail: info@example.com'];
      const good = [...printed.map((artnr, i) => sampleRow(i, { artnr })), ...named.map((name, i) => sampleRow(100 + i, { name }))];
      const bad = [
        sampleRow(200, { artnr: '-2+3' }), sampleRow(201, { artnr: '=1+1' }), sampleRow(202, { artnr: '@SUM(A1)' }), sampleRow(203, { artnr: '+49 123' }),
        sampleRow(204, { artnr: 'AB;C' }), sampleRow(205, { artnr: 'AB"C' }), sampleRow(206, { artnr: '10 €' }),
        sampleRow(207, { name: '=HYPERLINK("http://example.com","Datenblatt")' }), sampleRow(208, { name: '@SUM(1+1)' }),
        sampleRow(209, { name: '+49 30 1234' }), sampleRow(210, { name: '-40 °C sensor' }), sampleRow(211, { name: '\t=1+1' }),
        sampleRow(212, { brand: '=Siemens' }), sampleRow(213, { discountgroup: '-S7' }),
      ];
      const error = await importCatalogueCsv(writer, writeCsv('formulas.csv', catalogueCsv([...good, ...bad]))).catch((e: unknown) => e);
      const line = (index: number) => good.length + 2 + index;
      const formula = (column: string, value: string) => `${column} "${value}" starts with "${value[0]}", which a spreadsheet reads as a formula`;
      const odd = (value: string, char: string) => `artnr "${value}" holds "${char}": an article number holds letters, digits, spaces, dashes and . / + _ # : , ( ) only`;
      const start = (value: string) => `artnr "${value}" starts with "${value[0]}": an article number starts with a letter or digit`;
      expect((error as ImportFailedError).report?.rejected).toEqual([
        start('-2+3'), start('=1+1'), start('@SUM(A1)'), start('+49 123'), odd('AB;C', ';'), odd('AB"C', '"'), odd('10 €', '€'),
        formula('name', '=HYPERLINK("http://example.com","Datenblatt")'), formula('name', '@SUM(1+1)'), formula('name', '+49 30 1234'),
        formula('name', '-40 °C sensor'), formula('name', '=1+1'), formula('brand', '=Siemens'), formula('discountgroup', '-S7'),
      ].map((reason, index) => ({ line: line(index), reason })));

      expect(await importCatalogueCsv(writer, writeCsv('printed.csv', catalogueCsv(good)))).toMatchObject({ loaded: good.length, rejectedCount: 0 });
      const found = async (q: string) => (await reader.search(query(normaliseQuery(q)))).articles.map((doc) => JSON.parse(doc) as Article);
      for (const artnr of printed) expect((await found(artnr)).map((article) => article.artnr)).toContain(artnr);
      for (const [i, name] of named.entries()) expect((await found(sampleRow(100 + i).artnr))[0]).toMatchObject({ name });
    });

    it.each([
      ['a missing required column', 'brand,artnr,name\nSiemens,X1,Thing\n', /lacks the column\(s\) onstock, delivery_time_weeks, listprice/],
      ['no rows at all', catalogueCsv([]), /no valid article/],
      ['an unterminated quote', `${catalogueCsv([sampleRow(1)])}"Siemens,broken\n`, /The import stopped/],
    ])('refuses a file with %s and keeps the old catalogue', async (_case, content, message) => {
      const before = await reader.catalogueInfo();
      await expect(importCatalogueCsv(writer, writeCsv('x.csv', content))).rejects.toThrow(message);
      expect(await reader.catalogueInfo()).toEqual(before);
    });

    it('refuses a file that does not exist', async () => {
      await expect(importCatalogueCsv(writer, path.join(dir, 'missing.csv'))).rejects.toThrow(/No such file/);
    });

    it('lets a search running during the import see the old catalogue wholly, and the new one after the swap', async () => {
      const seenDuring: number[] = [];
      async function* rows() {
        for (let i = 0; i < 50_000; i++) {
          if (i % 20_001 === 20_000) {
            const during = await reader.search(query('6'));
            seenDuring.push(during.total);
            expect((await reader.search(query('imp'))).total).toBe(0);
          }
          yield sampleRow(i);
        }
      }
      const before = (await reader.search(query('6'))).total;
      await writer.loadCatalogue(rows(), { version: 'test-swap' });
      expect(seenDuring).toEqual([before, before]);
      expect((await reader.search(query('imp'))).total).toBe(50_000);
      expect(await reader.catalogueInfo()).toEqual({ articles: 50_000, version: 'test-swap' });
    });

    it('refuses a second import while one is running, and runs once it has ended', async () => {
      const other = await otherImport();
      const file = writeCsv('ok.csv', catalogueCsv([sampleRow(1)]));
      try {
        await expect(importCatalogueCsv(writer, file)).rejects.toBeInstanceOf(ImportInProgressError);
      } finally {
        await other.end();
      }
      expect((await importCatalogueCsv(writer, file)).loaded).toBe(1);
    });

    if (backend === 'postgres') {
      it('swaps without deadlocking a search that holds the facets table and waits for the articles table', async () => {
        const holder = new pg.Client({ connectionString: (created.target as { url: string }).url });
        await holder.connect();
        const waitsFor = async (mode: string, table: string) => {
          for (const deadline = Date.now() + 5_000; Date.now() < deadline; await new Promise((resolve) => setTimeout(resolve, 20))) {
            const { rows: waiting } = await holder.query(`SELECT 1 FROM pg_locks l JOIN pg_class c ON c.oid = l.relation
              WHERE NOT l.granted AND l.mode = $1 AND c.relname = $2`, [mode, table]);
            if (waiting.length > 0) return;
          }
          throw new Error(`nobody waited for ${mode} on ${table}`);
        };
        try {
          const before = (await reader.search(query('6'))).total;
          await holder.query('BEGIN; LOCK TABLE articles IN ACCESS EXCLUSIVE MODE');
          // A search locks prefix_facets first (its facets), then waits here for articles.
          const search = reader.search(query('6'));
          await waitsFor('AccessShareLock', 'articles');
          const load = writer.loadCatalogue((async function* () { yield sampleRow(1); })(), { version: 'test-lock-order' });
          // The swap queues behind that search on prefix_facets, holding nothing it needs.
          await waitsFor('AccessExclusiveLock', 'prefix_facets');
          await holder.query('ROLLBACK');
          expect((await search).total).toBe(before);
          await expect(load).resolves.toBe(1);
          expect(await reader.catalogueInfo()).toEqual({ articles: 1, version: 'test-lock-order' });
        } finally {
          await holder.end();
        }
      });
    }

    if (backend === 'postgres') {
      it('steps out of the searches\' way while autovacuum holds the articles, and swaps once they are free', async () => {
        const holder = new pg.Client({ connectionString: (created.target as { url: string }).url });
        await holder.connect();
        try {
          const before = (await reader.search(query('6'))).total;
          // What autovacuum holds while it vacuums the table after a stock refresh.
          await holder.query('BEGIN; LOCK TABLE articles IN SHARE UPDATE EXCLUSIVE MODE');
          const load = writer.loadCatalogue((async function* () { yield sampleRow(1); })(), { version: 'test-after-vacuum' });
          for (;;) {
            const { rows: waiting } = await holder.query(`SELECT 1 FROM pg_locks l JOIN pg_class c ON c.oid = l.relation
              WHERE NOT l.granted AND l.mode = 'AccessExclusiveLock' AND c.relname = 'articles'`);
            if (waiting.length > 0) break;
            await new Promise((resolve) => setTimeout(resolve, 20));
          }
          // Waiting in line for articles, the swap held prefix_facets, which every search reads first.
          expect((await reader.search(query('6'))).total).toBe(before);
          expect((await reader.search(query('6'))).total).toBe(before);
          await holder.query('ROLLBACK');
          await expect(load).resolves.toBe(1);
          expect(await reader.catalogueInfo()).toEqual({ articles: 1, version: 'test-after-vacuum' });
        } finally {
          await holder.end();
        }
      });
    }

    if (backend === 'sqlite') {
      it('takes over the lock of an import whose process died', async () => {
        const db = (writer as SqliteDatabaseHandle).store.db;
        db.prepare('INSERT INTO import_lock (id, pid, host, started_at) VALUES (1, ?, ?, ?)').run(2 ** 22 + 12345, os.hostname(), Date.now());
        const summary = await importCatalogueCsv(writer, writeCsv('ok.csv', catalogueCsv([sampleRow(1)])));
        expect(summary.loaded).toBe(1);
      });
    }
  });
});
