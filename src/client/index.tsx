/**
 * The page's entry: the store (whose saga restores the saved session and language), the
 * translations, then the app. Web-vitals reporting loads in its own chunk after the first render.
 */
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { createAppStore } from './app/store';
import { DEFAULT_LANGUAGE } from '../shared/languages';
import { initI18n } from './i18n/i18n';
import './styles/global.css';

const { store, persistor } = createAppStore();

void initI18n(store.getState().session.language ?? DEFAULT_LANGUAGE).then(() => {
  createRoot(document.getElementById('root') as HTMLElement).render(<App store={store} persistor={persistor} />);
  // The support replay view sends nothing to the server, not even page-speed beacons.
  if (!window.location.pathname.startsWith('/support/')) {
    void import(/* webpackChunkName: "web-vitals" */ './app/report-web-vitals').then(({ reportWebVitals }) => reportWebVitals());
  }
});
