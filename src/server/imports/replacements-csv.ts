/**
 * The replacements file (docs/imports.md): which article replaces which, as successor or
 * alternative. An import replaces the whole table.
 */
import { REPLACEMENT_KINDS, type ReplacementKind, type ReplacementRow } from '../store/catalogue-rows';
import type { Database } from '../store/database';
import { articleNumber, choice, displayText } from './csv-fields';
import { RowError, type CsvFormat } from './csv-reader';
import { importTable, type TableImportSummary } from './table-import';

type ReplacementColumn = 'from' | 'from_brand' | 'to' | 'to_brand' | 'kind';

const KINDS: Record<string, ReplacementKind> = {
  ...Object.fromEntries(REPLACEMENT_KINDS.map((kind) => [kind, kind])), nachfolger: 'successor',
};

export const REPLACEMENTS_CSV: CsvFormat<ReplacementColumn, ReplacementRow> = {
  columns: [
    { key: 'from', names: ['from artnr', 'von', 'alt', 'artikelnummer alt'], required: true },
    { key: 'from_brand', names: ['brand', 'marke', 'marke alt'], required: true },
    { key: 'to', names: ['to artnr', 'nach', 'neu', 'artikelnummer neu'], required: true },
    { key: 'to_brand', names: ['nach marke', 'marke neu'], required: true },
    { key: 'kind', names: ['type', 'art', 'typ'] },
  ],
  parseRow: (values) => {
    const from = articleNumber(values, 'from');
    const to = articleNumber(values, 'to');
    if (from.artnrt4 === to.artnrt4) throw new RowError(`from and to are the same article number "${from.artnr}"`);
    return {
      from_artnrt4: from.artnrt4,
      from_brand: displayText(values, 'from_brand', 100, true),
      to_artnrt4: to.artnrt4,
      to_brand: displayText(values, 'to_brand', 100, true),
      kind: choice(values, 'kind', KINDS, 'successor'),
    };
  },
  key: (row) => `${row.from_artnrt4}\u0000${row.to_artnrt4}`,
  describeKey: (row) => `The replacement of ${row.from_artnrt4} by ${row.to_artnrt4}`,
};

export function importReplacementsCsv(database: Database, file: string): Promise<TableImportSummary<void>> {
  return importTable(database, 'replacements', file, REPLACEMENTS_CSV, (rows) => database.admin.replaceReplacements(rows));
}
