/**
 * The distributor's texts and settings (docs/imports.md, Texts and addresses): one row per key that has been
 * imported or edited; a key without a row shows its default (content/content-defaults.ts).
 */
import type { ContentKey } from '../../shared/content-keys';
import type { Language } from '../../shared/languages';

export interface ContentRow {
  key: ContentKey;
  /** Trimmed; '' where a language has no text (a setting fills EN only). */
  values: Record<Language, string>;
}

export interface ContentStore {
  rows(): Promise<ContentRow[]>;
  /** In one transaction: sets each key given (all its languages); keys not named keep theirs. */
  write(rows: readonly ContentRow[], at: number): Promise<void>;
}

/** The table's columns, in LANGUAGES order. */
export const CONTENT_COLUMNS = ['en', 'de', 'fr', 'es'] as const;

export interface ContentTableRow {
  key: string;
  en: string;
  de: string;
  fr: string;
  es: string;
}

export function toContentRow(row: ContentTableRow): ContentRow {
  return { key: row.key as ContentKey, values: { EN: row.en, DE: row.de, FR: row.fr, ES: row.es } };
}
