import { parseBlockedBrands } from '../../../src/server/auth/authenticate';
import { TEST_BACKENDS, createTestDatabase, type TestDatabase } from '../support/test-app';
import { connectDatabase } from '../../../src/server/store/connect-database';
import type { Database } from '../../../src/server/store/database';

describe.each(TEST_BACKENDS)('parseBlockedBrands (%s): the canonical brands of blocked_brands as an operator typed it', (backend) => {
  let created: TestDatabase;
  let database: Database;

  beforeAll(async () => {
    created = await createTestDatabase(backend, 0);
    database = await connectDatabase(created.target);
  });

  afterAll(async () => {
    await database.close();
    await created.remove();
  });

  it.each([
    ['', []],
    ['Pilz,Omron', ['Pilz', 'Omron']],
    [' omron , PILZ,siemens ', ['Omron', 'Pilz', 'Siemens']],
    ['ABB Jokab', ['ABB']],
    ['Pilz,,', ['Pilz']],
    ['No Such Brand', ['No Such Brand']],
    ['constructor,__proto__', ['constructor', '__proto__']],
    ['nul\u0000,Pilz', ['nul\u0000', 'Pilz']],
  ])('%j → %j', async (typed, canonical) => {
    expect(await parseBlockedBrands(database.store, typed)).toEqual(canonical);
  });

  it('follows the brand data in the database: a brands import that adds an alias blocks by it at once', async () => {
    const brands = await database.store.brands();
    const pilz = brands.find((brand) => brand.brand === 'Pilz')!;
    await database.admin.replaceBrands(brands.map((brand) => (brand === pilz ? { ...pilz, aliases: [...pilz.aliases, 'Pilz Safety New'] } : brand)));
    expect(await parseBlockedBrands(database.store, 'pilz safety new')).toEqual(['Pilz']);
  });
});
