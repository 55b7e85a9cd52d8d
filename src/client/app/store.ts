/**
 * The store: RTK Query's middleware for the API, redux-saga for the flows, redux-persist for the
 * session. createAppStore makes a fresh one, so every test gets its own real store.
 */
import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { persistReducer, persistStore, type Storage } from 'redux-persist';
import createSagaMiddleware from 'redux-saga';
import { api } from '../api/api';
import { searchReducer } from '../features/search/search-slice';
import { sessionReducer } from '../features/session/session-slice';
import { createActionRecorder, type ActionRecorder } from '../features/support-log/action-recorder';
import { registerRecorder } from '../features/support-log/recorder-registry';
import { PERSIST_ACTIONS, sessionPersistConfig } from './persistence';
import { rootSaga } from './root-saga';

function rootReducer(storage?: Storage) {
  return combineReducers({
    session: persistReducer(sessionPersistConfig(storage), sessionReducer),
    search: searchReducer,
    [api.reducerPath]: api.reducer,
  });
}

export interface AppStoreOptions {
  storage?: Storage;
  runSagas?: boolean;
  /** The support log's recorder; by default one saving to localStorage, null records nothing. */
  recorder?: ActionRecorder | null;
}

function defaultRecorder(): ActionRecorder {
  return createActionRecorder({ storage: typeof window === 'undefined' ? undefined : window.localStorage });
}

export function createAppStore(options: AppStoreOptions = {}) {
  const sagaMiddleware = createSagaMiddleware();
  const recorder = options.recorder === undefined ? defaultRecorder() : options.recorder;
  const store = configureStore({
    reducer: rootReducer(options.storage),
    // The recorder last: it sees every action, sagas' included, once the reducers have run.
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({ serializableCheck: { ignoredActions: PERSIST_ACTIONS } })
        .concat(api.middleware, sagaMiddleware, ...(recorder ? [recorder.middleware] : [])),
  });
  if (recorder) registerRecorder(recorder);
  if (options.runSagas !== false) sagaMiddleware.run(rootSaga);
  const persistor = persistStore(store);
  return { store, persistor, recorder };
}

export type AppStore = ReturnType<typeof createAppStore>['store'];
export type RootState = ReturnType<ReturnType<typeof rootReducer>>;
export type AppDispatch = AppStore['dispatch'];
