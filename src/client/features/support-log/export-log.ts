/**
 * The support log a customer exports: the recorder's actions and search ids with what support
 * needs to read them (app build, language, screen, who), and a checksum over the actions.
 */
import { downloadBlob } from '../../lib/download';
import type { SessionState } from '../session';
import type { ActionRecorder } from './action-recorder';
import { SUPPORT_LOG_FORMAT, SUPPORT_LOG_VERSION, actionsChecksum, type SupportLog } from './log-format';

export interface SupportLogContext {
  now: Date;
  screen: { width: number; height: number };
  app: { version: string; build: string };
}

type RecordSource = Pick<ActionRecorder, 'entries' | 'searchIds'>;

/** Fixed when the bundle is built (webpack's DefinePlugin); 'dev' in tests and unbuilt runs. */
export function appBuild(): SupportLogContext['app'] {
  return { version: process.env.PRICETOOL_VERSION || 'dev', build: process.env.PRICETOOL_BUILD || 'dev' };
}

export function buildSupportLog(recorder: RecordSource, state: { session: SessionState }, context: SupportLogContext): SupportLog {
  const actions = recorder.entries();
  const { user } = state.session;
  return {
    format: SUPPORT_LOG_FORMAT,
    version: SUPPORT_LOG_VERSION,
    app: { ...context.app },
    exportedAt: context.now.toISOString(),
    language: state.session.language,
    screen: { ...context.screen },
    // Who, never how they signed in: no token, no e-mail.
    user: user ? { id: user.id, customerId: user.customer?.id ?? null } : null,
    searchIds: recorder.searchIds(),
    actions,
    checksum: actionsChecksum(actions),
  };
}

const pad = (value: number) => String(value).padStart(2, '0');

/** 'pricetool-support-log-2026-11-21-0645.json': the customer's local date and time. */
export function supportLogFileName(date: Date): string {
  const day = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  return `pricetool-support-log-${day}-${pad(date.getHours())}${pad(date.getMinutes())}.json`;
}

/** Saves the log as a file. */
export function downloadSupportLog(log: SupportLog, date: Date = new Date(log.exportedAt)): void {
  downloadBlob(new Blob([JSON.stringify(log, null, 2)], { type: 'application/json' }), supportLogFileName(date));
}

/** The page's log as of now, downloaded. */
export function exportSupportLog(recorder: RecordSource, state: { session: SessionState }): void {
  const now = new Date();
  const log = buildSupportLog(recorder, state, { now, screen: { width: window.screen.width, height: window.screen.height }, app: appBuild() });
  downloadSupportLog(log, now);
}
