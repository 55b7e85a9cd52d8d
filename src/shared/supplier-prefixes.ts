/**
 * The 32 known 3-letter supplier prefixes (docs/behaviour.md, Search). Customers often paste article numbers from
 * their own purchasing systems, which put these in front of the manufacturer's number; the search
 * flow strips one and searches again when the query as typed finds nothing.
 */
export const SUPPLIER_PREFIXES = [
  'SIC', 'LEU', 'BAL', 'OMR', 'IFM', 'BAU', 'EUC', 'CRO', 'WEN', 'BEC', 'SCH', 'STE', 'STT', 'CON', 'JUM', 'KEY',
  'SCM', 'PHO', 'CAG', 'WER', 'DIS', 'SEN', 'TUR', 'PAN', 'VEG', 'EAT', 'FIN', 'PEP', 'WAG', 'WIE', 'WEI', 'TLM',
] as const;

/** The query without its supplier prefix, or null when it starts with none (case-insensitive). */
export function stripSupplierPrefix(query: string): string | null {
  const head = query.slice(0, 3).toUpperCase();
  return (SUPPLIER_PREFIXES as readonly string[]).includes(head) && query.length > 3 ? query.slice(3) : null;
}
