import type { HeaderColumns } from './header';
import { looksLikeQty } from './qty';
import { QTY_COLUMN_MIN_SHARE } from './words';

export interface PartsListColumns {
  number: number;
  qty: number | null;
}

export interface ColumnGuess {
  columns: PartsListColumns;
  /** The guess is only a guess: the page lets the customer pick the columns. */
  needsChoice: boolean;
}

/** A cell a customer could have meant as a count as well as a number: digits, maybe a decimal. */
const NUMERIC = /^\d+(?:[.,]\d+)?$/;

function columnFacts(rows: readonly string[][]): { filled: number[]; qtyLike: Set<number>; numeric: Set<number> } {
  const width = Math.max(0, ...rows.map((row) => row.length));
  const filled: number[] = [];
  const qtyLike = new Set<number>();
  const numeric = new Set<number>();
  for (let column = 0; column < width; column += 1) {
    const values = rows.map((row) => row[column] ?? '').filter((value) => value !== '');
    if (values.length === 0) continue;
    filled.push(column);
    if (values.filter(looksLikeQty).length >= values.length * QTY_COLUMN_MIN_SHARE) qtyLike.add(column);
    if (values.every((value) => NUMERIC.test(value))) numeric.add(column);
  }
  return { filled, qtyLike, numeric };
}

function largest(rows: readonly string[][], column: number): number {
  return Math.max(0, ...rows.map((row) => Number.parseFloat((row[column] ?? '').replace(',', '.')) || 0));
}

/**
 * Which column holds the numbers and which the counts. Sure only when a header names them, or
 * when there are two filled columns and exactly one can be a count while the other cannot; two
 * numeric columns (a Sick number is digits too) or more than two unnamed ones are the customer's
 * choice, with a first guess to show meanwhile.
 */
export function guessColumns(rows: readonly string[][], header: HeaderColumns | null): ColumnGuess {
  const { filled, qtyLike, numeric } = columnFacts(rows);
  const others = (taken: number | null): number[] => filled.filter((column) => column !== taken);
  if (header !== null && header.number !== null) {
    if (header.qty !== null) return { columns: { number: header.number, qty: header.qty }, needsChoice: false };
    // An unnamed column of counts ("Bestellmenge") may be the quantity: offer it, but ask.
    const qty = others(header.number).find((column) => qtyLike.has(column)) ?? null;
    return { columns: { number: header.number, qty }, needsChoice: qty !== null };
  }
  if (header !== null && header.qty !== null) {
    const rest = others(header.qty);
    const number = rest.find((column) => !numeric.has(column)) ?? rest[0] ?? (header.qty === 0 ? 1 : 0);
    return { columns: { number, qty: header.qty }, needsChoice: rest.length !== 1 };
  }
  if (filled.length <= 1) return { columns: { number: filled[0] ?? 0, qty: null }, needsChoice: false };
  if (filled.length === 2) {
    const [first = 0, second = 1] = filled;
    if (qtyLike.has(first) && !numeric.has(second)) return { columns: { number: second, qty: first }, needsChoice: false };
    // Two numeric columns: the counts are likelier the smaller values (2 beside 1040764).
    if (numeric.has(first) && numeric.has(second) && qtyLike.has(first) && largest(rows, first) < largest(rows, second)) {
      return { columns: { number: second, qty: first }, needsChoice: true };
    }
    const sure = qtyLike.has(second) && !numeric.has(first);
    return { columns: { number: first, qty: qtyLike.has(second) ? second : null }, needsChoice: !sure };
  }
  const number = filled.find((column) => !numeric.has(column)) ?? filled[0] ?? 0;
  return { columns: { number, qty: others(number).find((column) => qtyLike.has(column)) ?? null }, needsChoice: true };
}
