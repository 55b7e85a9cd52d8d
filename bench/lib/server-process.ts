/**
 * Starts the built server as its own process on a free port, as an operator would run it. The
 * benchmarks, the browser tests and the client's integration test all start it this way.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { DEMO } from '../../test/support/demo-users';

/** The repository root, whether this file runs from bench/ (ts-jest) or from dist/bench/ (compiled). */
export const REPOSITORY = findRepository(__dirname);

function findRepository(start: string): string {
  for (let dir = start; ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`no package.json above ${start}`);
  }
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

export interface RunningServer {
  url: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

/** The server's database: a SQLite file, or a PostgreSQL URL. */
export type ServerDatabase = { database: string } | { databaseUrl: string };

export type ServerOptions = ServerDatabase & {
  /** Where the server's output goes; without it, output is kept to explain a failed start. */
  logFile?: string;
  env?: Record<string, string>;
  startTimeoutMs?: number;
};

/** The server reads DATABASE_URL before DATABASE, so a SQLite run clears one set in this environment. */
function databaseEnv(options: ServerDatabase): Record<string, string> {
  return 'databaseUrl' in options ? { DATABASE_URL: options.databaseUrl } : { DATABASE: options.database, DATABASE_URL: '' };
}

export async function startServer({ logFile, env = {}, startTimeoutMs = 300_000, ...database }: ServerOptions): Promise<RunningServer> {
  const port = await freePort();
  const log = logFile ? fs.openSync(logFile, 'w') : 'pipe';
  const child = spawn(process.execPath, [path.join(REPOSITORY, 'dist', 'server', 'main.js')], {
    env: { ...process.env, PORT: String(port), ...databaseEnv(database), ...env },
    stdio: ['ignore', log, log],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => { output += chunk; });
  child.stderr?.on('data', (chunk) => { output += chunk; });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + startTimeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}: ${logFile ? `see ${logFile}` : output}`);
    if (Date.now() > deadline) throw new Error(`the server did not start in time: ${output}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    process: child,
    stop: () => new Promise((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    }),
  };
}

/** A running server with its SQLite file, which an operator's command (an import) may change meanwhile. */
export interface TemporaryServer extends RunningServer {
  database: string;
}

/** A server on a fresh small demo database in a temporary folder, removed when it stops. */
export async function startTemporaryServer(articles = 3000, env: Record<string, string> = {}): Promise<TemporaryServer> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pricetool-server-'));
  const database = path.join(dir, 'demo.sqlite');
  const server = await startServer({
    database, env: { DEMO_ARTICLES: String(articles), LOG_LEVEL: 'warn', ...env }, startTimeoutMs: 60_000,
  });
  return {
    ...server,
    database,
    stop: async () => {
      await server.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

export async function signIn(url: string, email = DEMO.muster.email, password = DEMO.password): Promise<string> {
  const passwordhash = crypto.createHash('sha256').update(password).digest('hex');
  const response = await fetch(`${url}/api/login`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ useremail: email, passwordhash }),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status}`);
  return ((await response.json()) as { token: string }).token;
}
