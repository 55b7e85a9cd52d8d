/** npm run db:create -- [--articles N] [--database FILE] [--force] */
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { createDemoDatabase } from '../catalogue/demo/create-demo-database';
import { DEMO_CATALOGUE_ARTICLES } from '../config';
import { databasePath, runCli, UsageError } from './cli-support';
import { progressReporter } from './progress';

const USAGE = `Usage: npm run db:create -- [--articles N] [--database FILE] [--force]
  Creates the demo database: the fixture rows plus generated articles, N in all
  (default ${DEMO_CATALOGUE_ARTICLES.toLocaleString('en-US')}). --force replaces an existing file.`;

runCli(async () => {
  const { values } = parseArgs({
    options: { articles: { type: 'string' }, database: { type: 'string' }, force: { type: 'boolean' }, help: { type: 'boolean' } },
  });
  if (values.help) return console.log(USAGE);
  const articles = Number(values.articles ?? DEMO_CATALOGUE_ARTICLES);
  if (!Number.isInteger(articles) || articles < 1) throw new UsageError(`--articles must be a positive whole number, not "${values.articles}"`);
  const file = databasePath(values.database);
  if (fs.existsSync(file)) {
    if (!values.force) throw new UsageError(`${file} exists; add --force to replace it`);
    for (const suffix of ['', '-wal', '-shm']) fs.rmSync(file + suffix, { force: true });
  }
  const progress = progressReporter('Demo catalogue', articles);
  await createDemoDatabase(file, { articles, onProgress: ({ loaded, phase }) => progress.update(loaded, phase === 'loading' ? '' : phase) });
  progress.finish(`Created ${file} with ${articles.toLocaleString('en-US')} articles`);
}, USAGE);
