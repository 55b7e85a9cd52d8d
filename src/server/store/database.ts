/**
 * A database of either backend, opened from where it lives: a SQLite file (the embedded default)
 * or a PostgreSQL URL (several server instances on one database). Everything above the store
 * (routes, CLIs, the demo, imports) works on this interface and never asks which backend it is.
 */
import type { Admin } from './admin';
import type { CatalogueRows, LoadOptions } from './catalogue-load';
import type { Store } from './store';

export type DatabaseTarget = { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string };

export interface Database {
  readonly target: DatabaseTarget;
  readonly store: Store;
  readonly admin: Admin;
  /** Stages every row, indexes, and swaps the catalogue in atomically; returns the articles now serving. */
  loadCatalogue(rows: CatalogueRows, options: LoadOptions): Promise<number>;
  close(): Promise<void>;
}

export const POSTGRES_URL = /^postgres(ql)?:\/\//i;

/** A --database option: a postgres:// URL, or a SQLite file path. */
export function targetFromOption(value: string, resolve: (file: string) => string): DatabaseTarget {
  return POSTGRES_URL.test(value) ? { kind: 'postgres', url: value } : { kind: 'sqlite', file: resolve(value) };
}

/** Where the database is, for messages: the file, or the URL without its password. */
export function describeTarget(target: DatabaseTarget): string {
  if (target.kind === 'sqlite') return target.file;
  try {
    const url = new URL(target.url);
    if (url.password) url.password = '***';
    return url.toString();
  } catch {
    return 'postgres://(unreadable URL)';
  }
}

export async function connectDatabase(target: DatabaseTarget): Promise<Database> {
  // Each backend's driver is loaded only when it is used.
  if (target.kind === 'sqlite') return (await import('./sqlite/sqlite-database')).SqliteDatabaseHandle.open(target.file);
  return (await import('./postgres/postgres-database')).PostgresDatabase.connect(target.url);
}
