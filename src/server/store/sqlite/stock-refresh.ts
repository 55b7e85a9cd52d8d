/**
 * The stock refresh on SQLite. The file is read and the catalogue compared with it before the
 * write transaction (under the import lock nothing else writes articles), so sign-ins wait only
 * for the writing: one transaction sets the changed articles' documents, the on-stock flags of
 * those going on or off stock, and their prefixes' on-stock counts. Readers (each search is one
 * read transaction) see the old stock until the commit.
 */
import { facetDeltas, STOCK_TEXT_LENGTH, stockFlips, StockLines, type StockChange } from '../stock/stock-changes';
import { STOCK_FIELDS_START, type StockRefreshOptions, type StockRefreshResult, type StockRows } from '../stock/stock-refresh';
import { whileImporting } from './catalogue-loader';
import type { SqliteDatabase } from './open-database';

function changedArticles(db: SqliteDatabase, lines: StockLines): StockChange[] {
  // Rows as arrays: the objects better-sqlite3 builds otherwise cost more than the comparison.
  const articles = db.prepare(`SELECT id, artnrt4, brand, instock, substr(doc, instr(doc, '${STOCK_FIELDS_START}'), ${STOCK_TEXT_LENGTH})
    FROM articles`).raw().iterate() as Iterable<[number, string, string, number, string]>;
  const changes: StockChange[] = [];
  for (const [id, artnrt4, brand, instock, stock] of articles) {
    const change = lines.change({ id, artnrt4, brand, instock, stock });
    if (change) changes.push(change);
  }
  return changes;
}

function write(db: SqliteDatabase, changes: StockChange[], { version, onPhase }: StockRefreshOptions): void {
  const setDocument = db.prepare(`UPDATE articles SET doc = substr(doc, 1, instr(doc, '${STOCK_FIELDS_START}') - 1) || @fields
    || substr(doc, instr(doc, '${STOCK_FIELDS_START}') + @replacedLength) WHERE id = @id`);
  // A statement of its own: one that names instock rewrites both indexes for every article it touches.
  const setInstock = db.prepare('UPDATE articles SET instock = ? WHERE id = ?');
  const addInstock = db.prepare('UPDATE prefix_facets SET instock = instock + ? WHERE prefix = ? AND brand = ?');
  db.transaction(() => {
    for (const { fields, replacedLength, id } of changes) setDocument.run({ fields, replacedLength, id });
    const flips = stockFlips(changes);
    for (const flip of flips) setInstock.run(flip.instock, flip.id);
    onPhase?.('written');
    for (const delta of facetDeltas(flips)) addInstock.run(delta.instock, delta.prefix, delta.brand);
    onPhase?.('counted');
    db.prepare(`INSERT OR REPLACE INTO meta (key, value) VALUES ('catalogue_version', ?)`).run(version);
  }).immediate();
  onPhase?.('committed');
}

export function refreshStock(db: SqliteDatabase, rows: StockRows, options: StockRefreshOptions): Promise<StockRefreshResult> {
  return whileImporting(db, async () => {
    const lines = await StockLines.read(rows);
    options.beforeApply?.(lines.size);
    options.onPhase?.('read');
    const changes = changedArticles(db, lines);
    const { unknownCount, unknown } = lines.unknown();
    options.onPhase?.('compared');
    write(db, changes, options);
    return { updated: changes.length, unknownCount, unknown };
  });
}
