/**
 * Catalogue search on PostgreSQL (docs/api.md, Search), giving exactly what the SQLite
 * search gives, as one statement and so one round trip: the catalogue version, the facets, and the
 * articles (the exact match, then on stock, then the rest, as one UNION ALL whose parts run in
 * order until the limit is reached). Statements are prepared once per shape and connection.
 *
 * One statement reads one snapshot, and it is taken after the statement has locked the tables it
 * reads: an import swapping the catalogue in (it holds ACCESS EXCLUSIVE until it commits) either
 * finished before, and the whole answer comes from the new catalogue, or waits until it is read.
 */
import type pg from 'pg';
import { PREFIX_FACET_MAX_LENGTH } from '../prefix-facets';
import { prefixRangeSql, prefixUpperBound, summarise, withDiscount, type FacetRow } from '../search-results';
import type { SearchQuery, SearchResult } from '../store';

/** Numbered parameters by name, so a statement's text follows from its shape alone. */
class Parameters {
  readonly values: unknown[] = [];
  private readonly numbers = new Map<string, string>();

  constructor(private readonly available: Record<string, unknown>) {}

  ref(name: string): string {
    let number = this.numbers.get(name);
    if (!number) {
      this.values.push(this.available[name]);
      number = `$${this.values.length}`;
      this.numbers.set(name, number);
    }
    return number;
  }
}

interface Shape {
  exact: boolean;
  /** Whether the prefix has an upper bound (see prefixUpperBound). */
  bounded: boolean;
  brands: boolean;
  blocked: boolean;
  onstock: boolean;
}

const DISCOUNT_JOIN = (p: Parameters) => `LEFT JOIN customer_discounts d
  ON d.customer_id = ${p.ref('customer')} AND d.discountgroup = a.discountgroup AND a.discountgroup <> ''`;

function articlesSql(shape: Shape, p: Parameters): string {
  const join = DISCOUNT_JOIN(p);
  const filters = [
    shape.brands ? ` AND a.brand = ANY(${p.ref('brands')}::text[])` : '',
    shape.blocked ? ` AND a.brand <> ALL(${p.ref('blocked')}::text[])` : '',
  ].join('');
  const exactPart = `(SELECT a.doc, d.percent FROM articles a ${join}
    WHERE a.artnrt4 = ${p.ref('q')}${filters}${shape.onstock ? ' AND a.instock = 1' : ''}
    ORDER BY a.instock DESC, a.brand, a.id LIMIT ${p.ref('limit')})`;
  if (shape.exact) return exactPart;
  const after = (alias: string) => prefixRange(`${alias}.artnrt4`, '>', shape, p);
  const restPart = (instock: 0 | 1) => shape.brands
    // Each visible brand's range read from the brand index, merged by (artnrt4, brand, id).
    ? `(SELECT a.doc, d.percent FROM (
          SELECT r.id, r.artnrt4, r.brand FROM unnest(${p.ref('visible')}::text[]) AS b(brand)
          CROSS JOIN LATERAL (
            SELECT x.id, x.artnrt4, x.brand FROM articles x
            WHERE x.brand = b.brand COLLATE "C" AND x.instock = ${instock} AND ${after('x')}
            ORDER BY x.artnrt4, x.id LIMIT ${p.ref('limit')}) r
          ORDER BY r.artnrt4, r.brand, r.id LIMIT ${p.ref('limit')}) picked
        JOIN articles a ON a.id = picked.id ${join}
        ORDER BY picked.artnrt4, picked.brand, picked.id)`
    : `(SELECT a.doc, d.percent FROM articles a ${join}
        WHERE ${after('a')} AND a.instock = ${instock}${filters}
        ORDER BY a.artnrt4, a.brand, a.id LIMIT ${p.ref('limit')})`;
  const parts = [exactPart, restPart(1), ...(shape.onstock ? [] : [restPart(0)])];
  return `${parts.join('\nUNION ALL\n')}\nLIMIT ${p.ref('limit')}`;
}

function prefixRange(column: string, start: '>' | '>=', shape: Shape, p: Parameters): string {
  return prefixRangeSql(column, start, p.ref('q'), shape.bounded ? p.ref('upper') : null);
}

function facetsSql(query: SearchQuery, shape: Shape, p: Parameters): string {
  const blockedSql = shape.blocked ? ` AND a.brand <> ALL(${p.ref('blocked')}::text[])` : '';
  if (!query.exact && query.q.length <= PREFIX_FACET_MAX_LENGTH) {
    return `SELECT a.brand, a.count, a.instock FROM prefix_facets a WHERE a.prefix = ${p.ref('q')}${blockedSql}`;
  }
  const match = query.exact ? `a.artnrt4 = ${p.ref('q')}` : prefixRange('a.artnrt4', '>=', shape, p);
  return `SELECT a.brand, COUNT(*)::integer AS count, SUM(a.instock)::integer AS instock FROM articles a
    WHERE ${match}${blockedSql} GROUP BY a.brand`;
}

/**
 * The whole search: a row per article in order (its document and the customer's percentage), the
 * first of them also carrying the catalogue version and the facets as JSON (with no article, one
 * row carries them alone). Articles come as plain text columns: aggregating them into an array
 * would have the driver parse 25 kB of escaped array text per search.
 */
function searchSql(query: SearchQuery, shape: Shape, p: Parameters): string {
  return `WITH facets AS (${facetsSql(query, shape, p)}),
    found AS (SELECT picked.doc, picked.percent, row_number() OVER () AS n FROM (${articlesSql(shape, p)}) picked),
    head AS (SELECT (SELECT value FROM meta WHERE key = 'catalogue_version') AS version,
      (SELECT json_agg(json_build_object('brand', brand, 'count', count, 'instock', instock)) FROM facets) AS facets)
    SELECT CASE WHEN found.n IS NULL OR found.n = 1 THEN head.version END,
      CASE WHEN found.n IS NULL OR found.n = 1 THEN head.facets END,
      found.doc, found.percent
    FROM head LEFT JOIN found ON true ORDER BY found.n`;
}

type SearchRow = [version: string | null, facets: FacetRow[] | null, doc: string | null, percent: number | null];

/** PostgreSQL text cannot hold NUL, and no stored article number or brand does: such a value matches nothing. */
const holdsNul = (value: string) => value.includes('\u0000');

export async function searchCatalogue(pool: pg.Pool, query: SearchQuery): Promise<SearchResult> {
  if (holdsNul(query.q)) {
    const { rows } = await pool.query<{ value: string }>(`SELECT value FROM meta WHERE key = 'catalogue_version'`);
    return { articles: [], brands: [], onStock: 0, total: 0, catalogueVersion: rows[0]?.value ?? 'empty' };
  }
  const brands = query.brands?.filter((brand) => !holdsNul(brand)) ?? null;
  const blockedBrands = query.blockedBrands.filter((brand) => !holdsNul(brand));
  const upper = prefixUpperBound(query.q);
  const shape: Shape = {
    exact: query.exact,
    bounded: upper !== null,
    brands: brands !== null,
    blocked: blockedBrands.length > 0,
    onstock: query.onstock,
  };
  const params = new Parameters({
    q: query.q,
    upper,
    brands,
    visible: brands?.filter((brand) => !blockedBrands.includes(brand)),
    blocked: blockedBrands,
    customer: query.customerId ?? -1,
    limit: query.limit,
  });
  const text = searchSql(query, shape, params);
  const { rows } = await pool.query<SearchRow>({ name: statementName(text), text, values: params.values, rowMode: 'array' });
  const [[version, facets]] = rows;
  const found = rows.filter(([, , doc]) => doc !== null) as Array<[unknown, unknown, string, number | null]>;
  return {
    articles: found.map(([, , doc, percent]) => withDiscount([doc, percent])),
    ...summarise(facets ?? [], { ...query, brands }),
    catalogueVersion: version ?? 'empty',
  };
}

/** Prepared statement names, one per distinct text (a connection prepares each the first time it runs it). */
const names = new Map<string, string>();
function statementName(text: string): string {
  let name = names.get(text);
  if (!name) {
    name = `search-${names.size}`;
    names.set(text, name);
  }
  return name;
}
