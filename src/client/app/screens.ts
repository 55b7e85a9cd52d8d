/**
 * The screens' chunks, loaded by the routes (app/router.tsx) and, ahead of them, by the page's
 * first module (app/early-loads.ts). This module imports nothing heavy, so the page can start
 * loading a screen before React, antd and the store have run.
 */
import { CONSOLE_PATH, PARTS_LIST_PATH } from '../config/constants';
import { whenLoadedAndIdle } from '../lib/when-idle';

export const mainPage = async () => ({ Component: (await import(/* webpackChunkName: "search" */ '../features/home/MainPage')).default });
export const partsListPage = async () => ({ Component: (await import(/* webpackChunkName: "parts-list" */ '../features/parts-list/PartsListPage')).default });
export const consolePage = async () => ({ Component: (await import(/* webpackChunkName: "admin" */ './ConsoleRoute')).default });
export const replayPage = async () => ({ Component: (await import(/* webpackChunkName: "replay" */ './ReplayRoute')).default });

/**
 * The sign-in page; once it has shown and the browser is idle, the search page's code follows: the
 * customer typing a password is about to need it, and on a slow mobile link fetching it only after
 * Enter kept the start page waiting (docs/performance.md, Page load on a phone).
 */
export const loginPage = async () => {
  const { default: Component } = await import(/* webpackChunkName: "login" */ '../features/login/LoginPage');
  whenLoadedAndIdle(() => void mainPage().catch(() => undefined));
  return { Component };
};

/**
 * Starts loading the chunk of the screen the page opens at, so that it arrives while the
 * page's other scripts run instead of after them. The route's own lazy() then finds it
 * loaded (webpack loads a chunk once); a failure here is left for that call to report.
 */
export function preloadScreen(pathname: string): void {
  if (pathname.startsWith('/support/')) return;
  const screen = pathname.startsWith(CONSOLE_PATH) ? consolePage : { '/login': loginPage, [PARTS_LIST_PATH]: partsListPage }[pathname] ?? mainPage;
  void screen().catch(() => undefined);
}
