/**
 * antd's styles kept out of jsdom's document. antd writes a few thousand CSS rules at run time, and
 * jsdom's getComputedStyle matches every one of them against an element each time it is asked
 * (Testing Library asks for every candidate of a role query, user-event for every pointer event):
 * that was most of a whole-page test's time, tens of seconds on a busy machine. No client test
 * reads antd's look; visibility antd sets by class is checked in the browser tests.
 */
import { StyleProvider } from '@ant-design/cssinjs';
import type { ReactNode } from 'react';

export function WithoutAntdStyles({ children }: { children: ReactNode }) {
  return <StyleProvider mock="server">{children}</StyleProvider>;
}
