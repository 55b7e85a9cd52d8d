import { createContext, useContext } from 'react';
import type { ActionRecorder } from './action-recorder';

/** The page's action recorder, for "Download support log"; App provides the store's (null: nothing is recorded). */
export const RecorderContext = createContext<ActionRecorder | null>(null);

export function useRecorder(): ActionRecorder | null {
  return useContext(RecorderContext);
}
