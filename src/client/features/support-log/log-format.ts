/**
 * The support log file: what a customer's page exports and what the replay view and the replay
 * command read (parse-log.ts checks a file against it). A checksum over the actions makes a
 * truncated or edited file detectable; anyone can recompute it, so it proves nothing more.
 */
import type { Language } from '../../../shared/languages';
import { sha256 } from '../../../shared/sha256';
import { SUPPORT_LOG_MAX_ACTIONS } from '../../config/constants';

export const SUPPORT_LOG_FORMAT = 'pricetool-support-log';
export const SUPPORT_LOG_VERSION = 1;
export { SUPPORT_LOG_MAX_ACTIONS };

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

export function actionsChecksum(actions: RecordedAction[]): string {
  return sha256(JSON.stringify(actions));
}
