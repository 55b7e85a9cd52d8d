/**
 * What leaves the tool: a list of articles as the page shows it, for export (CSV, .xlsx), the
 * printed sheet and the order e-mail. The parts-list page and the search results each build one
 * from their own state; the output feature never reads either feature's state.
 */

/** A cell: text as shown, a number (prices, quantities: exported as numbers), or empty. */
export type OutputCell = string | number | null;

export interface OutputColumn {
  key: string;
  /** The heading as on screen, in the customer's language. */
  title: string;
  /** Numbers in this column are money: two decimals in every format. */
  money?: boolean;
}

export interface OutputTable {
  columns: OutputColumn[];
  rows: Array<Record<string, OutputCell>>;
}

/** One article of the order e-mail: what the customer would order, at their own price. */
export interface OrderLine {
  articleNumber: string;
  brand: string;
  qty: number;
  /** The customer's price of one piece; null when on request. */
  price: number | null;
  /** price × qty; null when on request. */
  lineTotal: number | null;
}

/** Everything a page hands to the output actions. */
export interface OutputList {
  table: OutputTable;
  orderLines: OrderLine[];
  /** The exported file's name without extension, e.g. "parts-list-2026-11-24". */
  fileBaseName: string;
}
