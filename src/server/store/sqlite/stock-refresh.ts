/**
 * The stock refresh on SQLite: the file's lines are staged into a temporary table in short
 * transactions, then one write transaction updates the changed articles and recounts the stock
 * per prefix. Readers (each search is one read transaction) see the old stock until the commit.
 */
import { LOAD_BATCH_SIZE } from '../catalogue-load';
import type { StockRow } from '../catalogue-rows';
import { PrefixFacetCounter } from '../prefix-facets';
import { stockDocument, UNKNOWN_REPORTED, type StockRefreshOptions, type StockRefreshResult, type StockRows, type UnknownArticle } from '../stock-refresh';
import { insertFacets, whileImporting } from './catalogue-loader';
import type { SqliteDatabase } from './open-database';

/** The articles a staged line names: its brand's, or every brand's when the line names none. */
const MATCHES = 'a.artnrt4 = s.artnrt4 AND (s.brand = \'\' OR a.brand = s.brand)';

function stage(db: SqliteDatabase) {
  db.exec(`DROP TABLE IF EXISTS temp.stock_next; DROP TABLE IF EXISTS temp.stock_changes;
    CREATE TEMP TABLE stock_next (line INTEGER NOT NULL, artnrt4 TEXT NOT NULL, brand TEXT NOT NULL, onstock INTEGER NOT NULL, weeks INTEGER NOT NULL)`);
  const insert = db.prepare('INSERT INTO temp.stock_next VALUES (@line, @artnrt4, @brand, @onstock, @delivery_time_weeks)');
  return db.transaction((batch: StockRow[]) => {
    for (const row of batch) insert.run(row);
  });
}

function recountFacets(db: SqliteDatabase): void {
  const facets = new PrefixFacetCounter();
  for (const article of db.prepare('SELECT artnrt4, brand, instock FROM articles').iterate() as Iterable<{ artnrt4: string; brand: string; instock: number }>) {
    facets.add(article.artnrt4, article.brand, article.instock);
  }
  db.exec('DELETE FROM prefix_facets');
  insertFacets(db, facets, 'prefix_facets');
}

function apply(db: SqliteDatabase, version: string): StockRefreshResult {
  return db.transaction(() => {
    const unknownWhere = `FROM temp.stock_next s WHERE NOT EXISTS (SELECT 1 FROM articles a WHERE ${MATCHES})`;
    const unknown = db.prepare(`SELECT line, artnrt4, brand ${unknownWhere} ORDER BY line LIMIT ${UNKNOWN_REPORTED}`).all() as UnknownArticle[];
    const unknownCount = db.prepare(`SELECT COUNT(*) ${unknownWhere}`).pluck().get() as number;
    // The changed articles in table order, so the documents are rewritten page after page. An
    // article whose document already holds the line's values is left out by a plain text search,
    // without calling into JavaScript: in a 3-hourly refresh, that is most of them.
    db.exec(`CREATE TEMP TABLE stock_changes AS
      SELECT a.id, a.artnrt4, s.onstock > 0 AS instock, a.instock AS was, stock_document(a.doc, s.onstock, s.weeks) AS doc
      FROM temp.stock_next s JOIN articles a ON ${MATCHES}
      WHERE instr(a.doc, ',"onstock":' || s.onstock || ',"delivery_time_weeks":' || s.weeks || ',') = 0 ORDER BY a.id`);
    const { changes } = db.prepare('UPDATE articles SET doc = c.doc FROM temp.stock_changes c WHERE articles.id = c.id').run();
    // Only an article going on or off stock touches the indexes; in article-number order, most of
    // those index writes land next to each other.
    const flips = db.prepare(`UPDATE articles SET instock = c.instock
      FROM (SELECT id, instock FROM temp.stock_changes WHERE instock <> was ORDER BY artnrt4) c WHERE articles.id = c.id`).run();
    if (flips.changes > 0) recountFacets(db);
    db.prepare(`INSERT OR REPLACE INTO meta (key, value) VALUES ('catalogue_version', ?)`).run(version);
    return { updated: changes, unknownCount, unknown };
  }).immediate();
}

export function refreshStock(db: SqliteDatabase, rows: StockRows, options: StockRefreshOptions): Promise<StockRefreshResult> {
  return whileImporting(db, async () => {
    try {
      const insertBatch = stage(db);
      let staged = 0;
      let batch: StockRow[] = [];
      for await (const row of rows) {
        batch.push(row);
        if (batch.length === LOAD_BATCH_SIZE) {
          insertBatch(batch);
          staged += batch.length;
          batch = [];
        }
      }
      insertBatch(batch);
      options.beforeApply?.(staged + batch.length);
      db.function('stock_document', { deterministic: true }, (doc, onstock, weeks) => stockDocument(doc as string, Number(onstock), Number(weeks)));
      return apply(db, options.version);
    } finally {
      db.exec('DROP TABLE IF EXISTS temp.stock_next; DROP TABLE IF EXISTS temp.stock_changes');
    }
  });
}
