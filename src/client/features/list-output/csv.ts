/**
 * A list as CSV that Excel opens correctly in the customer's language
 * (docs/behaviour.md, Out of the tool): UTF-8 with a byte order mark (without it Excel reads UTF-8 as the local code page and
 * breaks umlauts); the separator and decimal mark Excel expects for that language, because Excel
 * splits a CSV by the system's list separator: `;` and a decimal comma for DE, FR and ES, `,` and a
 * decimal point for EN. Fields are quoted as RFC 4180 says; lines end in CRLF. A text field a
 * spreadsheet would not keep as text (a formula, digits it would turn into a number) starts with
 * an apostrophe.
 */
import type { Language } from '../../../shared/languages';
import type { OutputCell, OutputColumn, OutputTable } from './output-table';

const BOM = '\uFEFF';
const LINE_END = '\r\n';

interface CsvDialect {
  separator: string;
  decimalMark: string;
}

export function csvDialect(language: Language): CsvDialect {
  return language === 'EN' ? { separator: ',', decimalMark: '.' } : { separator: ';', decimalMark: ',' };
}

/** Quoted when it holds the separator, a quote or a line break; quotes inside are doubled. */
function quoted(text: string, separator: string): string {
  return text.includes(separator) || /["\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * What a spreadsheet runs as a formula when a cell starts with it (OWASP, "CSV Injection"): what a
 * customer typed and catalogue names are written as they are, `=HYPERLINK(…)` and `=cmd|…` included.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
/**
 * Text a spreadsheet would read as a number and change: digits with a leading zero (Phoenix Contact's
 * `0828734` would become 828734) and more than 15 digits (Excel keeps 15 significant ones).
 */
const CHANGED_AS_NUMBER = /^(?:0\d+|\d{16,})$/;

/**
 * A text cell as written: with a leading apostrophe where a spreadsheet would otherwise run or
 * change it. The apostrophe is no formula (`="0828734"` would be one, and every program reading the
 * file as data would get it too); a spreadsheet shows the text after it, or the apostrophe with it,
 * and the search and the parts list ignore it, so a number copied from the sheet is still found.
 */
export function spreadsheetText(text: string): string {
  return FORMULA_START.test(text) || CHANGED_AS_NUMBER.test(text) ? `'${text}` : text;
}

/** Numbers without thousands separators, so Excel reads them as numbers; money with two decimals. */
function csvField(cell: OutputCell, column: OutputColumn, dialect: CsvDialect): string {
  if (cell === null) return '';
  if (typeof cell === 'string') return quoted(spreadsheetText(cell), dialect.separator);
  const digits = column.money ? cell.toFixed(2) : String(cell);
  return quoted(digits.replace('.', dialect.decimalMark), dialect.separator);
}

/** The whole file's text, byte order mark first. */
export function toCsv(table: OutputTable, language: Language): string {
  const dialect = csvDialect(language);
  const heading = table.columns.map((column) => quoted(spreadsheetText(column.title), dialect.separator));
  const rows = table.rows.map((row) => table.columns.map((column) => csvField(row[column.key] ?? null, column, dialect)));
  return BOM + [heading, ...rows].map((fields) => fields.join(dialect.separator) + LINE_END).join('');
}

export const CSV_MIME_TYPE = 'text/csv;charset=utf-8';
