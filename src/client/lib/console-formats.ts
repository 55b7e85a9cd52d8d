/**
 * The staff console's numbers and times, in the format of the language the console is shown in
 * (unlike the search page, whose numbers are German whatever the language: docs/behaviour.md, Languages).
 */
import type { Language } from '../../shared/languages';

const LOCALES: Record<Language, string> = { EN: 'en-GB', DE: 'de-DE', FR: 'fr-FR', ES: 'es-ES' };

export function consoleLocale(language: Language): string {
  return LOCALES[language];
}

/** '25 %' (de), '25%' (en), '18,5 %' (fr): up to two decimals. */
export function formatConsolePercent(value: number, language: Language): string {
  return new Intl.NumberFormat(LOCALES[language], { style: 'unit', unit: 'percent', maximumFractionDigits: 2 }).format(value);
}

/** '5,000' (en), '5.000' (de), '5 000' (fr). */
export function formatConsoleCount(value: number, language: Language): string {
  return new Intl.NumberFormat(LOCALES[language]).format(value);
}

/** A file size limit in whole megabytes (of 1,048,576 bytes): '5 MB', '5 Mo' (fr). */
export function formatConsoleMegabytes(bytes: number, language: Language): string {
  return new Intl.NumberFormat(LOCALES[language], { style: 'unit', unit: 'megabyte', maximumFractionDigits: 0 }).format(bytes / (1024 * 1024));
}

/** A moment (ms since the epoch) as date and time, to the minute. */
export function formatConsoleTime(ms: number, language: Language): string {
  return new Intl.DateTimeFormat(LOCALES[language], { dateStyle: 'medium', timeStyle: 'short' }).format(ms);
}

/** The decimal separator the language writes: the percent fields take it. */
export function decimalSeparator(language: Language): string {
  return new Intl.NumberFormat(LOCALES[language]).formatToParts(1.5).find((part) => part.type === 'decimal')?.value ?? '.';
}
