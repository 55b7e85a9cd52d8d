/**
 * The fixture rows (docs/behaviour.md, Demo catalogue), verbatim. Every demo and test database holds them, so every
 * layer's tests can share the same scenarios (see the fixture query table there).
 */
import type { CatalogueRow, ReplacementRow } from '../../store/catalogue-rows';

type FixtureTuple = [
  brand: string, artnr: string, name: string, onstock: number | string, weeks: number | string,
  listprice: string, discountgroup: string, metalsur: number | null, base_unit: string,
  moq: number | null, weight: number | null, weightunit: string | null, ctn: string | null,
  origin: string | null,
];

const FIXTURE_TUPLES: FixtureTuple[] = [
  ['Siemens', '6ES7214-1AG40-0XB0', 'SIMATIC S7-1200, CPU 1214C, DC/DC/DC', 37, 2, '398,00', 's7a', null, 'pc', 1, 0.415, 'kg', '85371091', 'DE'],
  ['Siemens', '6ES7214-1AG31-0XB0', 'SIMATIC S7-1200, CPU 1214C (phased out)', 0, 8, '412,00', 's7a', null, 'pc', 1, 0.415, 'kg', '85371091', 'DE'],
  ['Sick', '1040764', 'Photoelectric sensor WTB4-3P2161', '120', '1', '89,50', 'sick-b', null, 'pc', 1, 0.02, 'kg', '85365019', 'DE'],
  ['Rechner', 'KAS-80-A14-S', 'Capacitive sensor KAS-80-A14-S', 4, 3, '149,00', 're', null, 'pc', 1, 48, 'g', '85365019', 'DE'],
  ['Omron', 'E3Z-D61 2M', 'Photoelectric sensor E3Z diffuse', 0, 5, '61,20', 'om-x', null, 'pc', 1, 0.09, 'kg', '85365019', 'JP'],
  ['Balluff', 'BES 516-300-S135-S4', 'Inductive sensor BES0001', 12, 2, '54,90', '', null, 'pc', 1, 0.06, 'kg', '85365019', 'DE'],
  ['Pilz', '750104', 'PNOZ s4 24VDC 3 n/o 1 n/c', 3, 2, '236,00', 'pi', null, 'pc', 1, 195, 'g', '85364900', 'DE'],
  ['Wago', '750-455', '4-channel analog input 4-20 mA', 140, 1, '118,40', 'wa', null, 'pc', 1, 0.05, 'kg', '85389099', 'DE'],
  ['Wago', '2002-1201', '2-conductor through terminal block', 5000, 1, '0,62', 'wa', null, 'pc', 100, 6, 'g', '85369010', 'DE'],
  ['Turck', 'RKC 4.4T-5/TEL', 'Connection cable, M12, 5 m', 22, 2, '27,80', 'tu', 999, 'pc', 1, 0.21, 'kg', '85444290', 'DE'],
  ['Phoenix Contact', '0828734', 'Marker sheet UC-EMLP (20X8)', 9, 2, '0,85', 'ph', null, 'cm²', 1, null, null, null, null],
  ['Yaskawa', '315-2AG12', 'VIPA CPU 315SB', 2, 4, '685,00', 'ya', null, 'pc', 1, 0.35, 'kg', '85371091', 'DE'],
  ['Autonics', 'BR100-DDT', 'Photoelectric sensor BR100', 0, 6, '38,00', 'au', null, 'pc', 1, 0.1, 'kg', '85365019', 'KR'],
  ['Contrinex', 'DW-AS-503-M12', 'Inductive sensor M12', 55, 1, '44,00', 'co', null, 'pc', 10, 0.03, 'kg', '85365019', 'CH'],
  ['Steute', 'ES 95 1S/1Ö', 'Position switch ES 95', 7, 3, '71,30', 'st', null, 'pc', 5, 1.2, 'lb', '85365080', 'DE'],
  ['Siemens', '3RH2122-1BB40', 'Contactor relay 2NO+2NC 24V DC', 64, 1, '58,10', 's7a', null, 'pc', 1, 0.28, 'kg', '85364900', 'CN'],
  ['Telemecanique', 'CA2KN22BD', 'Control relay 2NO+2NC 24V DC', 18, 2, '49,70', '', null, 'pc', 1, 0.18, 'kg', '85364900', 'FR'],
  ['Omron', 'E2E-X5ME1-Z 2M', 'Inductive sensor M12', 31, 1, '42,10', 'om-x', null, 'pc', 1, 0.07, 'kg', '85365019', 'JP'],
  ['Omron', 'CP2E-N30DT-D', 'CP2E PLC 30 I/O', 6, 2, '352,00', 'om-x', null, 'pc', 1, 0.5, 'kg', '85371091', 'CN'],
];

export const FIXTURE_ARTICLES: readonly CatalogueRow[] = FIXTURE_TUPLES.map(
  ([brand, artnr, name, onstock, delivery_time_weeks, listprice, discountgroup, metalsur, base_unit, moq, weight, weightunit, ctn, origin]) => ({
    brand, artnr, name, onstock, delivery_time_weeks, listprice, discountgroup, metalsur, base_unit, moq, weight, weightunit, ctn, origin,
  }),
);

export const FIXTURE_REPLACEMENTS: readonly ReplacementRow[] = [
  { from_artnrt4: '6es72141ag310xb0', from_brand: 'Siemens', to_artnrt4: '6es72141ag400xb0', to_brand: 'Siemens' },
  { from_artnrt4: '6es72141ag310xb0', from_brand: 'Siemens', to_artnrt4: 'cp2en30dtd', to_brand: 'Omron' },
  { from_artnrt4: '3rh11221bb40', from_brand: 'Siemens', to_artnrt4: '3rh21221bb40', to_brand: 'Siemens' },
  { from_artnrt4: '3rh11221bb40', from_brand: 'Siemens', to_artnrt4: 'ca2kn22bd', to_brand: 'Telemecanique' },
  { from_artnrt4: 'e2ex5mf1', from_brand: 'Omron', to_artnrt4: 'e2ex5me1z2m', to_brand: 'Omron' },
];

/**
 * Prefixes no generated article may start with, so that every fixture query (docs/behaviour.md, Demo catalogue) takes
 * exactly the path through the search flow that the table there describes.
 */
export const RESERVED_FIXTURE_PREFIXES: readonly string[] = [
  '6es72141ag3', '6es72141ag4', '3rh1122', '3rh21221bb40', 'e2ex5m', '1040764', '3152ag12', 'e3zd61', 'zzz',
];

export interface DemoCustomer {
  name: string;
  /** Discount group → percent; null means "on request" even though the group is known. */
  discounts: Record<string, number | null>;
}

export const MUSTER: DemoCustomer = {
  name: 'Muster Automation GmbH',
  discounts: { s7a: 32, 'sick-b': 25, re: -70, pi: 18.5, wa: 40, tu: 28, ph: 30, ba: 22, ya: 15, au: 10, co: 20, st: 12 },
};

export const NORDTECH: DemoCustomer = {
  name: 'Nordtech Industrie AG',
  discounts: { s7a: 12, 'sick-b': 10 },
};

export const DEMO_PASSWORD = 'demo1234';

export interface DemoUser {
  email: string;
  username: string;
  customer: string | null;
  blocked_brands: string;
  /** A customer's user unless 'staff': the distributor's back office, who use the console at /admin. */
  role?: 'staff';
}

export const DEMO_USERS: readonly DemoUser[] = [
  { email: 'demo@example.com', username: 'Demo User', customer: MUSTER.name, blocked_brands: '' },
  { email: 'nord@example.com', username: 'Nord User', customer: NORDTECH.name, blocked_brands: 'Pilz,Omron' },
  { email: 'nocustomer@example.com', username: 'No Customer', customer: null, blocked_brands: '' },
  { email: 'staff@example.com', username: 'Demo Staff', customer: null, blocked_brands: '', role: 'staff' },
];

/** The demo's staff account, for the console at /admin. */
export const DEMO_STAFF = DEMO_USERS.find((user) => user.role === 'staff') as DemoUser;
