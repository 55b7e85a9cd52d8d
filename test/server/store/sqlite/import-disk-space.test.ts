/**
 * The disk and SQLite's imports (store/sqlite/disk-space.ts, docs/operations.md, Disk space): a
 * catalogue import the disk cannot hold is refused before it stages anything; a failed one gives
 * the pages it took back to the file system; every import empties the write-ahead log; a
 * database made before new files got incremental auto-vacuum is converted by its next import.
 */
import Database from 'better-sqlite3';
import fs from 'node:fs';
import path from 'node:path';
import { importCatalogueCsv } from '../../../../src/server/imports/import-csv';
import { importStockCsv } from '../../../../src/server/imports/stock-csv';
import { InsufficientSpaceError, type LoadProgress } from '../../../../src/server/store/catalogue-load';
import { CLEANUP_RESERVE_BYTES, giveBackSpace, IMPORT_BYTES_PER_CSV_BYTE, reserveFile } from '../../../../src/server/store/sqlite/disk-space';
import { SqliteDatabaseHandle } from '../../../../src/server/store/sqlite/sqlite-database';
import { catalogueCsv, sampleRow } from '../../support/csv';
import { openImportBed, type ImportBed } from '../../support/import-bed';

let bed: ImportBed;
let writer: SqliteDatabaseHandle;
beforeEach(async () => {
  bed = await openImportBed('sqlite');
  writer = bed.writer as SqliteDatabaseHandle;
});
afterEach(async () => {
  jest.restoreAllMocks();
  await bed.close();
});

const file = () => (bed.created.target as { file: string }).file;
const pragma = (name: string) => writer.store.db.pragma(name, { simple: true }) as number;
const logBytes = () => (fs.existsSync(`${file()}-wal`) ? fs.statSync(`${file()}-wal`).size : 0);
const stagingTables = () => writer.store.db.prepare(`SELECT name FROM sqlite_master WHERE type = 'table' AND name LIKE '%_next'`).pluck().all();
const rows = (count: number) => Array.from({ length: count }, (_, i) => sampleRow(i));

it('gives new database files incremental auto-vacuum', () => {
  expect(pragma('auto_vacuum')).toBe(2);
});

it('gives back the pages a failed catalogue import took, and leaves the log empty', async () => {
  const pagesBefore = pragma('page_count');
  const failed = writer.loadCatalogue(rows(30_000), {
    version: 'never',
    beforeSwap: () => {
      expect(pragma('page_count')).toBeGreaterThan(pagesBefore + 1000);
      throw new Error('rejected rows');
    },
  });
  await expect(failed).rejects.toThrow('rejected rows');
  expect(pragma('page_count')).toBeLessThanOrEqual(pagesBefore);
  expect(logBytes()).toBe(0);
  expect(stagingTables()).toEqual([]);
  expect(fs.existsSync(reserveFile(file()))).toBe(false);
  expect(await bed.reader.store.catalogueInfo()).toEqual({ articles: 200, version: expect.stringMatching(/^demo-/) });
});

it('gives pages back in steps, so that the log, which a full disk may not let grow, stays small', () => {
  const { db } = writer.store;
  // A page cache smaller than the pages given back, as the full catalogue's staging outnumbers the real one.
  db.pragma('cache_size = 3000');
  const pagesBefore = pragma('page_count');
  db.exec('CREATE TABLE filler (x BLOB)');
  db.transaction(() => {
    for (let i = 0; i < 10_000; i++) db.prepare('INSERT INTO filler VALUES (randomblob(3500))').run();
  })();
  db.exec('DROP TABLE filler');
  db.pragma('wal_checkpoint(TRUNCATE)');
  // Another connection's snapshot keeps the log from being emptied, so what giving back wrote there shows.
  const reader = new Database(file());
  reader.exec('BEGIN');
  reader.prepare('SELECT COUNT(*) FROM meta').get();
  try {
    giveBackSpace(db, pagesBefore);
    expect(pragma('page_count')).toBeLessThanOrEqual(pagesBefore);
    expect(logBytes()).toBeLessThan(1024 ** 2);
  } finally {
    reader.exec('COMMIT');
    reader.close();
  }
});

it('refuses before staging anything a catalogue the disk cannot hold, naming the bytes free and needed', async () => {
  const csv = bed.writeCsv('catalogue.csv', catalogueCsv(rows(1000)));
  const needed = Math.ceil(fs.statSync(csv).size * IMPORT_BYTES_PER_CSV_BYTE) + CLEANUP_RESERVE_BYTES;
  const freePages = pragma('freelist_count');
  const statfs = fs.statfsSync(bed.dir);
  // A disk with 100 blocks of 4 KiB free.
  jest.spyOn(fs, 'statfsSync').mockReturnValue({ ...statfs, bsize: 4096, bavail: 100 });
  const before = await bed.reader.store.catalogueInfo();
  const refused = await importCatalogueCsv(writer, csv).catch((error: unknown) => error);
  expect(refused).toBeInstanceOf(InsufficientSpaceError);
  const dir = path.dirname(file());
  const inFile = freePages > 0 ? ` and ${(freePages * 4096).toLocaleString('en-US')} bytes \\([\\d.]+ KiB\\) free inside the database file` : '';
  expect((refused as Error).message).toMatch(new RegExp(`^Not enough disk space for this catalogue: about ${needed.toLocaleString('en-US')} bytes \\([\\d.]+ MiB\\) needed, `
    + `409,600 bytes \\(400\\.0 KiB\\) free on the disk of ${dir.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}${inFile}; nothing was imported \\(make room, then import again\\)$`));
  expect(await bed.reader.store.catalogueInfo()).toEqual(before);
  expect(stagingTables()).toEqual([]);
});

it('counts the pages free inside the file as room: an import fills them first', async () => {
  const csv = bed.writeCsv('catalogue.csv', catalogueCsv(rows(1000)));
  const needed = Math.ceil(fs.statSync(csv).size * IMPORT_BYTES_PER_CSV_BYTE) + CLEANUP_RESERVE_BYTES;
  // An earlier catalogue's pages, free inside the file, are as many as the import needs.
  await writer.loadCatalogue(rows(Math.ceil(needed / 300)), { version: 'big' });
  await writer.loadCatalogue(rows(10), { version: 'small' });
  expect(pragma('freelist_count') * pragma('page_size')).toBeGreaterThan(needed);
  jest.spyOn(fs, 'statfsSync').mockReturnValue({ ...fs.statfsSync(bed.dir), bsize: 4096, bavail: 0 });
  expect((await importCatalogueCsv(writer, csv)).loaded).toBe(1000);
});

it('converts, once, a database file made without incremental auto-vacuum at its next catalogue import', async () => {
  await writer.close();
  const raw = new Database(file());
  raw.pragma('auto_vacuum = NONE');
  raw.exec('VACUUM');
  expect(raw.pragma('auto_vacuum', { simple: true })).toBe(0);
  raw.close();
  writer = SqliteDatabaseHandle.open(file());
  bed.writer = writer;
  const phases: LoadProgress['phase'][] = [];
  await writer.loadCatalogue(rows(100), { version: 'converted', onProgress: ({ phase }) => phases.push(phase) });
  expect(pragma('auto_vacuum')).toBe(2);
  expect(phases[0]).toBe('compacting');
  phases.length = 0;
  await writer.loadCatalogue(rows(100), { version: 'again', onProgress: ({ phase }) => phases.push(phase) });
  expect(phases).not.toContain('compacting');
});

it('drops what a killed catalogue import left before it checks the room, even when it then refuses', async () => {
  writer.store.db.exec('CREATE TABLE articles_next (id INTEGER PRIMARY KEY, doc TEXT)');
  fs.writeFileSync(reserveFile(file()), Buffer.alloc(4096));
  const csv = bed.writeCsv('catalogue.csv', catalogueCsv(rows(10)));
  const statfs = jest.spyOn(fs, 'statfsSync').mockReturnValue({ ...fs.statfsSync(bed.dir), bsize: 4096, bavail: 0 });
  await expect(importCatalogueCsv(writer, csv)).rejects.toBeInstanceOf(InsufficientSpaceError);
  expect(stagingTables()).toEqual([]);
  expect(fs.existsSync(reserveFile(file()))).toBe(false);
  statfs.mockRestore();
  expect((await importCatalogueCsv(writer, csv)).loaded).toBe(10);
});

it('cuts the log back after a stock refresh, which writes its whole transaction there', async () => {
  await writer.loadCatalogue(rows(5000), { version: 'stocked' });
  const stock = bed.writeCsv('stock.csv', `artnr;onstock;delivery_time_weeks\n${rows(5000).map((row) => `${row.artnr};7;3`).join('\n')}\n`);
  expect((await importStockCsv(writer, stock)).updated).toBeGreaterThan(0);
  // Emptied, then the record of the import's success written: a page.
  expect(logBytes()).toBeLessThan(3 * 4096);
});
