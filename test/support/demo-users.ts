/**
 * The demo users every test and benchmark signs in as, named by their customer and taken from the
 * demo fixtures every demo and test database holds (docs/behaviour.md, Demo catalogue): a test
 * names a demo user here instead of retyping its address or password.
 */
import { DEMO_PASSWORD, DEMO_STAFF, DEMO_USERS, MUSTER, NORDTECH, type DemoUser } from '../../src/server/catalogue/demo/fixtures';

function demoUserOf<Customer extends string | null>(customer: Customer): DemoUser & { customer: Customer } {
  const user = DEMO_USERS.find((candidate) => candidate.customer === customer && candidate.role === undefined);
  if (!user) throw new Error(`No demo user of ${customer ?? 'no customer'}`);
  return user as DemoUser & { customer: Customer };
}

export const DEMO = {
  /** Muster Automation GmbH's user, with its discounts: most tests' customer. */
  muster: demoUserOf(MUSTER.name),
  /** Nordtech Industrie AG's user, with Pilz and Omron blocked. */
  nord: demoUserOf(NORDTECH.name),
  /** The user linked to no customer, whom the sign-in turns away. */
  noCustomer: demoUserOf(null),
  /** The distributor's staff account, for the console at /admin. */
  staff: DEMO_STAFF,
  /** Every demo user's password. */
  password: DEMO_PASSWORD as string,
} as const;

export type { DemoUser };
