/** What other features and the app use of the support log: the recorder, the download, and the log for the replay. */
export { createActionRecorder, type ActionRecorder } from './action-recorder';
export { exportSupportLog } from './export-log';
export type { SupportLog } from './log-format';
export { problemText } from './log-problems';
export { checkLogSize, parseSupportLog, SupportLogError, type LogProblem } from './parse-log';
export type { Replay, ReplayedState } from './replay-engine';
export { RecorderContext, useRecorder } from './recorder-context';
