import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContentResponse } from '../../../shared/content-contract';
import type { ContentSettingKey, ContentTextKey } from '../../../shared/content-keys';
import { parseLanguage } from '../../../shared/languages';
import { heldContent, subscribeContent } from './content-copy';

const contentNow = () => heldContent()?.content ?? null;

/** The content in force, following every new copy; null until the first is in. */
export function useContent(): ContentResponse | null {
  return useSyncExternalStore(subscribeContent, contentNow, contentNow);
}

/** A setting ('' while unknown or unset). */
export function useContentSetting(key: ContentSettingKey): string {
  return useContent()?.settings[key] ?? '';
}

/** A text in the language shown ('' while the content is not in). */
export function useContentText(key: ContentTextKey): string {
  const { i18n } = useTranslation();
  return useContent()?.texts[key][parseLanguage(i18n.language)] ?? '';
}
