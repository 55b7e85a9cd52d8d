/**
 * A parts-list lookup on SQLite probes the article-number index once per number instead of
 * reading the whole articles table: a scan would cost a 500-line list tens of milliseconds on a
 * full catalogue, where the probes cost about two.
 */
import { NUMBER_ARTICLES_SQL } from '../../../../src/server/store/sqlite/number-lookup';
import { SqliteStore } from '../../../../src/server/store/sqlite/sqlite-store';
import { createSqliteTestDatabase } from '../../support/test-app';

describe('the plan of a parts-list lookup on SQLite', () => {
  let database: Awaited<ReturnType<typeof createSqliteTestDatabase>>;
  let store: SqliteStore;
  beforeAll(async () => {
    database = await createSqliteTestDatabase(2000);
    store = SqliteStore.open(database.file);
  });
  afterAll(async () => {
    await store.close();
    database.remove();
  });

  it('searches the articles by the article-number index, never scanning them', () => {
    const plan = store.db.prepare(`EXPLAIN QUERY PLAN ${NUMBER_ARTICLES_SQL}`).all({ numbers: '["6es7","750455"]', blocked: '["Pilz"]', customer: 1 }) as Array<{ detail: string }>;
    const articleReads = plan.map((step) => step.detail).filter((detail) => /\bSCAN a\b|\bSEARCH a\b/.test(detail));
    expect(articleReads).toEqual([expect.stringMatching(/^SEARCH a USING INDEX articles_\w*search_\w+ \(artnrt4=\?\)$/)]);
  });
});
