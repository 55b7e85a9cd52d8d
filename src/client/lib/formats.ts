/**
 * The display formats (docs/behaviour.md, Results); the price itself is computed in src/shared/prices.ts. Numbers are shown in
 * German format whatever the interface language (docs/behaviour.md, Languages). Intl puts a no-break space
 * (U+00A0) before € and %, and a plain space before kg and g; those are kept as Intl gives them.
 */
import { roundToCents } from '../../shared/prices';

/** The currency of every price: the formats below show it as €, exported headings name it ("Your price (EUR)"). */
export const CURRENCY = 'EUR';

/** What a card shows for a value it does not have. */
export const NO_VALUE = ' - ';

const EURO_WHOLE = new Intl.NumberFormat('de-DE', { style: 'currency', currency: CURRENCY, minimumFractionDigits: 0, maximumFractionDigits: 0 });
const EURO_CENTS = new Intl.NumberFormat('de-DE', { style: 'currency', currency: CURRENCY, minimumFractionDigits: 2, maximumFractionDigits: 2 });
const PERCENT_WHOLE = new Intl.NumberFormat('de-DE', { style: 'unit', unit: 'percent', maximumFractionDigits: 0 });
const PERCENT_DECIMAL = new Intl.NumberFormat('de-DE', { style: 'unit', unit: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2 });
const KILOGRAMS = new Intl.NumberFormat('de-DE', { style: 'unit', unit: 'kilogram', minimumFractionDigits: 2, maximumFractionDigits: 2 });
const GRAMS = new Intl.NumberFormat('de-DE', { style: 'unit', unit: 'gram', maximumFractionDigits: 0 });
const COUNT = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 0 });

/**
 * A number, or a string holding one in JavaScript notation ('120', '2.5'); anything else is null.
 * The server may send stock and delivery weeks either way (docs/behaviour.md, Results).
 */
export function readNumber(value: number | string | null | undefined): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string' || value.trim() === '') return null;
  const number = Number(value.trim());
  return Number.isFinite(number) ? number : null;
}

/** '398 €' for whole amounts, '270,64 €' otherwise; ' - ' for anything that is not a number. */
export function formatPrice(value: number | string | null | undefined): string {
  const amount = readNumber(value);
  if (amount === null) return NO_VALUE;
  const rounded = roundToCents(amount * 100);
  return (Number.isInteger(rounded) ? EURO_WHOLE : EURO_CENTS).format(rounded);
}

/** kg with two decimals ('0,42 kg'), g as a whole number ('48 g'), any other unit as given. */
export function formatWeight(weight: number | null | undefined, unit: string | null | undefined): string {
  const unitText = unit?.trim() ?? '';
  if (weight === null || weight === undefined || !Number.isFinite(weight) || unitText === '') return NO_VALUE;
  switch (unitText.toLowerCase()) {
    case 'kg':
      return KILOGRAMS.format(weight);
    case 'g':
      return GRAMS.format(weight);
    default:
      return `${weight} ${unitText}`;
  }
}

/** '32 %' for whole percentages, '18,50 %' otherwise. */
export function formatPercent(value: number): string {
  if (!Number.isFinite(value)) return NO_VALUE;
  return (Number.isInteger(value) ? PERCENT_WHOLE : PERCENT_DECIMAL).format(value || 0);
}

/** '5.000' */
export function formatCount(value: number): string {
  return Number.isFinite(value) ? COUNT.format(value) : NO_VALUE;
}

/** The customer's own day as YYYY-MM-DD (local time, not UTC): the date in an exported file's name. */
export function localDay(date: Date): string {
  return [date.getFullYear(), date.getMonth() + 1, date.getDate()].map((part) => String(part).padStart(2, '0')).join('-');
}
