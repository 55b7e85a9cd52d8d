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
import { NUMBER_INDEX_BATCH } from '../../config';
import { numbersInBatches } from '../catalogue-numbers';

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

/** As LOOKUP_SQL, the numbers' own articles only: no replacement read. */
const OWN_ARTICLES_SQL = `
  WITH wanted AS (SELECT DISTINCT number FROM unnest($1::text[]) AS w(number)),
  found AS (
    SELECT a.doc, d.percent, row_number() OVER (ORDER BY a.artnrt4, a.instock DESC, a.brand, a.id) AS n
    FROM articles a JOIN wanted ON a.artnrt4 = wanted.number
    LEFT JOIN customer_discounts d ON d.customer_id = $3 AND d.discountgroup = a.discountgroup AND a.discountgroup <> ''
    WHERE a.brand <> ALL($2::text[])),
  head AS (SELECT (SELECT value FROM meta WHERE key = 'catalogue_version') AS version)
  SELECT CASE WHEN found.n IS NULL OR found.n = 1 THEN head.version END, NULL::json,
    found.doc, found.percent
  FROM head LEFT JOIN found ON true ORDER BY found.n`;

type LookupRow = [version: string | null, replacements: ReplacementRow[] | null, doc: string | null, percent: number | null];

/** PostgreSQL text cannot hold NUL, and no stored article number or brand does: such a value matches nothing. */
const withoutNul = (values: string[]) => values.filter((value) => !value.includes('\u0000'));

export async function lookupNumbers(pool: pg.Pool, lookup: NumberLookup): Promise<NumberLookupResult> {
  const { rows } = await pool.query<LookupRow>({
    ...(lookup.withReplacements === false ? { name: 'lookup-own-articles', text: OWN_ARTICLES_SQL } : { name: 'lookup-numbers', text: LOOKUP_SQL }),
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
 * Every distinct number with the version (catalogue-numbers.ts). One statement for all (one text
 * row) held the event loop up for a quarter of a second while its 820,000 numbers arrived; a
 * batch walks the artnrt4 index (collation C: code-unit order) from where the last one ended.
 */
export function catalogueNumbers(pool: pg.Pool, signal?: AbortSignal, batchSize = NUMBER_INDEX_BATCH): Promise<CatalogueNumbers> {
  return numbersInBatches({
    version: async () => {
      const { rows } = await pool.query<[string]>({ name: 'catalogue-version', text: `SELECT value FROM meta WHERE key = 'catalogue_version'`, rowMode: 'array' });
      return rows[0]?.[0] ?? 'empty';
    },
    after: async (last, limit) => {
      const { rows } = await pool.query<[string]>({
        name: 'catalogue-numbers-after', text: 'SELECT DISTINCT artnrt4 FROM articles WHERE artnrt4 > $1 ORDER BY artnrt4 LIMIT $2', values: [last, limit], rowMode: 'array',
      });
      return rows.map(([number]) => number);
    },
  }, batchSize, signal);
}
