/** customers:import and users:import on both backends: upserts, --delete-missing, line-by-line validation, atomic. */
import { clientPasswordHash, verifyPassword } from '../../../src/server/auth/password';
import { ImportFailedError } from '../../../src/server/imports/csv-reader';
import { importCustomersCsv } from '../../../src/server/imports/customers-csv';
import { importUsersCsv } from '../../../src/server/imports/users-csv';
import { excelCsv, openImportBed, type ImportBed } from '../support/import-bed';
import type { UserRecord } from '../../../src/server/store/store';
import { queryRows, TEST_BACKENDS } from '../support/test-app';
import { DEMO } from '../../support/demo-users';

/** A cheap stand-in for the scrypt hash: these tests are about the import, not the hashing. */
const hash = async (password: string) => `test:${password}`;

describe.each(TEST_BACKENDS)('customers and users import on %s', (backend) => {
  let bed: ImportBed;

  beforeEach(async () => {
    bed = await openImportBed(backend);
  });
  afterEach(() => bed.close());

  const customers = () => bed.reader.admin.listCustomers();
  const discounts = async (name: string) => (await customers()).find((c) => c.name === name)?.discounts;
  const users = () => bed.reader.admin.listUsers();

  describe('customers', () => {
    it('creates customers and sets the groups named, leaving the others, from a German Excel file', async () => {
      const before = await discounts('Muster Automation GmbH');
      const file = bed.writeCsv('customers.csv', excelCsv([
        ['Kunde', 'Rabattgruppe', 'Prozent', 'Auf Anfrage'],
        ['Acme Controls Ltd', 'S7A', '20', 'nein'],
        ['Acme Controls Ltd', 'W2000', '-5', ''],
        ['Acme Controls Ltd', 'PXQ', '', 'ja'],
        ['Muster Automation GmbH', 'NEW1', '12,5', 'no'],
      ]));
      const summary = await importCustomersCsv(bed.writer, file);
      expect(summary).toMatchObject({ loaded: 4, result: { created: 1, updated: 1, deleted: 0 } });
      expect(await discounts('Acme Controls Ltd')).toEqual({ PXQ: null, S7A: 20, W2000: -5 });
      expect(await discounts('Muster Automation GmbH')).toEqual({ ...before, NEW1: 12.5 });
    });

    it('with deleteMissing, removes the groups and customers not named, but never a customer with users', async () => {
      await bed.writer.admin.ensureCustomer('Old Customer');
      const before = await customers();
      const refused = bed.writeCsv('only-muster.csv', 'customer;group;percent\nMuster Automation GmbH;s7a;30\n');
      await expect(importCustomersCsv(bed.writer, refused, { deleteMissing: true })).rejects.toThrow(/Customer\(s\) Nordtech Industrie AG still have users/);
      expect(await customers()).toEqual(before);

      const file = bed.writeCsv('both.csv', 'customer;group;percent\nMuster Automation GmbH;s7a;30\nNordtech Industrie AG;s7a;10\n');
      expect((await importCustomersCsv(bed.writer, file, { deleteMissing: true })).result).toEqual({ created: 0, updated: 2, deleted: 1 });
      expect((await customers()).map((c) => [c.name, c.discounts])).toEqual([
        ['Muster Automation GmbH', { s7a: 30 }], ['Nordtech Industrie AG', { s7a: 10 }],
      ]);
    });

    it('refuses a file naming a staff account, changing nothing', async () => {
      const before = await users();
      const file = bed.writeCsv('staff.csv', `email;customer;password\n${DEMO.staff.email};Muster Automation GmbH;long-enough-1\n`);
      await expect(importUsersCsv(bed.writer, file, hash)).rejects.toThrow('is a staff account');
      expect(await users()).toEqual(before);
    });

    it('rejects invalid lines with their numbers and reasons and changes nothing', async () => {
      const before = await customers();
      const file = bed.writeCsv('bad.csv', [
        'customer,group,percent,on_request',
        'Acme,S7A,20,no',
        'Acme,S7B,100,no',
        'Acme,S7C,,no',
        'Acme,S7D,10,yes',
        'Acme,S7E,10,maybe',
        'Acme,S7A,25,no',
        ',S7F,10,no',
        'Acme,S7G,ten,no',
        '=Acme+1,S7A,10,no',
        'Acme,@S7H,10,no',
      ].join('\n'));
      const error = await importCustomersCsv(bed.writer, file).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ImportFailedError);
      expect((error as ImportFailedError).report?.rejected).toEqual([
        { line: 3, reason: 'percent "100" is not a percentage below 100, like 32,5 or -5' },
        { line: 4, reason: 'percent is empty and the group is not on request' },
        { line: 5, reason: 'percent "10" is given for a group on request' },
        { line: 6, reason: 'on_request "maybe" is not one of yes, no, ja, nein' },
        { line: 7, reason: 'Group S7A of Acme appears more than once' },
        { line: 8, reason: 'customer is empty' },
        { line: 9, reason: 'percent "ten" is not a percentage below 100, like 32,5 or -5' },
        { line: 10, reason: 'customer "=Acme+1" starts with "=", which a spreadsheet reads as a formula' },
        { line: 11, reason: 'group "@S7H" starts with "@", which a spreadsheet reads as a formula' },
      ]);
      expect(await customers()).toEqual(before);
    });
  });

  describe('users', () => {
    it('creates users with a one-time password, updates the others and keeps their passwords', async () => {
      const demoHash = (await bed.reader.store.findUserByEmail(DEMO.muster.email))?.passwordHash;
      const file = bed.writeCsv('users.csv', excelCsv([
        ['E-Mail', 'Name', 'Kunde', 'Gesperrte Marken', 'Passwort'],
        ['New.Buyer@Example.com', 'New Buyer', 'Nordtech Industrie AG', 'Festo | SMC', ''],
        ['second@example.com', '', '', '', 'chosen-by-operator'],
        [DEMO.muster.email, 'Demo', 'Nordtech Industrie AG', 'Pilz', ''],
      ]));
      const { result } = await importUsersCsv(bed.writer, file, hash);
      expect(result).toMatchObject({ created: 2, updated: 1, deleted: 0 });
      expect(result.oneTimePasswords).toEqual([{ email: 'new.buyer@example.com', password: expect.stringMatching(/^[\w-]{12}$/) }]);
      const created = await bed.reader.store.findUserByEmail('new.buyer@example.com');
      expect(created).toMatchObject({ username: 'New Buyer', customerName: 'Nordtech Industrie AG', blockedBrands: 'Festo,SMC', passwordHash: `test:${result.oneTimePasswords[0].password}` });
      expect(await bed.reader.store.findUserByEmail('second@example.com')).toMatchObject({ username: 'second@example.com', customerId: null, passwordHash: 'test:chosen-by-operator' });
      expect(await bed.reader.store.findUserByEmail(DEMO.muster.email)).toMatchObject({ customerName: 'Nordtech Industrie AG', blockedBrands: 'Pilz', passwordHash: demoHash });
    });

    it('stores a hash a sign-in verifies, with the real hashing', async () => {
      const file = bed.writeCsv('one.csv', 'email\nreal@example.com\n');
      const { hashPassword } = await import('../../../src/server/auth/password');
      const { result } = await importUsersCsv(bed.writer, file, (password) => hashPassword(clientPasswordHash(password)));
      const stored = (await bed.reader.store.findUserByEmail('real@example.com'))?.passwordHash ?? '';
      expect(await verifyPassword(clientPasswordHash(result.oneTimePasswords[0].password), stored)).toBe(true);
    });

    it('with deleteMissing, deletes the customers\' users not named and ends their sessions, never a staff account', async () => {
      const now = Date.now();
      for (const email of [DEMO.muster.email, DEMO.nord.email]) {
        const { id } = await bed.reader.store.findUserByEmail(email) as UserRecord;
        await bed.reader.store.createSession({ tokenHash: `token-${email}`, cookieHash: `cookie-${email}`, browserHash: null, userId: id, createdAt: now, expiresAt: now + 60_000 });
      }
      const file = bed.writeCsv('users.csv', `email;customer\n${DEMO.muster.email};Muster Automation GmbH\n`);
      expect((await importUsersCsv(bed.writer, file, hash, { deleteMissing: true })).result).toMatchObject({ created: 0, updated: 1, deleted: 2 });
      expect((await users()).map((u) => u.email)).toEqual([DEMO.muster.email, DEMO.staff.email]);
      // On SQLite the sessions are in the sign-in state file, which no foreign key ties to the users.
      expect(await queryRows(bed.writer, 'SELECT token_hash FROM sessions')).toEqual([{ token_hash: `token-${DEMO.muster.email}` }]);
    });

    it('rejects invalid lines with their numbers and reasons and changes nothing', async () => {
      const before = await users();
      const file = bed.writeCsv('bad.csv', [
        'email,customer,password,name,blocked_brands',
        'ok@example.com,Muster Automation GmbH,,,',
        'not-an-address,,,,',
        'x@example.com,Nobody Ltd,,,',
        'y@example.com,,short,,',
        'OK@example.com,,,,',
        'z@example.com,,,+Jane Buyer,',
        '-cmd@example.com,,,,',
        'w@example.com,,,,Festo|=SMC',
      ].join('\n'));
      const error = await importUsersCsv(bed.writer, file, hash).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ImportFailedError);
      expect((error as ImportFailedError).report?.rejected).toEqual([
        { line: 3, reason: 'email "not-an-address" is not an e-mail address' },
        { line: 4, reason: 'customer "Nobody Ltd" does not exist; import the customers first' },
        { line: 5, reason: 'password has fewer than 8 characters' },
        { line: 6, reason: 'ok@example.com appears more than once' },
        { line: 7, reason: 'name "+Jane Buyer" starts with "+", which a spreadsheet reads as a formula' },
        { line: 8, reason: 'email "-cmd@example.com" starts with "-", which a spreadsheet reads as a formula' },
        { line: 9, reason: 'blocked_brands "=SMC" starts with "=", which a spreadsheet reads as a formula' },
      ]);
      expect(await users()).toEqual(before);
    });
  });
});
