/**
 * The page's first module (index.tsx imports it before anything else, and modules run in import
 * order): it starts loading the opened screen's chunk, the translations and the distributor's
 * texts and addresses (revalidating this tab's copy), and only then do React, antd and the store run. On a phone that running takes about half a second, during which
 * those files now arrive instead of being asked for after it
 * (docs/performance.md, Page load on a phone).
 */
import { DEFAULT_LANGUAGE } from '../../shared/languages';
import { loadContent } from '../features/content/content-copy';
import { translationLanguage } from '../i18n/i18n';
import { prefetchTranslations } from '../i18n/translations-backend';
import { preloadScreen } from './screens';

preloadScreen(window.location.pathname);
// The language i18next starts in (index.tsx): the saved session is read only later, and a saved
// other language then loads its own file, as before.
prefetchTranslations(translationLanguage(DEFAULT_LANGUAGE));
// Beside the translations, so the texts cost the start page no round trip of its own; the
// support replay sends nothing to the server.
if (!window.location.pathname.startsWith('/support/')) void loadContent();
