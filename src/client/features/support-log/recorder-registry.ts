/**
 * The page's action recorder, for the header's "Download support log": createAppStore registers
 * the one it made, so a component reaches it without threading it through props.
 */
import type { ActionRecorder } from './action-recorder';

let current: ActionRecorder | null = null;

export function registerRecorder(recorder: ActionRecorder | null): void {
  current = recorder;
}

export function currentRecorder(): ActionRecorder | null {
  return current;
}
