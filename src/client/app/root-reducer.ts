/**
 * The app's state, one slice per key: written once, here. The page's store, the support log's
 * replay and the tests' stores all build on createRootReducer; they differ only in how the
 * session is kept (the page persists it, the replay restores it from the log, tests keep it in
 * memory).
 */
import { combineReducers, type Reducer, type UnknownAction } from '@reduxjs/toolkit';
import { api } from '../api/api';
import { partsListReducer } from '../features/parts-list/parts-list-slice';
import { searchReducer } from '../features/search/search-slice';
import { sessionReducer, type SessionState } from '../features/session/session-slice';

/** Wraps the session's reducer, e.g. in redux-persist's persistReducer. */
export type SessionKeeper<S extends SessionState> = (reducer: Reducer<SessionState, UnknownAction>) => Reducer<S, UnknownAction>;

export function createRootReducer<S extends SessionState>(keepSession: SessionKeeper<S>) {
  return combineReducers({
    session: keepSession(sessionReducer),
    search: searchReducer,
    partsList: partsListReducer,
    [api.reducerPath]: api.reducer,
  });
}

/** The root reducer with the session kept in memory: the tests' stores. */
export const rootReducer = createRootReducer((session) => session);

export type RootState = ReturnType<typeof rootReducer>;
