/**
 * Loads i18next's translations: from the content-hashed file a production build names for the
 * language (webpack.config.js; cached for a year, so a new release's texts come with new names),
 * else from /locales/{lng}/translation.json (npm run dev, tests). It replaces
 * i18next-http-backend, whose options this app never used and whose code the sign-in page would
 * load, and keeps its answers to failures: i18next retries a load when the server could
 * not be reached or answered 5xx (second callback argument true), never after a 4xx or an
 * unreadable file.
 */
import type { BackendModule, ReadCallback } from 'i18next';

/** The build's translation files by language: `{"de": "/locales/de/translation.<hash>.json", …}`. */
export function builtTranslationFiles(defined: string | undefined = process.env.PRICETOOL_TRANSLATION_FILES): Record<string, string> {
  return defined ? (JSON.parse(defined) as Record<string, string>) : {};
}

const BUILT_TRANSLATION_FILES = builtTranslationFiles();

export function translationsUrl(language: string, built: Record<string, string> = BUILT_TRANSLATION_FILES): string {
  return Object.hasOwn(built, language) ? built[language] : `/locales/${encodeURIComponent(language)}/translation.json`;
}

/** Requests started before i18next asks (prefetchTranslations), each handed to the first read of its language. */
const early = new Map<string, Promise<Response>>();

/**
 * Starts loading a language's translations now, for the read i18next makes later: the page starts
 * it before its scripts have run, so the file arrives meanwhile instead of after them.
 */
export function prefetchTranslations(language: string): void {
  if (early.has(language)) return;
  const request = fetch(translationsUrl(language));
  // A failure is the read's to report, and a read that never comes leaves nothing to report.
  request.catch(() => undefined);
  early.set(language, request);
}

async function read(language: string, callback: ReadCallback): Promise<void> {
  const url = translationsUrl(language);
  const started = early.get(language);
  early.delete(language);
  let response: Response;
  let body: string;
  try {
    response = await (started ?? fetch(url));
    body = response.ok ? await response.text() : '';
  } catch (error) {
    return callback(`failed loading ${url}: ${(error as Error).message}`, true);
  }
  if (!response.ok) return callback(`failed loading ${url}; status code: ${response.status}`, response.status >= 500);
  let translations: Record<string, unknown>;
  try {
    translations = JSON.parse(body);
  } catch {
    return callback(`failed parsing ${url} to json`, false);
  }
  callback(null, translations);
}

/** One namespace (translation) per language, as the files are laid out. */
export const translationsBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read: (language, _namespace, callback) => void read(language, callback),
};
