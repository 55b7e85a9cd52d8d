/**
 * The support log's recording: every action the store handled, after its reducers ran, with
 * secrets redacted. The record survives a reload (localStorage) and belongs to one user: a
 * sign-in as someone else starts a new one. Signing out keeps it, so support can still export.
 */
import type { Middleware, UnknownAction } from '@reduxjs/toolkit';
import { FLUSH, PAUSE, PERSIST, PURGE, REGISTER } from 'redux-persist';
import { api } from '../../api/api';
import { searchIdReceived } from '../search/search-slice';
import { loginSucceeded, profileLoaded } from '../session/session-slice';
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

/** The record as saved: whole if it fits in MAX_SAVED_CHARS, else without its oldest actions. */
function serialiseRecord(record: SessionRecord): string {
  const whole = JSON.stringify(record);
  if (whole.length <= MAX_SAVED_CHARS) return whole;
  let excess = whole.length - MAX_SAVED_CHARS;
  let drop = 0;
  // Each dropped action also takes its separating comma with it.
  while (drop < record.actions.length && excess > 0) {
    excess -= JSON.stringify(record.actions[drop]).length + 1;
    drop += 1;
  }
  return JSON.stringify({ ...record, actions: record.actions.slice(drop) });
}

export function createActionRecorder(options: { storage?: RecordStorage; now?: () => number } = {}): ActionRecorder {
  const { storage, now = Date.now } = options;
  let record = loadRecord(storage) ?? emptyRecord(now());
  let saveTimer: ReturnType<typeof setTimeout> | null = null;

  function flush() {
    if (saveTimer !== null) clearTimeout(saveTimer);
    saveTimer = null;
    if (!storage) return;
    try {
      storage.setItem(SUPPORT_LOG_STORAGE_KEY, serialiseRecord(record));
    } catch (error) {
      // A full storage must not break the page; the record in memory can still be exported.
      console.warn('The support log could not be saved:', error);
    }
  }

  function scheduleSave() {
    if (storage && saveTimer === null) saveTimer = setTimeout(flush, SAVE_INTERVAL_MS);
  }

  function clear() {
    record = emptyRecord(now());
    flush();
  }

  function append(action: UnknownAction) {
    if (loginSucceeded.match(action)) {
      const userId = action.payload.user.id;
      if (record.userId !== null && record.userId !== userId) record = emptyRecord(now());
      record.userId = userId;
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
    scheduleSave();
  }

  // Last in the chain and after next(): the reducers have run, and an action a saga puts in
  // response is recorded after the action that caused it.
  const middleware: Middleware = () => (next) => (action) => {
    const result = next(action);
    const { type } = action as UnknownAction;
    if (typeof type === 'string' && !isIgnored(type)) append(action as UnknownAction);
    return result;
  };

  if (storage && typeof window !== 'undefined') window.addEventListener('pagehide', flush);

  return {
    middleware,
    entries: () => record.actions.map((entry) => ({ ...entry })),
    searchIds: () => [...record.searchIds],
    clear,
    flush,
  };
}
