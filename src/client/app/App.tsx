import { ConfigProvider, Spin } from 'antd';
import { useEffect, useMemo } from 'react';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router';
import { PersistGate } from 'redux-persist/integration/react';
import { ToastHost } from '../features/toasts/ToastHost';
import { selectLanguage } from '../features/session/session-selectors';
import { useAntdLocale } from '../i18n/antd-locale';
import { AppRoot } from './AppRoot';
import { useAppSelector } from './hooks';
import { registerNavigator } from './navigation';
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

function ThemedRouter({ createRouter }: { createRouter: RouterFactory }) {
  const locale = useAntdLocale(useAppSelector(selectLanguage));
  const router = useMemo(() => createRouter(), [createRouter]);
  useEffect(() => {
    registerNavigator((to, options) => router.navigate(to, options), () => router.state.location.pathname);
  }, [router]);
  return (
    <ConfigProvider locale={locale} theme={THEME}>
      <AppRoot>
        <ToastHost />
        <RouterProvider router={router} />
      </AppRoot>
    </ConfigProvider>
  );
}

interface AppProps extends Pick<ReturnType<typeof createAppStore>, 'store' | 'persistor'> {
  /** The browser's router by default; tests pass a memory router. */
  createRouter?: RouterFactory;
}

export function App({ store, persistor, createRouter = createAppRouter }: AppProps) {
  return (
    <Provider store={store}>
      <PersistGate loading={<Spin fullscreen />} persistor={persistor}>
        <ThemedRouter createRouter={createRouter} />
      </PersistGate>
    </Provider>
  );
}
