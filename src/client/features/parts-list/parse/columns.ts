import type { HeaderColumns } from './header';
import { looksLikeQty, thousandsMarkOf } from './qty';
import { POSITION_MAX_DIGITS, POSITION_MIN_ROWS, QTY_COLUMN_MIN_SHARE } from './words';

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
const POSITION = new RegExp(`^\\d{1,${POSITION_MAX_DIGITS}}$`);

interface ColumnFacts {
  /** The columns with at least one value, left to right. */
  filled: number[];
  qtyLike: Set<number>;
  numeric: Set<number>;
  /** Columns counting 1, 2, 3 … (from any start): positions, never quantities. */
  counting: Set<number>;
  /** Each column's largest value read as a number. */
  largest: Map<number, number>;
}

/** Whether a column's values count up by one, row after row. */
function isCounting(values: readonly string[]): boolean {
  if (values.length < POSITION_MIN_ROWS) return false;
  const start = Number(values[0]);
  return values.every((value, index) => POSITION.test(value) && Number(value) === start + index);
}

/** What each column holds; one pass over the rows per column, and no argument list as long as the rows. */
function columnFacts(rows: readonly string[][]): ColumnFacts {
  let width = 0;
  for (const row of rows) if (row.length > width) width = row.length;
  const facts: ColumnFacts = { filled: [], qtyLike: new Set(), numeric: new Set(), counting: new Set(), largest: new Map() };
  for (let column = 0; column < width; column += 1) {
    const values: string[] = [];
    for (const row of rows) {
      const value = row[column] ?? '';
      if (value !== '') values.push(value);
    }
    if (values.length === 0) continue;
    facts.filled.push(column);
    const thousands = thousandsMarkOf(values);
    let counts = 0;
    let largest = 0;
    for (const value of values) {
      if (looksLikeQty(value, thousands)) counts += 1;
      largest = Math.max(largest, Number.parseFloat(value.replace(',', '.')) || 0);
    }
    if (counts >= values.length * QTY_COLUMN_MIN_SHARE) facts.qtyLike.add(column);
    if (values.every((value) => NUMERIC.test(value))) facts.numeric.add(column);
    if (isCounting(values)) facts.counting.add(column);
    facts.largest.set(column, largest);
  }
  return facts;
}

/** Two or more unnamed columns, positions already left out. */
function guessUnnamed(columns: readonly number[], facts: ColumnFacts): ColumnGuess {
  const { qtyLike, numeric, largest } = facts;
  if (columns.length <= 1) return { columns: { number: columns[0] ?? 0, qty: null }, needsChoice: false };
  if (columns.length === 2) {
    const [first = 0, second = 1] = columns;
    if (qtyLike.has(first) && !numeric.has(second)) return { columns: { number: second, qty: first }, needsChoice: false };
    // Two numeric columns: the counts are likelier the smaller values (2 beside 1040764).
    if (numeric.has(first) && numeric.has(second) && qtyLike.has(first) && (largest.get(first) ?? 0) < (largest.get(second) ?? 0)) {
      return { columns: { number: second, qty: first }, needsChoice: true };
    }
    const sure = qtyLike.has(second) && !numeric.has(first);
    return { columns: { number: first, qty: qtyLike.has(second) ? second : null }, needsChoice: !sure };
  }
  const number = columns.find((column) => !numeric.has(column)) ?? columns[0] ?? 0;
  return { columns: { number, qty: columns.find((column) => column !== number && qtyLike.has(column)) ?? null }, needsChoice: true };
}

/**
 * Which column holds the numbers and which the counts. Sure only when a header names them, or
 * when there are two filled columns besides positions and exactly one can be a count while the
 * other cannot; two numeric columns (a Sick number is digits too) or more than two unnamed ones
 * are the customer's choice, with a first guess to show meanwhile. A position column (1, 2, 3 …)
 * is never guessed as the quantity.
 */
export function guessColumns(rows: readonly string[][], header: HeaderColumns | null): ColumnGuess {
  const facts = columnFacts(rows);
  const { filled, qtyLike, numeric, counting } = facts;
  const others = (taken: number | null): number[] => filled.filter((column) => column !== taken && !counting.has(column));
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
  const unnamed = others(null);
  if (unnamed.length === 0) return { columns: { number: filled[0] ?? 0, qty: null }, needsChoice: filled.length > 1 };
  const guess = guessUnnamed(unnamed, facts);
  // Without a count besides the positions, whether there is a quantity at all is the customer's call.
  const positionsLeftOut = unnamed.length < filled.length;
  return positionsLeftOut && guess.columns.qty === null ? { ...guess, needsChoice: true } : guess;
}
