/**
 * Reading one field of a CSV line, the same way for every import: trimmed, checked, and a
 * RowError naming the column and the value when it does not fit.
 */
import { normaliseQuery } from '../../shared/normalise';
import { MAX_QUERY_LENGTH } from '../config';
import { RowError, type CsvValues } from './csv-reader';

export function text<Key extends string>(values: CsvValues<Key>, column: Key, maxLength: number, required: boolean): string {
  const value = (values[column] ?? '').trim();
  if (required && !value) throw new RowError(`${column} is empty`);
  if (value.length > maxLength) throw new RowError(`${column} is longer than ${maxLength} characters`);
  return value;
}

export function integer<Key extends string>(values: CsvValues<Key>, column: Key, min: number, max: number, required: boolean): number | null {
  const value = (values[column] ?? '').trim();
  if (!value) {
    if (required) throw new RowError(`${column} is empty`);
    return null;
  }
  if (!/^-?\d+$/.test(value) || Number(value) < min || Number(value) > max) {
    throw new RowError(`${column} "${value}" is not a whole number from ${min} to ${max}`);
  }
  return Number(value);
}

export function optionalPattern<Key extends string>(values: CsvValues<Key>, column: Key, pattern: RegExp, expected: string): string | null {
  const value = (values[column] ?? '').trim();
  if (!value) return null;
  if (!pattern.test(value)) throw new RowError(`${column} "${value}" is not ${expected}`);
  return value;
}

/**
 * One of a few words, in English or German ("yes"/"ja"), case-insensitive; `choices` maps each
 * accepted spelling to its value. An empty field is `fallback` when one is given.
 */
export function choice<Key extends string, Value>(
  values: CsvValues<Key>, column: Key, choices: Record<string, Value>, fallback?: Value,
): Value {
  const value = (values[column] ?? '').trim().toLowerCase();
  if (!value && fallback !== undefined) return fallback;
  if (!Object.hasOwn(choices, value)) {
    throw new RowError(`${column} "${values[column] ?? ''}" is not one of ${Object.keys(choices).join(', ')}`);
  }
  return choices[value];
}

export const YES_NO: Record<string, boolean> = { yes: true, no: false, ja: true, nein: false };

/**
 * An article number as the catalogue is searched by: normalised (artnrt4), with something left to
 * search for. Enough for the files that only name catalogue articles (stock, replacements): a
 * number no article has matches none.
 */
export function articleNumber<Key extends string>(values: CsvValues<Key>, column: Key): { artnr: string; artnrt4: string } {
  const artnr = text(values, column, 100, true);
  const artnrt4 = normaliseQuery(artnr);
  if (!artnrt4 || artnrt4.length > MAX_QUERY_LENGTH) {
    throw new RowError(`${column} "${artnr}" has no searchable characters or more than ${MAX_QUERY_LENGTH}`);
  }
  return { artnr, artnrt4 };
}

/** The separators manufacturers print inside an article number, besides spaces and dashes. */
export const ARTICLE_NUMBER_SEPARATORS = './+_#:,()';
const PRINTED_ARTICLE_NUMBER = new RegExp(`^[\\p{L}\\p{N}][\\p{L}\\p{M}\\p{N}\\p{Zs}\\p{Pd}${ARTICLE_NUMBER_SEPARATORS.replace(/[.+()/]/g, '\\$&')}]*$`, 'u');

/**
 * A catalogue article's number as printed (docs/imports.md, Article numbers and text): it starts
 * with a letter or digit and holds letters, digits, spaces, dashes and ARTICLE_NUMBER_SEPARATORS,
 * as in 6ES7214-1AG40-0XB0, R911.123/45, 1SVR 405 613 R4100 or 1LE1003-1DB23-4AA4-Z G17+H00.
 */
export function catalogueArticleNumber<Key extends string>(values: CsvValues<Key>, column: Key): { artnr: string; artnrt4: string } {
  const number = articleNumber(values, column);
  if (PRINTED_ARTICLE_NUMBER.test(number.artnr)) return number;
  const [first] = number.artnr;
  if (!/[\p{L}\p{N}]/u.test(first)) throw new RowError(`${column} "${number.artnr}" starts with "${first}": an article number starts with a letter or digit`);
  const odd = [...number.artnr].find((char) => !PRINTED_ARTICLE_NUMBER.test(`0${char}`));
  throw new RowError(`${column} "${number.artnr}" holds "${odd}": an article number holds letters, digits, spaces, dashes and ${[...ARTICLE_NUMBER_SEPARATORS].join(' ')} only`);
}

/**
 * What a spreadsheet takes for the start of a formula: a value starting so that customers see on
 * the page and copy into their own spreadsheets (names, brands, users) could run there as one.
 * A tab or line break before it is trimmed away with the other white space.
 */
const FORMULA_START = /^[=+\-@]/;

export function notFormula(column: string, value: string): string {
  if (FORMULA_START.test(value)) throw new RowError(`${column} "${value}" starts with "${value[0]}", which a spreadsheet reads as a formula`);
  return value;
}

/** Text shown to customers or operators: `text`, and no formula start (docs/imports.md, Article numbers and text). */
export function displayText<Key extends string>(values: CsvValues<Key>, column: Key, maxLength: number, required: boolean): string {
  return notFormula(column, text(values, column, maxLength, required));
}

export const MAX_STOCK = 10_000_000;

/**
 * Stock as an ERP exports it: a negative count is a backorder, read as 0 (not on stock) with a
 * warning naming the line, not a reason to refuse the file (docs/imports.md, Stock and delivery time).
 */
export function stockCount<Key extends string>(values: CsvValues<Key>, column: Key, warn: (reason: string) => void): number {
  const count = integer(values, column, -MAX_STOCK, MAX_STOCK, true) as number;
  if (count < 0) warn(`${column} "${count}" is below 0 (a backorder): read as 0, not on stock`);
  return Math.max(0, count);
}
