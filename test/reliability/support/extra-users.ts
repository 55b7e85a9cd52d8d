/**
 * Customers and users beyond the demo ones, written through the database's Admin exactly as the
 * users CLI writes them, so the suites can make as many customers, discount tables and blocked
 * brands as a property needs.
 */
import { clientPasswordHash, hashPassword } from '../../../src/server/auth/password';
import { DEMO_PASSWORD } from '../../../src/server/catalogue/demo/fixtures';
import { SCRYPT_PARAMS } from '../../../src/server/config';
import type { Admin } from '../../../src/server/store/admin';

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

export async function addUser(admin: Admin, user: ExtraUser): Promise<number> {
  const passwordHash = await hashPassword(clientPasswordHash(DEMO_PASSWORD), user.cheapHash ? CHEAP_SCRYPT : SCRYPT_PARAMS);
  return admin.addUser({
    email: user.email,
    username: user.email.split('@')[0],
    passwordHash,
    customerId: user.customer === null ? null : await admin.customerId(user.customer),
    blockedBrands: user.blockedBrands ?? '',
  });
}

/** Creates the customer with exactly these discounts (null: on request) and returns its id. */
export async function addCustomer(admin: Admin, name: string, discounts: Record<string, number | null>): Promise<number> {
  const id = await admin.ensureCustomer(name);
  await admin.setDiscounts(id, discounts);
  return id;
}
