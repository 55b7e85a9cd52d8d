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

/** An article number as the catalogue is searched by: normalised (artnrt4), with something left to search for. */
export function articleNumber<Key extends string>(values: CsvValues<Key>, column: Key): { artnr: string; artnrt4: string } {
  const artnr = text(values, column, 100, true);
  const artnrt4 = normaliseQuery(artnr);
  if (!artnrt4 || artnrt4.length > MAX_QUERY_LENGTH) {
    throw new RowError(`${column} "${artnr}" has no searchable characters or more than ${MAX_QUERY_LENGTH}`);
  }
  return { artnr, artnrt4 };
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
