/**
 * One article as the catalogue holds it, before any customer's discount is applied.
 * The demo generator, the fixtures and the CSV importer all produce these.
 */
export interface CatalogueRow {
  brand: string;
  artnr: string;
  name: string;
  /** A number, or a numeric string where the source delivered one (the SPA must read both). */
  onstock: number | string;
  delivery_time_weeks: number | string;
  /** Decimal comma, no thousands separator: "1234,50". */
  listprice: string;
  discountgroup: string;
  metalsur: number | null;
  base_unit: string;
  moq: number | null;
  weight: number | null;
  weightunit: string | null;
  ctn: string | null;
  origin: string | null;
}
