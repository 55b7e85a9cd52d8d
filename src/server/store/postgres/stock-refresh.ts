/**
 * The stock refresh on PostgreSQL, in one transaction: the catalogue is compared with the file,
 * the changed articles (in a 3-hourly refresh, most keep their stock) are copied into a temporary
 * table, one UPDATE rewrites their stock in place, and the on-stock counts of their prefixes move
 * by what went on or off stock. Readers see the old stock until the commit and the new after it.
 */
import type pg from 'pg';
import { facetDeltas, STOCK_TEXT_LENGTH, stockFlips, StockLines, type StockChange } from '../stock/stock-changes';
import { STOCK_FIELDS_START, type StockRefreshOptions, type StockRefreshResult, type StockRows } from '../stock/stock-refresh';
import { copyInto, copyLine, inImportTransaction } from './catalogue-loader';

async function changedArticles(client: pg.PoolClient, lines: StockLines): Promise<StockChange[]> {
  // Rows as arrays: the objects pg builds otherwise cost more than the comparison. split_part finds
  // the stock fields in half the time strpos does (it need not count characters up to them).
  const { rows } = await client.query<[number, string, string, number, string]>({
    text: `SELECT id, artnrt4, brand, instock,
      '${STOCK_FIELDS_START}' || left(split_part(doc, '${STOCK_FIELDS_START}', 2), ${STOCK_TEXT_LENGTH - STOCK_FIELDS_START.length}) FROM articles`,
    rowMode: 'array',
  });
  const changes: StockChange[] = [];
  for (const [id, artnrt4, brand, instock, stock] of rows) {
    const change = lines.change({ id, artnrt4, brand, instock, stock });
    if (change) changes.push(change);
  }
  return changes;
}

function* copyLines<T>(items: readonly T[], fields: (item: T) => Array<string | number>): Generator<string> {
  for (let start = 0; start < items.length; start += 10_000) {
    yield items.slice(start, start + 10_000).map((item) => copyLine(fields(item))).join('');
  }
}

async function write(client: pg.PoolClient, changes: StockChange[], { version, onPhase }: StockRefreshOptions): Promise<void> {
  await client.query(`CREATE TEMP TABLE stock_changes (id integer NOT NULL, fields text NOT NULL, replaced_length integer NOT NULL,
    instock smallint NOT NULL) ON COMMIT DROP`);
  await copyInto(client, 'stock_changes', 'id, fields, replaced_length, instock',
    copyLines(changes, (c) => [c.id, c.fields, c.replacedLength, c.instock]));
  await client.query('ANALYZE stock_changes');
  await client.query(`UPDATE articles a SET instock = c.instock,
    doc = overlay(a.doc placing c.fields from strpos(a.doc, '${STOCK_FIELDS_START}') for c.replaced_length)
    FROM stock_changes c WHERE a.id = c.id`);
  onPhase?.('written');
  await client.query(`CREATE TEMP TABLE facet_deltas (prefix text COLLATE "C" NOT NULL, brand text COLLATE "C" NOT NULL,
    instock integer NOT NULL) ON COMMIT DROP`);
  await copyInto(client, 'facet_deltas', 'prefix, brand, instock', copyLines(facetDeltas(stockFlips(changes)), (d) => [d.prefix, d.brand, d.instock]));
  await client.query('ANALYZE facet_deltas');
  await client.query(`UPDATE prefix_facets f SET instock = f.instock + d.instock FROM facet_deltas d
    WHERE f.prefix = d.prefix AND f.brand = d.brand`);
  onPhase?.('counted');
  await client.query(
    `INSERT INTO meta (key, value) VALUES ('catalogue_version', $1) ON CONFLICT (key) DO UPDATE SET value = excluded.value`, [version]);
}

export async function refreshStock(pool: pg.Pool, rows: StockRows, options: StockRefreshOptions): Promise<StockRefreshResult> {
  const result = await inImportTransaction(pool, async (client) => {
    const lines = await StockLines.read(rows);
    options.beforeApply?.(lines.size);
    options.onPhase?.('read');
    const changes = await changedArticles(client, lines);
    const { unknownCount, unknown } = lines.unknown();
    options.onPhase?.('compared');
    await write(client, changes, options);
    return { updated: changes.length, unknownCount, unknown };
  });
  options.onPhase?.('committed');
  return result;
}
