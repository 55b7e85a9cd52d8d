/** npm run replay -- FILE.json [--until N]: a support log's timeline and final search state, as text. */
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { replay } from './app/replay';
import { parseSupportLog, type SupportLog } from './features/support-log/log-format';
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
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    throw new Error(`Cannot read ${file}: ${(error as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : (error as Error).message}`);
  }
  const log = parseSupportLog(text);
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

try {
  main();
} catch (error) {
  console.error(`Error: ${error instanceof Error ? error.message : String(error)}`);
  if (error instanceof UsageError) console.error(`\n${USAGE}`);
  process.exitCode = error instanceof UsageError ? 2 : 1;
}
