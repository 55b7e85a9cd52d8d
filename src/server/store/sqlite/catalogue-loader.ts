/**
 * Loads a whole catalogue and swaps it in atomically. Rows go into a staging table in short
 * transactions (so sign-ins can still write meanwhile); one final transaction drops the old table
 * and renames the new one. A reader's transaction sees either catalogue, never a mix, and a loader
 * that dies before the swap leaves the old catalogue serving.
 */
import os from 'node:os';
import type { Article } from '../../../shared/contract';
import { normaliseQuery } from '../../../shared/normalise';
import type { CatalogueRow } from '../../catalogue/catalogue-row';
import { ARTICLE_COLUMNS_SQL, articleIndexSql, PREFIX_FACET_COLUMNS_SQL } from './migrations';
import type { SqliteDatabase } from './open-database';
import { PrefixFacetCounter } from './prefix-facets';

const STAGING = 'articles_next';
const STAGING_FACETS = 'prefix_facets_next';
const BATCH_SIZE = 20_000;

export class ImportInProgressError extends Error {
  constructor(readonly pid: number, readonly startedAt: number) {
    super(`Another catalogue import (process ${pid}, started ${new Date(startedAt).toISOString()}) is still running`);
  }
}

export interface LoadProgress {
  loaded: number;
  phase: 'loading' | 'indexing' | 'swapping' | 'done';
}

export interface LoadOptions {
  version: string;
  onProgress?: (progress: LoadProgress) => void;
  /** Called after the last row is staged and before the swap; throwing aborts the import. */
  beforeSwap?: (loaded: number) => void;
}

function processIsAlive(pid: number): boolean {
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
      throw new ImportInProgressError(holder.pid, holder.started_at);
    }
    db.prepare('INSERT OR REPLACE INTO import_lock (id, pid, host, started_at) VALUES (1, ?, ?, ?)')
      .run(process.pid, os.hostname(), Date.now());
  }).immediate();
}

export function releaseImportLock(db: SqliteDatabase): void {
  db.prepare('DELETE FROM import_lock WHERE id = 1 AND pid = ?').run(process.pid);
}

function insertStatement(db: SqliteDatabase) {
  return db.prepare(`INSERT INTO ${STAGING} (artnrt4, brand, instock, discountgroup, doc)
    VALUES (@artnrt4, @brand, @instock, @discountgroup, @doc)`);
}

/** The article as the API sends it, in the contract's field order, except the customer's discount. */
export function articleDocument(row: CatalogueRow, artnrt4: string): Omit<Article, 'discount'> {
  return {
    brand: row.brand, artnr: row.artnr, artnrt4, to_artnrt4: artnrt4, name: row.name, onstock: row.onstock,
    delivery_time_weeks: row.delivery_time_weeks, listprice: row.listprice, discountgroup: row.discountgroup,
    metalsur: row.metalsur, base_unit: row.base_unit, moq: row.moq, weight: row.weight, weightunit: row.weightunit,
    ctn: row.ctn, origin: row.origin,
  };
}

function dropStaging(db: SqliteDatabase): void {
  db.exec(`DROP TABLE IF EXISTS ${STAGING}; DROP TABLE IF EXISTS ${STAGING_FACETS};`);
}

function insertFacets(db: SqliteDatabase, facets: PrefixFacetCounter): void {
  const insert = db.prepare(`INSERT INTO ${STAGING_FACETS} (prefix, brand, count, instock) VALUES (@prefix, @brand, @count, @instock)`);
  db.transaction(() => {
    for (const facet of facets.facets()) insert.run(facet);
  })();
}

/** Stages every row, indexes, and swaps. Returns the number of articles now serving. */
export async function loadCatalogue(
  db: SqliteDatabase, rows: Iterable<CatalogueRow> | AsyncIterable<CatalogueRow>, options: LoadOptions,
): Promise<number> {
  acquireImportLock(db);
  try {
    dropStaging(db);
    db.exec(`CREATE TABLE ${STAGING} (${ARTICLE_COLUMNS_SQL}); CREATE TABLE ${STAGING_FACETS} (${PREFIX_FACET_COLUMNS_SQL}) WITHOUT ROWID;`);
    const insert = insertStatement(db);
    const facets = new PrefixFacetCounter();
    const insertBatch = db.transaction((batch: CatalogueRow[]) => {
      for (const row of batch) {
        const artnrt4 = normaliseQuery(row.artnr);
        const instock = Number(row.onstock) > 0 ? 1 : 0;
        insert.run({ artnrt4, brand: row.brand, instock, discountgroup: row.discountgroup, doc: JSON.stringify(articleDocument(row, artnrt4)) });
        facets.add(artnrt4, row.brand, instock);
      }
    });
    let loaded = 0;
    let batch: CatalogueRow[] = [];
    for await (const row of rows) {
      batch.push(row);
      if (batch.length === BATCH_SIZE) {
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
    options.onProgress?.({ loaded, phase: 'done' });
    return loaded;
  } catch (error) {
    dropStaging(db);
    throw error;
  } finally {
    releaseImportLock(db);
  }
}
