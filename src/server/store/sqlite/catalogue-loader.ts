/**
 * Loads a whole catalogue and swaps it in atomically. Rows go into a staging table in short
 * transactions; one final transaction drops the old table and renames the new one. A reader's
 * transaction sees either catalogue, never a mix, and a loader that dies before the swap leaves
 * the old catalogue serving. Nothing here touches the sign-in state file, so sign-ins never wait
 * for it. A failed load gives the space it took back (disk-space.ts); one killed leaves its staged
 * rows until the next import, which drops them first.
 */
import fs from 'node:fs';
import os from 'node:os';
import {
  ImportInProgressError, LOAD_BATCH_SIZE, storedArticle, type CatalogueRows, type LoadOptions, type StoredArticle,
} from '../catalogue-load';
import { PrefixFacetCounter } from '../prefix-facets';
import {
  checkRoomForCatalogue, convertToIncrementalVacuum, describeBytes, giveBackSpace, reserveCleanupRoom, reserveFile, truncateLog,
} from './disk-space';
import { ARTICLE_COLUMNS_SQL, articleIndexSql, PREFIX_FACET_COLUMNS_SQL } from './migrations';
import type { SqliteDatabase } from './open-database';

const STAGING = 'articles_next';
const STAGING_FACETS = 'prefix_facets_next';

export function processIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes the import lock, or throws ImportInProgressError while a live process holds it. */
export function acquireImportLock(db: SqliteDatabase): void {
  db.transaction(() => {
    const holder = db.prepare('SELECT pid, host, started_at FROM import_lock WHERE id = 1').get() as
      | { pid: number; host: string; started_at: number }
      | undefined;
    // A lock left by a killed process on this host is stale; one held elsewhere cannot be checked.
    if (holder && (holder.host !== os.hostname() || processIsAlive(holder.pid))) {
      throw new ImportInProgressError(`process ${holder.pid} on ${holder.host}`, holder.started_at);
    }
    db.prepare('INSERT OR REPLACE INTO import_lock (id, pid, host, started_at) VALUES (1, ?, ?, ?)')
      .run(process.pid, os.hostname(), Date.now());
  }).immediate();
}

export function releaseImportLock(db: SqliteDatabase): void {
  db.prepare('DELETE FROM import_lock WHERE id = 1 AND pid = ?').run(process.pid);
}

/**
 * Runs `work` holding the import lock, so that imports of every kind run one at a time. Then the
 * write-ahead log, which a big transaction (a stock refresh writes all of it there) leaves as big
 * on the disk, is emptied, whether the work succeeded or not.
 */
export async function whileImporting<T>(db: SqliteDatabase, work: () => Promise<T>): Promise<T> {
  acquireImportLock(db);
  try {
    return await work();
  } finally {
    releaseImportLock(db);
    try {
      truncateLog(db);
    } catch {
      // The log is then emptied by the next import's end; what the import did stands either way.
    }
  }
}

function insertStatement(db: SqliteDatabase) {
  return db.prepare(`INSERT INTO ${STAGING} (artnrt4, brand, instock, discountgroup, doc)
    VALUES (@artnrt4, @brand, @instock, @discountgroup, @doc)`);
}

/** A killed import's cleanup room, left on the disk. */
function releaseCleanupRoom(db: SqliteDatabase): void {
  fs.rmSync(reserveFile(db.name), { force: true });
}

function dropStaging(db: SqliteDatabase): void {
  db.exec(`DROP TABLE IF EXISTS ${STAGING}; DROP TABLE IF EXISTS ${STAGING_FACETS};`);
}

export function insertFacets(db: SqliteDatabase, facets: PrefixFacetCounter, table = STAGING_FACETS): void {
  const insert = db.prepare(`INSERT INTO ${table} (prefix, brand, count, instock) VALUES (@prefix, @brand, @count, @instock)`);
  db.transaction(() => {
    for (const facet of facets.facets()) insert.run(facet);
  })();
}

/** Stages every row, indexes, and swaps. Returns the number of articles now serving. */
export function loadCatalogue(db: SqliteDatabase, rows: CatalogueRows, options: LoadOptions): Promise<number> {
  return whileImporting(db, () => stageAndSwap(db, rows, options));
}

async function stageAndSwap(db: SqliteDatabase, rows: CatalogueRows, options: LoadOptions): Promise<number> {
  dropStaging(db);
  releaseCleanupRoom(db);
  convertToIncrementalVacuum(db, () => options.onProgress?.({ loaded: 0, phase: 'compacting' }));
  if (options.sourceBytes !== undefined) checkRoomForCatalogue(db, options.sourceBytes);
  const pagesBefore = db.pragma('page_count', { simple: true }) as number;
  const releaseRoom = reserveCleanupRoom(db);
  try {
    db.exec(`CREATE TABLE ${STAGING} (${ARTICLE_COLUMNS_SQL}); CREATE TABLE ${STAGING_FACETS} (${PREFIX_FACET_COLUMNS_SQL}) WITHOUT ROWID;`);
    const insert = insertStatement(db);
    const facets = new PrefixFacetCounter();
    const insertBatch = db.transaction((batch: StoredArticle[]) => {
      for (const article of batch) {
        insert.run(article);
        facets.add(article.artnrt4, article.brand, article.instock);
      }
    });
    let loaded = 0;
    let batch: StoredArticle[] = [];
    for await (const row of rows) {
      batch.push(storedArticle(row));
      if (batch.length === LOAD_BATCH_SIZE) {
        insertBatch(batch);
        loaded += batch.length;
        batch = [];
        options.onProgress?.({ loaded, phase: 'loading' });
      }
    }
    insertBatch(batch);
    loaded += batch.length;
    options.beforeSwap?.(loaded);

    options.onProgress?.({ loaded, phase: 'indexing' });
    db.exec(articleIndexSql(STAGING, Date.now().toString(36)));
    insertFacets(db, facets);

    options.onProgress?.({ loaded, phase: 'swapping' });
    db.transaction(() => {
      db.exec(`DROP TABLE articles; ALTER TABLE ${STAGING} RENAME TO articles;
               DROP TABLE prefix_facets; ALTER TABLE ${STAGING_FACETS} RENAME TO prefix_facets;`);
      const setMeta = db.prepare('INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)');
      setMeta.run('catalogue_version', options.version);
      setMeta.run('catalogue_articles', String(loaded));
    }).immediate();
    releaseRoom();
    options.onProgress?.({ loaded, phase: 'done' });
    return loaded;
  } catch (error) {
    releaseRoom();
    try {
      dropStaging(db);
      giveBackSpace(db, pagesBefore);
    } catch (cleanupError) {
      const size = describeBytes(db.pragma('page_count', { simple: true }) as number * (db.pragma('page_size', { simple: true }) as number));
      throw new Error(`${(error as Error).message}; giving its space back failed too (${(cleanupError as Error).message}), `
        + `the database file holds ${size} until the next import`, { cause: error });
    }
    throw error;
  }
}
