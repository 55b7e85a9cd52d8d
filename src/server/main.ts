/**
 * Starts the server: opens the database (creating the demo on a first start outside production),
 * listens, and closes gracefully on SIGTERM/SIGINT (a short drain with health failing, then the
 * port closes, in-flight requests finish, and the database closes).
 */
import { buildApp } from './app';
import { DEMO_PASSWORD, DEMO_STAFF, DEMO_USERS } from './catalogue/demo/fixtures';
import { openServerDatabase } from './catalogue/new-database';
import { startupNotices } from './catalogue/startup-notices';
import { progressReporter } from './cli/progress';
import { FAIR_SHARE, readConfig, SHUTDOWN_DEADLINE_MS, SHUTDOWN_DRAIN_MS, type ServerConfig } from './config';
import { describeTarget } from './database-target';
import { serverLogStream } from './log-stream';

/** Shows the demo's creation on the console: it takes half a minute at full size. */
function demoProgress(config: ServerConfig) {
  const count = config.demoArticles.toLocaleString('en-US');
  const progress = progressReporter('Demo catalogue', config.demoArticles);
  return {
    hooks: {
      onDemoStart: () => console.log(`No catalogue at ${describeTarget(config.databaseTarget)} yet: creating the demo catalogue (${count} articles).`),
      onDemoProgress: ({ loaded, phase }: { loaded: number; phase: string }) => progress.update(loaded, phase === 'loading' ? '' : phase),
    },
    finish: () => progress.finish(`Demo catalogue created: ${count} articles`),
  };
}

async function main(): Promise<void> {
  const config = readConfig();
  const demo = demoProgress(config);
  const { database, demoCreated } = await openServerDatabase(config, demo.hooks);
  if (demoCreated) demo.finish();
  const { store } = database;
  const { app, beginShutdown } = await buildApp({
    store,
    admin: database.admin,
    flags: config.flags,
    logger: { level: config.logLevel, stream: serverLogStream() },
    trustProxy: config.trustProxy,
    benchFloor: config.benchFloor,
    clientDir: config.clientDir,
    localesDir: config.localesDir,
    metricsAllow: config.metricsAllow,
    fairShare: config.fairShare ? FAIR_SHARE : null,
  });
  await app.listen({ port: config.port, host: config.host });
  for (const notice of await startupNotices(database, config.production)) app.log.warn({ event: 'startup-notice' }, notice);

  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const host = config.host.includes(':') ? `[${config.host}]` : config.host;
  console.log(`\npricetool is running at http://${host}:${port}/${config.production ? ' (production)' : ''}`);
  // The demo's password is printed only by the start that created it: every later start may be a server others use.
  if (demoCreated) {
    console.log(`Demo sign-in: ${DEMO_USERS[0].email} / ${DEMO_PASSWORD}`);
    console.log(`Demo staff sign-in (the console at /admin): ${DEMO_STAFF.email} / ${DEMO_PASSWORD}`);
  }
  console.log('');

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
