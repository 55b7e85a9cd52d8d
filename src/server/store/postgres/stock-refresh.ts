/**
 * The stock refresh on PostgreSQL: in one transaction, the file's lines are copied into a
 * temporary table, one UPDATE rewrites the changed articles in place, and the stock per prefix is
 * recounted. Readers see the old stock until the commit and the new after it, never a mix.
 */
import type pg from 'pg';
import { LOAD_BATCH_SIZE } from '../catalogue-load';
import { PrefixFacetCounter } from '../prefix-facets';
import { STOCK_FIELDS_PATTERN, UNKNOWN_REPORTED, type StockRefreshOptions, type StockRefreshResult, type StockRows, type UnknownArticle } from '../stock-refresh';
import { copyField, copyInto, facetLines, inImportTransaction } from './catalogue-loader';

/** The articles a staged line names: its brand's, or every brand's when the line names none. */
const MATCHES = `a.artnrt4 = s.artnrt4 AND (s.brand = '' OR a.brand = s.brand)`;

async function* stockLines(rows: StockRows, counted: { staged: number }): AsyncGenerator<string> {
  let chunk = '';
  for await (const row of rows) {
    chunk += `${[row.line, row.artnrt4, row.brand, row.onstock, row.delivery_time_weeks].map(copyField).join('\t')}\n`;
    if (++counted.staged % LOAD_BATCH_SIZE === 0) {
      yield chunk;
      chunk = '';
    }
  }
  yield chunk;
}

async function recountFacets(client: pg.PoolClient): Promise<void> {
  const facets = new PrefixFacetCounter();
  const { rows } = await client.query<{ artnrt4: string; brand: string; instock: number }>('SELECT artnrt4, brand, instock FROM articles');
  for (const article of rows) facets.add(article.artnrt4, article.brand, article.instock);
  await client.query('DELETE FROM prefix_facets');
  await copyInto(client, 'prefix_facets', 'prefix, brand, count, instock', facetLines(facets.facets()));
}

async function apply(client: pg.PoolClient, version: string): Promise<StockRefreshResult> {
  const unknownWhere = `FROM stock_next s WHERE NOT EXISTS (SELECT 1 FROM articles a WHERE ${MATCHES})`;
  const unknown = (await client.query<UnknownArticle>(
    `SELECT line, artnrt4, brand ${unknownWhere} ORDER BY line LIMIT ${UNKNOWN_REPORTED}`)).rows;
  const unknownCount = Number((await client.query<{ count: string }>(`SELECT COUNT(*) AS count ${unknownWhere}`)).rows[0].count);
  const { rowCount } = await client.query(
    `UPDATE articles SET instock = changed.instock, doc = changed.doc
     FROM (SELECT a.id, CASE WHEN s.onstock > 0 THEN 1 ELSE 0 END AS instock,
             regexp_replace(a.doc, $1, ',"onstock":' || s.onstock || ',"delivery_time_weeks":' || s.weeks || ',') AS doc
           FROM stock_next s JOIN articles a ON ${MATCHES}) changed
     WHERE articles.id = changed.id AND articles.doc <> changed.doc`, [STOCK_FIELDS_PATTERN]);
  if ((rowCount ?? 0) > 0) await recountFacets(client);
  await client.query(
    `INSERT INTO meta (key, value) VALUES ('catalogue_version', $1) ON CONFLICT (key) DO UPDATE SET value = excluded.value`, [version]);
  return { updated: rowCount ?? 0, unknownCount, unknown };
}

export function refreshStock(pool: pg.Pool, rows: StockRows, options: StockRefreshOptions): Promise<StockRefreshResult> {
  return inImportTransaction(pool, async (client) => {
    await client.query(`CREATE TEMP TABLE stock_next (line integer NOT NULL, artnrt4 text COLLATE "C" NOT NULL,
      brand text COLLATE "C" NOT NULL, onstock integer NOT NULL, weeks integer NOT NULL) ON COMMIT DROP`);
    const counted = { staged: 0 };
    await copyInto(client, 'stock_next', 'line, artnrt4, brand, onstock, weeks', stockLines(rows, counted));
    options.beforeApply?.(counted.staged);
    await client.query('ANALYZE stock_next');
    return apply(client, options.version);
  });
}
