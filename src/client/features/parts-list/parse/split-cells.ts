import { hasArticleNumberShape } from './stray';
import { CELL_SEPARATORS, SEPARATOR_MIN_SHARE } from './words';

export interface SplitText {
  cells: string[][];
  /** Each row's line in the text, from 1: the blank lines between rows are no row but are counted. */
  rowNumbers: number[];
  separator: string | null;
}

/**
 * Pasted text as rows of cells. The separator is the strongest one (a spreadsheet copies tabs, a
 * CSV export semicolons or commas) that enough lines hold, or none for one number a line. A field
 * opening with a quote keeps its separators, doubled quotes and line breaks, and loses the quotes
 * (a number never starts with one); CR LF and CR end a row as LF does. Rows whose cells are all
 * blank are dropped, cells are trimmed (a no-break space included). One pass over the text.
 */
export function splitCells(text: string): SplitText {
  const separator = chooseSeparator(text);
  const cells: string[][] = [];
  const rowNumbers: number[] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  let rowLine = 1;
  const endCell = (): void => {
    row.push(cell.trim());
    cell = '';
  };
  const endRow = (): void => {
    endCell();
    if (row.some((value) => value !== '')) {
      cells.push(row);
      rowNumbers.push(rowLine);
    }
    row = [];
  };
  const lineEnd = /\r\n|\r|\n/g;
  let line = 1;
  for (let start = 0; start <= text.length; line += 1) {
    const match = lineEnd.exec(text);
    const end = match ? match.index : text.length;
    const content = text.slice(start, end);
    if (!quoted && !content.includes('"')) {
      // The common line: no quotes, so the separator alone parts its cells.
      rowLine = line;
      row = separator === null ? [] : content.split(separator);
      cell = separator === null ? content : row.pop() ?? '';
      row = row.map((value) => value.trim());
      endRow();
    } else {
      if (!quoted) rowLine = line;
      for (let index = 0; index < content.length; index += 1) {
        const char = content[index];
        if (quoted) {
          if (char === '"' && content[index + 1] === '"') {
            cell += '"';
            index += 1;
          } else if (char === '"') quoted = false;
          else cell += char;
        } else if (char === '"' && cell.trim() === '') quoted = true;
        else if (char === separator) endCell();
        else cell += char;
      }
      // A line break inside quotes is part of the field; anywhere else it ends the row.
      if (quoted) cell += match ? match[0] : '';
      else endRow();
    }
    if (!match) break;
    start = end + match[0].length;
  }
  if (quoted) endRow();
  return { cells, rowNumbers, separator };
}

/**
 * The separator common enough among the lines that look like data: a greeting, a header or a
 * signature ("Hello, please quote:") does not make a list of numbers a table, nor keep one from it.
 */
function chooseSeparator(text: string): string | null {
  const filled = text.split(/\r\n|\r|\n/).filter((line) => line.trim() !== '');
  // A CSV row ends in separators where its last cells are empty ("A-1;2;;"): no sign of prose.
  const data = filled.filter((line) => hasArticleNumberShape(line.replace(/[\t;,\s]+$/, '')));
  const lines = data.length > 0 ? data : filled;
  const common = (candidate: string): boolean =>
    lines.length > 0 && lines.filter((line) => line.includes(candidate)).length >= lines.length * SEPARATOR_MIN_SHARE;
  return CELL_SEPARATORS.find(common) ?? null;
}
