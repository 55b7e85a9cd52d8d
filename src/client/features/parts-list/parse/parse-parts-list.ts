/**
 * What a customer pasted or uploaded (a spreadsheet block, a CSV export, an e-mail) as parts-list
 * lines (docs/behaviour.md, Parts lists). Every step is one pass over the rows, so a text of any
 * size ends in lines or an empty list, never in an exception; the page refuses texts beyond
 * PARTS_LIST_MAX_ROWS lines before they come here (list-size.ts).
 */
import { guessColumns, type PartsListColumns } from './columns';
import { findHeader, type HeaderColumns } from './header';
import { readQty, thousandsMarkOf } from './qty';
import { findSpacedHeader, splitUnderHeader } from './space-columns';
import { splitCells } from './split-cells';
import { hasArticleNumberShape, isProseRow } from './stray';
import { readTypedLine } from './typed-line';

export type { PartsListColumns } from './columns';

export interface PartsListLine {
  /** The line's row in what was pasted or in the sheet, from 1, blank rows and the header counted. */
  line: number;
  /** The number as typed (spaces, hyphens): the server normalises it as it does a search. */
  q: string;
  /** The quantity read; null when the line names none (it counts 1; the server may read a whole number at the end of q as the quantity). */
  qty: number | null;
  /** The quantity cell as typed when it could not be read; qty is null then. */
  unreadableQty?: string;
}

/** The text read into rows of cells, with what the column mapping needs to make lines of them. */
export interface PartsListCells {
  cells: string[][];
  /** Each row's line in the text (its row in the sheet), from 1. */
  rowNumbers: number[];
  /** The index in cells of the row naming the columns, or null; the rows above it are prose. */
  headerRow: number | null;
}

export interface ParsedPartsList extends PartsListCells {
  lines: PartsListLine[];
  /** Rows left out for having nothing of an article number in the number column. */
  skipped: number;
  columns: PartsListColumns;
  needsChoice: boolean;
}

/**
 * The lines of the rows for a mapping, the guessed one or the customer's. The header is no line;
 * every other row is a line when its number cell has an article number's shape, else it is
 * counted as skipped. Quantities are read with the thousands mark the quantity column's cells show.
 */
export function applyColumns(table: PartsListCells, columns: PartsListColumns): { lines: PartsListLine[]; skipped: number } {
  const { cells, rowNumbers, headerRow } = table;
  const qtyColumn = columns.qty;
  const thousands = qtyColumn === null ? null : thousandsMarkOf(cells.filter((_, index) => index !== headerRow).map((row) => row[qtyColumn] ?? ''));
  const lines: PartsListLine[] = [];
  let skipped = 0;
  cells.forEach((row, index) => {
    if (index === headerRow) return;
    const q = row[columns.number] ?? '';
    if (!hasArticleNumberShape(q)) {
      skipped += 1;
      return;
    }
    const line = rowNumbers[index] ?? index + 1;
    const reading = readQty(qtyColumn === null ? undefined : row[qtyColumn], thousands);
    if (reading.qty !== null) lines.push({ line, q, qty: reading.qty });
    else if (reading.unreadable !== undefined) lines.push({ line, q, qty: null, unreadableQty: reading.unreadable });
    else lines.push({ line, q, qty: null });
  });
  return { lines, skipped };
}

/** Rows of cells with their header: the columns guessed from the data rows, and the lines by that guess. */
function readTable(cells: string[][], rowNumbers: number[], header: { index: number; columns: HeaderColumns } | null): ParsedPartsList {
  const headerRow = header?.index ?? null;
  const data = cells.filter((row, index) => (headerRow === null || index > headerRow) && !isProseRow(row));
  const { columns, needsChoice } = guessColumns(data, header?.columns ?? null);
  const table = { cells, rowNumbers, headerRow };
  return { ...table, ...applyColumns(table, columns), columns, needsChoice };
}

/**
 * One cell a row: columns aligned with spaces under a header, or one number a line (its list
 * bullet dropped), a count marked before or after it making a second column ("3 x 6ES7…",
 * "6ES7… 4 Stk.").
 */
function readOneColumn(cells: string[][], rowNumbers: number[]): ParsedPartsList {
  const texts = cells.map((row) => row[0] ?? '');
  const spaced = findSpacedHeader(texts);
  if (spaced !== null && spaced.cells.length > 1) {
    const rows = texts.map((text, index) => {
      if (index < spaced.index) return [text];
      return index === spaced.index ? spaced.cells : splitUnderHeader(text, spaced);
    });
    return readTable(rows, rowNumbers, spaced);
  }
  const headerRow = spaced?.index ?? null;
  const rows = cells.map((row, index) => (index === headerRow ? { row, affixed: false } : readTypedLine(row)));
  const columns = { number: 0, qty: rows.some((entry) => entry.affixed) ? 1 : null };
  const table = { cells: rows.map((entry) => entry.row), rowNumbers, headerRow };
  return { ...table, ...applyColumns(table, columns), columns, needsChoice: false };
}

export function parsePartsList(text: string): ParsedPartsList {
  const split = splitCells(text);
  if (split.separator === null) return readOneColumn(split.cells, split.rowNumbers);
  return readTable(split.cells, split.rowNumbers, findHeader(split.cells, isProseRow));
}
