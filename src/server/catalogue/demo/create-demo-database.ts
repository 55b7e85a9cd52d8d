/**
 * Creates the demo database of DESIGN.md §4: brands, the two demo customers with their discounts,
 * the three demo users, the fixture replacements, and the catalogue (fixture rows first, then the
 * deterministic generated articles). It is built under a temporary name and renamed when complete,
 * so an interrupted creation never leaves a half-filled database behind.
 */
import fs from 'node:fs';
import { CANONICAL_BRANDS } from '../../../shared/brands/brand-mapping';
import { clientPasswordHash, hashPassword } from '../../auth/password';
import { SqliteAdmin } from '../../store/sqlite/admin';
import { loadCatalogue, type LoadProgress } from '../../store/sqlite/catalogue-loader';
import { openDatabase } from '../../store/sqlite/open-database';
import type { CatalogueRow } from '../catalogue-row';
import { DEMO_PASSWORD, DEMO_USERS, FIXTURE_ARTICLES, FIXTURE_REPLACEMENTS, MUSTER, NORDTECH } from './fixtures';
import { DEMO_SEED, generateArticles, generatedDiscountGroups } from './generate';

export interface DemoOptions {
  /** Total articles, fixture rows included (at least the fixture rows). */
  articles: number;
  onProgress?: (progress: LoadProgress) => void;
}

export function* demoCatalogue(articles: number): Generator<CatalogueRow> {
  yield* FIXTURE_ARTICLES;
  yield* generateArticles(Math.max(0, articles - FIXTURE_ARTICLES.length));
}

/**
 * The demo customer also gets a discount on the groups only the generated catalogue uses, so most
 * demo prices are real prices; the percentages follow from the group name, so they never change.
 */
export function demoDiscountsForGeneratedGroups(): Record<string, number> {
  const discounts: Record<string, number> = {};
  for (const group of generatedDiscountGroups()) {
    if (group in MUSTER.discounts || group === 'om-x') continue;
    let sum = 0;
    for (const char of group) sum = (sum * 31 + char.charCodeAt(0)) % 9973;
    discounts[group] = 5 + (sum % 9) * 5;
  }
  return discounts;
}

export async function createDemoDatabase(file: string, options: DemoOptions): Promise<void> {
  const partial = `${file}.creating`;
  for (const suffix of ['', '-wal', '-shm']) fs.rmSync(partial + suffix, { force: true });
  const db = openDatabase(partial);
  try {
    const admin = new SqliteAdmin(db);
    admin.replaceBrands(CANONICAL_BRANDS);
    admin.replaceReplacements(FIXTURE_REPLACEMENTS);
    const muster = admin.ensureCustomer(MUSTER.name);
    admin.setDiscounts(muster, { ...demoDiscountsForGeneratedGroups(), ...MUSTER.discounts });
    admin.setDiscounts(admin.ensureCustomer(NORDTECH.name), NORDTECH.discounts);
    const passwordHash = await hashPassword(clientPasswordHash(DEMO_PASSWORD));
    for (const user of DEMO_USERS) {
      admin.addUser({
        email: user.email,
        username: user.username,
        passwordHash,
        customerId: user.customer ? admin.customerId(user.customer) : null,
        blockedBrands: user.blocked_brands,
      });
    }
    const articles = Math.max(options.articles, FIXTURE_ARTICLES.length);
    await loadCatalogue(db, demoCatalogue(articles), { version: `demo-${DEMO_SEED}-${articles}`, onProgress: options.onProgress });
    db.pragma('wal_checkpoint(TRUNCATE)');
  } finally {
    db.close();
  }
  fs.renameSync(partial, file);
  for (const suffix of ['-wal', '-shm']) fs.rmSync(partial + suffix, { force: true });
}
