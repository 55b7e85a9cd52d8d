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
import { PERSIST_ACTIONS, sessionPersistConfig } from './persistence';
import { rootSaga } from './root-saga';

function rootReducer(storage?: Storage) {
  return combineReducers({
    session: persistReducer(sessionPersistConfig(storage), sessionReducer),
    search: searchReducer,
    [api.reducerPath]: api.reducer,
  });
}

export function createAppStore(options: { storage?: Storage; runSagas?: boolean } = {}) {
  const sagaMiddleware = createSagaMiddleware();
  const store = configureStore({
    reducer: rootReducer(options.storage),
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({ serializableCheck: { ignoredActions: PERSIST_ACTIONS } }).concat(api.middleware, sagaMiddleware),
  });
  if (options.runSagas !== false) sagaMiddleware.run(rootSaga);
  const persistor = persistStore(store);
  return { store, persistor };
}

export type AppStore = ReturnType<typeof createAppStore>['store'];
export type RootState = ReturnType<ReturnType<typeof rootReducer>>;
export type AppDispatch = AppStore['dispatch'];
