import { CELL_SEPARATORS, SEPARATOR_MIN_SHARE } from './words';

/**
 * Pasted text as rows of cells. The separator is the strongest one (a spreadsheet copies tabs, a
 * CSV export semicolons or commas) that enough lines hold, or none for one number a line. A field
 * opening with a quote keeps its separators, doubled quotes and line breaks, and loses the quotes
 * (a number never starts with one); CR LF and CR end a row as LF does. Rows whose cells are all
 * blank are dropped, cells are trimmed (a no-break space included).
 */
export function splitCells(text: string): { cells: string[][]; separator: string | null } {
  const separator = chooseSeparator(text);
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  let index = 0;
  const endCell = (): void => {
    row.push(cell.trim());
    cell = '';
  };
  const endRow = (): void => {
    endCell();
    if (row.some((value) => value !== '')) rows.push(row);
    row = [];
  };
  while (index < text.length) {
    const char = text[index];
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"' && cell.trim() === '') quoted = true;
    else if (char === separator) endCell();
    else if (char === '\r' || char === '\n') {
      if (char === '\r' && text[index + 1] === '\n') index += 1;
      endRow();
    } else cell += char;
    index += 1;
  }
  endRow();
  return { cells: rows, separator };
}

function chooseSeparator(text: string): string | null {
  const lines = text.split(/\r\n|\r|\n/).filter((line) => line.trim() !== '');
  const common = (candidate: string): boolean =>
    lines.length > 0 && lines.filter((line) => line.includes(candidate)).length >= lines.length * SEPARATOR_MIN_SHARE;
  return CELL_SEPARATORS.find(common) ?? null;
}
