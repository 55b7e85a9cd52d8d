import { guessColumns, type PartsListColumns } from './columns';
import { readHeader } from './header';
import { readQty } from './qty';
import { splitQtyPrefix } from './qty-prefix';
import { splitCells } from './split-cells';

export type { PartsListColumns } from './columns';

/**
 * One line of the list. `row` is the line's index in `cells`, so the page can show what was
 * pasted; `qty` is null exactly when `problem` says the count could not be read. The number is
 * kept as typed (spaces, hyphens): the server normalises it as it does a search.
 */
export interface PartsListLine {
  row: number;
  q: string;
  qty: number | null;
  problem?: 'invalid_qty';
}

export interface ParsedPartsList {
  lines: PartsListLine[];
  columns: PartsListColumns;
  /** The first row of `cells` names the columns and is no line. */
  header: boolean;
  needsChoice: boolean;
  cells: string[][];
}

/** The lines of `cells` for a mapping, the guessed one or the customer's; rows without a number are no line. */
export function applyColumns(cells: readonly string[][], header: boolean, columns: PartsListColumns): PartsListLine[] {
  const lines: PartsListLine[] = [];
  cells.forEach((row, index) => {
    const q = row[columns.number] ?? '';
    if ((header && index === 0) || q === '') return;
    const reading = readQty(columns.qty === null ? undefined : row[columns.qty]);
    lines.push('qty' in reading ? { row: index, q, qty: reading.qty } : { row: index, q, qty: null, problem: reading.problem });
  });
  return lines;
}

/** What a customer pasted, from a spreadsheet, a CSV file or an e-mail, as parts-list lines. */
export function parsePartsList(text: string): ParsedPartsList {
  const split = splitCells(text);
  const named = split.cells.length > 0 ? readHeader(split.cells[0] ?? []) : null;
  const header = named !== null;
  if (split.separator === null) {
    // One cell a row: a count may stand before the number, which makes a second column.
    const rows = split.cells.map((row, index) => (header && index === 0 ? { row, prefixed: false } : splitQtyPrefix(row)));
    const cells = rows.map((entry) => entry.row);
    const columns = { number: 0, qty: rows.some((entry) => entry.prefixed) ? 1 : null };
    return { lines: applyColumns(cells, header, columns), columns, header, needsChoice: false, cells };
  }
  const cells = split.cells;
  const { columns, needsChoice } = guessColumns(header ? cells.slice(1) : cells, named);
  return { lines: applyColumns(cells, header, columns), columns, header, needsChoice, cells };
}
