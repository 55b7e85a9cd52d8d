/** npm run db:create -- [--articles N | --empty] [--database FILE|URL] [--force] */
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { createDemoDatabase, createPostgresDemo, DatabaseInUseError } from '../catalogue/demo/create-demo-database';
import { createEmptyDatabase, DatabaseExistsError } from '../catalogue/new-database';
import { DEMO_CATALOGUE_ARTICLES } from '../config';
import { describeTarget } from '../database-target';
import { DATABASE_OPTION_USAGE, databaseTarget, runCli, UsageError } from './cli-support';
import { progressReporter } from './progress';

const USAGE = `Usage: npm run db:create -- [--articles N | --empty] [--database FILE|URL] [--force]
  Creates the demo database: the fixture rows plus generated articles, N in all
  (default ${DEMO_CATALOGUE_ARTICLES.toLocaleString('en-US')}). --empty creates the schema only, no
  demo data and no users: the database a production server starts on. --force replaces an existing
  file, or empties a PostgreSQL database that holds a catalogue or users.
${DATABASE_OPTION_USAGE}`;

runCli(async () => {
  const { values } = parseArgs({
    options: {
      articles: { type: 'string' }, empty: { type: 'boolean' }, database: { type: 'string' }, force: { type: 'boolean' }, help: { type: 'boolean' },
    },
  });
  if (values.help) return console.log(USAGE);
  if (values.empty) {
    if (values.articles !== undefined) throw new UsageError('--empty takes no --articles');
    const target = databaseTarget(values.database);
    await createEmptyDatabase(target, values.force ?? false).catch((error: unknown) => {
      if (error instanceof DatabaseExistsError) throw new UsageError(`${error.message}; add --force to replace it`);
      throw error;
    });
    return console.log(`Created ${describeTarget(target)} with an empty catalogue and no users`);
  }
  const articles = Number(values.articles ?? DEMO_CATALOGUE_ARTICLES);
  if (!Number.isInteger(articles) || articles < 1) throw new UsageError(`--articles must be a positive whole number, not "${values.articles}"`);
  const target = databaseTarget(values.database);
  const progress = progressReporter('Demo catalogue', articles);
  const onProgress = ({ loaded, phase }: { loaded: number; phase: string }) => progress.update(loaded, phase === 'loading' ? '' : phase);
  if (target.kind === 'sqlite') {
    if (fs.existsSync(target.file)) {
      if (!values.force) throw new UsageError(`${target.file} exists; add --force to replace it`);
      for (const suffix of ['', '-wal', '-shm']) fs.rmSync(target.file + suffix, { force: true });
    }
    await createDemoDatabase(target.file, { articles, onProgress });
  } else {
    await createPostgresDemo(target.url, { articles, onProgress, force: values.force ?? false }).catch((error: unknown) => {
      if (error instanceof DatabaseInUseError) throw new UsageError(`${error.message}; add --force to replace it`);
      throw error;
    });
  }
  progress.finish(`Created ${describeTarget(target)} with ${articles.toLocaleString('en-US')} articles`);
}, USAGE);
