/**
 * The built server started as an operator starts it (SQLite): what a production start and a
 * development start print, and that no start but the one creating the demo prints a password.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEMO_PASSWORD } from '../../src/server/catalogue/demo/fixtures';
import { buildServer, runCli } from './support/compiled-cli';

const MAIN = path.resolve(__dirname, '..', '..', 'dist', 'server', 'main.js');

let dir: string;
beforeAll(() => {
  buildServer();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pricetool-start-'));
}, 120_000);
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

interface Run {
  output: string;
  status: number | null;
  health?: { catalogue: string; articles: number };
}

/** Starts the server, reads health once it is running, stops it with SIGTERM; everything it printed. */
function start(env: Record<string, string>): Promise<Run> {
  const child = spawn(process.execPath, [MAIN], { env: { ...process.env, PORT: '0', DEMO_ARTICLES: '500', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  let health: Run['health'];
  return new Promise((resolve) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const running = /running at (http:\/\/\S+)/.exec(output);
      if (running && health === undefined) {
        health = { catalogue: 'pending', articles: -1 };
        void fetch(`${running[1]}api/health`).then((response) => response.json()).then((body: Run['health']) => {
          health = body;
          child.kill('SIGTERM');
        });
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.on('exit', (status) => resolve({ output, status, health }));
  });
}

const sqlite = (name: string) => path.join(dir, name);

it('in production starts on an empty database, says so and names the imports, and prints no password', async () => {
  expect(runCli('db-create', ['--empty', '--database', sqlite('empty.sqlite')]).status).toBe(0);
  const run = await start({ NODE_ENV: 'production', DATABASE: sqlite('empty.sqlite') });
  expect(run.status).toBe(0);
  expect(run.health).toMatchObject({ catalogue: 'empty', articles: 0 });
  expect(run.output).toContain('(production)');
  const notice = run.output.split('\n').find((line) => line.includes('"startup-notice"'));
  expect(JSON.parse(notice!)).toMatchObject({ level: 40, msg: expect.stringContaining('The catalogue is empty') });
  expect(notice).toContain('npm run catalogue:import');
  expect(run.output).not.toContain(DEMO_PASSWORD);
});

it('in production refuses a SQLite file that does not exist, and creates none', async () => {
  const run = await start({ NODE_ENV: 'production', DATABASE: sqlite('typo.sqlite') });
  expect(run.status).toBe(1);
  expect(run.output).toContain('npm run db:create -- --empty');
  expect(fs.existsSync(sqlite('typo.sqlite'))).toBe(false);
});

it('outside production creates the demo and prints its sign-in once; later starts, and production ones, print no password', async () => {
  const first = await start({ DATABASE: sqlite('demo.sqlite') });
  expect(first.output).toContain('creating the demo catalogue');
  expect(first.output).toContain(`Demo sign-in: demo@example.com / ${DEMO_PASSWORD}`);
  expect(first.health).toMatchObject({ catalogue: 'loaded', articles: 500 });

  const again = await start({ DATABASE: sqlite('demo.sqlite') });
  expect(again.status).toBe(0);
  expect(again.output).not.toContain(DEMO_PASSWORD);

  const production = await start({ NODE_ENV: 'production', DATABASE: sqlite('demo.sqlite') });
  expect(production.output).toMatch(/"startup-notice".*demo users whose password is public: demo@example.com/);
  expect(production.output).not.toContain(DEMO_PASSWORD);
}, 60_000);
