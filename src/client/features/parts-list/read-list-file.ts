/**
 * An uploaded parts list read in the browser, as text the paste parser reads: a .csv as it is, an
 * .xlsx's first sheet as tab-separated rows. The .xlsx reader is loaded only when such a file is
 * chosen, in a chunk of its own, so no other page grows by it.
 */
/** A cell as the customer sees it in Excel: numbers in JavaScript notation (a count of 10 is '10'). */
function cellText(cell: unknown): string {
  if (cell === null || cell === undefined) return '';
  if (cell instanceof Date) return cell.toISOString().slice(0, 10);
  return String(cell).replace(/[\t\r\n]+/g, ' ');
}

export function xlsxRowsAsText(rows: readonly (readonly unknown[])[]): string {
  return rows.map((row) => row.map(cellText).join('\t')).join('\n');
}

export const isXlsx = (name: string) => /\.xlsx$/i.test(name);

export async function readListFile(file: File): Promise<string> {
  if (!isXlsx(file.name)) return file.text();
  const { readSheet } = await import(/* webpackChunkName: "xlsx-read" */ 'read-excel-file/browser');
  return xlsxRowsAsText(await readSheet(file));
}
