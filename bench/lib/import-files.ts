/**
 * The CSV files the import benchmark feeds to the imports, all derived from the demo catalogue of
 * N articles, so a database holding that catalogue knows every article number, brand and discount
 * group they name. The sizes are a distributor's: a few hundred customers, tens of thousands of
 * replacements.
 */
import fs from 'node:fs';
import { demoCatalogue } from '../../src/server/catalogue/demo/create-demo-database';
import { CSV_COLUMNS } from '../../src/server/imports/csv-row';

/** The share of a realistic 3-hourly stock file whose stock or delivery time changed. */
export const REALISTIC_CHANGE_SHARE = 0.2;

function field(value: unknown): string {
  const text = value === null || value === undefined ? '' : String(value);
  return /[";\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Writes lines in large chunks: one write per line would make writing the file the slow part. */
function writeLines(file: string, header: string, lines: Iterable<string>): number {
  const fd = fs.openSync(file, 'w');
  let count = 0;
  try {
    let chunk = `${header}\n`;
    for (const line of lines) {
      chunk += `${line}\n`;
      count++;
      if (chunk.length > 1 << 20) {
        fs.writeSync(fd, chunk);
        chunk = '';
      }
    }
    fs.writeSync(fd, chunk);
  } finally {
    fs.closeSync(fd);
  }
  return count;
}

/** The demo catalogue as an ERP would export it (`;`-separated); returns its line count. */
export function writeCatalogueCsv(file: string, articles: number): number {
  return writeLines(file, CSV_COLUMNS.join(';'), (function* () {
    for (const row of demoCatalogue(articles)) yield CSV_COLUMNS.map((column) => field(row[column])).join(';');
  })());
}

/** A small deterministic generator, so each run writes the same files. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

export type StockCase = 'realistic' | 'worst';

/**
 * A stock file naming every article of the demo catalogue. `realistic`: REALISTIC_CHANGE_SHARE of
 * the lines change the catalogue's stock or delivery time, a third of those taking the article off
 * stock or putting it on. `worst`: every line changes both, and every article goes on or off stock
 * (every index entry moves). Applied in that order after a catalogue import, each changes what it says.
 */
export function writeStockCsv(file: string, articles: number, kind: StockCase): number {
  const next = random(kind === 'realistic' ? 16 : 61);
  return writeLines(file, 'artnr;brand;onstock;delivery_time_weeks', (function* () {
    for (const row of demoCatalogue(articles)) {
      let onstock = Number(row.onstock);
      let weeks = Number(row.delivery_time_weeks);
      const changes = next() < REALISTIC_CHANGE_SHARE;
      if (changes) {
        onstock = next() < 1 / 3 ? (onstock > 0 ? 0 : 1 + Math.floor(next() * 200)) : onstock && onstock + 1;
        weeks = (weeks + 1) % 20;
      }
      if (kind === 'worst') {
        onstock = onstock > 0 ? 0 : 7;
        weeks = (weeks + 3) % 20;
      }
      yield `${field(row.artnr)};${field(row.brand)};${onstock};${weeks}`;
    }
  })());
}

/** Users cost a password hash each (~0.1 s): a hundred show the cost per user without dominating the run. */
export const SIZES = { replacements: 20_000, customers: 300, groupsPerCustomer: 30, users: 100 };

/** Brands, discount groups and replacement pairs (consecutive articles of one brand) of the demo catalogue. */
function catalogueFacts(articles: number) {
  const brands = new Set<string>();
  const groups = new Set<string>();
  const replacements: string[] = [];
  let previous: { brand: string; artnr: string } | undefined;
  for (const row of demoCatalogue(articles)) {
    brands.add(row.brand);
    if (row.discountgroup) groups.add(row.discountgroup);
    // Every other article replaced by the next of its brand: no article replaced twice, none by itself.
    if (previous?.brand === row.brand && replacements.length < SIZES.replacements) {
      replacements.push([previous.artnr, row.brand, row.artnr, row.brand, replacements.length % 4 ? 'successor' : 'alternative'].map(field).join(';'));
      previous = undefined;
    } else {
      previous = row;
    }
  }
  return { brands: [...brands], groups: [...groups], replacements };
}

export interface SmallImportFiles {
  brands: string;
  replacements: string;
  customers: string;
  users: string;
}

/** The brands, replacements, customers and users files in `folder`; returns their paths. */
export function writeSmallImportFiles(folder: string, articles: number): SmallImportFiles {
  const facts = catalogueFacts(articles);
  const files = {
    brands: `${folder}/brands.csv`, replacements: `${folder}/replacements.csv`, customers: `${folder}/customers.csv`, users: `${folder}/users.csv`,
  };
  writeLines(files.brands, 'brand;aliases;sold;message;info_en;info_de;info_fr;info_es', facts.brands.map((brand, i) =>
    [brand, `${brand} Group|${brand} GmbH`, i % 10 ? 'yes' : 'no', i % 10 ? 'none' : 'not_sell_this_brand',
      `${brand}: delivered from stock.`, `${brand}: Lieferung ab Lager.`, '', ''].map(field).join(';')));
  writeLines(files.replacements, 'from;from brand;to;to brand;kind', facts.replacements);
  const customer = (i: number) => `Customer ${String(i).padStart(4, '0')} GmbH`;
  writeLines(files.customers, 'customer;group;percent;on request', (function* () {
    for (let i = 0; i < SIZES.customers; i++) {
      for (let g = 0; g < Math.min(SIZES.groupsPerCustomer, facts.groups.length); g++) {
        const group = facts.groups[(i * 7 + g) % facts.groups.length];
        yield [customer(i), group, g % 9 ? `${(i + g) % 40},5` : '', g % 9 ? 'no' : 'yes'].map(field).join(';');
      }
    }
  })());
  writeLines(files.users, 'email;name;customer;blocked brands;password', Array.from({ length: SIZES.users }, (_, i) =>
    [`buyer${i}@customer${i}.example`, `Buyer ${i}`, customer(i % SIZES.customers), i % 5 ? '' : facts.brands[i % facts.brands.length],
      `initial-password-${i}`].map(field).join(';')));
  return files;
}
