/** Store.catalogueNumbers: every distinct number of the catalogue, with the version it was read from, in batches, before and after an import. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { importCatalogueCsv } from '../../../src/server/imports/import-csv';
import { connectDatabase } from '../../../src/server/store/connect-database';
import type { Database } from '../../../src/server/store/database';
import { normaliseQuery } from '../../../src/shared/normalise';
import type { PostgresStore } from '../../../src/server/store/postgres/postgres-store';
import { catalogueNumbers as postgresCatalogueNumbers } from '../../../src/server/store/postgres/number-lookup';
import { SqliteStore } from '../../../src/server/store/sqlite/sqlite-store';
import { catalogueNumbers as sqliteCatalogueNumbers } from '../../../src/server/store/sqlite/number-lookup';
import { numbersInBatches } from '../../../src/server/store/catalogue-numbers';
import { catalogueCsv, sampleRow } from '../support/csv';
import { createTestDatabase, queryRows, TEST_BACKENDS, type TestDatabase } from '../support/test-app';

describe.each(TEST_BACKENDS)('on %s', (backend) => {
  let created: TestDatabase;
  let database: Database;
  let dir: string;
  beforeAll(async () => {
    created = await createTestDatabase(backend, 300);
    database = await connectDatabase(created.target);
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pricetool-numbers-'));
  });
  afterAll(async () => {
    await database.close();
    await created.remove();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const sorted = (numbers: string[]) => [...numbers].sort();

  it('looks up the numbers\' own articles alone when asked without replacements (the number index\'s candidates)', async () => {
    const numbers = [normaliseQuery('3RH1122-1BB40'), normaliseQuery('6ES7214-1AG40-0XB0')];
    const numbersOf = (articles: string[]) => articles.map((json) => (JSON.parse(json) as { artnrt4: string }).artnrt4).sort();
    const full = await database.store.lookupNumbers({ numbers, customerId: null, blockedBrands: [] });
    expect(numbersOf(full.articles)).toEqual(expect.arrayContaining([normaliseQuery('3RH2122-1BB40'), normaliseQuery('6ES7214-1AG40-0XB0')]));
    expect(full.replacements.length).toBeGreaterThan(0);
    const own = await database.store.lookupNumbers({ numbers, customerId: null, blockedBrands: [], withReplacements: false });
    expect(numbersOf(own.articles)).toEqual([normaliseQuery('6ES7214-1AG40-0XB0')]);
    expect(own.replacements).toEqual([]);
    expect(own.catalogueVersion).toBe(full.catalogueVersion);
  });

  it('gives each number of the catalogue once, with the current version', async () => {
    const expected = (await queryRows<{ artnrt4: string }>(database, 'SELECT DISTINCT artnrt4 FROM articles')).map((row) => row.artnrt4);
    const { numbers, catalogueVersion } = await database.store.catalogueNumbers();
    expect(sorted(numbers)).toEqual(sorted(expected));
    expect(new Set(numbers).size).toBe(numbers.length);
    expect(numbers).toContain(normaliseQuery('6ES7214-1AG40-0XB0'));
    expect(catalogueVersion).toBe((await database.store.catalogueInfo()).version);
  });

  it('gives the same numbers read in batches far smaller than the catalogue, and stops when told', async () => {
    const whole = await database.store.catalogueNumbers();
    const inBatches = (signal?: AbortSignal) => (database.store instanceof SqliteStore
      ? sqliteCatalogueNumbers(database.store.db, 7)(signal)
      : postgresCatalogueNumbers((database.store as PostgresStore).pool, signal, 7));
    const batched = await inBatches();
    expect(whole.numbers.length).toBeGreaterThan(7 * 10);
    expect(sorted(batched.numbers)).toEqual(sorted(whole.numbers));
    expect(batched.catalogueVersion).toBe(whole.catalogueVersion);
    const stopped = new AbortController();
    const reading = inBatches(stopped.signal);
    stopped.abort(new Error('closed'));
    await expect(reading).rejects.toThrow('closed');
  });

  it('follows an import: the new catalogue\'s numbers and its version', async () => {
    const file = path.join(dir, 'next.csv');
    // Two brands of one number count once.
    fs.writeFileSync(file, catalogueCsv([sampleRow(1), sampleRow(2), sampleRow(3, { artnr: 'IMP-000001', brand: 'Wago' })]));
    const summary = await importCatalogueCsv(database, file);
    const { numbers, catalogueVersion } = await database.store.catalogueNumbers();
    expect(sorted(numbers)).toEqual(['imp000001', 'imp000002']);
    expect(catalogueVersion).toBe(summary.version);
  });
});

describe('numbers read in batches', () => {
  /** A catalogue an import replaces after the `swapAfter`th batch read. */
  function catalogue(swapAfter: number) {
    const versions = { v1: ['a1', 'a2', 'a3', 'a4', 'a5'], v2: ['b1', 'b2', 'b3'] };
    let current: keyof typeof versions = 'v1';
    let batches = 0;
    return {
      version: () => current,
      after: (last: string, limit: number) => {
        const batch = versions[current].filter((number) => number > last).slice(0, limit);
        if (++batches === swapAfter) current = 'v2';
        return batch;
      },
    };
  }

  it('reads every number, batch after batch', async () => {
    expect(await numbersInBatches(catalogue(Infinity), 2)).toEqual({ numbers: ['a1', 'a2', 'a3', 'a4', 'a5'], catalogueVersion: 'v1' });
  });

  it('reads again when an import commits between two batches, so the numbers are of one catalogue', async () => {
    expect(await numbersInBatches(catalogue(1), 2)).toEqual({ numbers: ['b1', 'b2', 'b3'], catalogueVersion: 'v2' });
  });
});
