/**
 * Customers and users beyond the demo ones, written through SqliteAdmin exactly as the users CLI
 * writes them, so the suites can make as many customers, discount tables and blocked brands as
 * a property needs.
 */
import { clientPasswordHash, hashPassword } from '../../../src/server/auth/password';
import { DEMO_PASSWORD } from '../../../src/server/catalogue/demo/fixtures';
import { SCRYPT_PARAMS } from '../../../src/server/config';
import { SqliteAdmin } from '../../../src/server/store/sqlite/admin';
import type { SqliteStore } from '../../../src/server/store/sqlite/sqlite-store';

/**
 * scrypt at 1/32 of the production cost: for suites that sign in hundreds of times and test what
 * happens after the password check, not the check itself (verifyPassword reads the cost from the hash).
 */
export const CHEAP_SCRYPT = { ...SCRYPT_PARAMS, N: 2 ** 10 };

export interface ExtraUser {
  email: string;
  customer: string | null;
  blockedBrands?: string;
  cheapHash?: boolean;
}

export async function addUser(store: SqliteStore, user: ExtraUser): Promise<number> {
  const admin = new SqliteAdmin(store.db);
  const passwordHash = await hashPassword(clientPasswordHash(DEMO_PASSWORD), user.cheapHash ? CHEAP_SCRYPT : SCRYPT_PARAMS);
  return admin.addUser({
    email: user.email,
    username: user.email.split('@')[0],
    passwordHash,
    customerId: user.customer === null ? null : admin.customerId(user.customer),
    blockedBrands: user.blockedBrands ?? '',
  });
}

/** Creates the customer with exactly these discounts (null: on request) and returns its id. */
export function addCustomer(store: SqliteStore, name: string, discounts: Record<string, number | null>): number {
  const admin = new SqliteAdmin(store.db);
  const id = admin.ensureCustomer(name);
  admin.setDiscounts(id, discounts);
  return id;
}
