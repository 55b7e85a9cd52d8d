/**
 * The world the isolation properties run in: the demo customers and users, six more customers
 * whose discounts differ from each other's in every group (some groups on request, some missing,
 * one customer with a row for the empty group that must never apply), users blocking random
 * brands (one list typed the way an operator might), and replacement rows across brands.
 */
import { clientPasswordHash } from '../../../src/server/auth/password';
import { DEMO_PASSWORD, FIXTURE_REPLACEMENTS } from '../../../src/server/catalogue/demo/fixtures';
import type { ReplacementRow } from '../../../src/server/store/catalogue-rows';
import { Prng } from '../../../src/server/catalogue/demo/prng';
import type { LoginResponse } from '../../../src/shared/contract';
import type { TestApp } from '../../server/support/test-app';
import { CatalogueOracle } from './catalogue-oracle';
import { addCustomer, addUser } from './extra-users';
import { DEMO } from '../../support/demo-users';

export interface Actor {
  email: string;
  userId: number;
  customerId: number | null;
  token: string;
  /** `session_id=…`, as the browser would send it. */
  cookie: string;
  /** The customer's discount table as configured: group → percent, null for "on request". */
  discounts: ReadonlyMap<string, number | null>;
  /** The canonical brands this user must never see. */
  blocked: ReadonlySet<string>;
}

interface PlannedUser {
  email: string;
  customer: string | null;
  blockedBrands: string;
  expectedBlocked: string[];
}

const EXTRA_CUSTOMERS = 6;
const SEED = 8008;

function plannedDiscounts(prng: Prng, groups: string[], k: number): Record<string, number | null> {
  const discounts: Record<string, number | null> = {};
  for (const group of groups) {
    const roll = prng.next();
    if (roll < 0.15) continue;
    // The fraction is the customer's own, so no two customers ever share a percentage.
    discounts[group] = roll < 0.25 ? null : prng.int(-30, 60) + k / 100 + 0.001;
  }
  return discounts;
}

function plannedReplacements(prng: Prng, oracle: CatalogueOracle, brands: string[]): ReplacementRow[] {
  const rows = new Map<string, ReplacementRow>(FIXTURE_REPLACEMENTS.map((row) => [`${row.from_artnrt4} ${row.to_artnrt4}`, row]));
  for (let i = 0; i < 90; i++) {
    // Most originals are in the catalogue; some have left it, as discontinued articles do.
    const from = i < 80 ? prng.pick(oracle.articles) : { artnrt4: `zzgone${i}`, brand: prng.pick(brands) };
    for (let n = prng.int(1, 3); n > 0; n--) {
      const to = prng.pick(oracle.articles);
      rows.set(`${from.artnrt4} ${to.artnrt4}`, { from_artnrt4: from.artnrt4, from_brand: from.brand, to_artnrt4: to.artnrt4, to_brand: to.brand });
    }
  }
  return [...rows.values()];
}

async function signIn(t: TestApp, email: string): Promise<{ userId: number; token: string; cookie: string }> {
  const response = await t.app.inject({ method: 'POST', url: '/api/login', payload: { useremail: email, passwordhash: clientPasswordHash(DEMO_PASSWORD) } });
  if (response.statusCode !== 200) throw new Error(`sign-in of ${email}: ${response.statusCode}`);
  const body = response.json() as LoginResponse;
  return { userId: body.user.id, token: body.token, cookie: String(response.headers['set-cookie']).split(';')[0] };
}

export async function buildIsolationWorld(t: TestApp): Promise<{ actors: Actor[]; oracle: CatalogueOracle; brands: string[] }> {
  const prng = new Prng(SEED);
  const { admin } = t.database;
  const column = async (sql: string) => (await t.rows<{ value: string }>(sql)).map((row) => row.value).sort();
  const groups = await column(`SELECT DISTINCT discountgroup AS value FROM articles WHERE discountgroup <> ''`);
  const brands = await column('SELECT DISTINCT brand AS value FROM articles');

  const planned: PlannedUser[] = [
    { email: DEMO.muster.email, customer: DEMO.muster.customer, blockedBrands: DEMO.muster.blocked_brands, expectedBlocked: [] },
    { email: DEMO.nord.email, customer: DEMO.nord.customer, blockedBrands: DEMO.nord.blocked_brands, expectedBlocked: ['Pilz', 'Omron'] },
    { email: DEMO.noCustomer.email, customer: DEMO.noCustomer.customer, blockedBrands: DEMO.noCustomer.blocked_brands, expectedBlocked: [] },
  ];
  for (let k = 1; k <= EXTRA_CUSTOMERS; k++) {
    const customer = `Isolation Customer ${k}`;
    const discounts = plannedDiscounts(prng, groups, k);
    if (k === EXTRA_CUSTOMERS) discounts[''] = 99;
    await addCustomer(admin, customer, discounts);
    const blocked = brands.filter(() => prng.chance(0.2));
    planned.push({ email: `iso${k}@example.com`, customer, blockedBrands: blocked.join(','), expectedBlocked: blocked });
  }
  planned.push(
    // Blocked brands as `npm run users -- add … --blocked` takes them: any case, stray spaces.
    { email: 'iso1b@example.com', customer: 'Isolation Customer 1', blockedBrands: ' omron , PILZ,siemens ', expectedBlocked: ['Omron', 'Pilz', 'Siemens'] },
    { email: 'iso6b@example.com', customer: `Isolation Customer ${EXTRA_CUSTOMERS}`, blockedBrands: '', expectedBlocked: [] },
  );
  for (const user of planned.slice(3)) await addUser(admin, user);

  await admin.replaceReplacements(plannedReplacements(prng, await CatalogueOracle.read(t.rows), brands));
  const oracle = await CatalogueOracle.read(t.rows);

  const customers = new Map((await admin.listCustomers()).map((c) => [c.name, c]));
  const actors: Actor[] = [];
  for (const user of planned) {
    const customer = user.customer === null ? undefined : customers.get(user.customer);
    actors.push({
      email: user.email,
      ...(await signIn(t, user.email)),
      customerId: customer?.id ?? null,
      discounts: new Map(Object.entries(customer?.discounts ?? {})),
      blocked: new Set(user.expectedBlocked),
    });
  }
  return { actors, oracle, brands };
}
