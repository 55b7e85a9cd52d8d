/**
 * The brands file (docs/imports.md): one line per canonical brand with its aliases and spelling
 * variants, whether the tool sells it, the message a search for it shows, and a note per
 * language. An import replaces the whole brand data.
 */
import type { BrandInfo, BrandMessage, CanonicalBrand } from '../../shared/brands/brand-mapping';
import { brandKey } from '../../shared/brands/brand-mapping';
import type { Database } from '../store/database';
import { choice, displayText, notFormula, text, YES_NO } from './csv-fields';
import { RowError, type CsvFormat, type CsvValues } from './csv-reader';
import { importTable, type TableImportSummary } from './table-import';

type BrandColumn = 'brand' | 'aliases' | 'sold' | 'message' | 'info_en' | 'info_de' | 'info_fr' | 'info_es';

const MESSAGES: Record<string, BrandMessage> = {
  none: '', keine: '', not_sell_this_brand: 'not_sell_this_brand', send_inquiry_via_email: 'send_inquiry_via_email',
};

/** Aliases are separated by `|`: commas and semicolons separate the file's columns. */
export const ALIAS_SEPARATOR = '|';

function info(values: CsvValues<BrandColumn>): BrandInfo {
  const [EN, DE, FR, ES] = (['info_en', 'info_de', 'info_fr', 'info_es'] as const).map((column) => text(values, column, 2000, false));
  if (!EN && (DE || FR || ES)) throw new RowError('info_en is empty while another language has a note; English is the fallback');
  if (!EN) return null;
  return { EN, ...(DE && { DE }), ...(FR && { FR }), ...(ES && { ES }) };
}

/** The format with its own memory of the names seen, so that no alias leads to two brands. */
export function brandsCsv(): CsvFormat<BrandColumn, CanonicalBrand> {
  const owners = new Map<string, { brand: string; line: number }>();
  return {
    columns: [
      { key: 'brand', names: ['marke', 'hersteller', 'canonical name'], required: true },
      { key: 'aliases', names: ['alias', 'aliase', 'schreibweisen'] },
      { key: 'sold', names: ['in_pt', 'verkauft'], required: true },
      { key: 'message', names: ['meldung', 'hinweis'] },
      { key: 'info_en', names: ['info en'] },
      { key: 'info_de', names: ['info de'] },
      { key: 'info_fr', names: ['info fr'] },
      { key: 'info_es', names: ['info es'] },
    ],
    parseRow: (values, line) => {
      const brand = displayText(values, 'brand', 100, true);
      const aliases = text(values, 'aliases', 5000, false).split(ALIAS_SEPARATOR).map((alias) => notFormula('alias', alias.trim())).filter(Boolean);
      const tooLong = aliases.find((alias) => alias.length > 100);
      if (tooLong) throw new RowError(`alias "${tooLong.slice(0, 20)}…" is longer than 100 characters`);
      const row: CanonicalBrand = {
        brand, aliases, in_PT: choice(values, 'sold', YES_NO) ? 'yes' : '', message: choice(values, 'message', MESSAGES, ''), info: info(values),
      };
      const names = [...new Set([brand, ...aliases].map(brandKey))];
      for (const name of names) {
        const owner = owners.get(name);
        if (owner) throw new RowError(`"${name}" already names ${owner.brand} (line ${owner.line})`);
      }
      for (const name of names) owners.set(name, { brand, line });
      return row;
    },
  };
}

export function importBrandsCsv(database: Database, file: string): Promise<TableImportSummary<void>> {
  return importTable(database, 'brands', file, brandsCsv(), (rows) => database.admin.replaceBrands(rows));
}
