/**
 * The routes (docs/behaviour.md, Pages and addresses). The sign-in page and the search page are separate chunks, so the
 * sign-in page shows without the search views; it fetches them once it is idle (app/screens.ts). Any other path goes to /; a thrown render error shows
 * the router's default error page.
 */
import { Spin } from 'antd';
import { useLayoutEffect } from 'react';
import { Navigate, Outlet, createBrowserRouter, type RouteObject } from 'react-router';
import { LazyBanners } from '../features/flags/LazyBanners';
import { LazyMaintenancePage } from '../features/flags/LazyMaintenancePage';
import { useFlags } from '../features/flags/use-flags';
import { CONSOLE_PATH, PARTS_LIST_PATH } from '../config/constants';
import { removeLoginShell } from '../lib/login-shell';
import { RequireCustomer } from './guards';
import { consolePage, loginPage, mainPage, partsListPage, replayPage } from './screens';

/** Every screen: the maintenance page while the flag is on, else the banners and the route. */
function AppShell() {
  const flags = useFlags();
  // login.html's sign-in page in HTML gives way to whichever screen shows first (the sign-in
  // page takes what was typed into it before this runs: children's effects come first).
  useLayoutEffect(removeLoginShell, []);
  if (flags.maintenance) return <LazyMaintenancePage />;
  return (
    <>
      <LazyBanners />
      <Outlet />
    </>
  );
}

/** The search page's paths; the first segment after /product is the query ('all' = empty). */
export const SEARCH_PATHS = [
  '/',
  '/product/:q',
  '/product/:q/onstock',
  '/product/:q/filter/:brands',
  '/product/:q/filter/:brands/onstock',
] as const;

export const routes: RouteObject[] = [
  // Support staff replay a customer's exported log here: no sign-in, no flags, no server calls.
  { path: '/support/replay', lazy: replayPage, hydrateFallbackElement: <Spin fullscreen /> },
  // The staff console: outside the shell, so that maintenance, which sends every customer's page
  // to the maintenance page, never locks out the staff who switch it off.
  // Its pages are routed inside its own chunk (app/ConsoleRoute.tsx).
  { path: `${CONSOLE_PATH}/*`, lazy: consolePage, hydrateFallbackElement: <Spin fullscreen /> },
  {
    element: <AppShell />,
    hydrateFallbackElement: <Spin fullscreen />,
    children: [
      { path: '/login', lazy: loginPage },
      {
        element: <RequireCustomer />,
        children: [...SEARCH_PATHS.map((path) => ({ path, lazy: mainPage })), { path: PARTS_LIST_PATH, lazy: partsListPage }],
      },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
