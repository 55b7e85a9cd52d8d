/**
 * Support logs built by hand from the app's own action creators, as the recorder would write
 * them: a sign-in, one search with its answer, then an on-stock filter and its new answer.
 */
import type { UnknownAction } from '@reduxjs/toolkit';
import {
  filtersChanged, loadingFinished, resultsReceived, searchIdReceived, searchRequested, searchStarted,
} from '../../../../src/client/features/search/search-slice';
import { loginSucceeded } from '../../../../src/client/features/session/session-slice';
import { actionsChecksum, SUPPORT_LOG_FORMAT, SUPPORT_LOG_VERSION, type RecordedAction, type SupportLog } from '../../../../src/client/features/support-log/log-format';
import { makeArticle } from '../../support/article-fixtures';

const wago = Array.from({ length: 10 }, (_, i) => makeArticle('Wago', `7501${String(i * 2).padStart(2, '0')}`));
const pilz = Array.from({ length: 9 }, (_, i) => makeArticle('Pilz', `7502${String(i).padStart(2, '0')}`, { onstock: 0 }));

export const FIRST_ANSWER = [...wago, ...pilz];

/** The actions of the flow, each with its milliseconds since the record started. */
export const FLOW: Array<[number, UnknownAction]> = [
  [120, loginSucceeded({ token: '[redacted]', user: { id: 7, username: 'Demo User', customer: { id: 3, name: 'Muster Automation GmbH' }, blocked_brands: '', role: 'customer' }, remember: true })],
  [4_310, searchRequested({ query: '7501', brands: [], onstock: false })],
  [4_312, searchStarted()],
  [4_655, searchIdReceived('sid-0001')],
  [4_656, resultsReceived({ articles: FIRST_ANSWER, brands: [{ brand: 'Wago', count: 10 }, { brand: 'Pilz', count: 9 }], onStock: 10, query: '7501', exactMatch: false })],
  [6_157, loadingFinished()],
  [9_020, filtersChanged({ onstock: true })],
  [9_321, searchRequested({ query: '7501', brands: [], onstock: true })],
  [9_322, searchStarted()],
  [9_540, searchIdReceived('sid-0002')],
  [9_541, resultsReceived({ articles: wago, brands: [{ brand: 'Wago', count: 10 }], onStock: 10, query: '7501', exactMatch: false })],
  [11_042, loadingFinished()],
];

export function record(flow: Array<[number, UnknownAction]>): RecordedAction[] {
  return flow.map(([at, action], n) => ({ n, at, ...JSON.parse(JSON.stringify(action)) }) as RecordedAction);
}

export function supportLog(flow: Array<[number, UnknownAction]> = FLOW): SupportLog {
  const actions = record(flow);
  return {
    format: SUPPORT_LOG_FORMAT,
    version: SUPPORT_LOG_VERSION,
    app: { version: '0.1.0', build: 'abc1234' },
    exportedAt: '2026-11-20T14:03:22.000Z',
    language: 'DE',
    screen: { width: 1440, height: 900 },
    user: { id: 7, customerId: 3 },
    searchIds: ['sid-0001', 'sid-0002'],
    actions,
    checksum: actionsChecksum(actions),
  };
}
