/**
 * The routes (docs/behaviour.md, Pages and addresses). The sign-in page and the search page are separate chunks, so signing in
 * downloads nothing of the search views. Any other path goes to /; a thrown render error shows
 * the router's default error page.
 */
import { Spin } from 'antd';
import { Navigate, Outlet, createBrowserRouter, type RouteObject } from 'react-router';
import { LazyBanners } from '../features/flags/LazyBanners';
import { LazyMaintenancePage } from '../features/flags/LazyMaintenancePage';
import { useFlags } from '../features/flags/use-flags';
import { PARTS_LIST_PATH } from '../config/constants';
import { whenLoadedAndIdle } from '../lib/when-idle';
import { RequireCustomer } from './guards';

/** Every screen: the maintenance page while the flag is on, else the banners and the route. */
function AppShell() {
  const flags = useFlags();
  if (flags.maintenance) return <LazyMaintenancePage />;
  return (
    <>
      <LazyBanners />
      <Outlet />
    </>
  );
}

const mainPage = async () => ({ Component: (await import(/* webpackChunkName: "search" */ '../features/home/MainPage')).default });
const partsListPage = async () => ({ Component: (await import(/* webpackChunkName: "parts-list" */ '../features/parts-list/PartsListPage')).default });
const replayPage = async () => ({ Component: (await import(/* webpackChunkName: "replay" */ './ReplayRoute')).default });
/**
 * The sign-in page; once it has shown and the browser is idle, the search page's code follows: the
 * customer typing a password is about to need it, and on a slow mobile link fetching it only after
 * Enter kept the start page waiting (README.md, Performance, "Page load on a phone").
 */
const loginPage = async () => {
  const { default: Component } = await import(/* webpackChunkName: "login" */ '../features/login/LoginPage');
  whenLoadedAndIdle(() => void mainPage().catch(() => undefined));
  return { Component };
};

/**
 * Starts loading the chunk of the screen the page opens at, so that it arrives while the
 * translations load instead of after the first render. The route's own lazy() then finds it
 * loaded (webpack loads a chunk once); a failure here is left for that call to report.
 */
export function preloadScreen(pathname: string): void {
  if (pathname.startsWith('/support/')) return;
  const screen = { '/login': loginPage, [PARTS_LIST_PATH]: partsListPage }[pathname] ?? mainPage;
  void screen().catch(() => undefined);
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
