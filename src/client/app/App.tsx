import { ConfigProvider, Spin } from 'antd';
import { useEffect, useMemo } from 'react';
import { Provider, useSelector } from 'react-redux';
import { RouterProvider } from 'react-router';
import { PersistGate } from 'redux-persist/integration/react';
import { selectLanguage } from '../features/session/session-selectors';
import { RecorderContext } from '../features/support-log/recorder-context';
import { ToastHost } from '../features/toasts/ToastHost';
import { ToastsContext } from '../features/toasts/toasts-context';
import { useAntdLocale } from '../i18n/antd-locale';
import { removeLoginShellOnRouteError } from '../lib/login-shell';
import { AppRoot } from './AppRoot';
import type { AppNavigator } from './navigation';
import { createAppRouter } from './router';
import type { createAppStore } from './store';

/**
 * Brand colours. Links and secondary text are darker than antd's defaults so that they keep a
 * 4.5:1 contrast on white (WCAG AA).
 */
const THEME = {
  token: { colorPrimary: '#1f3a5f', colorLink: '#0b5cad', colorTextSecondary: '#595959', colorTextDescription: '#595959', borderRadius: 6 },
};

type RouterFactory = () => ReturnType<typeof createAppRouter>;

function ThemedRouter({ createRouter, navigator }: { createRouter: RouterFactory; navigator: AppNavigator }) {
  const locale = useAntdLocale(useSelector(selectLanguage));
  const router = useMemo(() => createRouter(), [createRouter]);
  // The sagas' navigator moves the page with this router while it is shown.
  useEffect(() => navigator.follow(router), [navigator, router]);
  useEffect(() => removeLoginShellOnRouteError(router), [router]);
  return (
    <ConfigProvider locale={locale} theme={THEME}>
      <AppRoot>
        <ToastHost />
        <RouterProvider router={router} />
      </AppRoot>
    </ConfigProvider>
  );
}

/** What createAppStore made: the store and the services App lends its components. */
type AppParts = Pick<ReturnType<typeof createAppStore>, 'store' | 'persistor' | 'recorder' | 'navigator' | 'toasts'>;

interface AppProps extends AppParts {
  /** The browser's router by default; tests pass a memory router. */
  createRouter?: RouterFactory;
}

export function App({ store, persistor, recorder, navigator, toasts, createRouter = createAppRouter }: AppProps) {
  return (
    <Provider store={store}>
      <ToastsContext.Provider value={toasts}>
        <RecorderContext.Provider value={recorder}>
          <PersistGate loading={<Spin fullscreen />} persistor={persistor}>
            <ThemedRouter createRouter={createRouter} navigator={navigator} />
          </PersistGate>
        </RecorderContext.Provider>
      </ToastsContext.Provider>
    </Provider>
  );
}
