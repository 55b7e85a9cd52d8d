/**
 * Validation of one row of a catalogue export (columns documented in the README). Each rule
 * returns a reason a person can act on; the importer reports it with the line number.
 */
import { normaliseQuery } from '../../shared/normalise';
import { MAX_QUERY_LENGTH } from '../config';
import type { CatalogueRow } from '../store/catalogue-rows';

export const CSV_COLUMNS = [
  'brand', 'artnr', 'name', 'onstock', 'delivery_time_weeks', 'listprice', 'discountgroup', 'metalsur',
  'base_unit', 'moq', 'weight', 'weightunit', 'ctn', 'origin',
] as const;
export const REQUIRED_CSV_COLUMNS = ['brand', 'artnr', 'name', 'onstock', 'delivery_time_weeks', 'listprice'] as const;

export type CsvRecord = Partial<Record<(typeof CSV_COLUMNS)[number], string>>;

export class RowError extends Error {}

function text(record: CsvRecord, column: keyof CsvRecord, maxLength: number, required: boolean): string {
  const value = (record[column] ?? '').trim();
  if (required && !value) throw new RowError(`${column} is empty`);
  if (value.length > maxLength) throw new RowError(`${column} is longer than ${maxLength} characters`);
  return value;
}

function integer(record: CsvRecord, column: keyof CsvRecord, min: number, max: number, required: boolean): number | null {
  const value = (record[column] ?? '').trim();
  if (!value) {
    if (required) throw new RowError(`${column} is empty`);
    return null;
  }
  if (!/^-?\d+$/.test(value) || Number(value) < min || Number(value) > max) {
    throw new RowError(`${column} "${value}" is not a whole number from ${min} to ${max}`);
  }
  return Number(value);
}

function optionalPattern(record: CsvRecord, column: keyof CsvRecord, pattern: RegExp, expected: string): string | null {
  const value = (record[column] ?? '').trim();
  if (!value) return null;
  if (!pattern.test(value)) throw new RowError(`${column} "${value}" is not ${expected}`);
  return value;
}

/** A CSV record as a catalogue row, or a RowError saying what is wrong with it. */
export function parseCsvRecord(record: CsvRecord): CatalogueRow {
  const artnr = text(record, 'artnr', 100, true);
  const artnrt4 = normaliseQuery(artnr);
  if (!artnrt4 || artnrt4.length > MAX_QUERY_LENGTH) {
    throw new RowError(`artnr "${artnr}" has no searchable characters or more than ${MAX_QUERY_LENGTH}`);
  }
  const listprice = text(record, 'listprice', 20, true);
  if (!/^\d{1,9}(,\d{1,4})?$/.test(listprice)) {
    throw new RowError(`listprice "${listprice}" is not a price with a decimal comma, like 1234,50`);
  }
  const weightText = optionalPattern(record, 'weight', /^\d{1,7}([.,]\d{1,4})?$/, 'a weight like 0.415');
  const weightunit = text(record, 'weightunit', 10, false) || null;
  if ((weightText === null) !== (weightunit === null)) throw new RowError('weight and weightunit must be given together');
  return {
    brand: text(record, 'brand', 100, true),
    artnr,
    name: text(record, 'name', 500, true),
    onstock: integer(record, 'onstock', 0, 10_000_000, true) as number,
    delivery_time_weeks: integer(record, 'delivery_time_weeks', 0, 520, true) as number,
    listprice,
    discountgroup: text(record, 'discountgroup', 32, false),
    metalsur: integer(record, 'metalsur', 0, 999, false),
    base_unit: text(record, 'base_unit', 10, false) || 'pc',
    moq: integer(record, 'moq', 1, 1_000_000, false),
    weight: weightText === null ? null : Number(weightText.replace(',', '.')),
    weightunit,
    ctn: optionalPattern(record, 'ctn', /^\d{6,11}$/, 'a customs code of 6 to 11 digits'),
    origin: optionalPattern(record, 'origin', /^[A-Z]{2}$/, 'a two-letter country code like DE'),
  };
}
