/**
 * The built server started as an operator starts it (SQLite): what a production start and a
 * development start print, and that no start but the one creating the demo prints a password.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEMO_PASSWORD } from '../../src/server/catalogue/demo/fixtures';
import { buildServer, runCli, startServer } from './support/compiled-cli';

let dir: string;
beforeAll(() => {
  buildServer();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pricetool-start-'));
}, 120_000);
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const sqlite = (name: string) => path.join(dir, name);

it('in production starts on an empty database, says so and names the imports, and prints no password', async () => {
  expect(runCli('db-create', ['--empty', '--database', sqlite('empty.sqlite')]).status).toBe(0);
  const run = await startServer({ NODE_ENV: 'production', DATABASE: sqlite('empty.sqlite') });
  expect(run.status).toBe(0);
  expect(run.health).toMatchObject({ catalogue: 'empty', articles: 0 });
  expect(run.output).toContain('(production)');
  const notice = run.output.split('\n').find((line) => line.includes('"startup-notice"'));
  expect(JSON.parse(notice!)).toMatchObject({ level: 40, msg: expect.stringContaining('The catalogue is empty') });
  expect(notice).toContain('npm run catalogue:import');
  expect(run.output).not.toContain(DEMO_PASSWORD);
});

it('in production refuses a SQLite file that does not exist, and creates none', async () => {
  const run = await startServer({ NODE_ENV: 'production', DATABASE: sqlite('typo.sqlite') });
  expect(run.status).toBe(1);
  expect(run.output).toContain('npm run db:create -- --empty');
  expect(fs.existsSync(sqlite('typo.sqlite'))).toBe(false);
});

it('outside production creates the demo and prints its sign-in once; later starts, and production ones, print no password', async () => {
  const first = await startServer({ DATABASE: sqlite('demo.sqlite') });
  expect(first.output).toContain('creating the demo catalogue');
  expect(first.output).toContain(`Demo sign-in: demo@example.com / ${DEMO_PASSWORD}`);
  expect(first.output).toContain(`Demo staff sign-in (the console at /admin): staff@example.com / ${DEMO_PASSWORD}`);
  expect(first.health).toMatchObject({ catalogue: 'loaded', articles: 500 });

  const again = await startServer({ DATABASE: sqlite('demo.sqlite') });
  expect(again.status).toBe(0);
  expect(again.output).not.toContain(DEMO_PASSWORD);

  const production = await startServer({ NODE_ENV: 'production', DATABASE: sqlite('demo.sqlite') });
  expect(production.output).toMatch(/"startup-notice".*demo users whose password is public: demo@example.com/);
  expect(production.output).not.toContain(DEMO_PASSWORD);
}, 60_000);
