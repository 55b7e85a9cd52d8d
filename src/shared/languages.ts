/** The interface languages (docs/behaviour.md, Languages), in the order the language selector shows them. */
export const LANGUAGES = ['EN', 'DE', 'FR', 'ES'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'EN';

/** Reads an `x-selected-language` value; anything unknown falls back to English. */
export function parseLanguage(value: unknown): Language {
  const upper = typeof value === 'string' ? value.trim().toUpperCase() : '';
  return (LANGUAGES as readonly string[]).includes(upper) ? (upper as Language) : DEFAULT_LANGUAGE;
}
