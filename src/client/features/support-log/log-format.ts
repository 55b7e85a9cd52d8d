/**
 * The support log file: what a customer's page exports and what the replay view and the replay
 * command read. A checksum over the actions makes a truncated or edited file detectable.
 */
import { LANGUAGES, type Language } from '../../../shared/languages';
import { sha256 } from '../../../shared/sha256';

export const SUPPORT_LOG_FORMAT = 'pricetool-support-log';
export const SUPPORT_LOG_VERSION = 1;
/** The recorder keeps the newest this many actions. */
export const SUPPORT_LOG_MAX_ACTIONS = 1000;

export interface RecordedAction {
  /** Position in the session's record, from 0; kept when older actions are dropped. */
  n: number;
  /** Milliseconds since the session's record started. */
  at: number;
  type: string;
  payload?: unknown;
  meta?: unknown;
  error?: unknown;
}

export interface SupportLog {
  format: typeof SUPPORT_LOG_FORMAT;
  version: typeof SUPPORT_LOG_VERSION;
  app: { version: string; build: string };
  exportedAt: string;
  language: Language;
  screen: { width: number; height: number };
  user: { id: number; customerId: number | null } | null;
  /** Every x-search-id the session received, oldest first: the keys to the server's log lines. */
  searchIds: string[];
  actions: RecordedAction[];
  /** sha256 of JSON.stringify(actions). */
  checksum: string;
}

export class SupportLogError extends Error {}

export function actionsChecksum(actions: RecordedAction[]): string {
  return sha256(JSON.stringify(actions));
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function checkAction(action: unknown, index: number): RecordedAction {
  if (!isObject(action) || typeof action.type !== 'string' || typeof action.n !== 'number' || typeof action.at !== 'number') {
    throw new SupportLogError(`Action ${index + 1} is not a recorded action (it needs n, at and type)`);
  }
  return action as unknown as RecordedAction;
}

/** Reads a support log file's text, or says exactly why it is not one. */
export function parseSupportLog(text: string): SupportLog {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new SupportLogError('This file is not a support log: it is not complete JSON (truncated or damaged)');
  }
  if (!isObject(data) || data.format !== SUPPORT_LOG_FORMAT) throw new SupportLogError('This file is not a pricetool support log');
  if (data.version !== SUPPORT_LOG_VERSION) throw new SupportLogError(`Support log version ${String(data.version)} is not supported (expected ${SUPPORT_LOG_VERSION})`);
  if (!Array.isArray(data.actions)) throw new SupportLogError('The support log has no list of actions');
  const actions = data.actions.map(checkAction);
  if (typeof data.checksum !== 'string' || data.checksum !== actionsChecksum(actions)) {
    throw new SupportLogError('The support log was changed after it was exported (its checksum does not match); ask the customer for the original file');
  }
  if (!(LANGUAGES as readonly unknown[]).includes(data.language)) throw new SupportLogError('The support log names no known language');
  return data as unknown as SupportLog;
}
