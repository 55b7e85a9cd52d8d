/**
 * i18next with its translations loaded over HTTP from /locales/{lng}/translation.json. The
 * fallback is en (docs/behaviour.md, Languages), replacing i18next's own default fallback "dev".
 */
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES, type Language } from '../../shared/languages';
import { FALLBACK_LANGUAGE } from '../config/constants';
import { translationsBackend } from './translations-backend';

export const SUPPORTED_LANGUAGES = LANGUAGES.map((language) => language.toLowerCase());

/** The translation language for a stored language: its lower-case form (docs/behaviour.md, Languages). */
export function translationLanguage(language: Language): string {
  return language.toLowerCase();
}

export const I18N_OPTIONS = {
  fallbackLng: FALLBACK_LANGUAGE,
  supportedLngs: SUPPORTED_LANGUAGES,
  load: 'currentOnly',
  interpolation: { escapeValue: false },
  returnEmptyString: false,
  showSupportNotice: false,
} as const;

export function initI18n(language: Language): Promise<unknown> {
  return i18n
    .use(translationsBackend)
    .use(initReactI18next)
    .init({ ...I18N_OPTIONS, lng: translationLanguage(language) });
}

/**
 * Switches the texts to `language`; the document names it once its texts are there, so `lang`
 * always says what the page shows (a screen reader's voice, and a test waiting for the switch).
 */
export async function changeTranslationLanguage(language: Language): Promise<void> {
  await i18n.changeLanguage(translationLanguage(language));
  document.documentElement.lang = translationLanguage(language);
}

export default i18n;
