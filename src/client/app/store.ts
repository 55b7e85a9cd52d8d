/**
 * The store: RTK Query's middleware for the API, redux-saga for the flows, redux-persist for the
 * session. createAppStore makes a fresh one, so every test gets its own real store. The services
 * the flows use (navigation, toasts) are made with it and reach the sagas through their saga
 * context; App hands them, and the support log's recorder, to the components through React context.
 */
import { configureStore } from '@reduxjs/toolkit';
import { persistReducer, persistStore, type Storage } from 'redux-persist';
import createSagaMiddleware from 'redux-saga';
import { api } from '../api/api';
import { createActionRecorder, type ActionRecorder } from '../features/support-log/action-recorder';
import { createToasts, TOASTS, type ToastService } from '../features/toasts/toast';
import { NAVIGATOR } from '../lib/navigator';
import { createNavigator, type AppNavigator } from './navigation';
import { PERSIST_ACTIONS, saveSessionOnLeaving, sessionPersistConfig } from './persistence';
import { createRootReducer } from './root-reducer';
import { rootSaga } from './root-saga';

export interface AppStoreOptions {
  storage?: Storage;
  runSagas?: boolean;
  /** The support log's recorder; by default one saving where the session is saved, null records nothing. */
  recorder?: ActionRecorder | null;
  /** By default one that moves the browser's history until App's router takes over. */
  navigator?: AppNavigator;
}

/** Kept where the session is: localStorage, or the tab's sessionStorage without remember-me. */
function defaultRecorder(): ActionRecorder {
  if (typeof window === 'undefined') return createActionRecorder();
  return createActionRecorder({ storage: window.localStorage, tabStorage: window.sessionStorage });
}

export function createAppStore(options: AppStoreOptions = {}) {
  const recorder = options.recorder === undefined ? defaultRecorder() : options.recorder;
  const navigator = options.navigator ?? createNavigator();
  const toasts: ToastService = createToasts();
  const sagaMiddleware = createSagaMiddleware({ context: { [NAVIGATOR]: navigator, [TOASTS]: toasts } });
  const store = configureStore({
    reducer: createRootReducer((session) => persistReducer(sessionPersistConfig(options.storage), session)),
    // The recorder last: it sees every action, sagas' included, once the reducers have run.
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({ serializableCheck: { ignoredActions: PERSIST_ACTIONS } })
        .concat(api.middleware, sagaMiddleware, ...(recorder ? [recorder.middleware] : [])),
  });
  if (options.runSagas !== false) sagaMiddleware.run(rootSaga);
  const persistor = persistStore(store);
  saveSessionOnLeaving(persistor);
  return { store, persistor, recorder, navigator, toasts };
}

export type AppStore = ReturnType<typeof createAppStore>['store'];
