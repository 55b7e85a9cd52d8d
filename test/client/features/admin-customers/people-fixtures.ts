/** Customers and users as the staff API answers them, for the console's page tests. */
import type { AdminCustomer, AdminUser } from '../../../../src/shared/admin-people-contract';

export const ACME: AdminCustomer = {
  id: 7, name: 'Acme Controls Ltd', users: 2,
  discounts: [{ group: 'om-x', percent: null }, { group: 're', percent: -70 }, { group: 's7a', percent: 32.5 }],
};
export const BOLT: AdminCustomer = { id: 8, name: 'Bolt Automation', users: 0, discounts: [] };

export const JANE: AdminUser = {
  id: 21, email: 'jane@acme.example', username: 'Jane Buyer', customer: { id: ACME.id, name: ACME.name }, blocked_brands: 'Festo,SMC',
  disabled: false, createdAt: Date.UTC(2026, 0, 5, 9, 30), lastSignInAt: Date.UTC(2026, 10, 20, 14, 5), failedAttempts: 2,
  lastFailedAt: Date.UTC(2026, 10, 26, 8, 0), openSessions: 1,
};
export const OTTO: AdminUser = {
  ...JANE, id: 22, email: 'otto@acme.example', username: 'Otto Lager', blocked_brands: '', disabled: true, lastSignInAt: null, failedAttempts: 0,
  lastFailedAt: null, openSessions: 0,
};
