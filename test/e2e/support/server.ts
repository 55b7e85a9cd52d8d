/**
 * The real server, built, in its own process on a free port with a fresh small demo database:
 * what a customer's browser talks to.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..', '..', '..');

export interface E2eServer {
  url: string;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

export async function startServer(env: Record<string, string> = {}): Promise<E2eServer> {
  const main = path.join(ROOT, 'dist', 'server', 'main.js');
  if (!fs.existsSync(path.join(ROOT, 'dist', 'client', 'index.html')) || !fs.existsSync(main)) {
    throw new Error('Build first: npm run build (npm run test:e2e does)');
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pricetool-e2e-'));
  const port = await freePort();
  let output = '';
  const child: ChildProcess = spawn(process.execPath, [main], {
    env: { ...process.env, PORT: String(port), DATABASE: path.join(dir, 'e2e.sqlite'), DEMO_ARTICLES: '3000', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => { output += chunk; });
  child.stderr?.on('data', (chunk) => { output += chunk; });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited: ${output}`);
    if (Date.now() > deadline) throw new Error(`server did not start: ${output}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    stop: () => new Promise<void>((resolve) => {
      child.once('exit', () => {
        fs.rmSync(dir, { recursive: true, force: true });
        resolve();
      });
      child.kill('SIGTERM');
    }),
  };
}
