/** Every browser test file: the real server on a fresh small database and one Chromium, for the file. */
import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser';
import { startServer, type E2eServer } from './server';

export interface E2eEnvironment {
  server: E2eServer;
  browser: Browser;
}

export function e2eEnvironment(): E2eEnvironment {
  const env = {} as E2eEnvironment;
  beforeAll(async () => {
    env.server = await startServer();
    env.browser = await launchBrowser();
  });
  afterAll(async () => {
    await env.browser?.close();
    await env.server?.stop();
  });
  return env;
}
