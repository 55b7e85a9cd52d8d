/**
 * The support log's recording: every action the store handled, after its reducers ran, with
 * secrets redacted. The record survives a reload and belongs to one user: a sign-in as someone
 * else starts a new one. It is kept where the session is (app/persistence.ts): in localStorage,
 * or, for a sign-in without remember-me, in this tab's sessionStorage, so it does not outlive the
 * browser either. It holds what the customer saw, prices included, so a
 * sign-out (Logout, a 401, a forgotten session) takes it out of localStorage at once: nothing of a
 * signed-out customer stays on the computer. The page keeps it in memory, though, and saves it
 * again when the same user signs back in, so a "why was I signed out?" can still be exported.
 */
import type { Middleware, UnknownAction } from '@reduxjs/toolkit';
import { FLUSH, PAUSE, PERSIST, PURGE, REGISTER, REHYDRATE } from 'redux-persist';
import { api } from '../../api/api';
import { searchIdReceived } from '../search';
import { authCleared, loginSucceeded, profileLoaded } from '../session';
import { SUPPORT_LOG_MAX_ACTIONS, type RecordedAction } from './log-format';
import { redact } from './redact';

export const SUPPORT_LOG_STORAGE_KEY = 'pricetool.supportLog';
const SAVE_INTERVAL_MS = 500;
/**
 * localStorage holds about 5 MB per origin (often counted as 5 M UTF-16 characters) and the
 * saved session shares it; a record larger than this is saved without its oldest actions rather
 * than failing with a quota error and losing the whole record on the next reload.
 */
export const MAX_SAVED_CHARS = 2_000_000;

/** The part of web storage the recorder needs (window.localStorage in the browser). */
export interface RecordStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface ActionRecorder {
  middleware: Middleware;
  /** The recorded actions, oldest first (at most SUPPORT_LOG_MAX_ACTIONS). */
  entries(): RecordedAction[];
  /** Every x-search-id received since the record started, oldest first. */
  searchIds(): string[];
  /** Starts a new, empty record now. */
  clear(): void;
  /** Saves the record at once instead of at the next throttled save. */
  flush(): void;
}

interface SessionRecord {
  startedAt: number;
  nextN: number;
  /** The signed-in user the record belongs to; null until someone signs in. */
  userId: number | null;
  searchIds: string[];
  actions: RecordedAction[];
}

// redux-persist's bookkeeping carries callbacks and says nothing about the customer's flow;
// REHYDRATE is kept (the saved session, redacted) because it sets what the page showed first.
const PERSIST_BOOKKEEPING = new Set<string>([PERSIST, FLUSH, PAUSE, PURGE, REGISTER]);

/** RTK Query's subscription bookkeeping; its executeQuery/executeMutation actions (the responses) stay. */
function isIgnored(type: string): boolean {
  return PERSIST_BOOKKEEPING.has(type)
    || type.includes('/internal_')
    || type.startsWith(`${api.reducerPath}/config/`)
    || type.startsWith(`${api.reducerPath}/internalSubscriptions/`);
}

/**
 * The brand data's answer is recorded without its body: brandDataLoaded, recorded next, carries the
 * same copy, which is all a replay needs; a 304 has no body anyway. A parts-list lookup's answer
 * likewise: the list shown (partsList/listShown) holds every line of it, and a 500-line answer
 * recorded twice would crowd older actions out of the record. The search box's suggestions too:
 * eight articles at every pause in typing would crowd out the customer's own actions, and what
 * was chosen of them is recorded as search/suggestionChosen.
 */
function withoutAnswerBody(action: UnknownAction): UnknownAction {
  const answered = api.endpoints.brandData.matchFulfilled(action) || api.endpoints.lookup.matchFulfilled(action)
    || api.endpoints.suggestions.matchFulfilled(action);
  if (!answered) return action;
  const { payload: _payload, ...rest } = action;
  return rest;
}

function emptyRecord(now: number): SessionRecord {
  return { startedAt: now, nextN: 0, userId: null, searchIds: [], actions: [] };
}

function loadRecord(storage: RecordStorage | undefined): SessionRecord | null {
  try {
    const raw = storage?.getItem(SUPPORT_LOG_STORAGE_KEY);
    if (!raw) return null;
    const saved = JSON.parse(raw) as Partial<SessionRecord>;
    if (typeof saved.startedAt !== 'number' || typeof saved.nextN !== 'number' || !Array.isArray(saved.actions) || !Array.isArray(saved.searchIds)) return null;
    return {
      startedAt: saved.startedAt,
      nextN: saved.nextN,
      userId: typeof saved.userId === 'number' ? saved.userId : null,
      searchIds: saved.searchIds.filter((id): id is string => typeof id === 'string'),
      actions: saved.actions.slice(-SUPPORT_LOG_MAX_ACTIONS),
    };
  } catch {
    return null;
  }
}

/**
 * Each recorded action as JSON, made once: a recorded action never changes, and a full record is
 * about 2 MB, too much to stringify anew on the page's main thread at every save.
 */
const actionJson = new WeakMap<RecordedAction, string>();

function jsonOf(action: RecordedAction): string {
  let json = actionJson.get(action);
  if (json === undefined) {
    json = JSON.stringify(action);
    actionJson.set(action, json);
  }
  return json;
}

/**
 * The record as saved, JSON.stringify(record) put together from the actions' own JSON: whole if it
 * fits in MAX_SAVED_CHARS, else without its oldest actions.
 */
function serialiseRecord(record: SessionRecord): string {
  // `actions` is the record's last key: this ends in '"actions":[]}'.
  const frame = JSON.stringify({ ...record, actions: [] });
  const actions = record.actions.map(jsonOf);
  // Each action takes a separating comma (one too many counted: the first has none).
  let length = frame.length + actions.reduce((sum, json) => sum + json.length + 1, 0) - 1;
  let drop = 0;
  while (drop < actions.length && length > MAX_SAVED_CHARS) {
    length -= actions[drop].length + 1;
    drop += 1;
  }
  return `${frame.slice(0, -2)}${actions.slice(drop).join(',')}]}`;
}

/**
 * `storage`: where a remembered customer's record is kept (localStorage); `tabStorage`: where it
 * is kept for a sign-in without remember-me (this tab's sessionStorage).
 */
export function createActionRecorder(options: { storage?: RecordStorage; tabStorage?: RecordStorage; now?: () => number } = {}): ActionRecorder {
  const { storage: lasting, tabStorage, now = Date.now } = options;
  /** Whether the customer is remembered: the record then goes to `lasting`, else to the tab. */
  let remembered = true;
  const place = () => (remembered || !tabStorage ? lasting : tabStorage);
  const otherPlace = () => (place() === lasting ? tabStorage : lasting);
  let record = loadRecord(tabStorage) ?? loadRecord(lasting) ?? emptyRecord(now());
  let saveTimer: ReturnType<typeof setTimeout> | null = null;
  /** The flags as last recorded (JSON), null before their first answer. */
  let recordedFlags: string | null = null;
  /** False from a sign-out until the next sign-in: the record is kept in memory only. */
  let saving = true;

  function flush() {
    if (saveTimer !== null) clearTimeout(saveTimer);
    saveTimer = null;
    const storage = place();
    if (!storage || !saving) return;
    try {
      storage.setItem(SUPPORT_LOG_STORAGE_KEY, serialiseRecord(record));
      otherPlace()?.removeItem(SUPPORT_LOG_STORAGE_KEY);
    } catch (error) {
      // A full storage must not break the page; the record in memory can still be exported.
      console.warn('The support log could not be saved:', error);
    }
  }

  function scheduleSave() {
    if (place() && saving && saveTimer === null) saveTimer = setTimeout(flush, SAVE_INTERVAL_MS);
  }

  function stopSaving() {
    saving = false;
    if (saveTimer !== null) clearTimeout(saveTimer);
    saveTimer = null;
    try {
      lasting?.removeItem(SUPPORT_LOG_STORAGE_KEY);
      tabStorage?.removeItem(SUPPORT_LOG_STORAGE_KEY);
    } catch (error) {
      console.warn('The support log could not be removed:', error);
    }
  }

  function clear() {
    record = emptyRecord(now());
    flush();
  }

  function append(received: UnknownAction) {
    const action = withoutAnswerBody(received);
    // The session is the one thing the page persists: its REHYDRATE says whether the customer is remembered.
    if (action.type === REHYDRATE) remembered = (action.payload as { rememberMe?: unknown } | undefined)?.rememberMe !== false;
    if (loginSucceeded.match(action)) {
      remembered = action.payload.remember;
      const userId = action.payload.user.id;
      if (record.userId !== null && record.userId !== userId) record = emptyRecord(now());
      record.userId = userId;
      saving = true;
    } else if (profileLoaded.match(action) && record.userId === null) {
      record.userId = action.payload.id;
    }
    if (searchIdReceived.match(action) && action.payload !== null && !record.searchIds.includes(action.payload)) {
      record.searchIds.push(action.payload);
    }
    const entry: RecordedAction = { n: record.nextN, at: now() - record.startedAt, type: action.type };
    if ('payload' in action) entry.payload = redact(action.payload);
    if ('meta' in action) entry.meta = redact(action.meta);
    if ('error' in action) entry.error = redact(action.error);
    record.nextN += 1;
    record.actions.push(entry);
    if (record.actions.length > SUPPORT_LOG_MAX_ACTIONS) record.actions.splice(0, record.actions.length - SUPPORT_LOG_MAX_ACTIONS);
    if (authCleared.match(action)) stopSaving();
    else scheduleSave();
  }

  /**
   * An open page reads the flags every FLAGS_POLL_MS: only their first answer and one that changed
   * them are recorded, so an hour of polls does not crowd the customer's own actions out.
   */
  function repeatsFlags(action: UnknownAction): boolean {
    if (api.endpoints.flags.matchPending(action)) return recordedFlags !== null;
    if (!api.endpoints.flags.matchFulfilled(action)) return false;
    const flags = JSON.stringify(action.payload);
    if (flags === recordedFlags) return true;
    recordedFlags = flags;
    return false;
  }

  // Last in the chain and after next(): the reducers have run, and an action a saga puts in
  // response is recorded after the action that caused it.
  const middleware: Middleware = () => (next) => (action) => {
    const result = next(action);
    const { type } = action as UnknownAction;
    if (typeof type === 'string' && !isIgnored(type) && !repeatsFlags(action as UnknownAction)) append(action as UnknownAction);
    return result;
  };

  if ((lasting || tabStorage) && typeof window !== 'undefined') window.addEventListener('pagehide', flush);

  return {
    middleware,
    entries: () => record.actions.map((entry) => ({ ...entry })),
    searchIds: () => [...record.searchIds],
    clear,
    flush,
  };
}
