/**
 * How a refused support log is worded (docs/behaviour.md, Support log): each problem of
 * parse-log.ts is a translation key under `supportLog.refused` with its values, so the replay page
 * says it in the language on screen and `npm run replay` in English, from the same texts.
 */
import type { LogProblem } from './parse-log';

const MIB = 1024 * 1024;
const megabytes = (bytes: number) => (bytes / MIB).toFixed(1);

export function problemText(problem: LogProblem): { key: string; values: Record<string, string | number> } {
  switch (problem.kind) {
    case 'tooLarge':
      return { key: 'supportLog.refused.tooLarge', values: { size: megabytes(problem.bytes), max: megabytes(problem.max) } };
    case 'field':
      return { key: `supportLog.refused.field.${problem.field}`, values: {} };
    case 'version':
      return { key: 'supportLog.refused.version', values: { version: problem.version, expected: problem.expected } };
    case 'tooManyActions':
      return { key: 'supportLog.refused.tooManyActions', values: { count: problem.count, max: problem.max } };
    case 'action':
      return { key: 'supportLog.refused.action', values: { n: problem.n } };
    case 'actionType':
      return { key: 'supportLog.refused.actionType', values: { n: problem.n, type: problem.type } };
    case 'notReplayable':
      return { key: 'supportLog.refused.notReplayable', values: { n: problem.n, type: problem.type, reason: problem.reason } };
    default:
      return { key: `supportLog.refused.${problem.kind}`, values: {} };
  }
}
