/**
 * The customer's own price (docs/behaviour.md, Results), computed the same way by the page that
 * shows it and by the server's parts-list lookup that totals it: a list price less the
 * customer's discount, to the cent.
 */

/**
 * A list price string as a number: keep digits, comma, period and minus; read a comma as a decimal
 * point. Nothing left, or not one number ('1.234,50' becomes '1.234.50'), is not a price.
 */
export function parsePrice(text: string): number {
  const kept = text.replace(/[^0-9,.-]/g, '').replace(/,/g, '.');
  const price = kept === '' ? NaN : Number(kept);
  if (!Number.isFinite(price)) throw new Error('Invalid price format');
  return price;
}

/**
 * Rounded half away from zero to whole cents. The product is first cut to 15 significant digits so
 * binary noise (1.005 × 100 = 100.49999…) does not decide the rounding.
 */
export function roundToCents(cents: number): number {
  const clean = Number(cents.toPrecision(15));
  return (Math.sign(clean) * Math.round(Math.abs(clean))) / 100 || 0;
}

/** The list price reduced by the discount percentage; a negative discount is a surcharge. */
export function customerPrice(listprice: number, discount: number): number {
  return roundToCents(listprice * (100 - discount));
}

/** An article's list price as a number; null when it is no number. */
export function listPriceOf(article: { listprice: string }): number | null {
  try {
    return parsePrice(article.listprice);
  } catch {
    return null;
  }
}

/** The customer's price of an article, or null when it is on request (no discount) or its list price is no number. */
export function ownPrice(article: { listprice: string; discount: number | null }): number | null {
  if (article.discount === null) return null;
  const listprice = listPriceOf(article);
  return listprice === null ? null : customerPrice(listprice, article.discount);
}

/** `qty` pieces at `price`, to the cent. */
export function lineTotal(price: number, qty: number): number {
  return roundToCents(price * 100 * qty);
}
