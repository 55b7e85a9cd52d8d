/**
 * The built server in its own process on a new database of either backend, which it fills with
 * the demo catalogue as on a first start: a SQLite file, or a database in the test PostgreSQL
 * cluster. Stopping it removes the database.
 */
import { startServer, type RunningServer } from '../../../../bench/lib/server-process';
import { emptyTestDatabase, type Backend } from '../../../server/support/test-app';

export interface ServerOnBackend extends RunningServer {
  /** What the CLIs' --database takes: the SQLite file or the PostgreSQL URL. */
  database: string;
}

/** How long a start may take: it creates the demo first, which takes a minute at full size on a busy machine. */
function startTimeoutMs(articles: number): number {
  return 60_000 + articles / 5;
}

async function startServerOn(backend: Backend, articles: number, env: Record<string, string>): Promise<ServerOnBackend> {
  const created = await emptyTestDatabase(backend);
  const database = created.target.kind === 'sqlite' ? created.target.file : created.target.url;
  const where = created.target.kind === 'sqlite' ? { database } : { databaseUrl: database };
  try {
    const server = await startServer({ ...where, env: { DEMO_ARTICLES: String(articles), LOG_LEVEL: 'warn', ...env }, startTimeoutMs: startTimeoutMs(articles) });
    return {
      ...server,
      database,
      async stop() {
        await server.stop();
        await created.remove();
      },
    };
  } catch (error) {
    await created.remove();
    throw error;
  }
}

/** A suite's server: started before its tests (with `env` added to its environment), stopped (its database removed) after them. */
export function suiteServer(backend: Backend, articles: number, env: Record<string, string> = {}): { server: ServerOnBackend } {
  const suite = {} as { server: ServerOnBackend };
  beforeAll(async () => {
    suite.server = await startServerOn(backend, articles, env);
  }, startTimeoutMs(articles) + 30_000);
  afterAll(() => suite.server?.stop());
  return suite;
}
