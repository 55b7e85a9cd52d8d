/**
 * A small real store (no sagas, no persistence) with chosen session and search state, which
 * records every action it is sent; and a render of one component inside it, as the app would
 * (antd's App with the toast host, a memory router).
 */
import { configureStore, type Middleware, type UnknownAction } from '@reduxjs/toolkit';
import { render } from '@testing-library/react';
import { App as AntApp, ConfigProvider } from 'antd';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { api } from '../../../src/client/api/api';
import { initialSearchState, searchReducer, type SearchState } from '../../../src/client/features/search/search-slice';
import { initialSessionState, sessionReducer, type SessionState } from '../../../src/client/features/session/session-slice';
import { ToastHost } from '../../../src/client/features/toasts/ToastHost';

export interface TestState {
  session?: Partial<SessionState>;
  search?: Partial<SearchState>;
}

export function createTestStore(state: TestState = {}) {
  const actions: UnknownAction[] = [];
  const recorder: Middleware = () => (next) => (action) => {
    actions.push(action as UnknownAction);
    return next(action);
  };
  const store = configureStore({
    reducer: { session: sessionReducer, search: searchReducer, [api.reducerPath]: api.reducer },
    preloadedState: { session: { ...initialSessionState, ...state.session }, search: { ...initialSearchState, ...state.search } },
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
      <ConfigProvider>
        <AntApp>
          <ToastHost />
          <RouterProvider router={router} />
        </AntApp>
      </ConfigProvider>
    </Provider>,
  );
  return { ...view, router, pathname: () => router.state.location.pathname };
}
