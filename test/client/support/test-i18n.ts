/** i18next with the real translation files, read from disk instead of over HTTP. */
import fs from 'node:fs';
import path from 'node:path';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { I18N_OPTIONS, SUPPORTED_LANGUAGES } from '../../../src/client/i18n/i18n';

export const LOCALES_DIR = path.resolve(__dirname, '..', '..', '..', 'locales');

export function loadTranslations(language: string): Record<string, unknown> {
  return JSON.parse(fs.readFileSync(path.join(LOCALES_DIR, language, 'translation.json'), 'utf8'));
}

export async function initTestI18n(): Promise<void> {
  if (i18n.isInitialized) return;
  const resources = Object.fromEntries(SUPPORTED_LANGUAGES.map((language) => [language, { translation: loadTranslations(language) }]));
  await i18n.use(initReactI18next).init({ ...I18N_OPTIONS, lng: 'en', resources, showSupportNotice: false });
}
