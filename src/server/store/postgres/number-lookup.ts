/**
 * A parts list's numbers on PostgreSQL (POST /api/lookup): every number's articles and
 * replacements as one statement, so one round trip and one snapshot however long the list. Each
 * number is one probe of the artnrt4 index.
 */
import type pg from 'pg';
import type { ReplacementRow } from '../catalogue-rows';
import { withDiscount } from '../search-results';
import type { CatalogueNumbers, NumberLookup, NumberLookupResult } from '../store';
import { NUMBERS_REPLACEMENTS_ORDER } from '../store-rows';

/**
 * A row per article (its document and the customer's percentage), the first also carrying the
 * catalogue version and the replacement rows as JSON (with no article, one row carries them alone).
 * $1 the numbers, $2 the blocked brands, $3 the customer.
 */
const LOOKUP_SQL = `
  WITH wanted AS (SELECT DISTINCT number FROM unnest($1::text[]) AS w(number)),
  replaced AS (
    SELECT r.from_artnrt4, r.from_brand, r.to_artnrt4, r.to_brand FROM replacements r JOIN wanted w ON r.from_artnrt4 = w.number),
  numbers AS (SELECT number FROM wanted UNION SELECT to_artnrt4 FROM replaced),
  found AS (
    SELECT a.doc, d.percent, row_number() OVER (ORDER BY a.artnrt4, a.instock DESC, a.brand, a.id) AS n
    FROM articles a JOIN numbers ON a.artnrt4 = numbers.number
    LEFT JOIN customer_discounts d ON d.customer_id = $3 AND d.discountgroup = a.discountgroup AND a.discountgroup <> ''
    WHERE a.brand <> ALL($2::text[])),
  head AS (
    SELECT (SELECT value FROM meta WHERE key = 'catalogue_version') AS version,
      (SELECT json_agg(json_build_object('from_artnrt4', from_artnrt4, 'from_brand', from_brand, 'to_artnrt4', to_artnrt4, 'to_brand', to_brand)
         ${NUMBERS_REPLACEMENTS_ORDER}) FROM replaced) AS replacements)
  SELECT CASE WHEN found.n IS NULL OR found.n = 1 THEN head.version END,
    CASE WHEN found.n IS NULL OR found.n = 1 THEN head.replacements END,
    found.doc, found.percent
  FROM head LEFT JOIN found ON true ORDER BY found.n`;

type LookupRow = [version: string | null, replacements: ReplacementRow[] | null, doc: string | null, percent: number | null];

/** PostgreSQL text cannot hold NUL, and no stored article number or brand does: such a value matches nothing. */
const withoutNul = (values: string[]) => values.filter((value) => !value.includes('\u0000'));

export async function lookupNumbers(pool: pg.Pool, lookup: NumberLookup): Promise<NumberLookupResult> {
  const { rows } = await pool.query<LookupRow>({
    name: 'lookup-numbers',
    text: LOOKUP_SQL,
    values: [withoutNul(lookup.numbers), withoutNul(lookup.blockedBrands), lookup.customerId ?? -1],
    rowMode: 'array',
  });
  const [[version, replacements]] = rows;
  const found = rows.filter(([, , doc]) => doc !== null) as Array<[unknown, unknown, string, number | null]>;
  return {
    articles: found.map(([, , doc, percent]) => withDiscount([doc, percent])),
    replacements: replacements ?? [],
    catalogueVersion: version ?? 'empty',
  };
}

/**
 * Every distinct number and the version as one statement, so from one snapshot taken after the
 * statement has locked the tables (catalogue-search.ts says why that sees an import wholly or not
 * at all). One text joined by newlines, which no normalised number holds: one row to send and
 * parse instead of one per number.
 */
const NUMBERS_SQL = `
  SELECT (SELECT value FROM meta WHERE key = 'catalogue_version') AS version,
    (SELECT string_agg(artnrt4, E'\\n') FROM (SELECT DISTINCT artnrt4 FROM articles) AS distinct_numbers) AS numbers`;

export async function catalogueNumbers(pool: pg.Pool): Promise<CatalogueNumbers> {
  const { rows: [row] } = await pool.query<{ version: string | null; numbers: string | null }>(NUMBERS_SQL);
  return { numbers: row.numbers ? row.numbers.split('\n') : [], catalogueVersion: row.version ?? 'empty' };
}
