/**
 * What the staff console's customers and users accept, for the server's checks and the console's
 * forms alike (no schema library here: the console's chunk imports it). The limits are the imports'
 * (docs/imports.md, Customers and discount groups).
 */

/** A list the console shows a page of at a time. */
export const PAGE_SIZE_DEFAULT = 50;
export const PAGE_SIZE_MAX = 200;

export const CUSTOMER_NAME_MAX = 200;
export const DISCOUNT_GROUP_MAX = 32;
export const EMAIL_MAX = 320;
export const USERNAME_MAX = 200;
export const BLOCKED_BRANDS_MAX = 2000;

/** A discount is below 100 %; a negative one is a surcharge, down to -1000 %. */
export const DISCOUNT_PERCENT_MIN = -1000;
export const DISCOUNT_PERCENT_BELOW = 100;

/** A percentage a customer's discount group may have: in range, with at most two decimals. */
export function isDiscountPercent(percent: number): boolean {
  return Number.isFinite(percent) && percent >= DISCOUNT_PERCENT_MIN && percent < DISCOUNT_PERCENT_BELOW
    && Math.abs(Math.round(percent * 100) - percent * 100) < 1e-6;
}

/** What a spreadsheet would read as a formula (the imports refuse names starting so, and so does the console). */
const FORMULA_START = /^[=+\-@]/;
/** No name, address or search holds one (and PostgreSQL's text cannot hold NUL). */
export function hasControlCharacter(text: string): boolean {
  return [...text].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f);
}

/** A name shown to customers and staff (a customer's, a user's, a discount group): trimmed, not empty, plain text. */
export function isDisplayName(name: string, maxLength: number): boolean {
  const trimmed = name.trim();
  return trimmed.length > 0 && trimmed.length <= maxLength && !FORMULA_START.test(trimmed) && !hasControlCharacter(trimmed);
}

/** An e-mail address as the users CLI takes one: something@somewhere, no spaces. */
export function isEmailAddress(email: string): boolean {
  return email.trim().length <= EMAIL_MAX && /^[^@\s]+@[^@\s]+$/.test(email.trim()) && !hasControlCharacter(email);
}
