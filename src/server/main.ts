/**
 * Starts the server: creates the demo database on first start, listens, and closes gracefully on
 * SIGTERM/SIGINT (a short drain with health failing, then the port closes, in-flight requests
 * finish, and the database closes).
 */
import { buildApp } from './app';
import { ensureDemoDatabase } from './catalogue/demo/create-demo-database';
import { DEMO_PASSWORD, DEMO_USERS } from './catalogue/demo/fixtures';
import { progressReporter } from './cli/progress';
import { readConfig, SHUTDOWN_DEADLINE_MS, SHUTDOWN_DRAIN_MS, type ServerConfig } from './config';
import { describeTarget } from './database-target';
import { connectDatabase } from './store/connect-database';

/** A new database (no SQLite file yet, or an empty PostgreSQL database) gets the demo catalogue. */
async function ensureDatabase(config: ServerConfig): Promise<void> {
  const where = describeTarget(config.databaseTarget);
  const count = config.demoArticles.toLocaleString('en-US');
  const progress = progressReporter('Demo catalogue', config.demoArticles);
  const created = await ensureDemoDatabase(config.databaseTarget, {
    articles: config.demoArticles,
    onStart: () => console.log(`No catalogue at ${where} yet: creating the demo catalogue (${count} articles).`),
    onProgress: ({ loaded, phase }) => progress.update(loaded, phase === 'loading' ? '' : phase),
  });
  if (created) progress.finish(`Demo catalogue created: ${count} articles`);
}

async function main(): Promise<void> {
  const config = readConfig();
  await ensureDatabase(config);
  const database = await connectDatabase(config.databaseTarget);
  const { store } = database;
  const { app, beginShutdown } = await buildApp({
    store,
    flags: config.flags,
    logger: { level: config.logLevel },
    trustProxy: config.trustProxy,
    benchFloor: config.benchFloor,
    clientDir: config.clientDir,
    localesDir: config.localesDir,
    metricsAllow: config.metricsAllow,
  });
  await app.listen({ port: config.port, host: config.host });

  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const host = config.host.includes(':') ? `[${config.host}]` : config.host;
  console.log(`\npricetool is running at http://${host}:${port}/`);
  console.log(`Demo sign-in: ${DEMO_USERS[0].email} / ${DEMO_PASSWORD}\n`);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    beginShutdown();
    setTimeout(() => {
      app.log.error('in-flight requests did not finish in time; exiting');
      process.exit(1);
    }, SHUTDOWN_DEADLINE_MS).unref();
    await new Promise((resolve) => setTimeout(resolve, SHUTDOWN_DRAIN_MS));
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
