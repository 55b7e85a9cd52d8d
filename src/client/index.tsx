/**
 * The page's entry: the store (whose saga restores the saved session and language), the
 * translations and the opened screen's chunk (loaded side by side), then the app. Web-vitals
 * reporting loads in its own chunk once the page has loaded and the browser is idle, so it never
 * competes with the first screen.
 */
// First: it starts the screen's chunk and the translations loading before the rest runs.
import './app/early-loads';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { createAppStore } from './app/store';
import { DEFAULT_LANGUAGE } from '../shared/languages';
import { initI18n } from './i18n/i18n';
import { whenLoadedAndIdle } from './lib/when-idle';
import './styles/global.css';

const app = createAppStore();

void initI18n(app.store.getState().session.language ?? DEFAULT_LANGUAGE).then(() => {
  createRoot(document.getElementById('root') as HTMLElement).render(<App {...app} />);
  // The support replay view sends nothing to the server, not even page-speed beacons.
  if (!window.location.pathname.startsWith('/support/')) {
    whenLoadedAndIdle(() => {
      void import(/* webpackChunkName: "web-vitals" */ './app/report-web-vitals').then(({ reportWebVitals }) => reportWebVitals());
    });
  }
});
