/**
 * What a text or setting may hold (docs/imports.md, Texts and addresses), checked the same way by the import
 * and by the staff console's save: each problem is a code with its detail, which the import
 * writes in English and the console shows in the staff member's language.
 */
import {
  CONTENT_ADDRESS_KEYS, CONTENT_KEYS, CONTENT_PLACEHOLDERS, CONTENT_SETTING_KEYS, type ContentKey, type ContentSettingKey,
} from '../../shared/content-keys';
import type { ContentProblem } from '../../shared/content-contract';
import { LANGUAGES, type Language } from '../../shared/languages';

export const MAX_TEXT_LENGTH = 2000;
export const MAX_SETTING_LENGTH = 254;

/** The markup a text may use: a mail link, bold, italic, a line break; no attributes. */
const PAIRED_TAGS = new Set(['mail', 'b', 'i']);
const TAG = /<(\/?)([a-zA-Z][a-zA-Z0-9]*)\s*(\/?)>/y;
const PLACEHOLDER = /\{\{([^}]*)\}\}/g;
/** Where a spreadsheet would start a formula (docs/imports.md, Article numbers and text). */
const FORMULA_START = /^[=+\-@\t\r]/;
/** A control character but tab and line breaks, half of a UTF-16 character, or U+FFFD: as the imports refuse (imports/csv-reader.ts). */
const NOT_TEXT = /(?![\t\n\r])[\p{Cc}\p{Cs}\uFFFD]/u;
const ADDRESS = /^[^\s@<>"(),;:[\]\\]+@[^\s@<>"(),;:[\]\\]+\.[^\s@<>"(),;:[\]\\]+$/;

export function isContentKey(key: string): key is ContentKey {
  return (CONTENT_KEYS as readonly string[]).includes(key);
}

export function isSettingKey(key: ContentKey): key is ContentSettingKey {
  return (CONTENT_SETTING_KEYS as readonly string[]).includes(key);
}

/** The first tag outside the safe set, or a tag left open or closed twice, as a problem; null when the markup is safe. */
function markupProblem(text: string): ContentProblem | null {
  const open: string[] = [];
  for (let at = text.indexOf('<'); at !== -1; at = text.indexOf('<', at + 1)) {
    TAG.lastIndex = at;
    const match = TAG.exec(text);
    const [tag, closing, name, selfClosing] = match ?? [text.slice(at, text.indexOf('>', at) + 1 || at + 20), '', '', ''];
    const lower = name.toLowerCase();
    if (match && lower === 'br' && !closing) continue;
    if (!match || !PAIRED_TAGS.has(lower) || selfClosing || name !== lower) return { code: 'unsafeMarkup', detail: tag };
    if (!closing) open.push(lower);
    else if (open.pop() !== lower) return { code: 'unbalancedMarkup', detail: tag };
  }
  return open.length > 0 ? { code: 'unbalancedMarkup', detail: `<${open[open.length - 1]}>` } : null;
}

function notText(value: string): ContentProblem | null {
  const found = NOT_TEXT.exec(value)?.[0];
  return found === undefined ? null : { code: 'notText', detail: `U+${found.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}` };
}

function textProblem(text: string): ContentProblem | null {
  const unreadable = notText(text);
  if (unreadable) return unreadable;
  if (text.length > MAX_TEXT_LENGTH) return { code: 'tooLong', detail: String(MAX_TEXT_LENGTH) };
  if (FORMULA_START.test(text)) return { code: 'formula', detail: text[0] };
  // i18next would expand a nesting: a text says only what it says.
  if (text.includes('$t(')) return { code: 'unknownPlaceholder', detail: '$t(' };
  for (const [whole, name] of text.matchAll(PLACEHOLDER)) {
    if (!(CONTENT_PLACEHOLDERS as readonly string[]).includes(name.trim())) return { code: 'unknownPlaceholder', detail: whole };
  }
  return markupProblem(text);
}

function settingProblem(key: ContentSettingKey, value: string): ContentProblem | null {
  const unreadable = notText(value);
  if (unreadable) return unreadable;
  if (value.length > MAX_SETTING_LENGTH) return { code: 'tooLong', detail: String(MAX_SETTING_LENGTH) };
  if (CONTENT_ADDRESS_KEYS.includes(key)) return ADDRESS.test(value) ? null : { code: 'notAnAddress', detail: value };
  if (FORMULA_START.test(value)) return { code: 'formula', detail: value[0] };
  return /[<>]|\{\{/.test(value) ? { code: 'unsafeMarkup', detail: value } : null;
}

/**
 * The problems of one key's values (trimmed; '' = none): a setting fills EN only, and an address
 * must be one; a text needs EN, and every language keeps to the safe markup and the placeholders.
 */
export function contentProblems(key: ContentKey, values: Record<Language, string>): Array<ContentProblem & { language: Language }> {
  const problems: Array<ContentProblem & { language: Language }> = [];
  if (isSettingKey(key)) {
    const withLanguage = LANGUAGES.filter((language) => language !== 'EN' && values[language] !== '');
    if (withLanguage.length > 0) problems.push({ language: withLanguage[0], code: 'settingWithLanguages', detail: key });
    const problem = values.EN === '' && key === 'company.name' ? null : settingProblem(key, values.EN);
    if (problem) problems.push({ language: 'EN', ...problem });
    return problems;
  }
  if (values.EN === '') problems.push({ language: 'EN', code: 'missingEnglish', detail: key });
  for (const language of LANGUAGES) {
    const problem = values[language] === '' ? null : textProblem(values[language]);
    if (problem) problems.push({ language, ...problem });
  }
  return problems;
}

const ENGLISH: Record<ContentProblem['code'], (detail: string) => string> = {
  unknownKey: (detail) => `"${detail}" is not a key of the content (docs/imports.md lists them)`,
  missingEnglish: () => 'no English text; English is the fallback of every language',
  settingWithLanguages: () => 'a setting has no languages: fill en only',
  notAnAddress: (detail) => `"${detail}" is not an e-mail address`,
  unsafeMarkup: (detail) => `${detail} is not allowed: only <mail>…</mail>, <b>…</b>, <i>…</i> and <br/>, without attributes`,
  unbalancedMarkup: (detail) => `${detail} is not closed or not opened`,
  unknownPlaceholder: (detail) => `${detail} is not a placeholder: only {{${CONTENT_PLACEHOLDERS.join('}}, {{')}}}`,
  tooLong: (detail) => `is longer than ${detail} characters`,
  formula: (detail) => `starts with "${detail}", which a spreadsheet reads as a formula`,
  notText: (detail) => `holds ${detail}, which is not text`,
};

/** A problem as the import and the CLI write it. */
export function describeProblem(problem: ContentProblem & { language?: Language }): string {
  const column = problem.language ? `${problem.language.toLowerCase()}: ` : '';
  return `${column}${ENGLISH[problem.code](problem.detail)}`;
}
