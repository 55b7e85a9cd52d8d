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
  /** Codes (article numbers) the printed sheet never breaks in two: `6ES7214-` / `1AG40-0XB0` is no number. */
  keepWhole?: boolean;
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
  /**
   * What the page warns of on this line, in the customer's language ("Minimum order 100", the
   * lines whose quantities were added to it): the e-mail and the text carry it after the line.
   */
  notes: string[];
}

/** A line of the customer's list that no order line stands for, and why, in the customer's language. */
export interface LineNotOrdered {
  line: number;
  /** What the customer entered; empty when the line had no number. */
  typed: string;
  reason: string;
}

/** One figure of the page's summary, as shown ("Total of known prices", "1.448,93 €"). */
export interface OutputFact {
  title: string;
  value: string;
}

/** Everything a page hands to the output actions. */
export interface OutputList {
  table: OutputTable;
  orderLines: OrderLine[];
  /**
   * The lines that are not ordered: the e-mail and the text list them in a section of their own,
   * so that no line of the customer's list leaves the tool unmentioned (docs/behaviour.md, Out of the tool).
   */
  notOrdered: LineNotOrdered[];
  /** The page's summary, printed under the table; empty where the page shows none. */
  summary: OutputFact[];
  /** The exported file's name without extension, e.g. "parts-list-2026-11-24". */
  fileBaseName: string;
}
