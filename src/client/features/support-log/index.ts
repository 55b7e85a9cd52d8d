/** What other features and the app use of the support log: the recorder and the download. */
export { createActionRecorder, type ActionRecorder } from './action-recorder';
export { exportSupportLog } from './export-log';
export { RecorderContext, useRecorder } from './recorder-context';
