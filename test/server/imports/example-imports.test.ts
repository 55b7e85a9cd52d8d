/**
 * docs/operations.md, Run it on your own data, on both backends: the example files under docs/examples/,
 * imported in order into an empty database, give a catalogue with brands, successors, customer
 * prices and users, and no demo account.
 */
import path from 'node:path';
import { importBrandsCsv } from '../../../src/server/imports/brands-csv';
import { importCustomersCsv } from '../../../src/server/imports/customers-csv';
import { importCatalogueCsv } from '../../../src/server/imports/import-csv';
import { importReplacementsCsv } from '../../../src/server/imports/replacements-csv';
import { importStockCsv } from '../../../src/server/imports/stock-csv';
import { importUsersCsv } from '../../../src/server/imports/users-csv';
import { connectDatabase } from '../../../src/server/store/connect-database';
import type { Database } from '../../../src/server/store/database';
import type { Article } from '../../../src/shared/contract';
import { searchQuery } from '../support/import-bed';
import { emptyTestDatabase, TEST_BACKENDS, type TestDatabase } from '../support/test-app';

const example = (name: string) => path.join(__dirname, '..', '..', '..', 'docs', 'examples', `${name}.csv`);

describe.each(TEST_BACKENDS)('the example files on %s', (backend) => {
  let created: TestDatabase;
  let database: Database;

  beforeEach(async () => {
    created = await emptyTestDatabase(backend);
    database = await connectDatabase(created.target);
  });
  afterEach(async () => {
    await database.close();
    await created.remove();
  });

  it('import in the documented order into an empty database and give a working catalogue', async () => {
    const hash = async (password: string) => `test:${password}`;
    expect((await importBrandsCsv(database, example('brands'))).loaded).toBe(4);
    expect((await importReplacementsCsv(database, example('replacements'))).loaded).toBe(2);
    expect((await importCustomersCsv(database, example('customers'))).result).toMatchObject({ created: 2 });
    const users = await importUsersCsv(database, example('users'), hash);
    expect(users.result.oneTimePasswords.map((p) => p.email)).toEqual(['einkauf@muster-automation.example', 'buyer@acme.example']);
    expect((await importCatalogueCsv(database, example('catalogue'))).loaded).toBe(6);
    const stock = await importStockCsv(database, example('stock'));
    expect(stock).toMatchObject({ loaded: 4, updated: 4, unknownCount: 0, rejectedCount: 0, ignoredColumns: [] });

    const { store, admin } = database;
    expect((await admin.listUsers()).map((u) => u.email).sort()).toEqual(['buyer@acme.example', 'einkauf@muster-automation.example']);
    expect(await store.soldBrands()).toEqual(['Phoenix Contact', 'Siemens', 'WAGO']);
    expect((await store.brands()).find((b) => b.brand === 'Festo')).toMatchObject({ in_PT: '', message: 'not_sell_this_brand' });
    const muster = await admin.customerId('Muster Automation GmbH');
    const [cpu] = (await store.search({ ...searchQuery('6es72141ag400xb0'), customerId: muster })).articles.map((doc) => JSON.parse(doc) as Article);
    expect(cpu).toMatchObject({ brand: 'Siemens', onstock: 8, delivery_time_weeks: 2, listprice: '512,40', discount: 32.5, weight: 0.415 });
    expect(await store.replacements('6es72141ag400xb0', [])).toEqual({
      originalBrand: 'Siemens',
      replacements: [
        { from_artnrt4: '6es72141ag400xb0', to_artnrt4: '6es72141ag500xb0', to_brand: 'Siemens' },
        { from_artnrt4: '6es72141ag400xb0', to_artnrt4: '7508212', to_brand: 'WAGO' },
      ],
    });
  });
});
