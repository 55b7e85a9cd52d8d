/**
 * What survives a reload: exactly the session state of docs/behaviour.md (Session). Search
 * results and the API cache are never persisted.
 *
 * Where it is kept follows "Remember me": a remembered sign-in (or none yet) is kept whole in
 * localStorage; without remember-me only the language stays there, and the sign-in (token, user,
 * brand list, …) goes to this tab's sessionStorage, which a reload keeps and closing the browser
 * empties. So nothing of a customer who did not want to be remembered outlives the browser
 * session on the computer.
 */
import { FLUSH, PAUSE, PERSIST, PURGE, REGISTER, REHYDRATE, type PersistConfig, type Persistor, type Storage } from 'redux-persist';
import createWebStorage from 'redux-persist/lib/storage/createWebStorage';
import type { SessionState } from '../features/session/session-slice';

export const PERSISTED_SESSION_FIELDS = [
  'language', 'token', 'user', 'rememberMe', 'loginAttempts', 'pricetool_brands', 'total_articles', 'brandData',
] as const satisfies ReadonlyArray<keyof SessionState>;

export const PERSIST_KEY = 'pricetool';

/** What stays in localStorage when the customer is not remembered: the computer's, not the customer's. */
const LASTING_FIELDS: ReadonlySet<string> = new Set(['language', '_persist']);

/** redux-persist writes the session as a JSON object of JSON strings, one per field. */
type SavedFields = Record<string, string>;

function fieldsOf(text: string | null | undefined): SavedFields {
  if (!text) return {};
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as SavedFields) : {};
  } catch {
    return {};
  }
}

/** rememberMe counts as true while it is unset (docs/behaviour.md, Session). */
function remembered(fields: SavedFields): boolean {
  if (fields.rememberMe === undefined) return true;
  try {
    return JSON.parse(fields.rememberMe) !== false;
  } catch {
    return true;
  }
}

const only = (fields: SavedFields, keep: (field: string) => boolean) => Object.fromEntries(Object.entries(fields).filter(([field]) => keep(field)));

/**
 * redux-persist's storage for the session, split by remember-me over `lasting` (localStorage) and
 * `tab` (this tab's sessionStorage). A read merges both, the tab's fields first; a write puts the
 * whole session in `lasting` and removes the tab's copy, or, without remember-me, the session less
 * the language in `tab` and only the language in `lasting`. Both writes start at once (no await
 * between them), so a flush writes both before the page moves on.
 */
export function splitSessionStorage(lasting: Storage, tab: Storage): Storage {
  return {
    async getItem(key: string) {
      const [kept, tabbed] = await Promise.all([lasting.getItem(key), tab.getItem(key)]);
      if (!tabbed) return kept ?? null;
      return JSON.stringify({ ...fieldsOf(kept), ...fieldsOf(tabbed) });
    },
    setItem(key: string, value: string) {
      const fields = fieldsOf(value);
      if (remembered(fields)) return Promise.all([lasting.setItem(key, value), tab.removeItem(key)]).then(() => undefined);
      // The tab's copy first: should the page stop between the two, the sign-in is not lost.
      const tabbed = tab.setItem(key, JSON.stringify(only(fields, (field) => field !== 'language')));
      const kept = lasting.setItem(key, JSON.stringify(only(fields, (field) => LASTING_FIELDS.has(field))));
      return Promise.all([tabbed, kept]).then(() => undefined);
    },
    removeItem(key: string) {
      return Promise.all([lasting.removeItem(key), tab.removeItem(key)]).then(() => undefined);
    },
  };
}

/** The page's own: localStorage and this tab's sessionStorage (each a no-op where the browser has none). */
export function browserSessionStorage(): Storage {
  return splitSessionStorage(createWebStorage('local'), createWebStorage('session'));
}

export function sessionPersistConfig(storage: Storage = browserSessionStorage()): PersistConfig<SessionState> {
  return { key: PERSIST_KEY, version: 1, storage, whitelist: [...PERSISTED_SESSION_FIELDS] };
}

/**
 * Writes what is still waiting to be saved when the page is left (a reload, another address, the
 * tab closed) or hidden (a phone may end a hidden page without notice): redux-persist saves a
 * change some timer ticks later, and on a busy computer those run late. The web storages write
 * synchronously, so the session is saved before the page goes.
 */
export function saveSessionOnLeaving(persistor: Persistor): void {
  if (typeof window === 'undefined') return;
  const save = () => { void persistor.flush(); };
  window.addEventListener('pagehide', save);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') save();
  });
}

/** redux-persist's own actions carry functions; the serializability check must let them pass. */
export const PERSIST_ACTIONS = [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER];
