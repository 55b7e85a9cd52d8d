/**
 * Loads a whole catalogue into PostgreSQL and swaps it in atomically. Everything happens in one
 * transaction: a new table is created, the rows are streamed into it with COPY, it is indexed and
 * analysed, and finally the old table is dropped and the new one renamed. Readers see the old
 * catalogue until the commit and the new one after it, never a mix; an import that fails or whose
 * process dies is rolled back by the server and leaves the old catalogue serving. A session
 * advisory lock lets one import run at a time; the server releases it when its session ends.
 */
import os from 'node:os';
import { once } from 'node:events';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import {
  ImportInProgressError, LOAD_BATCH_SIZE, storedArticle, type CatalogueRows, type LoadOptions,
} from '../catalogue-load';
import { PrefixFacetCounter, type PrefixFacet } from '../prefix-facets';
import { ARTICLE_COLUMNS_SQL, articleIndexSql, PREFIX_FACET_COLUMNS_SQL } from './migrations';
import { ADVISORY_LOCK, checkOut } from './pool';

const STAGING = 'articles_next';
const STAGING_FACETS = 'prefix_facets_next';

const COPY_ESCAPES: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };

/** A value in COPY's text format: backslash, tab and line breaks escaped. */
export function copyField(value: string | number): string {
  return typeof value === 'number' ? String(value) : value.replace(/[\\\t\n\r]/g, (char) => COPY_ESCAPES[char]);
}

export const copyLine = (fields: Array<string | number>) => `${fields.map(copyField).join('\t')}\n`;

/** Streams lines into `COPY table (columns) FROM STDIN`, waiting whenever the connection is behind. */
export async function copyInto(client: pg.PoolClient, table: string, columns: string, lines: AsyncIterable<string> | Iterable<string>): Promise<void> {
  const stream = client.query(copyFrom(`COPY ${table} (${columns}) FROM STDIN`));
  // 'finish' comes once the server has taken every row; 'error' when it refused them or the copy was aborted.
  const done = new Promise<void>((resolve, reject) => {
    stream.on('finish', resolve);
    stream.on('error', reject);
  });
  try {
    for await (const chunk of lines) {
      if (!stream.write(chunk)) await once(stream, 'drain');
    }
    stream.end();
  } catch (error) {
    // The rows' source failed (a bad file, say): the copy is aborted and the source's error reported.
    stream.destroy(error as Error);
    await done.catch(() => undefined);
    throw error;
  }
  await done;
}

async function takeImportLock(client: pg.PoolClient): Promise<void> {
  const { rows } = await client.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1) AS locked', [ADVISORY_LOCK.import]);
  if (!rows[0].locked) {
    const holder = await client.query<{ pid: number; host: string; started_at: number }>('SELECT pid, host, started_at FROM import_lock WHERE id = 1');
    const who = holder.rows[0];
    throw new ImportInProgressError(who ? `process ${who.pid} on ${who.host}` : 'another process', who?.started_at ?? null);
  }
  await client.query(
    `INSERT INTO import_lock (id, pid, host, started_at) VALUES (1, $1, $2, $3)
     ON CONFLICT (id) DO UPDATE SET pid = excluded.pid, host = excluded.host, started_at = excluded.started_at`,
    [process.pid, os.hostname(), Date.now()]);
}

export function* facetLines(facets: Iterable<PrefixFacet>): Generator<string> {
  let chunk = '';
  for (const facet of facets) {
    chunk += copyLine([facet.prefix, facet.brand, facet.count, facet.instock]);
    if (chunk.length > 64 * 1024) {
      yield chunk;
      chunk = '';
    }
  }
  yield chunk;
}

/**
 * Runs `work` in one transaction on one connection while holding the import lock, so that imports
 * of every kind run one at a time; a failure rolls the transaction back.
 */
export async function inImportTransaction<T>(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const { client, giveBack } = await checkOut(pool);
  let broken: Error | undefined;
  try {
    await takeImportLock(client);
    try {
      await client.query('BEGIN');
      const result = await work(client);
      await client.query('COMMIT');
      return result;
    } catch (error) {
      await client.query('ROLLBACK').catch((rollbackError: Error) => { broken = rollbackError; });
      throw error;
    } finally {
      await client.query('DELETE FROM import_lock WHERE pid = $1', [process.pid]).catch(() => undefined);
      await client.query('SELECT pg_advisory_unlock($1)', [ADVISORY_LOCK.import]).catch((unlockError: Error) => { broken = unlockError; });
    }
  } finally {
    giveBack(broken);
  }
}

/** How long one try for the swap's lock waits in line, holding up the searches that arrive meanwhile. */
const SWAP_LOCK_TRY_MS = 200;
/** The pause between two tries, in which the searches waiting behind the last one run. */
const SWAP_LOCK_PAUSE_MS = 100;
/** How long the swap tries before the import fails: a pg_dump holds every table for its whole run. */
const SWAP_LOCK_WAIT_MS = 30 * 60_000;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Takes the tables searches read for the swap. A lock request waiting in line holds up every
 * search that arrives after it, and what it waits for may last: autovacuum, which a stock
 * refresh's updates set going, gives way only after deadlock_timeout (1 s), a pg_dump not at all.
 * So each try waits SWAP_LOCK_TRY_MS at most and then steps out of line for a moment.
 * The tables are locked in the order a search statement locks them (its facets CTE comes first):
 * taken the other way round, a search holding prefix_facets and waiting for articles deadlocked
 * with the swap.
 */
async function lockForSwap(client: pg.PoolClient): Promise<void> {
  const deadline = Date.now() + SWAP_LOCK_WAIT_MS;
  for (;;) {
    await client.query('SAVEPOINT swap_lock');
    try {
      await client.query(`SET LOCAL lock_timeout = ${SWAP_LOCK_TRY_MS}; LOCK TABLE prefix_facets, articles IN ACCESS EXCLUSIVE MODE`);
      await client.query('RELEASE SAVEPOINT swap_lock; SET LOCAL lock_timeout = DEFAULT');
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== LOCK_NOT_AVAILABLE || Date.now() > deadline) throw error;
      await client.query('ROLLBACK TO SAVEPOINT swap_lock');
    }
    await pause(SWAP_LOCK_PAUSE_MS);
  }
}

const LOCK_NOT_AVAILABLE = '55P03';

/** Stages every row, indexes, and swaps. Returns the number of articles now serving. */
export async function loadCatalogue(pool: pg.Pool, rows: CatalogueRows, options: LoadOptions): Promise<number> {
  const loaded = await inImportTransaction(pool, (client) => stageAndSwap(client, rows, options));
  options.onProgress?.({ loaded, phase: 'done' });
  return loaded;
}

async function stageAndSwap(client: pg.PoolClient, rows: CatalogueRows, options: LoadOptions): Promise<number> {
  await client.query(`CREATE TABLE ${STAGING} (${ARTICLE_COLUMNS_SQL}); CREATE TABLE ${STAGING_FACETS} (${PREFIX_FACET_COLUMNS_SQL})`);
  const facets = new PrefixFacetCounter();
  let loaded = 0;
  async function* articleLines(): AsyncGenerator<string> {
    let chunk = '';
    for await (const row of rows) {
      const article = storedArticle(row);
      facets.add(article.artnrt4, article.brand, article.instock);
      loaded++;
      chunk += copyLine([loaded, article.artnrt4, article.brand, article.instock, article.discountgroup, article.doc]);
      if (loaded % LOAD_BATCH_SIZE === 0) {
        yield chunk;
        chunk = '';
        options.onProgress?.({ loaded, phase: 'loading' });
      }
    }
    yield chunk;
  }
  await copyInto(client, STAGING, 'id, artnrt4, brand, instock, discountgroup, doc', articleLines());
  options.beforeSwap?.(loaded);

  options.onProgress?.({ loaded, phase: 'indexing' });
  await client.query(articleIndexSql(STAGING, Date.now().toString(36)));
  await copyInto(client, STAGING_FACETS, 'prefix, brand, count, instock', facetLines(facets.facets()));
  await client.query(`ANALYZE ${STAGING}; ANALYZE ${STAGING_FACETS}`);

  options.onProgress?.({ loaded, phase: 'swapping' });
  await lockForSwap(client);
  await client.query(`DROP TABLE articles; ALTER TABLE ${STAGING} RENAME TO articles;
    DROP TABLE prefix_facets; ALTER TABLE ${STAGING_FACETS} RENAME TO prefix_facets`);
  await client.query(
    `INSERT INTO meta (key, value) VALUES ('catalogue_version', $1), ('catalogue_articles', $2)
     ON CONFLICT (key) DO UPDATE SET value = excluded.value`,
    [options.version, String(loaded)]);
  return loaded;
}
