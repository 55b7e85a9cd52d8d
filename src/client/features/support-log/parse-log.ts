/**
 * Reading a support log file (docs/behaviour.md, Support log), for the replay page and `npm run
 * replay` alike. A file passes only if it is one the page could have exported: at most
 * SUPPORT_LOG_MAX_BYTES and SUPPORT_LOG_MAX_ACTIONS, every field of the type the page writes,
 * every action named as the app names actions, and the checksum right. The checksum alone proves
 * nothing (anyone can recompute it), so the rest is checked first; whether each action can be
 * replayed on the app's reducers is the replay's check (replay-engine.ts). Whatever is wrong is
 * said as a closed set of problems, which the page words in the customer's language.
 */
import { LANGUAGES } from '../../../shared/languages';
import { SUPPORT_LOG_MAX_ACTIONS, SUPPORT_LOG_MAX_BYTES } from '../../config/constants';
import { actionsChecksum, SUPPORT_LOG_FORMAT, SUPPORT_LOG_VERSION, type RecordedAction, type SupportLog } from './log-format';

/** A top-level field and what it must hold. */
export type LogField = 'app' | 'exportedAt' | 'language' | 'screen' | 'user' | 'searchIds' | 'actions' | 'checksum';

/** What is wrong with a file; `n` counts the file's actions from 1. */
export type LogProblem =
  | { kind: 'tooLarge'; bytes: number; max: number }
  | { kind: 'notJson' }
  | { kind: 'notALog' }
  | { kind: 'version'; version: string; expected: number }
  | { kind: 'field'; field: LogField }
  | { kind: 'tooManyActions'; count: number; max: number }
  | { kind: 'action'; n: number }
  | { kind: 'actionType'; n: number; type: string }
  | { kind: 'checksum' }
  | { kind: 'notReplayable'; n: number; type: string; reason: string };

export class SupportLogError extends Error {
  constructor(readonly problem: LogProblem) {
    super(`${problem.kind}: ${JSON.stringify(problem)}`);
    this.name = 'SupportLogError';
  }
}

/**
 * How the app names its actions: `feature/event`, words of letters, digits, `_ @ . -` (`search/
 * searchRequested`, `api/executeQuery/fulfilled`, `persist/REHYDRATE`). No such name is a property
 * of every object (`__proto__`, `constructor`, `toString`), which a reducer's lookup would find.
 */
export const ACTION_TYPE_PATTERN = /^[A-Za-z@][\w@.-]*(?:\/[\w@.-]+)+$/;
export const MAX_ACTION_TYPE_LENGTH = 120;
/** A search id as the server hands them out (docs/api.md, Search: MAX_SEARCH_ID_LENGTH). */
const SEARCH_ID = /^[A-Za-z0-9-]{1,64}$/;

type Fields = Record<string, unknown>;

const isObject = (value: unknown): value is Fields => typeof value === 'object' && value !== null && !Array.isArray(value);
const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0;
const isTime = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const isWhole = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;

const FIELD_CHECKS: Record<LogField, (value: unknown) => boolean> = {
  app: (app) => isObject(app) && typeof app.version === 'string' && typeof app.build === 'string',
  exportedAt: (at) => typeof at === 'string' && !Number.isNaN(Date.parse(at)),
  language: (language) => (LANGUAGES as readonly unknown[]).includes(language),
  screen: (screen) => isObject(screen) && isCount(screen.width) && isCount(screen.height),
  user: (user) => user === null || (isObject(user) && isWhole(user.id) && (user.customerId === null || isWhole(user.customerId))),
  searchIds: (ids) => Array.isArray(ids) && ids.every((id) => typeof id === 'string' && SEARCH_ID.test(id)),
  actions: (actions) => Array.isArray(actions),
  checksum: (checksum) => typeof checksum === 'string',
};

/** Refuses a file by its size before it is read: the page asks the File, the command the file system. */
export function checkLogSize(bytes: number): void {
  if (bytes > SUPPORT_LOG_MAX_BYTES) throw new SupportLogError({ kind: 'tooLarge', bytes, max: SUPPORT_LOG_MAX_BYTES });
}

function checkAction(action: unknown, index: number, previous: number): RecordedAction {
  const n = index + 1;
  if (!isObject(action) || !isWhole(action.n) || action.n <= previous || !isTime(action.at) || typeof action.type !== 'string') {
    throw new SupportLogError({ kind: 'action', n });
  }
  if (action.type.length > MAX_ACTION_TYPE_LENGTH || !ACTION_TYPE_PATTERN.test(action.type)) {
    throw new SupportLogError({ kind: 'actionType', n, type: action.type.slice(0, MAX_ACTION_TYPE_LENGTH) });
  }
  return action as unknown as RecordedAction;
}

/** Reads a support log file's text, or says exactly why it is not one (SupportLogError). */
export function parseSupportLog(text: string): SupportLog {
  // Each character is at least a byte: a longer text is surely too large.
  if (text.length > SUPPORT_LOG_MAX_BYTES) checkLogSize(text.length);
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new SupportLogError({ kind: 'notJson' });
  }
  if (!isObject(data) || data.format !== SUPPORT_LOG_FORMAT) throw new SupportLogError({ kind: 'notALog' });
  if (data.version !== SUPPORT_LOG_VERSION) {
    throw new SupportLogError({ kind: 'version', version: String(data.version).slice(0, 20), expected: SUPPORT_LOG_VERSION });
  }
  for (const field of Object.keys(FIELD_CHECKS) as LogField[]) {
    if (!FIELD_CHECKS[field](data[field])) throw new SupportLogError({ kind: 'field', field });
  }
  const actions = data.actions as unknown[];
  if (actions.length > SUPPORT_LOG_MAX_ACTIONS) throw new SupportLogError({ kind: 'tooManyActions', count: actions.length, max: SUPPORT_LOG_MAX_ACTIONS });
  let previous = -1;
  const checked = actions.map((action, index) => {
    const recorded = checkAction(action, index, previous);
    previous = recorded.n;
    return recorded;
  });
  if (data.checksum !== actionsChecksum(checked)) throw new SupportLogError({ kind: 'checksum' });
  return data as unknown as SupportLog;
}
