import { NO_VALUE, formatCount, formatPercent, formatPrice, formatWeight, localDay, readNumber } from '../../../src/client/lib/formats';

/**
 * Intl's German formats put a no-break space (U+00A0) between the number and € or %, and a plain
 * space before kg and g. The expectations spell the no-break space out so a change is noticed.
 */
const NBSP = '\u00a0';

describe('formatPrice (docs/behaviour.md, Results): German style with €, no decimals for whole amounts', () => {
  it.each([
    [398, `398${NBSP}€`],
    [270.64, `270,64${NBSP}€`],
    [253.3, `253,30${NBSP}€`],
    [1234.5, `1.234,50${NBSP}€`],
    [1234, `1.234${NBSP}€`],
    [0.62, `0,62${NBSP}€`],
    [99.999, `100${NBSP}€`], // whole after rounding to the cent
    [0, `0${NBSP}€`],
    ['270.64', `270,64${NBSP}€`], // a string holding a JavaScript number is a number
  ])('%p is %p', (value, text) => {
    expect(formatPrice(value)).toBe(text);
  });

  it.each([
    ['abc'], ['398,00'], [''], [NaN], [Infinity], [null], [undefined],
  ])('%p is not a number: " - "', (value) => {
    expect(formatPrice(value)).toBe(' - ');
    expect(NO_VALUE).toBe(' - ');
  });
});

describe('formatWeight (docs/behaviour.md, Results)', () => {
  it.each([
    // kg: two decimals, half away from zero on the decimal as written (0.415 → 0,42), which is
    // what a customer expects; Number.prototype.toFixed would give 0.41 from the binary value.
    [0.415, 'kg', '0,42 kg'],
    [0.02, 'kg', '0,02 kg'],
    [1.005, 'kg', '1,01 kg'],
    [2, 'kg', '2,00 kg'],
    [1234.5, 'kg', '1.234,50 kg'],
    [0.5, 'KG', '0,50 kg'],
    // g: rounded to a whole number.
    [48, 'g', '48 g'],
    [195, 'g', '195 g'],
    [6.5, 'g', '7 g'],
    [1234.4, 'g', '1.234 g'],
    // Other units: the value and the unit exactly as given.
    [1.2, 'lb', '1.2 lb'],
    [3, 'oz', '3 oz'],
  ])('%p %s is %p', (weight, unit, text) => {
    expect(formatWeight(weight, unit)).toBe(text);
  });

  it.each([
    [null, 'kg'], [undefined, 'kg'], [NaN, 'kg'], [0.415, null], [0.415, undefined], [0.415, ''], [0.415, '  '], [null, null],
  ])('%p %p is " - "', (weight, unit) => {
    expect(formatWeight(weight, unit)).toBe(' - ');
  });
});

describe('formatPercent (docs/behaviour.md, Results): whole numbers without decimals, else 2, German format', () => {
  it.each([
    [32, `32${NBSP}%`],
    [18.5, `18,50${NBSP}%`],
    [-70, `-70${NBSP}%`],
    [0, `0${NBSP}%`],
    [12.345, `12,35${NBSP}%`],
    [NaN, ' - '],
  ])('%p is %p', (value, text) => {
    expect(formatPercent(value)).toBe(text);
  });
});

describe('formatCount (docs/behaviour.md, Results): German number format', () => {
  it.each([
    [5000, '5.000'],
    [1234567, '1.234.567'],
    [120, '120'],
    [0, '0'],
    [NaN, ' - '],
  ])('%p is %p', (value, text) => {
    expect(formatCount(value)).toBe(text);
  });
});

describe('readNumber: stock and delivery weeks come as numbers or numeric strings (docs/behaviour.md, Results)', () => {
  it.each([
    [37, 37], ['120', 120], [' 1 ', 1], [0, 0], ['0', 0], ['2.5', 2.5],
    ['', null], ['abc', null], ['1,5', null], [null, null], [undefined, null], [NaN, null],
  ])('%p is %p', (value, number) => {
    expect(readNumber(value)).toBe(number);
  });
});

describe('localDay: the customer\'s own day as YYYY-MM-DD', () => {
  it('pads month and day, and takes the local date, not the UTC one', () => {
    expect(localDay(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
    expect(localDay(new Date(2026, 10, 24, 0, 5))).toBe('2026-11-24');
  });
});
