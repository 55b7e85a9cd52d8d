import fs from 'node:fs';
import path from 'node:path';
import { IMPORT_KINDS, IMPORT_PHASES } from '../../../src/shared/admin-imports-contract';
import { LANGUAGES } from '../../../src/shared/languages';
import { I18N_OPTIONS, SUPPORTED_LANGUAGES, translationLanguage } from '../../../src/client/i18n/i18n';
import { loadTranslations } from '../support/test-i18n';

const SRC_CLIENT = path.resolve(__dirname, '../../../src/client');

/** Every leaf of a nested translation file, as 'a.b' → text. */
function leaves(tree: Record<string, unknown>, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [key, value] of Object.entries(tree)) {
    const keyPath = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === 'object') for (const [k, v] of leaves(value as Record<string, unknown>, keyPath)) out.set(k, v);
    else out.set(keyPath, value);
  }
  return out;
}

/** i18next's plural suffixes: a key's forms are one key to the other languages. */
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
const baseKey = (keyPath: string) => keyPath.replace(PLURAL_SUFFIX, '');

function placeholders(text: string): string[] {
  return [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((match) => match[1]).sort();
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Literal keys given to t('…') / t(`…`) and to showToast(kind, '…') / call(showToast, kind, '…'). */
function keysUsedInSource(): Set<string> {
  const keys = new Set<string>();
  const patterns = [
    /\bt\(\s*(['"`])([^'"`]+)\1/g,
    /showToast\s*(?:\(|,)\s*'(?:blank|error|success|loading)'\s*,\s*(['"`])([^'"`]+)\1/g,
  ];
  for (const file of sourceFiles(SRC_CLIENT)) {
    const text = fs.readFileSync(file, 'utf8');
    for (const pattern of patterns) {
      for (const match of text.matchAll(pattern)) if (!match[2].includes('${')) keys.add(match[2]);
    }
  }
  return keys;
}

const en = leaves(loadTranslations('en'));
const OTHERS = SUPPORTED_LANGUAGES.filter((language) => language !== 'en');

describe('the translation files', () => {
  it('cover the four languages (docs/behaviour.md, Languages)', () => {
    expect(SUPPORTED_LANGUAGES).toEqual(['en', 'de', 'fr', 'es']);
    expect(en.size).toBeGreaterThan(0);
  });

  it.each(OTHERS)('%s has exactly the keys of en', (language) => {
    const keys = (tree: Map<string, unknown>) => [...new Set([...tree.keys()].map(baseKey))].sort();
    expect(keys(leaves(loadTranslations(language)))).toEqual(keys(en));
  });

  // Without the form a number asks for, i18next shows the key itself (French 1 000 000 is "many").
  it.each(SUPPORTED_LANGUAGES)('%s has every plural form the language uses for each counted text', (language) => {
    const categories = [...new Intl.PluralRules(language).resolvedOptions().pluralCategories].sort();
    const forms = new Map<string, string[]>();
    for (const keyPath of leaves(loadTranslations(language)).keys()) {
      const suffix = PLURAL_SUFFIX.exec(keyPath)?.[1];
      if (suffix) forms.set(baseKey(keyPath), [...(forms.get(baseKey(keyPath)) ?? []), suffix]);
    }
    expect(forms.size).toBeGreaterThan(0);
    for (const [keyPath, found] of forms) expect({ keyPath, forms: found.sort() }).toEqual({ keyPath, forms: categories });
  });

  it.each(SUPPORTED_LANGUAGES)('%s names every import kind and phase, which the console asks for by template keys', (language) => {
    const texts = leaves(loadTranslations(language));
    const missing = [
      ...IMPORT_KINDS.map((kind) => `admin.imports.kinds.${kind}`),
      ...IMPORT_PHASES.map((phase) => `admin.imports.phases.${phase}`),
    ].filter((keyPath) => !texts.has(keyPath));
    expect(missing).toEqual([]);
  });

  it.each(SUPPORTED_LANGUAGES)('%s has a real text for every key', (language) => {
    for (const [keyPath, text] of leaves(loadTranslations(language))) {
      expect({ keyPath, type: typeof text }).toEqual({ keyPath, type: 'string' });
      expect({ keyPath, text: (text as string).trim() }).not.toEqual({ keyPath, text: '' });
      expect({ keyPath, text }).not.toEqual({ keyPath, text: keyPath });
    }
  });

  it.each(OTHERS)('%s uses the same {{placeholders}} as en', (language) => {
    const english = (keyPath: string) => en.get(keyPath) ?? en.get(`${baseKey(keyPath)}_other`);
    for (const [keyPath, text] of leaves(loadTranslations(language))) {
      expect({ keyPath, placeholders: placeholders(String(text)) }).toEqual({ keyPath, placeholders: placeholders(String(english(keyPath))) });
    }
  });

  it('hold every key the SPA asks for', () => {
    const used = keysUsedInSource();
    // The scan must actually find the keys it is meant to check.
    expect([...used]).toEqual(expect.arrayContaining(['login.heading', 'login.required', 'toasts.brandsFailed', 'login.noCustomer']));
    expect([...used].filter((key) => !en.has(key) && !en.has(`${key}_other`))).toEqual([]);
  });

  it.each(LANGUAGES)('name the language %s, which the selector asks for by a template key', (language) => {
    expect(en.has(`languages.${language}`)).toBe(true);
  });

  it.each([
    ['login.heading', 'Sign In'],
    ['login.loading', 'Loading ...'],
    ['login.required', 'Email and password required'],
    ['login.tooManyAttempts', 'Too many login attempts. Please contact us if you are still having troubles.'],
    ['login.successful', 'Login successful!'],
    ['toasts.brandsFailed', 'Failed to fetch brands'],
    ['toasts.unexpectedError', 'An unexpected error occurred'],
  ])('en %s is the documented text %p', (keyPath, text) => {
    expect(en.get(keyPath)).toBe(text);
  });

  it('French keeps a no-break space before : ; ! ? and inside « », so that no line starts with the sign (docs/behaviour.md, Languages)', () => {
    const loose = [...leaves(loadTranslations('fr'))].filter(([, text]) => / [:;!?»]|« /.test(String(text)));
    expect(loose).toEqual([]);
  });

  it.each(SUPPORTED_LANGUAGES)('%s shows no markup placeholder such as <Tab> to the customer', (language) => {
    const markup = [...leaves(loadTranslations(language))].filter(([, text]) => /<\s*tab\s*>/i.test(String(text)));
    expect(markup).toEqual([]);
  });

  it('the beta banner says this is a beta version and asks for caution', () => {
    expect(en.get('banners.beta')).toMatch(/beta version/i);
    expect(en.get('banners.beta')).toMatch(/caution/i);
  });
});

describe('i18n options', () => {
  it('fall back to en, not to i18next\'s own "dev"', () => {
    expect(I18N_OPTIONS.fallbackLng).toBe('en');
  });

  it.each([['EN', 'en'], ['DE', 'de'], ['FR', 'fr'], ['ES', 'es']] as const)('translation language of %s is %s', (language, expected) => {
    expect(translationLanguage(language)).toBe(expected);
  });
});
