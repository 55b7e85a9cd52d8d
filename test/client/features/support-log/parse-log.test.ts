/**
 * Reading a support log (docs/behaviour.md, Support log): a file passes only if it is one the page
 * could have exported, checked before its checksum, which anyone can recompute; each refusal names
 * what is wrong.
 */
import { SUPPORT_LOG_MAX_ACTIONS, SUPPORT_LOG_MAX_BYTES } from '../../../../src/client/config/constants';
import { actionsChecksum, type RecordedAction } from '../../../../src/client/features/support-log/log-format';
import { parseSupportLog, SupportLogError, type LogProblem } from '../../../../src/client/features/support-log/parse-log';
import { supportLog } from './replay-fixture';

/** The fixture's log with `change` made to its JSON, and the checksum recomputed as a forger would. */
function forged(change: (log: Record<string, unknown>) => void): string {
  const log = JSON.parse(JSON.stringify(supportLog())) as Record<string, unknown>;
  change(log);
  if (Array.isArray(log.actions)) log.checksum = actionsChecksum(log.actions as RecordedAction[]);
  return JSON.stringify(log);
}

function problemOf(text: string): LogProblem | null {
  try {
    parseSupportLog(text);
    return null;
  } catch (error) {
    if (error instanceof SupportLogError) return error.problem;
    throw error;
  }
}

const actions = (log: Record<string, unknown>) => log.actions as Array<Record<string, unknown>>;

describe('parseSupportLog', () => {
  it('reads a log the page exported', () => {
    expect(parseSupportLog(JSON.stringify(supportLog()))).toEqual(supportLog());
  });

  it.each<[string, () => string, LogProblem]>([
    ['truncated JSON', () => JSON.stringify(supportLog()).slice(0, 100), { kind: 'notJson' }],
    ['another kind of JSON', () => JSON.stringify({ name: 'pricetool' }), { kind: 'notALog' }],
    ['a list', () => '[]', { kind: 'notALog' }],
    ['another version', () => forged((log) => { log.version = 2; }), { kind: 'version', version: '2', expected: 1 }],
    ['no app build', () => forged((log) => { log.app = 'x'; }), { kind: 'field', field: 'app' }],
    ['no export date', () => forged((log) => { log.exportedAt = 'yesterday'; }), { kind: 'field', field: 'exportedAt' }],
    ['an unknown language', () => forged((log) => { log.language = 'XX'; }), { kind: 'field', field: 'language' }],
    ['no screen', () => forged((log) => { delete log.screen; }), { kind: 'field', field: 'screen' }],
    ['a screen of text', () => forged((log) => { log.screen = { width: '1440', height: 900 }; }), { kind: 'field', field: 'screen' }],
    ['a user without id', () => forged((log) => { log.user = { customerId: 3 }; }), { kind: 'field', field: 'user' }],
    ['searchIds as a string', () => forged((log) => { log.searchIds = 'sid-0001'; }), { kind: 'field', field: 'searchIds' }],
    ['a search id of markup', () => forged((log) => { log.searchIds = ['<img src=x>']; }), { kind: 'field', field: 'searchIds' }],
    ['no actions', () => forged((log) => { log.actions = { 0: {} }; }), { kind: 'field', field: 'actions' }],
    ['an action without type', () => forged((log) => { delete actions(log)[2].type; }), { kind: 'action', n: 3 }],
    ['an action whose n does not count up', () => forged((log) => { actions(log)[4].n = 1; }), { kind: 'action', n: 5 }],
    ['an action without time', () => forged((log) => { actions(log)[0].at = 'soon'; }), { kind: 'action', n: 1 }],
    ['an action of type __proto__', () => forged((log) => { actions(log)[1].type = '__proto__'; }), { kind: 'actionType', n: 2, type: '__proto__' }],
    ['an action of type constructor', () => forged((log) => { actions(log)[1].type = 'constructor'; }), { kind: 'actionType', n: 2, type: 'constructor' }],
    ['an action of type toString', () => forged((log) => { actions(log)[1].type = 'toString'; }), { kind: 'actionType', n: 2, type: 'toString' }],
    ['an action type of markup', () => forged((log) => { actions(log)[1].type = 'search/<b>x</b>'; }), { kind: 'actionType', n: 2, type: 'search/<b>x</b>' }],
    ['an edited action, checksum kept', () => JSON.stringify(supportLog()).replace('"7501"', '"7502"'), { kind: 'checksum' }],
  ])('refuses %s, saying what is wrong', (_case, text, problem) => {
    expect(problemOf(text())).toEqual(problem);
  });

  it(`refuses more than SUPPORT_LOG_MAX_ACTIONS (${SUPPORT_LOG_MAX_ACTIONS}) actions: the recorder keeps no more`, () => {
    const text = forged((log) => {
      log.actions = Array.from({ length: SUPPORT_LOG_MAX_ACTIONS + 1 }, (_, n) => ({ n, at: n, type: 'search/pageChanged', payload: 1 }));
    });
    expect(problemOf(text)).toEqual({ kind: 'tooManyActions', count: SUPPORT_LOG_MAX_ACTIONS + 1, max: SUPPORT_LOG_MAX_ACTIONS });
    const most = forged((log) => {
      log.actions = Array.from({ length: SUPPORT_LOG_MAX_ACTIONS }, (_, n) => ({ n, at: n, type: 'search/pageChanged', payload: 1 }));
    });
    expect(problemOf(most)).toBeNull();
  });

  it('refuses 200,000 actions (16 MB) at once, before any checksum or replay', () => {
    const action = { n: 0, at: 0, type: 'search/queryChanged', payload: 'x'.repeat(40) };
    const text = JSON.stringify({ ...supportLog(), actions: Array.from({ length: 200_000 }, (_, n) => ({ ...action, n, at: n })) });
    expect(text.length).toBeGreaterThan(16_000_000);
    // The checksum is sha256 of JSON.stringify(actions): not reached.
    const stringify = jest.spyOn(JSON, 'stringify');
    expect(problemOf(text)).toMatchObject({ kind: 'tooManyActions', count: 200_000 });
    expect(stringify.mock.calls.filter(([value]) => Array.isArray(value))).toEqual([]);
    stringify.mockRestore();
  });

  it(`refuses a text longer than SUPPORT_LOG_MAX_BYTES (${SUPPORT_LOG_MAX_BYTES / 1024 / 1024} MiB) without parsing it`, () => {
    const parse = jest.spyOn(JSON, 'parse');
    expect(problemOf(' '.repeat(SUPPORT_LOG_MAX_BYTES + 1))).toEqual({ kind: 'tooLarge', bytes: SUPPORT_LOG_MAX_BYTES + 1, max: SUPPORT_LOG_MAX_BYTES });
    expect(parse).not.toHaveBeenCalled();
    parse.mockRestore();
  });
});
