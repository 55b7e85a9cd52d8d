/**
 * Columns aligned with spaces, as a Siemens MLFB/MENGE block is typed into an e-mail
 * (docs/behaviour.md, Parts lists: Pasting). Only under a header the parser knows: article numbers
 * hold single spaces (`E3Z-D61 2M`, `ES 95 1S/1Ö`), so without one a line stays one number.
 *
 * - A tab or a run of two or more spaces separates two columns, in the header and below it.
 * - A header of exactly two words, one naming the number and one the quantity, may be split by one
 *   space ("Artikelnummer Menge").
 * - Under a header of exactly those two columns, a row that the runs do not split (one space only:
 *   "6ES7214-1AG40-0XB0 4") is split at its last space (first, when the quantity comes first) if
 *   what stands there reads as a count; a row split into more cells has the extra ones joined back
 *   into the number ("ES 95  1S/1Ö   2"). Anything else stays whole, with no quantity.
 */
import { readHeader, type HeaderColumns } from './header';
import { readQty } from './qty';
import { hasArticleNumberShape } from './stray';

const COLUMN_GAP = /\t|\s{2,}/;

export interface SpacedHeader {
  index: number;
  cells: string[];
  columns: HeaderColumns;
}

/** The header of a one-column text, split into its columns: the first row naming columns, only prose above it. */
export function findSpacedHeader(lines: readonly string[]): SpacedHeader | null {
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index] ?? '';
    const cells = headerCells(line);
    const columns = readHeader(cells);
    if (columns !== null) return { index, cells, columns };
    if (hasArticleNumberShape(line)) return null;
  }
  return null;
}

function headerCells(line: string): string[] {
  const cells = line.trim().split(COLUMN_GAP);
  if (cells.length > 1) return cells;
  const words = line.trim().split(/\s+/);
  const named = words.length === 2 ? readHeader(words) : null;
  return named !== null && named.number !== null && named.qty !== null ? words : cells;
}

/** A row under the header, split into the header's columns. */
export function splitUnderHeader(line: string, header: SpacedHeader): string[] {
  const cells = line.trim().split(COLUMN_GAP);
  const { number, qty } = header.columns;
  if (header.cells.length !== 2 || number === null || qty === null) return cells;
  const qtyFirst = qty === 0;
  if (cells.length === 1) return splitAtSpace(cells[0] ?? '', qtyFirst);
  if (cells.length === 2) return cells;
  const count = qtyFirst ? cells[0] ?? '' : cells[cells.length - 1] ?? '';
  if (readQty(count).qty === null) return numberOnly(cells.join(' '), qtyFirst);
  const rest = (qtyFirst ? cells.slice(1) : cells.slice(0, -1)).join(' ');
  return qtyFirst ? [count, rest] : [rest, count];
}

function splitAtSpace(text: string, qtyFirst: boolean): string[] {
  const match = qtyFirst ? /^(\S+)\s+(\S.*)$/.exec(text) : /^(.*\S)\s+(\S+)$/.exec(text);
  const count = match ? (qtyFirst ? match[1] : match[2]) ?? '' : '';
  if (!match || readQty(count).qty === null) return numberOnly(text, qtyFirst);
  return [match[1] ?? '', match[2] ?? ''];
}

/** A row that is the number alone, in the number's column. */
function numberOnly(text: string, qtyFirst: boolean): string[] {
  return qtyFirst ? ['', text] : [text];
}
