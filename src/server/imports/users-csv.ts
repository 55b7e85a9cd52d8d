/**
 * The users file (docs/imports.md): one line per user with customer and blocked brands. An import
 * creates and updates the users it names; with deleteMissing, it deletes the others. A new user
 * without a password in the file gets a one-time password, returned once for the operator to pass on.
 */
import crypto from 'node:crypto';
import type { UpsertCounts, UserImport } from '../store/admin';
import { normaliseEmail } from '../store/admin';
import type { Database } from '../store/database';
import { displayText, notFormula, text } from './csv-fields';
import { RowError, type CsvFormat } from './csv-reader';
import { importTable, type TableImportSummary } from './table-import';

type UserColumn = 'email' | 'name' | 'customer' | 'blocked_brands' | 'password';

interface UserLine extends Omit<UserImport, 'passwordHash'> {
  password: string | null;
}

export interface UsersResult extends UpsertCounts {
  /** The one-time passwords of the users created without one, to be printed once and never stored. */
  oneTimePasswords: Array<{ email: string; password: string }>;
}

export function usersCsv(customers: ReadonlySet<string>): CsvFormat<UserColumn, UserLine> {
  return {
    columns: [
      { key: 'email', names: ['e-mail', 'mail'], required: true },
      { key: 'name', names: ['username'] },
      { key: 'customer', names: ['kunde'] },
      { key: 'blocked_brands', names: ['blocked', 'gesperrte marken'] },
      { key: 'password', names: ['passwort', 'initial password'] },
    ],
    parseRow: (values) => {
      const email = normaliseEmail(displayText(values, 'email', 254, true));
      if (!/^[^@\s]+@[^@\s]+$/.test(email)) throw new RowError(`email "${email}" is not an e-mail address`);
      const customer = text(values, 'customer', 200, false) || null;
      if (customer !== null && !customers.has(customer)) throw new RowError(`customer "${customer}" does not exist; import the customers first`);
      const password = (values.password ?? '') || null;
      if (password !== null && password.length < 8) throw new RowError('password has fewer than 8 characters');
      const blocked = text(values, 'blocked_brands', 2000, false).split(/[|,]/).map((brand) => notFormula('blocked_brands', brand.trim())).filter(Boolean);
      return { email, username: displayText(values, 'name', 200, false) || email, customer, blockedBrands: blocked.join(','), password };
    },
    key: (line) => line.email,
  };
}

/** `hash` turns a password into what the users table stores (auth/password.ts), injected by the caller. */
export async function importUsersCsv(
  database: Database, file: string, hash: (password: string) => Promise<string>, options: { deleteMissing?: boolean } = {},
): Promise<TableImportSummary<UsersResult>> {
  const customers = new Set((await database.admin.listCustomers()).map((customer) => customer.name));
  const existing = new Set((await database.admin.listUsers()).map((user) => user.email));
  return importTable(database, 'users', file, usersCsv(customers), async (lines) => {
    const oneTimePasswords: UsersResult['oneTimePasswords'] = [];
    const users: UserImport[] = [];
    for (const { password, ...user } of lines) {
      let given = password;
      if (given === null && !existing.has(user.email)) {
        given = crypto.randomBytes(9).toString('base64url');
        oneTimePasswords.push({ email: user.email, password: given });
      }
      users.push({ ...user, passwordHash: given === null ? null : await hash(given) });
    }
    return { ...(await database.admin.importUsers(users, options.deleteMissing ?? false)), oneTimePasswords };
  });
}
