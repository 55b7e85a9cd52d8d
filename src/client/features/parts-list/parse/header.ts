import { NUMBER_HEADER_WORDS, QTY_HEADER_WORDS } from './words';

/** A header cell as the word lists hold it: no case, no accents, no punctuation or spaces. */
export function headerKey(cell: string): string {
  return cell.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]/g, '');
}

const NUMBER_KEYS = new Set(NUMBER_HEADER_WORDS.map(headerKey));
const QTY_KEYS = new Set(QTY_HEADER_WORDS.map(headerKey));

export interface HeaderColumns {
  number: number | null;
  qty: number | null;
}

/**
 * The columns a first row names, or null when it names none (then it is a data row). The first
 * cell naming each wins, so "Artikel; Artikelnummer" takes the first.
 */
export function readHeader(row: readonly string[]): HeaderColumns | null {
  let number: number | null = null;
  let qty: number | null = null;
  row.forEach((cell, index) => {
    const key = headerKey(cell);
    if (number === null && NUMBER_KEYS.has(key)) number = index;
    else if (qty === null && QTY_KEYS.has(key)) qty = index;
  });
  return number === null && qty === null ? null : { number, qty };
}
