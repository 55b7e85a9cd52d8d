/**
 * A fresh small demo database per test file (every fixture row, a few thousand generated
 * articles) and an app built on it, closed after the suite.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../../src/server/app';
import { clientPasswordHash } from '../../../src/server/auth/password';
import { createDemoDatabase } from '../../../src/server/catalogue/demo/create-demo-database';
import { DEMO_PASSWORD } from '../../../src/server/catalogue/demo/fixtures';
import type { FeatureFlags } from '../../../src/server/config';
import { SqliteStore } from '../../../src/server/store/sqlite/sqlite-store';
import type { LoginResponse } from '../../../src/shared/contract';

export const TEST_ARTICLES = 3000;
export const TEST_FLAGS: FeatureFlags = { beta: false, christmasBreakBanner: true, maintenance: false, replacementSearch: true };

export async function createTestDatabase(articles = TEST_ARTICLES): Promise<{ file: string; remove: () => void }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pricetool-test-'));
  const file = path.join(dir, 'test.sqlite');
  await createDemoDatabase(file, { articles });
  return { file, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

export interface TestApp {
  app: FastifyInstance;
  store: SqliteStore;
  file: string;
  clock: { now: number };
  /** Signs in and returns the token (throws if the sign-in fails). */
  signIn(email: string, password?: string, remoteAddress?: string): Promise<string>;
  get(url: string, token?: string, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

export async function startTestApp(options: { logger?: object; articles?: number } = {}): Promise<TestApp> {
  const database = await createTestDatabase(options.articles);
  const store = SqliteStore.open(database.file);
  const clock = { now: Date.now() };
  const { app } = await buildApp({ store, flags: TEST_FLAGS, logger: options.logger, now: () => clock.now });
  await app.ready();
  return {
    app,
    store,
    file: database.file,
    clock,
    async signIn(email, password = DEMO_PASSWORD, remoteAddress = '127.0.0.1') {
      const response = await app.inject({
        method: 'POST', url: '/api/login', remoteAddress,
        payload: { useremail: email, passwordhash: clientPasswordHash(password) },
      });
      if (response.statusCode !== 200) throw new Error(`sign-in of ${email} failed: ${response.statusCode} ${response.body}`);
      return (response.json() as LoginResponse).token;
    },
    get(url, token, headers = {}) {
      const options: InjectOptions = { method: 'GET', url, headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) } };
      return app.inject(options);
    },
    async close() {
      await app.close();
      await store.close();
      database.remove();
    },
  };
}
