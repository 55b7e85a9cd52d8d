/** Store.catalogueNumbers: every distinct number of the catalogue, with the version it was read from, before and after an import. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { importCatalogueCsv } from '../../../src/server/imports/import-csv';
import { connectDatabase } from '../../../src/server/store/connect-database';
import type { Database } from '../../../src/server/store/database';
import { normaliseQuery } from '../../../src/shared/normalise';
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

  it('gives each number of the catalogue once, with the current version', async () => {
    const expected = (await queryRows<{ artnrt4: string }>(database, 'SELECT DISTINCT artnrt4 FROM articles')).map((row) => row.artnrt4);
    const { numbers, catalogueVersion } = await database.store.catalogueNumbers();
    expect(sorted(numbers)).toEqual(sorted(expected));
    expect(new Set(numbers).size).toBe(numbers.length);
    expect(numbers).toContain(normaliseQuery('6ES7214-1AG40-0XB0'));
    expect(catalogueVersion).toBe((await database.store.catalogueInfo()).version);
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
