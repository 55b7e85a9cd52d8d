/** The real server, built, on a fresh small demo database: what a customer's browser talks to. */
import fs from 'node:fs';
import path from 'node:path';
import { REPOSITORY, startTemporaryServer, type TemporaryServer } from '../../../bench/lib/server-process';

export type E2eServer = TemporaryServer;

export async function startServer(env: Record<string, string> = {}): Promise<E2eServer> {
  if (!fs.existsSync(path.join(REPOSITORY, 'dist', 'client', 'index.html'))) throw new Error('Build first: npm run build (npm run test:e2e does)');
  return startTemporaryServer(3000, env);
}
