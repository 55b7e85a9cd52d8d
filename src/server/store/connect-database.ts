/** Opens a database of either backend from where it lives; the backends never import this factory. */
import type { DatabaseTarget } from '../database-target';
import type { ConnectOptions, Database } from './database';

export async function connectDatabase(target: DatabaseTarget, options: ConnectOptions = {}): Promise<Database> {
  // Each backend's driver is loaded only when it is used.
  if (target.kind === 'sqlite') return (await import('./sqlite/sqlite-database')).SqliteDatabaseHandle.open(target.file, options);
  return (await import('./postgres/postgres-database')).PostgresDatabase.connect(target.url);
}
