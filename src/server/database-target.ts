/**
 * Where a database lives: a SQLite file (the embedded default) or a PostgreSQL URL (several server
 * instances on one database). Read by the configuration and the CLIs before any store is opened.
 */
export type DatabaseTarget = { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string };

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
