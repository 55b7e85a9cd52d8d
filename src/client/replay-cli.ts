/** npm run replay -- FILE.json [--until N]: a support log's timeline and final search state, as text. */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import i18next from 'i18next';
import { replay } from './app/replay';
import type { SupportLog } from './features/support-log/log-format';
import { problemText } from './features/support-log/log-problems';
import { checkLogSize, parseSupportLog, SupportLogError } from './features/support-log/parse-log';
import { searchFields, SUMMARISED_SEARCH_FIELDS, summariseSearchField, type FieldChange } from './features/support-log/replay-engine';

const { stateAfter, timeline } = replay;

const USAGE = `Usage: npm run replay -- FILE.json [--until N]
  Prints each recorded action of a support log with what it changed in the search state, then
  the final search state. --until N stops after the file's Nth action.`;

class UsageError extends Error {}

/** Summaries are already text; other values print as JSON, so "" and null stay visible. */
const show = (field: string, value: unknown) => (SUMMARISED_SEARCH_FIELDS.has(field) && typeof value === 'string' ? value : JSON.stringify(value));

const seconds = (ms: number) => `+${(ms / 1000).toFixed(3)}s`;

function header(log: SupportLog, file: string): string[] {
  const user = log.user ? `user ${log.user.id}, customer ${log.user.customerId ?? 'none'}` : 'not signed in';
  return [
    `Support log ${file}`,
    `  app:         ${log.app.version} (build ${log.app.build})`,
    `  exported at: ${log.exportedAt}`,
    `  language:    ${log.language}`,
    `  screen:      ${log.screen.width}×${log.screen.height}`,
    `  user:        ${user}`,
    `  search ids:  ${log.searchIds.length > 0 ? log.searchIds.join(', ') : 'none'}`,
    `  actions:     ${log.actions.length}`,
  ];
}

const changeLine = ({ field, before, after }: FieldChange) => `    ${field}: ${show(field, before)} → ${show(field, after)}`;

function parseUntil(value: string | undefined, total: number): number {
  if (value === undefined) return total;
  const until = Number(value);
  if (!/^\d+$/.test(value) || until < 1) throw new UsageError(`--until must be a positive whole number, not "${value}"`);
  return Math.min(until, total);
}

function main(): void {
  const { values, positionals } = parseArgs({ options: { until: { type: 'string' }, help: { type: 'boolean' } }, allowPositionals: true });
  if (values.help) return console.log(USAGE);
  if (positionals.length !== 1) throw new UsageError('Give exactly one support log file');
  const [file] = positionals;
  // A bad --until is a usage error even when the file is also missing.
  if (values.until !== undefined) parseUntil(values.until, Infinity);
  let text: string;
  try {
    // A file too large to be a support log is refused before it is read, as the replay page does.
    checkLogSize(fs.statSync(file).size);
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    if (error instanceof SupportLogError) throw error;
    throw new Error(`Cannot read ${file}: ${(error as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : (error as Error).message}`);
  }
  const log = parseSupportLog(text);
  replay.check(log);
  const until = parseUntil(values.until, log.actions.length);

  const lines = [...header(log, file), ''];
  for (const entry of timeline(log, until)) {
    lines.push(`#${entry.n}  ${seconds(entry.at)}  ${entry.type}`, ...entry.changes.map(changeLine));
  }
  const search = stateAfter(log, until).search;
  lines.push('', `Search state after action ${until} of ${log.actions.length}:`);
  for (const field of searchFields(search)) lines.push(`  ${field}: ${show(field, summariseSearchField(field, search[field]))}`);
  console.log(lines.join('\n'));
}

/** A refused log in the replay page's English words (locales/en/translation.json, supportLog.refused). */
function refusal(error: SupportLogError): string {
  const texts = i18next.createInstance();
  const translations = JSON.parse(fs.readFileSync(path.resolve(__dirname, '..', '..', '..', 'locales', 'en', 'translation.json'), 'utf8')) as object;
  void texts.init({ lng: 'en', initAsync: false, resources: { en: { translation: translations } }, interpolation: { escapeValue: false }, showSupportNotice: false });
  const { key, values } = problemText(error.problem);
  return texts.t(key, values);
}

try {
  main();
} catch (error) {
  const message = error instanceof SupportLogError ? refusal(error) : error instanceof Error ? error.message : String(error);
  console.error(`Error: ${message}`);
  if (error instanceof UsageError) console.error(`\n${USAGE}`);
  process.exitCode = error instanceof UsageError ? 2 : 1;
}
