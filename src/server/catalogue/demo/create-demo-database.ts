/**
 * Creates the demo database (docs/behaviour.md, Demo catalogue): brands, the two demo customers with their discounts,
 * the three demo users, the fixture replacements, and the catalogue (fixture rows first, then the
 * deterministic generated articles). A SQLite file is built under a temporary name and renamed
 * when complete; on PostgreSQL the catalogue swaps in as one transaction and the seeding can be
 * repeated, so an interrupted creation never leaves a half-filled database behind.
 */
import fs from 'node:fs';
import { clientPasswordHash, hashPassword } from '../../auth/password';
import { UserExistsError } from '../../store/admin';
import type { LoadProgress } from '../../store/catalogue-load';
import type { DatabaseTarget } from '../../database-target';
import type { Database } from '../../store/database';
import { ADVISORY_LOCK } from '../../store/postgres/pool';
import { PostgresDatabase } from '../../store/postgres/postgres-database';
import { checkDatabaseFile } from '../../store/sqlite/database-file';
import { databaseFiles } from '../../store/sqlite/disk-space';
import { SqliteDatabaseHandle } from '../../store/sqlite/sqlite-database';
import type { CatalogueRow } from '../../store/catalogue-rows';
import { DEMO_BRANDS } from './demo-brands';
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

/** Seeds the demo rows (again, if they are there already) and loads the demo catalogue. */
export async function seedDemo(database: Database, options: DemoOptions): Promise<void> {
  const { admin } = database;
  await admin.replaceBrands(DEMO_BRANDS);
  await admin.replaceReplacements(FIXTURE_REPLACEMENTS);
  const muster = await admin.ensureCustomer(MUSTER.name);
  await admin.setDiscounts(muster, { ...demoDiscountsForGeneratedGroups(), ...MUSTER.discounts });
  await admin.setDiscounts(await admin.ensureCustomer(NORDTECH.name), NORDTECH.discounts);
  const passwordHash = await hashPassword(clientPasswordHash(DEMO_PASSWORD));
  for (const user of DEMO_USERS) {
    const customerId = user.customer ? await admin.customerId(user.customer) : null;
    await admin.addUser({ email: user.email, username: user.username, passwordHash, customerId, blockedBrands: user.blocked_brands, role: user.role })
      .catch((error: unknown) => {
        if (!(error instanceof UserExistsError)) throw error;
      });
  }
  const articles = Math.max(options.articles, FIXTURE_ARTICLES.length);
  await database.loadCatalogue(demoCatalogue(articles), { version: `${DEMO_VERSION_PREFIX}${DEMO_SEED}-${articles}`, onProgress: options.onProgress });
}

const DEMO_VERSION_PREFIX = 'demo-';

export function isDemoCatalogue(version: string): boolean {
  return version.startsWith(DEMO_VERSION_PREFIX);
}

/** A new SQLite demo database at `file`; `onStart` is called once the file is known to be writable. */
export async function createDemoDatabase(file: string, options: DemoOptions & { onStart?: () => void }): Promise<void> {
  // Checked here so a refusal names the file asked for, not the temporary one.
  checkDatabaseFile(file, 'write');
  options.onStart?.();
  const partial = `${file}.creating`;
  const removePartial = () => {
    for (const name of databaseFiles(partial)) fs.rmSync(name, { force: true });
  };
  removePartial();
  const database = SqliteDatabaseHandle.open(partial);
  try {
    await seedDemo(database, options);
    database.store.db.pragma('wal_checkpoint(TRUNCATE)');
  } finally {
    await database.close();
  }
  fs.renameSync(partial, file);
  // The sign-in state file beside the new one is made at its first opening; the partial's held none.
  removePartial();
}

/**
 * Fills a new database with the demo, as the server does on its first start: a SQLite file that
 * does not exist yet, or a PostgreSQL database that had none of pricetool's tables (or whose demo
 * creation was interrupted). A database the operator's tools have touched is left as it is.
 * `onStart` is called just before the work begins. Returns whether the demo was created.
 */
export async function ensureDemoDatabase(target: DatabaseTarget, options: DemoOptions & { onStart?: () => void }): Promise<boolean> {
  if (target.kind === 'sqlite') {
    if (fs.existsSync(target.file)) return false;
    await createDemoDatabase(target.file, options);
    return true;
  }
  return withDemoLock(target.url, async (database) => {
    if (!database.foundEmpty && (await database.metaValue(DEMO_STATE)) !== 'creating') return false;
    options.onStart?.();
    await createDemoIn(database, options);
    return true;
  });
}

/** Runs `work` on the database while no other process creates a demo in it. */
async function withDemoLock<T>(url: string, work: (database: PostgresDatabase) => Promise<T>): Promise<T> {
  const database = await PostgresDatabase.connect(url);
  try {
    return await database.exclusively(ADVISORY_LOCK.demo, () => work(database));
  } finally {
    await database.close();
  }
}

/** Marks the demo as being created, so a start after an interrupted creation completes it. */
const DEMO_STATE = 'demo_state';

async function createDemoIn(database: PostgresDatabase, options: DemoOptions): Promise<void> {
  await database.setMetaValue(DEMO_STATE, 'creating');
  await seedDemo(database, options);
  await database.setMetaValue(DEMO_STATE, 'created');
}

/** db:create on PostgreSQL: the demo into an unused database, or with `force` into one emptied first. */
export async function createPostgresDemo(url: string, options: DemoOptions & { force: boolean }): Promise<void> {
  await withDemoLock(url, async (database) => {
    if (!(await database.isUnused())) {
      if (!options.force) throw new DatabaseInUseError();
      await database.reset();
    }
    await createDemoIn(database, options);
  });
}

export class DatabaseInUseError extends Error {
  constructor() {
    super('The database holds a catalogue or users already');
  }
}
