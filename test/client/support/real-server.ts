/**
 * The real API server (compiled, in its own process, on a free port, with a fresh small demo
 * database), for tests that run the real store and sagas against it.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { buildServer } from '../../server/support/compiled-cli';

const ROOT = path.resolve(__dirname, '..', '..', '..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

export async function startRealServer(): Promise<{ apiUrl: string; stop: () => Promise<void> }> {
  buildServer();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pricetool-int-'));
  const port = await freePort();
  let output = '';
  const child = spawn(process.execPath, [path.join(ROOT, 'dist', 'server', 'main.js')], {
    env: { ...process.env, PORT: String(port), DATABASE: path.join(dir, 'int.sqlite'), DEMO_ARTICLES: '3000', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk) => { output += chunk; });
  child.stderr.on('data', (chunk) => { output += chunk; });
  const url = `http://127.0.0.1:${port}`;
  for (const deadline = Date.now() + 60_000; ;) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`the server did not start: ${output}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    apiUrl: `${url}/api`,
    stop: () => new Promise((resolve) => {
      child.once('exit', () => {
        fs.rmSync(dir, { recursive: true, force: true });
        resolve();
      });
      child.kill('SIGTERM');
    }),
  };
}
