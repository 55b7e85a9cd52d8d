/**
 * The whole app on a fresh real store (sagas running) at a given path, with its storage in memory
 * and optionally a saved session, as a reload would find it.
 */
import { act, render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import type { Storage } from 'redux-persist';
import { App } from '../../../src/client/app/App';
import { PERSIST_KEY } from '../../../src/client/app/persistence';
import { routes } from '../../../src/client/app/router';
import { createAppStore } from '../../../src/client/app/store';
import type { SessionState } from '../../../src/client/features/session/session-slice';
import type { User } from '../../../src/shared/contract';
import { DEMO } from '../../support/demo-users';
import { WithoutAntdStyles } from './test-styles';

/** The demo customer Muster's user, as the server describes it at sign-in. */
export const DEMO_USER: User = { id: 1, username: DEMO.muster.username, customer: { id: 1, name: DEMO.muster.customer }, blocked_brands: DEMO.muster.blocked_brands, role: 'customer' };

export class MemoryStorage implements Storage {
  readonly items = new Map<string, string>();
  async getItem(key: string) { return this.items.get(key) ?? null; }
  async setItem(key: string, value: string) { this.items.set(key, value); }
  async removeItem(key: string) { this.items.delete(key); }
  /** The session as redux-persist wrote it. */
  saved(): Record<string, unknown> {
    const raw = this.items.get(`persist:${PERSIST_KEY}`);
    if (!raw) return {};
    return Object.fromEntries(Object.entries(JSON.parse(raw) as Record<string, string>).map(([k, v]) => [k, JSON.parse(v)]));
  }
}

export function savedSession(session: Partial<SessionState>): MemoryStorage {
  const storage = new MemoryStorage();
  const entries = Object.entries({ ...session, _persist: { version: 1, rehydrated: true } }).map(([k, v]) => [k, JSON.stringify(v)]);
  storage.items.set(`persist:${PERSIST_KEY}`, JSON.stringify(Object.fromEntries(entries)));
  return storage;
}

export async function renderApp(path: string, storage: MemoryStorage = new MemoryStorage()) {
  const app = createAppStore({ storage });
  let router!: ReturnType<typeof createMemoryRouter>;
  const createRouter = () => {
    router = createMemoryRouter(routes, { initialEntries: [path] });
    return router;
  };
  const view = render(<App {...app} createRouter={createRouter} />, { wrapper: WithoutAntdStyles });
  await act(async () => { await new Promise((resolve) => setTimeout(resolve, 0)); });
  return { ...view, store: app.store, recorder: app.recorder, navigator: app.navigator, storage, router: () => router, pathname: () => router.state.location.pathname };
}
