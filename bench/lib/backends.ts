/**
 * The store backends a benchmark compares, SQLite (the default) and PostgreSQL: the options that
 * choose them, and how their figures stand side by side in a table and in a results file.
 *   --backend sqlite|postgres|both (default both)
 *   --database FILE   SQLite (default data/pricetool.sqlite, created with the demo catalogue if missing)
 *   --database-url URL, or DATABASE_URL: PostgreSQL, used as it is; without either, a temporary
 *                     cluster filled with as many demo articles as the SQLite database holds
 *   --articles N      both on fresh temporary demo databases of N articles instead (quick trial runs)
 */
import path from 'node:path';
import { POSTGRES_URL } from '../../src/server/database-target';
import { DEFAULT_DATABASE } from './report';

export const BACKENDS = ['sqlite', 'postgres'] as const;
export type Backend = (typeof BACKENDS)[number];
export const BACKEND_NAMES: Record<Backend, string> = { sqlite: 'SQLite', postgres: 'PostgreSQL' };

/** The node:util parseArgs options of every benchmark that runs on both backends. */
export const BACKEND_OPTIONS = {
  backend: { type: 'string', default: 'both' },
  database: { type: 'string' },
  'database-url': { type: 'string' },
  articles: { type: 'string' },
} as const;

export interface BackendChoice {
  backends: Backend[];
  /** The SQLite database, unless `articles` asks for a fresh one. */
  sqliteFile: string;
  /** An existing PostgreSQL database, used as it is; without it, a temporary cluster. */
  postgresUrl?: string;
  /** The size of fresh demo catalogues on both backends, instead of the SQLite file's. */
  articles?: number;
}

export function backendChoice(values: { backend: string; database?: string; 'database-url'?: string; articles?: string }): BackendChoice {
  const backends = values.backend === 'both' ? [...BACKENDS] : BACKENDS.filter((backend) => backend === values.backend);
  if (backends.length === 0) throw new Error(`--backend must be sqlite, postgres or both, not "${values.backend}"`);
  const postgresUrl = values['database-url'] || process.env.DATABASE_URL || undefined;
  if (postgresUrl && !POSTGRES_URL.test(postgresUrl)) throw new Error('--database-url and DATABASE_URL take a postgres:// URL');
  const sqliteFile = path.resolve(values.database ?? DEFAULT_DATABASE);
  if (values.articles === undefined) return { backends, sqliteFile, postgresUrl };
  const articles = Number(values.articles);
  if (!Number.isInteger(articles) || articles < 1) throw new Error(`--articles must be a positive whole number, not "${values.articles}"`);
  if (values.database) throw new Error('--articles runs on a fresh temporary SQLite database: leave out --database');
  return { backends, sqliteFile, postgresUrl, articles };
}

/**
 * A results file's figures: SQLite's where they have always been (the targets are checked against
 * them, and run-all collects their `targets`), PostgreSQL's beside them under `postgres`.
 */
export function resultsByBackend(figures: Partial<Record<Backend, object>>): object {
  return { ...figures.sqlite, ...(figures.postgres && { postgres: figures.postgres }) };
}

/** Every backend's rows, each case's rows next to one another (SQLite first), cases in the order they ran. */
export function sideBySide<Row extends { backend: Backend }>(rows: Row[], caseOf: (row: Row) => string): Row[] {
  const caseOrder = new Map<string, number>();
  for (const row of rows) if (!caseOrder.has(caseOf(row))) caseOrder.set(caseOf(row), caseOrder.size);
  const rank = (row: Row) => (caseOrder.get(caseOf(row)) ?? 0) * BACKENDS.length + BACKENDS.indexOf(row.backend);
  return [...rows].sort((a, b) => rank(a) - rank(b));
}
