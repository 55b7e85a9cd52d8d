/**
 * The content as the page and the console get it: each key's row, or its default when the
 * distributor has set none (content-defaults.ts).
 */
import type { AdminContentEntry, ContentResponse } from '../../shared/content-contract';
import { CONTENT_KEYS, CONTENT_SETTING_KEYS, CONTENT_TEXT_KEYS, type ContentKey } from '../../shared/content-keys';
import { LANGUAGES, type Language } from '../../shared/languages';
import type { ContentRow, ContentStore } from '../store/content-store';
import { DEFAULT_SETTINGS, DEFAULT_TEXTS } from './content-defaults';
import { isSettingKey } from './content-rules';

function defaultValues(key: ContentKey): Record<Language, string> {
  return isSettingKey(key) ? { EN: DEFAULT_SETTINGS[key], DE: '', FR: '', ES: '' } : DEFAULT_TEXTS[key];
}

/** Every key with its values in force, and whether they are the defaults. */
export function contentEntries(rows: readonly ContentRow[]): AdminContentEntry[] {
  const set = new Map(rows.map((row) => [row.key, row.values]));
  return CONTENT_KEYS.map((key) => ({ key, values: set.get(key) ?? defaultValues(key), isDefault: !set.has(key) }));
}

/** The public answer: every language of a text filled, an empty one with the English text. */
export function contentAnswer(rows: readonly ContentRow[]): ContentResponse {
  const values = new Map(contentEntries(rows).map((entry) => [entry.key, entry.values]));
  const texts = Object.fromEntries(CONTENT_TEXT_KEYS.map((key) => {
    const text = values.get(key)!;
    return [key, Object.fromEntries(LANGUAGES.map((language) => [language, text[language] || text.EN]))];
  }));
  const settings = Object.fromEntries(CONTENT_SETTING_KEYS.map((key) => [key, values.get(key)!.EN]));
  return { texts, settings } as ContentResponse;
}

export async function readContentAnswer(content: ContentStore): Promise<ContentResponse> {
  return contentAnswer(await content.rows());
}
