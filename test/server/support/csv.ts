import { CSV_COLUMNS } from '../../../src/server/imports/csv-row';
import type { CatalogueRow } from '../../../src/server/store/catalogue-rows';

function field(value: unknown): string {
  const text = value === null || value === undefined ? '' : String(value);
  return /[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A catalogue export as the importer expects it. */
export function catalogueCsv(rows: Iterable<Partial<CatalogueRow> | Record<string, unknown>>, columns: readonly string[] = CSV_COLUMNS): string {
  const lines = [columns.join(',')];
  for (const row of rows) lines.push(columns.map((column) => field((row as Record<string, unknown>)[column])).join(','));
  return `${lines.join('\n')}\n`;
}

export function sampleRow(i: number, overrides: Partial<CatalogueRow> = {}): CatalogueRow {
  return {
    brand: i % 2 ? 'Siemens' : 'Wago', artnr: `IMP-${String(i).padStart(6, '0')}`, name: `Imported article ${i}`,
    onstock: i % 3, delivery_time_weeks: 2, listprice: '12,50', discountgroup: 's7a', metalsur: null, base_unit: 'pc',
    moq: 1, weight: 0.1, weightunit: 'kg', ctn: '85365019', origin: 'DE', ...overrides,
  };
}
