/**
 * What survives a reload: exactly the session state of docs/behaviour.md (Session), in localStorage. Search results
 * and the API cache are never persisted.
 */
import { FLUSH, PAUSE, PERSIST, PURGE, REGISTER, REHYDRATE, type PersistConfig, type Storage } from 'redux-persist';
import createWebStorage from 'redux-persist/lib/storage/createWebStorage';
import type { SessionState } from '../features/session/session-slice';

export const PERSISTED_SESSION_FIELDS = [
  'language', 'token', 'user', 'rememberMe', 'loginAttempts', 'pricetool_brands', 'total_articles', 'brandData',
] as const satisfies ReadonlyArray<keyof SessionState>;

export const PERSIST_KEY = 'pricetool';

export function sessionPersistConfig(storage: Storage = createWebStorage('local')): PersistConfig<SessionState> {
  return { key: PERSIST_KEY, version: 1, storage, whitelist: [...PERSISTED_SESSION_FIELDS] };
}

/** redux-persist's own actions carry functions; the serializability check must let them pass. */
export const PERSIST_ACTIONS = [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER];
