/**
 * What the import suites share: a demo database of either backend with a writer and a reader
 * connection, CSV files in a scratch folder, and another process's import holding the lock.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { connectDatabase } from '../../../src/server/store/connect-database';
import type { Database } from '../../../src/server/store/database';
import { ADVISORY_LOCK } from '../../../src/server/store/postgres/pool';
import { acquireImportLock, releaseImportLock } from '../../../src/server/store/sqlite/catalogue-loader';
import { SqliteDatabaseHandle } from '../../../src/server/store/sqlite/sqlite-database';
import type { SearchQuery } from '../../../src/server/store/store';
import { createTestDatabase, type Backend, type TestDatabase } from './test-app';

export interface ImportBed {
  created: TestDatabase;
  writer: Database;
  reader: Database;
  dir: string;
  writeCsv: (name: string, content: string | Buffer) => string;
  close: () => Promise<void>;
}

export async function openImportBed(backend: Backend, articles = 200): Promise<ImportBed> {
  const created = await createTestDatabase(backend, articles);
  const writer = await connectDatabase(created.target);
  const reader = await connectDatabase(created.target);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pricetool-csv-'));
  return {
    created, writer, reader, dir,
    writeCsv: (name, content) => {
      const file = path.join(dir, name);
      fs.writeFileSync(file, content);
      return file;
    },
    close: async () => {
      await writer.close();
      await reader.close();
      await created.remove();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Another process's import holding the lock; `end` makes that process go away. */
export async function otherImport(database: Database, target: TestDatabase['target']): Promise<{ end: () => Promise<void> }> {
  if (database instanceof SqliteDatabaseHandle) {
    const db = database.store.db;
    acquireImportLock(db);
    return { end: async () => releaseImportLock(db) };
  }
  const client = new pg.Client({ connectionString: (target as { url: string }).url });
  await client.connect();
  await client.query('SELECT pg_advisory_lock($1)', [ADVISORY_LOCK.import]);
  return { end: () => client.end() };
}

export const searchQuery = (q: string, limit = 100): SearchQuery =>
  ({ q, exact: false, brands: null, onstock: false, customerId: null, blockedBrands: [], limit });

/** Lines of a `;`-separated file as German Excel saves it: BOM, CRLF, decimal comma left as is. */
export function excelCsv(lines: string[][]): Buffer {
  const field = (value: string) => (/[";\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);
  return Buffer.from(`\uFEFF${lines.map((line) => line.map(field).join(';')).join('\r\n')}\r\n`, 'utf8');
}
