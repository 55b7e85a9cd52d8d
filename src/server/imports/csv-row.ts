/**
 * Validation of one row of a catalogue export (columns documented in docs/imports.md). Each
 * rule returns a reason a person can act on; the importer reports it with the line number.
 */
import type { CatalogueRow } from '../store/catalogue-rows';
import { catalogueArticleNumber, displayText, integer, optionalPattern, stockCount, text } from './csv-fields';
import { RowError, type CsvColumn, type CsvFormat, type CsvValues } from './csv-reader';

export const CSV_COLUMNS = [
  'brand', 'artnr', 'name', 'onstock', 'delivery_time_weeks', 'listprice', 'discountgroup', 'metalsur',
  'base_unit', 'moq', 'weight', 'weightunit', 'ctn', 'origin',
] as const;
export const REQUIRED_CSV_COLUMNS = ['brand', 'artnr', 'name', 'onstock', 'delivery_time_weeks', 'listprice'] as const;

type CatalogueColumn = (typeof CSV_COLUMNS)[number];

/** The German names a distributor's ERP export uses for the same columns. */
const GERMAN_NAMES: Record<CatalogueColumn, readonly string[]> = {
  brand: ['Marke', 'Hersteller'], artnr: ['Artikelnummer', 'Artikelnr'], name: ['Bezeichnung'],
  onstock: ['Bestand', 'Lagerbestand'], delivery_time_weeks: ['Lieferzeit Wochen', 'Lieferzeit'], listprice: ['Listenpreis'],
  discountgroup: ['Rabattgruppe'], metalsur: ['Metallzuschlag'], base_unit: ['Einheit', 'Basiseinheit'], moq: ['Mindestmenge'],
  weight: ['Gewicht'], weightunit: ['Gewichtseinheit'], ctn: ['Zolltarifnummer'], origin: ['Ursprungsland', 'Herkunft'],
};

export type CsvRecord = CsvValues<CatalogueColumn>;

const CATALOGUE_COLUMNS: readonly CsvColumn<CatalogueColumn>[] = CSV_COLUMNS.map((key) => ({
  key, names: GERMAN_NAMES[key], required: (REQUIRED_CSV_COLUMNS as readonly string[]).includes(key),
}));

/** A CSV record as a catalogue row, or a RowError saying what is wrong with it; `warn` hears of negative stock read as 0. */
export function parseCsvRecord(record: CsvRecord, warn: (reason: string) => void): CatalogueRow {
  const { artnr } = catalogueArticleNumber(record, 'artnr');
  const listprice = text(record, 'listprice', 20, true);
  if (!/^\d{1,9}(,\d{1,4})?$/.test(listprice)) {
    throw new RowError(`listprice "${listprice}" is not a price with a decimal comma, like 1234,50`);
  }
  const weightText = optionalPattern(record, 'weight', /^\d{1,7}([.,]\d{1,4})?$/, 'a weight like 0.415');
  const weightunit = displayText(record, 'weightunit', 10, false) || null;
  if ((weightText === null) !== (weightunit === null)) throw new RowError('weight and weightunit must be given together');
  return {
    brand: displayText(record, 'brand', 100, true),
    artnr,
    name: displayText(record, 'name', 500, true),
    onstock: stockCount(record, 'onstock', warn),
    delivery_time_weeks: integer(record, 'delivery_time_weeks', 0, 520, true) as number,
    listprice,
    discountgroup: displayText(record, 'discountgroup', 32, false),
    metalsur: integer(record, 'metalsur', 0, 999, false),
    base_unit: displayText(record, 'base_unit', 10, false) || 'pc',
    moq: integer(record, 'moq', 1, 1_000_000, false),
    weight: weightText === null ? null : Number(weightText.replace(',', '.')),
    weightunit,
    ctn: optionalPattern(record, 'ctn', /^\d{6,11}$/, 'a customs code of 6 to 11 digits'),
    origin: optionalPattern(record, 'origin', /^[A-Z]{2}$/, 'a two-letter country code like DE'),
  };
}

export const CATALOGUE_CSV: CsvFormat<CatalogueColumn, CatalogueRow> = {
  columns: CATALOGUE_COLUMNS,
  parseRow: (record, _line, warn) => parseCsvRecord(record, warn),
  key: (row) => `${row.brand}\u0000${row.artnr}`,
  describeKey: (row) => `${row.brand} ${row.artnr}`,
};
