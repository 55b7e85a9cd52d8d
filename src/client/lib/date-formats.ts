/**
 * Dates and times as each interface language writes them (the staff console's audit lines and
 * flags), in the browser's time zone: English as in Britain, German, French and Spanish as in
 * Germany, France and Spain (docs/behaviour.md, Languages).
 */
const LOCALES: Record<string, string> = { en: 'en-GB', de: 'de-DE', fr: 'fr-FR', es: 'es-ES' };

/** The same order and separators in the date pickers' tokens. */
const PICKER_FORMATS: Record<string, string> = { en: 'DD/MM/YYYY', de: 'DD.MM.YYYY', fr: 'DD/MM/YYYY', es: 'DD/MM/YYYY' };

/** 'de' and 'de-AT' are German; anything unknown is English. */
const base = (language: string) => language.toLowerCase().split('-')[0];
const localeOf = (language: string) => LOCALES[base(language)] ?? LOCALES.en;
const DATE_TIME = { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', second: '2-digit' } as const;

/** '26/11/2026, 23:58:33' in English, '26.11.2026, 23:58:33' in German. */
export function formatDateTime(ms: number, language: string): string {
  return new Intl.DateTimeFormat(localeOf(language), DATE_TIME).format(ms);
}

/** A date picker's display format for the language. */
export function datePickerFormat(language: string): string {
  return PICKER_FORMATS[base(language)] ?? PICKER_FORMATS.en;
}
