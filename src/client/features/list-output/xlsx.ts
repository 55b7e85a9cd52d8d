/**
 * A list as an Excel workbook (docs/behaviour.md, Out of the tool): a header row, then one row per
 * line, numbers as numbers and money with two decimals.
 */
import writeXlsxFile from 'write-excel-file/universal';
import type { OutputCell, OutputColumn, OutputTable } from './output-table';

/** Excel's own format code: two decimals, the decimal mark and grouping of the customer's Excel. */
export const MONEY_FORMAT = '#,##0.00';

type XlsxCell = { value: string | number; type: StringConstructor | NumberConstructor; format?: string; fontWeight?: 'bold' } | null;

function xlsxCell(cell: OutputCell, column: OutputColumn): XlsxCell {
  if (cell === null) return null;
  if (typeof cell === 'string') return { value: cell, type: String };
  return column.money ? { value: cell, type: Number, format: MONEY_FORMAT } : { value: cell, type: Number };
}

/** The sheet's rows: the bold header row, then the table's rows in its column order. */
export function xlsxSheetData(table: OutputTable): XlsxCell[][] {
  const header = table.columns.map((column): XlsxCell => ({ value: column.title, type: String, fontWeight: 'bold' }));
  return [header, ...table.rows.map((row) => table.columns.map((column) => xlsxCell(row[column.key] ?? null, column)))];
}

export async function toXlsx(table: OutputTable): Promise<Blob> {
  return writeXlsxFile(xlsxSheetData(table)).toBlob();
}
