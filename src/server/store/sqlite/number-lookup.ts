/**
 * A parts list's numbers on SQLite (POST /api/lookup): every number's articles and replacements in
 * two statements however long the list, read in one transaction so an import swapping the
 * catalogue is seen wholly or not at all. Each number is one probe of the artnrt4 index.
 */
import type { ReplacementRow } from '../catalogue-rows';
import { withDiscount, type ArticleRow } from '../search-results';
import type { CatalogueNumbers, NumberLookup, NumberLookupResult } from '../store';
import { NUMBERS_REPLACEMENTS_ORDER } from '../store-rows';
import { ARTICLE_SELECT } from './catalogue-search';
import type { SqliteDatabase } from './open-database';
import { NUMBER_INDEX_BATCH } from '../../config';
import { numbersInBatches } from '../catalogue-numbers';

interface LookupParams {
  numbers: string;
  blocked: string;
  customer: number;
}

const WANTED = `SELECT value FROM json_each(@numbers)`;

/** The articles of the numbers and of their replacements, with the customer's percentage. */
export const NUMBER_ARTICLES_SQL = `${ARTICLE_SELECT}
  WHERE a.artnrt4 IN (${WANTED} UNION SELECT to_artnrt4 FROM replacements WHERE from_artnrt4 IN (${WANTED}))
    AND a.brand NOT IN (SELECT value FROM json_each(@blocked))
  ORDER BY a.artnrt4, a.instock DESC, a.brand, a.id`;

/** The articles of the numbers alone. */
const OWN_ARTICLES_SQL = `${ARTICLE_SELECT}
  WHERE a.artnrt4 IN (${WANTED}) AND a.brand NOT IN (SELECT value FROM json_each(@blocked))
  ORDER BY a.artnrt4, a.instock DESC, a.brand, a.id`;

export function numberLookup(db: SqliteDatabase): (lookup: NumberLookup) => NumberLookupResult {
  const articles = db.prepare<LookupParams, ArticleRow>(NUMBER_ARTICLES_SQL).raw();
  const ownArticles = db.prepare<LookupParams, ArticleRow>(OWN_ARTICLES_SQL).raw();
  const replacements = db.prepare<{ numbers: string }, ReplacementRow>(`
    SELECT from_artnrt4, from_brand, to_artnrt4, to_brand FROM replacements
    WHERE from_artnrt4 IN (${WANTED}) ${NUMBERS_REPLACEMENTS_ORDER}`);
  const version = db.prepare<[], string>(`SELECT value FROM meta WHERE key = 'catalogue_version'`).pluck();
  return db.transaction((lookup: NumberLookup): NumberLookupResult => {
    const numbers = JSON.stringify([...new Set(lookup.numbers)]);
    const params = { numbers, blocked: JSON.stringify(lookup.blockedBrands), customer: lookup.customerId ?? -1 };
    const withReplacements = lookup.withReplacements !== false;
    return {
      articles: ((withReplacements ? articles : ownArticles).all(params) as ArticleRow[]).map(withDiscount),
      replacements: withReplacements ? replacements.all({ numbers }) : [],
      catalogueVersion: version.get() ?? 'empty',
    };
  });
}

/** Every distinct number with the version (catalogue-numbers.ts); the artnrt4 index gives them in order, no sort. */
export function catalogueNumbers(db: SqliteDatabase, batchSize = NUMBER_INDEX_BATCH): (signal?: AbortSignal) => Promise<CatalogueNumbers> {
  const after = db.prepare<[string, number], string>('SELECT DISTINCT artnrt4 FROM articles WHERE artnrt4 > ? ORDER BY artnrt4 LIMIT ?').pluck();
  const version = db.prepare<[], string>(`SELECT value FROM meta WHERE key = 'catalogue_version'`).pluck();
  const reads = { version: () => version.get() ?? 'empty', after: (last: string, limit: number) => after.all(last, limit) };
  return (signal) => numbersInBatches(reads, batchSize, signal);
}
