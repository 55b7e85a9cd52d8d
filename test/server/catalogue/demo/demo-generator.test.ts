import { DEMO_BRANDS } from '../../../../src/server/catalogue/demo/demo-brands';
import type { CatalogueRow } from '../../../../src/server/store/catalogue-rows';
import { BRAND_PROFILES } from '../../../../src/server/catalogue/demo/brand-profiles';
import { FIXTURE_ARTICLES, RESERVED_FIXTURE_PREFIXES } from '../../../../src/server/catalogue/demo/fixtures';
import {
  DEMO_SEED, generateArticles, generatedDiscountGroups, generateKeyedArticles,
} from '../../../../src/server/catalogue/demo/generate';
import { buildBrandMapping } from '../../../../src/shared/brands/brand-mapping';
import { normaliseQuery } from '../../../../src/shared/normalise';
import { SUPPLIER_PREFIXES } from '../../../../src/shared/supplier-prefixes';

const BRANDS = [
  'ABB', 'Autonics', 'Balluff', 'Banner', 'Baumer', 'Beckhoff', 'Bernstein', 'Carlo Gavazzi', 'Contrinex',
  'Crouzet', 'Di-soric', 'Eaton', 'Euchner', 'Finder', 'ifm electronic', 'Leuze', 'Murrelektronik', 'Omron',
  'Panasonic', 'Pepperl+Fuchs', 'Phoenix Contact', 'Pilz', 'Rechner', 'Schmersal', 'Schneider Electric',
  'SensoPart', 'Siemens', 'Sick', 'Steute', 'Telemecanique', 'Turck', 'Wago', 'Weidmüller', 'Wenglor', 'Werma',
  'Wieland', 'Yaskawa',
];

const FIXTURE_GROUPS: Record<string, string> = {
  Siemens: 's7a', Sick: 'sick-b', Rechner: 're', Pilz: 'pi', Wago: 'wa', Turck: 'tu', 'Phoenix Contact': 'ph',
  Balluff: 'ba', Yaskawa: 'ya', Autonics: 'au', Contrinex: 'co', Steute: 'st', Omron: 'om-x',
};

const take = (count: number, seed?: number): CatalogueRow[] => [...generateArticles(count, seed)];
const rows5000 = take(5000);
const keys5000 = rows5000.map((r) => normaliseQuery(r.artnr));

/** Built here from the same sources as the generator, not with its code. */
const reserved = [
  ...RESERVED_FIXTURE_PREFIXES,
  ...FIXTURE_ARTICLES.map((a) => normaliseQuery(a.artnr)),
  ...SUPPLIER_PREFIXES.map((p) => p.toLowerCase()),
  ...Object.keys(buildBrandMapping(DEMO_BRANDS)).map((k) => normaliseQuery(k)),
].filter((p) => p !== '');

describe('demo article generator', () => {
  it('profiles exactly the 37 brands', () => {
    expect(BRAND_PROFILES.map((b) => b.brand).sort()).toEqual([...BRANDS].sort());
  });

  it.each([0, 1, 7, 123])('yields exactly %i rows', (count) => {
    expect(take(count)).toHaveLength(count);
  });

  it('is deterministic for a seed and differs between seeds', () => {
    expect(take(300)).toEqual(take(300));
    expect(take(300, DEMO_SEED)).toEqual(take(300));
    expect(take(300, 42).map((r) => r.artnr)).not.toEqual(take(300).map((r) => r.artnr));
  });

  it('makes a small run a prefix of a bigger one', () => {
    expect(take(2000).slice(0, 500)).toEqual(take(500));
    expect(rows5000.slice(0, 2000)).toEqual(take(2000));
  });

  it('reports artnrt4 as the normalised artnr', () => {
    for (const { row, artnrt4 } of generateKeyedArticles(1000)) expect(artnrt4).toBe(normaliseQuery(row.artnr));
  });

  it('gives every article a unique artnrt4, different from every fixture', () => {
    const keys = new Set(keys5000);
    expect(keys.size).toBe(rows5000.length);
    for (const fixture of FIXTURE_ARTICLES) expect(keys.has(normaliseQuery(fixture.artnr))).toBe(false);
  });

  it('never starts an artnrt4 with a reserved prefix', () => {
    expect(reserved.length).toBeGreaterThan(40);
    const clashes = keys5000.filter((key) => reserved.some((prefix) => key.startsWith(prefix)));
    expect(clashes).toEqual([]);
  });

  it.each([40, 2000, 5000])('keeps the 750 rule for the fixtures plus the first %i rows', (count) => {
    const articles = [...FIXTURE_ARTICLES, ...rows5000.slice(0, count)]
      .filter((a) => normaliseQuery(a.artnr).startsWith('750'));
    expect(articles.length).toBeGreaterThan(5);
    expect(articles.length).toBeLessThan(100);
    expect(new Set(articles.map((a) => a.brand)).size).toBeGreaterThanOrEqual(2);
  });

  it('emits no 750 article after the first 40 rows', () => {
    expect(keys5000.slice(40).filter((key) => key.startsWith('750'))).toEqual([]);
  });

  it('covers every brand within the first 2,000 rows', () => {
    expect([...new Set(rows5000.slice(0, 2000).map((r) => r.brand))].sort()).toEqual([...BRANDS].sort());
  });

  it('gives each row well-formed fields', () => {
    const problems: string[] = [];
    const check = (ok: boolean, row: CatalogueRow, what: string): void => {
      if (!ok) problems.push(`${row.artnr}: ${what}`);
    };
    for (const row of rows5000) {
      check(BRANDS.includes(row.brand), row, 'brand');
      check(row.artnr.trim() === row.artnr && row.artnr.length > 0, row, 'artnr');
      check(row.name.length > 0, row, 'name');
      check(/^\d+,\d{2}$/.test(row.listprice), row, 'listprice format');
      const price = Number(row.listprice.replace(',', '.'));
      check(price >= 0.1 && price <= 15000, row, 'listprice range');
      check(typeof row.onstock === 'number' && Number.isInteger(row.onstock) && row.onstock >= 0, row, 'onstock');
      const weeks = row.delivery_time_weeks;
      check(typeof weeks === 'number' && Number.isInteger(weeks) && weeks >= 1 && weeks <= 16, row, 'weeks');
      check(row.discountgroup === '' || /^[a-z0-9-]+$/.test(row.discountgroup), row, 'discountgroup');
      check(row.metalsur === null || row.metalsur === 999, row, 'metalsur');
      check(['pc', 'm', 'cm²'].includes(row.base_unit), row, 'base_unit');
      check([1, 5, 10, 50, 100, null].includes(row.moq), row, 'moq');
      if (row.weightunit === null) check(row.weight === null, row, 'weight without unit');
      else if (row.weightunit === 'g') check(Number.isInteger(row.weight) && row.weight! >= 1, row, 'weight g');
      else if (row.weightunit === 'kg') {
        check(row.weight !== null && row.weight > 0 && Math.abs(row.weight * 1000 - Math.round(row.weight * 1000)) < 1e-6, row, 'weight kg');
      } else check(false, row, 'weightunit');
      check(row.ctn === null || /^\d{8}$/.test(row.ctn), row, 'ctn');
      check(row.origin === null || /^[A-Z]{2}$/.test(row.origin), row, 'origin');
    }
    expect(problems).toEqual([]);
  });

  it('keeps the shares of stock, groups, surcharges and units believable', () => {
    const share = (predicate: (r: CatalogueRow) => boolean): number => rows5000.filter(predicate).length / rows5000.length;
    const onStock = share((r) => Number(r.onstock) > 0);
    expect(onStock).toBeGreaterThan(0.3);
    expect(onStock).toBeLessThan(0.5);
    expect(share((r) => r.discountgroup === '')).toBeLessThan(0.06);
    expect(share((r) => r.discountgroup === '')).toBeGreaterThan(0);
    expect(share((r) => r.metalsur === 999)).toBeLessThan(0.03);
    expect(share((r) => r.base_unit === 'pc')).toBeGreaterThan(0.95);
    expect(share((r) => r.moq === 1)).toBeGreaterThan(0.7);
    expect(share((r) => r.weightunit === 'kg')).toBeGreaterThan(0.5);
    expect(share((r) => r.weightunit === 'g')).toBeGreaterThan(0.1);
  });

  it('lists every discount group it emits, sorted and unique', () => {
    const groups = generatedDiscountGroups();
    expect(groups).toEqual([...new Set(groups)].sort());
    for (const group of new Set(rows5000.map((r) => r.discountgroup).filter((g) => g !== ''))) {
      expect(groups).toContain(group);
    }
  });

  it.each(Object.entries(FIXTURE_GROUPS))('reuses the fixture group of %s (%s)', (brand, group) => {
    expect(generatedDiscountGroups()).toContain(group);
    expect(rows5000.some((r) => r.brand === brand && r.discountgroup === group)).toBe(true);
  });
});
