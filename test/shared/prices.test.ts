import { customerPrice, lineTotal, listPriceOf, ownPrice, parsePrice } from '../../src/shared/prices';

describe('parsePrice (docs/behaviour.md, Results)', () => {
  it.each([
    ['398,00', 398],
    ['0,62', 0.62],
    ['-5,5', -5.5],
    ['1234,50', 1234.5],
    ['149,00 €', 149],
    ['EUR 89,50', 89.5],
    ['12.5', 12.5],
    [' 7 ', 7],
  ])('%p is %p', (text, price) => {
    expect(parsePrice(text)).toBe(price);
  });

  it.each([
    ['abc', 'letters only: nothing is left'],
    ['', 'empty: Number("") would be 0, but an empty field is not a price'],
    ['-', 'a minus alone'],
    ['1.234,50', 'the period is kept, so this reads 1.234.50'],
    ['1,234,50', 'two commas become two decimal points'],
    ['5-3', 'a minus inside the number'],
  ])('%p throws "Invalid price format" (%s)', (text) => {
    expect(() => parsePrice(text)).toThrow(new Error('Invalid price format'));
  });
});

describe('customerPrice (docs/behaviour.md, Results): list price less the discount, to the cent', () => {
  it.each([
    [398, 32, 270.64],
    [149, -70, 253.3],
    [236, 18.5, 192.34],
    [0.62, 40, 0.37],
    [89.5, 25, 67.13], // 67.125: half a cent rounds up
    [1.005, 0, 1.01], // binary 1.00499999… still rounds as the written 1.005
    [61.2, 0, 61.2],
    [54.9, 100, 0],
  ])('%p less %p %% is %p', (listprice, discount, price) => {
    expect(customerPrice(listprice, discount)).toBe(price);
  });
});

describe('listPriceOf: an article\'s list price as a number, null when it is none', () => {
  it.each([
    ['398,00', 398],
    ['1234,50', 1234.5],
    ['', null],
    ['on request', null],
    ['1.234,50', null],
  ])('%p → %p', (listprice, value) => {
    expect(listPriceOf({ listprice })).toBe(value);
  });
});

describe('ownPrice: the customer price of an article, null when on request', () => {
  it.each([
    [{ listprice: '398,00', discount: 32 }, 270.64],
    [{ listprice: '149,00', discount: -70 }, 253.3],
    [{ listprice: '61,20', discount: null }, null],
    [{ listprice: 'auf Anfrage', discount: 10 }, null],
  ])('%j is %p', (article, price) => {
    expect(ownPrice(article)).toBe(price);
  });
});

describe('lineTotal: price times quantity, to the cent', () => {
  it.each([
    [270.64, 3, 811.92],
    [0.37, 100, 37],
    [0.1, 3, 0.3], // 0.30000000000000004 in binary
    [67.13, 7, 469.91],
  ])('%p × %p is %p', (price, qty, total) => {
    expect(lineTotal(price, qty)).toBe(total);
  });
});
