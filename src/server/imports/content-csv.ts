/**
 * The content file (docs/imports.md, Texts and addresses): one line per key with its text in each language,
 * or a setting's value in `en`. Every line is checked (content/content-rules.ts); a file with any
 * rejected line writes nothing, and a valid one sets the keys it names in one transaction (keys
 * not named keep their texts). A dry run checks and writes nothing.
 */
import type { ContentKey } from '../../shared/content-keys';
import { LANGUAGES, type Language } from '../../shared/languages';
import { contentProblems, describeProblem, isContentKey } from '../content/content-rules';
import type { ContentRow } from '../store/content-store';
import type { Database } from '../store/database';
import { emptyReport, ImportFailedError, readCsv, RowError, type CsvFormat, type CsvValues } from './csv-reader';
import { importStopped } from './import-csv';
import { recordImport } from './record-import';
import type { TableImportSummary } from './table-import';

type ContentColumn = 'key' | 'en' | 'de' | 'fr' | 'es';

const LANGUAGE_COLUMNS: Record<Language, ContentColumn> = { EN: 'en', DE: 'de', FR: 'fr', ES: 'es' };

function parseContentRow(values: CsvValues<ContentColumn>): ContentRow {
  const key = (values.key ?? '').trim();
  if (!isContentKey(key)) throw new RowError(describeProblem({ code: 'unknownKey', detail: key }));
  const texts = Object.fromEntries(LANGUAGES.map((language) => [language, (values[LANGUAGE_COLUMNS[language]] ?? '').trim()])) as Record<Language, string>;
  const problems = contentProblems(key, texts);
  if (problems.length > 0) throw new RowError(`${key}: ${problems.map(describeProblem).join('; ')}`);
  return { key: key as ContentKey, values: texts };
}

export const CONTENT_CSV: CsvFormat<ContentColumn, ContentRow> = {
  columns: [
    { key: 'key', names: ['schlüssel', 'schluessel'], required: true },
    { key: 'en', names: ['english', 'englisch'], required: true },
    { key: 'de', names: ['deutsch', 'german'] },
    { key: 'fr', names: ['français', 'francais', 'french', 'französisch'] },
    { key: 'es', names: ['español', 'espanol', 'spanish', 'spanisch'] },
  ],
  parseRow: parseContentRow,
  key: (row) => row.key,
};

export interface ContentImportOptions {
  dryRun?: boolean;
  now?: () => number;
}

export async function importContentCsv(database: Database, file: string, { dryRun = false, now = Date.now }: ContentImportOptions = {}): Promise<TableImportSummary<ContentRow[]>> {
  const report = emptyReport();
  try {
    const rows: ContentRow[] = [];
    for await (const row of readCsv(file, CONTENT_CSV, report)) rows.push(row);
    if (report.rejectedCount > 0) throw new ImportFailedError(`${report.rejectedCount} row(s) rejected; nothing was imported`, report);
    if (rows.length === 0) throw new ImportFailedError('The file holds no row; nothing was imported', report);
    if (!dryRun) {
      await database.whileImporting(() => database.store.content.write(rows, now()));
      await recordImport(database, 'content', rows.length, now);
    }
    return { ...report, loaded: rows.length, result: rows };
  } catch (error) {
    throw importStopped(error, report);
  }
}
