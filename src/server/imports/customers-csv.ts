/**
 * The customers file (docs/imports.md): one line per customer and discount group. An import
 * creates the customers it names and sets the groups it names; with deleteMissing, it also
 * removes what it does not name.
 */
import type { CustomerImport, UpsertCounts } from '../store/admin';
import type { Database } from '../store/database';
import { choice, displayText, text, YES_NO } from './csv-fields';
import { RowError, type CsvFormat } from './csv-reader';
import { importTable, type TableImportSummary } from './table-import';

type CustomerColumn = 'customer' | 'group' | 'percent' | 'on_request';

interface DiscountLine {
  customer: string;
  group: string;
  percent: number | null;
}

/** A discount as the users CLI takes it: below 100 %, and a negative one is a surcharge. */
function percent(value: string): number {
  const number = Number(value.replace(',', '.'));
  if (!/^-?\d{1,4}([.,]\d{1,2})?$/.test(value) || number < -1000 || number >= 100) {
    throw new RowError(`percent "${value}" is not a percentage below 100, like 32,5 or -5`);
  }
  return number;
}

export const CUSTOMERS_CSV: CsvFormat<CustomerColumn, DiscountLine> = {
  columns: [
    { key: 'customer', names: ['kunde', 'customer name'], required: true },
    { key: 'group', names: ['discount group', 'discountgroup', 'rabattgruppe'], required: true },
    { key: 'percent', names: ['discount', 'prozent', 'rabatt'] },
    { key: 'on_request', names: ['auf anfrage'] },
  ],
  parseRow: (values) => {
    const onRequest = choice(values, 'on_request', YES_NO, false);
    const given = text(values, 'percent', 10, false);
    if (onRequest && given) throw new RowError(`percent "${given}" is given for a group on request`);
    if (!onRequest && !given) throw new RowError('percent is empty and the group is not on request');
    return { customer: displayText(values, 'customer', 200, true), group: displayText(values, 'group', 32, true), percent: onRequest ? null : percent(given) };
  },
  key: (line) => `${line.customer}\u0000${line.group}`,
  describeKey: (line) => `Group ${line.group} of ${line.customer}`,
};

export function groupByCustomer(lines: readonly DiscountLine[]): CustomerImport[] {
  const customers = new Map<string, CustomerImport>();
  for (const { customer, group, percent: value } of lines) {
    const entry = customers.get(customer) ?? { name: customer, discounts: {} };
    entry.discounts[group] = value;
    customers.set(customer, entry);
  }
  return [...customers.values()];
}

export function importCustomersCsv(database: Database, file: string, options: { deleteMissing?: boolean } = {}): Promise<TableImportSummary<UpsertCounts>> {
  return importTable(database, 'customers', file, CUSTOMERS_CSV, (lines) => database.admin.importCustomers(groupByCustomer(lines), options.deleteMissing ?? false));
}
