/**
 * The support log's replay on the app's own root reducer. Nothing is persisted: without
 * redux-persist's wrapper the session reducer would ignore a recorded REHYDRATE's payload, so the
 * restored session (language, user) is merged here the way persistReducer merges it.
 */
import { REHYDRATE } from 'redux-persist';
import { createReplay } from '../features/support-log/replay-engine';
import { checkReplayedState } from './replayed-state';
import type { SessionState } from '../features/session/session-slice';
import { PERSIST_KEY, PERSISTED_SESSION_FIELDS } from './persistence';
import { createRootReducer, type SessionKeeper } from './root-reducer';

const restoringRecordedSession: SessionKeeper<SessionState> = (sessionReducer) => (state, action) => {
  const next = sessionReducer(state, action);
  if (action.type !== REHYDRATE || (action as { key?: unknown }).key !== PERSIST_KEY) return next;
  const inbound = action.payload;
  if (typeof inbound !== 'object' || inbound === null) return next;
  const restored: Partial<Record<keyof SessionState, unknown>> = {};
  for (const field of PERSISTED_SESSION_FIELDS) {
    if (field in inbound) restored[field] = (inbound as Record<string, unknown>)[field];
  }
  return { ...next, ...restored } as SessionState;
};

export const replay = createReplay(createRootReducer(restoringRecordedSession), checkReplayedState);
