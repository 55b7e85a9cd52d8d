import { NUMBER_HEADER_WORDS, QTY_HEADER_WORDS } from './words';

/** A header cell as the word lists hold it: no case, no accents, no punctuation or spaces. */
export function headerKey(cell: string): string {
  return cell.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]/g, '');
}

/** Each number word's rank: lower is more specific. */
const NUMBER_KEYS = new Map(NUMBER_HEADER_WORDS.map((word, rank) => [headerKey(word), rank]));
const QTY_KEYS = new Set(QTY_HEADER_WORDS.map(headerKey));

export interface HeaderColumns {
  number: number | null;
  qty: number | null;
}

/**
 * The columns a first row names, or null when it names none (then it is a data row). Of two cells
 * naming the number the more specific word wins ("Artikelnummer" over "Artikel"), of two naming
 * the quantity the first.
 */
export function readHeader(row: readonly string[]): HeaderColumns | null {
  let number: number | null = null;
  let numberRank = Infinity;
  let qty: number | null = null;
  row.forEach((cell, index) => {
    const key = headerKey(cell);
    const rank = NUMBER_KEYS.get(key);
    if (rank !== undefined && rank < numberRank) {
      number = index;
      numberRank = rank;
    } else if (rank === undefined && qty === null && QTY_KEYS.has(key)) qty = index;
  });
  return number === null && qty === null ? null : { number, qty };
}

export interface FoundHeader {
  /** The row's index among the rows. */
  index: number;
  columns: HeaderColumns;
}

/**
 * The row naming the columns: the first one that does, provided only prose stands above it (an
 * e-mail's greeting, a title). The first row that looks like data ends the search.
 */
export function findHeader(rows: readonly (readonly string[])[], isProse: (row: readonly string[]) => boolean): FoundHeader | null {
  for (let index = 0; index < rows.length; index += 1) {
    const row = rows[index] ?? [];
    const columns = readHeader(row);
    if (columns !== null) return { index, columns };
    if (!isProse(row)) return null;
  }
  return null;
}
