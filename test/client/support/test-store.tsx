/**
 * A small real store (no sagas, no persistence) with chosen session and search state, which
 * records every action it is sent; and a render of one component inside it, as the app would
 * (antd's App with the toast host and its toasts, a memory router).
 */
import { configureStore, type Middleware, type UnknownAction } from '@reduxjs/toolkit';
import { render } from '@testing-library/react';
import { App as AntApp, ConfigProvider } from 'antd';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { api } from '../../../src/client/api/api';
import { rootReducer } from '../../../src/client/app/root-reducer';
import { initialSearchState, type SearchState } from '../../../src/client/features/search/search-slice';
import { initialSessionState, type SessionState } from '../../../src/client/features/session/session-slice';
import { createToasts } from '../../../src/client/features/toasts/toast';
import { ToastHost } from '../../../src/client/features/toasts/ToastHost';
import { ToastsContext } from '../../../src/client/features/toasts/toasts-context';
import { withDemoBrandData } from './demo-brand-data';
import { WithoutAntdStyles } from './test-styles';

export interface TestState {
  session?: Partial<SessionState>;
  search?: Partial<SearchState>;
}

/** The session and search state given, over the defaults with the demo brand data loaded. */
export function createTestStore(state: TestState = {}) {
  const actions: UnknownAction[] = [];
  const recorder: Middleware = () => (next) => (action) => {
    actions.push(action as UnknownAction);
    return next(action);
  };
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: { session: { ...withDemoBrandData(initialSessionState), ...state.session }, search: { ...initialSearchState, ...state.search } },
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(api.middleware, recorder),
  });
  return { store, actions, actionTypes: () => actions.map((action) => action.type) };
}

export type TestStore = ReturnType<typeof createTestStore>['store'];

/** `ui` at `path` (any path renders it), in the store, with antd and the toast host around it. */
export function renderWithStore(ui: ReactElement, store: TestStore, path = '/') {
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [path] });
  const view = render(
    <Provider store={store}>
      <ToastsContext.Provider value={createToasts()}>
        <ConfigProvider>
          <AntApp>
            <ToastHost />
            <RouterProvider router={router} />
          </AntApp>
        </ConfigProvider>
      </ToastsContext.Provider>
    </Provider>,
    { wrapper: WithoutAntdStyles },
  );
  return { ...view, router, pathname: () => router.state.location.pathname };
}
